import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const TOOL_CLASS =
  'h-auto flex-col gap-1 px-1 py-1.5 text-xs font-medium text-muted-foreground hover:text-foreground';

/** A compact card action: icon over label, with a spinner while it works. */
export function ToolButton(props: { label: string; icon: LucideIcon; busy?: boolean; onClick(): void }) {
  const Icon = props.busy ? Loader2 : props.icon;
  return (
    <Button variant="ghost" size="sm" onClick={props.onClick} disabled={props.busy} className={TOOL_CLASS}>
      <Icon aria-hidden="true" className={props.busy ? 'animate-spin' : undefined} />
      {props.label}
    </Button>
  );
}

/** The same look for an in-app link (e.g. Details); a plain link, no Slot, for long lists. */
export function ToolLink(props: { href: string; children: ReactNode }) {
  return (
    <Link href={props.href} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), TOOL_CLASS)}>
      {props.children}
    </Link>
  );
}
