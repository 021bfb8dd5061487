import type { Folder } from '@shared/api/pages';
import { Check } from 'lucide-react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { FolderSwatch } from './folder-swatch';
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
    <DialogFrame
      open={request !== null}
      onOpenChange={(open) => !open && props.onClose()}
      size="sm"
      title="Move to folder"
      description={`Choose where '${request?.title}' should go.`}
    >
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
                <FolderSwatch color={target.color} />
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
    </DialogFrame>
  );
}
