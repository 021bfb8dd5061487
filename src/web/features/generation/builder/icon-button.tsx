import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A small ghost button showing only its icon: `label` names it for screen readers, `title` as a tooltip. */
export function IconButton(props: {
  label: string;
  title?: string;
  className?: string;
  children: React.ReactNode;
  onClick(): void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={props.label}
      title={props.title}
      onClick={props.onClick}
      className={cn('size-8 text-muted-foreground', props.className)}
    >
      {props.children}
    </Button>
  );
}
