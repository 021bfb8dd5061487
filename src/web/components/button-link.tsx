import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** An in-app link that looks like a button, its icon before the text ('Back to Dashboard'). */
export function ButtonLink({
  href,
  icon: Icon,
  children,
  ...button
}: { href: string; icon?: LucideIcon; children: ReactNode } & Omit<
  ComponentProps<typeof Button>,
  'asChild'
>) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        {Icon && <Icon aria-hidden="true" />}
        {children}
      </Link>
    </Button>
  );
}
