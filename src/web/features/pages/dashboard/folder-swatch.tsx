import { Inbox } from 'lucide-react';

/** A folder's colour dot, or the inbox of 'All Pages' (pages in no folder). */
export function FolderSwatch({ color }: { color?: string | null }) {
  return color ? (
    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
  ) : (
    <Inbox aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
  );
}
