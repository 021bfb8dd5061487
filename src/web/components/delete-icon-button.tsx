import { Trash2 } from 'lucide-react';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';

/** A quiet trash-can button that turns red on hover, for a card or a row; a spinner while it deletes. */
export function DeleteIconButton(props: { label: string; busy?: boolean; onClick(): void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
      aria-label={props.label}
      disabled={props.busy}
      aria-busy={props.busy || undefined}
      onClick={props.onClick}
    >
      <BusyIcon busy={props.busy ?? false} icon={Trash2} />
    </Button>
  );
}
