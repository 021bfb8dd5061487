import type { FolderLabel } from '../library/library-view';
import { FolderSwatch } from './folder-swatch';

/**
 * The folders a search result sits in (docs/product.md, 'Dashboard'): a search looks in every
 * folder, so each card says where the page is kept, with the folder's colour as in the folder
 * list. A long name wraps between words (two lines at most, the whole name in the tooltip).
 */
export function FolderChips({ folders }: { folders: FolderLabel[] }) {
  if (folders.length === 0) return null;
  return (
    <ul aria-label={folders.length === 1 ? 'Folder' : 'Folders'} className="flex flex-wrap gap-1.5">
      {folders.map((folder) => (
        <li
          key={folder.id ?? 'none'}
          data-testid="card-folder"
          data-folder={folder.name}
          className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-md border bg-muted/50 px-2 py-0.5 text-xs font-medium text-muted-foreground"
        >
          <FolderSwatch color={folder.color} />
          <span className="line-clamp-2 min-w-0 wrap-break-word" title={folder.name}>
            {folder.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
