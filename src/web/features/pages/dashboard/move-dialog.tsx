import type { Folder } from '@shared/api/pages';
import { Check, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { MoveRequest } from './page-card';

/** 'Move to folder': the plain, accessible alternative to dragging a card onto a folder. */
export function MoveDialog(props: {
  request: MoveRequest | null;
  folders: Folder[];
  onClose(): void;
  onMove(folderId: number | null, label: string): void;
}) {
  const { request } = props;
  const targets = [
    { id: null, name: 'All Pages', color: null as string | null },
    ...props.folders.map((f) => ({ id: f.id as number | null, name: f.name, color: f.color })),
  ];
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Move to folder</DialogTitle>
          <DialogDescription>Choose where '{request?.title}' should go.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1">
          {targets.map((target) => {
            const current = request?.folderId === target.id;
            return (
              <li key={target.id ?? 'all'}>
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  disabled={current}
                  onClick={() => props.onMove(target.id, target.name)}
                >
                  {target.color ? (
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: target.color }}
                    />
                  ) : (
                    <Inbox aria-hidden="true" className="text-muted-foreground" />
                  )}
                  <span className="truncate">{target.name}</span>
                  {current && (
                    <span className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <Check aria-hidden="true" className="size-3.5" /> Current
                    </span>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
        {props.folders.length === 0 && (
          <p className="text-sm text-muted-foreground">
            You have no folders yet. Create one with 'New Folder' in the folder list.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
