/**
 * Pure rules of the page library (dashboard and variations): which pages a view shows,
 * how they fold into variation-group cards, search, folder counts and title edits.
 */

/** The fields these rules read; the list DTO (LandingPageSummary) has them all. */
export interface PageLike {
  id: number;
  title: string;
  prompt: string;
  folderId: number | null;
  variationGroup: string | null;
}

/** 'all' is 'All Pages': the pages that sit in no folder (docs/product.md, 'Folders'). */
export type FolderSelection = 'all' | number;

/** What a folder label on a card needs: 'All Pages' (id null, no colour) for pages in no folder. */
export interface FolderLabel {
  id: number | null;
  name: string;
  color: string | null;
}

export type LibraryItem<P extends PageLike> =
  | { kind: 'group'; groupId: string; pages: P[] }
  | { kind: 'page'; page: P };

export function inFolder<P extends PageLike>(pages: readonly P[], selection: FolderSelection): P[] {
  return pages.filter((page) => (selection === 'all' ? page.folderId === null : page.folderId === selection));
}

/** A search is on while the query holds more than spaces. */
export const isSearching = (query: string) => query.trim() !== '';

/** Case-insensitive search over title and prompt; a blank query matches everything. */
export function matchesSearch(page: Pick<PageLike, 'title' | 'prompt'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return page.title.toLocaleLowerCase().includes(needle) || page.prompt.toLocaleLowerCase().includes(needle);
}

/**
 * Folds pages sharing a variationGroup into one group card when more than one of them is in
 * the view; a lone member shows as a standalone card. Order follows the input (newest first):
 * a group sits where its first member would.
 */
export function groupPages<P extends PageLike>(pages: readonly P[]): LibraryItem<P>[] {
  const members = new Map<string, P[]>();
  for (const page of pages) {
    if (page.variationGroup === null) continue;
    const list = members.get(page.variationGroup);
    if (list) list.push(page);
    else members.set(page.variationGroup, [page]);
  }
  const items: LibraryItem<P>[] = [];
  const placed = new Set<string>();
  for (const page of pages) {
    const group = page.variationGroup === null ? undefined : members.get(page.variationGroup);
    if (!group || group.length < 2) {
      items.push({ kind: 'page', page });
    } else if (!placed.has(page.variationGroup!)) {
      placed.add(page.variationGroup!);
      items.push({ kind: 'group', groupId: page.variationGroup!, pages: group });
    }
  }
  return items;
}

/**
 * What the dashboard shows: the selected folder, grouped; while a search is on, the matches in
 * every folder, whatever is selected (docs/product.md, 'Dashboard'). A search kept inside the
 * selected folder (and 'All Pages' holds only the pages in no folder) made a filed page look
 * lost; the cards of a search name their folders instead (foldersOf).
 */
export function libraryView<P extends PageLike>(
  pages: readonly P[],
  selection: FolderSelection,
  query: string,
): LibraryItem<P>[] {
  return groupPages(
    isSearching(query) ? pages.filter((page) => matchesSearch(page, query)) : inFolder(pages, selection),
  );
}

/**
 * The folders a card's pages sit in, each once, in the pages' order (a variation group's pages
 * may be spread over several): 'All Pages' for the pages in no folder. A folder the list does
 * not know (still loading, just deleted) is left out rather than shown without a name.
 */
export function foldersOf(
  pages: readonly Pick<PageLike, 'folderId'>[],
  folders: readonly { id: number; name: string; color: string }[],
): FolderLabel[] {
  const labels: FolderLabel[] = [];
  const seen = new Set<number | null>();
  for (const { folderId } of pages) {
    if (seen.has(folderId)) continue;
    seen.add(folderId);
    if (folderId === null) {
      labels.push({ id: null, name: 'All Pages', color: null });
      continue;
    }
    const folder = folders.find((f) => f.id === folderId);
    if (folder) labels.push({ id: folder.id, name: folder.name, color: folder.color });
  }
  return labels;
}

/** Page counts for the sidebar: 'All Pages' (no folder) and each folder. */
export function folderCounts(pages: readonly Pick<PageLike, 'folderId'>[]): {
  unfiled: number;
  byFolder: Map<number, number>;
} {
  let unfiled = 0;
  const byFolder = new Map<number, number>();
  for (const page of pages) {
    if (page.folderId === null) unfiled++;
    else byFolder.set(page.folderId, (byFolder.get(page.folderId) ?? 0) + 1);
  }
  return { unfiled, byFolder };
}

/** The pages of a move that actually change folder (a drop on the current folder is a no-op). */
export function pagesToMove<P extends Pick<PageLike, 'id' | 'folderId'>>(
  pages: readonly P[],
  folderId: number | null,
): P[] {
  return pages.filter((page) => page.folderId !== folderId);
}

/**
 * Title edit rule (docs/product.md, 'Page cards'): the trimmed title is saved only when it is not
 * blank and differs from the current one; otherwise nothing is sent. Returns the title to send or
 * null.
 */
export function titleToSave(current: string, draft: string): string | null {
  const next = draft.trim();
  if (next === '' || next === current) return null;
  return next;
}
