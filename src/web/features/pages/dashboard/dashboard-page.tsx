import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { Folder, LandingPageSummary } from '@shared/api/pages';
import { AlertCircle, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { useStatsSummary } from '@/features/analytics';
import { countFor, useLeadCounts } from '@/features/leads';
import { plural } from '@/lib/format';
import {
  prefetchLibrary,
  useCreateFolder,
  useDeleteFolder,
  useFolders,
  useMovePages,
  usePages,
  useUpdateFolder,
} from '../library/library-api';
import {
  type FolderSelection,
  folderCounts,
  foldersOf,
  isSearching,
  libraryView,
  pagesToMove,
} from '../library/library-view';
import { useRemix } from '../library/start-remix';
import { DragChip } from './card-shell';
import { centreOnPointer } from './dashboard-dnd';
import { CardGridSkeleton, EmptyFolder, NoMatches, NoPagesYet } from './empty-states';
import { FolderDialog, type FolderDialogState } from './folder-dialog';
import { FolderSidebar, FolderSidebarSkeleton } from './folder-sidebar';
import { GroupCard } from './group-card';
import { MoveDialog } from './move-dialog';
import { type MoveRequest, PageCard } from './page-card';
import { useDashboardDnd } from './use-dashboard-dnd';

const LAZY_PAINT_AFTER = 24;

// This module loads only on the way to the dashboard: ask for its data right away, in
// parallel with the first render, instead of after it (a cached answer is simply reused).
void prefetchLibrary();

/** /dashboard 'Landing Pages Dashboard': folders, search, page and variation-group cards. */
export function DashboardPage() {
  const pagesQuery = usePages();
  const foldersQuery = useFolders();
  const pages = pagesQuery.data;
  const folders = foldersQuery.data ?? [];

  const [selection, setSelection] = useState<FolderSelection>('all');
  const [query, setQuery] = useState('');
  const [folderDialog, setFolderDialog] = useState<FolderDialogState>(null);
  const [deletingFolder, setDeletingFolder] = useState<Folder | null>(null);
  const [moving, setMoving] = useState<MoveRequest | null>(null);

  const createFolder = useCreateFolder();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();
  const movePages = useMovePages();
  const { remix, pendingId } = useRemix();
  // One request for every card; a failure only hides the counts.
  const leadCounts = useLeadCounts().data?.counts;
  // Every card's last 30 days, also in one request, once there are cards; a failure only hides
  // the lines.
  const pageStats = useStatsSummary(!!pagesQuery.data?.length).data?.pages;

  // A folder that no longer exists (deleted here or elsewhere) cannot stay selected.
  useEffect(() => {
    if (selection !== 'all' && foldersQuery.data && !foldersQuery.data.some((f) => f.id === selection))
      setSelection('all');
  }, [selection, foldersQuery.data]);

  const counts = useMemo(() => folderCounts(pages ?? []), [pages]);
  const items = useMemo(() => libraryView(pages ?? [], selection, query), [pages, selection, query]);
  // A search looks in every folder, whatever is selected; its cards name their folders.
  const searching = isSearching(query);
  const selectedFolder = selection === 'all' ? null : folders.find((f) => f.id === selection);
  const viewLabel = selectedFolder?.name ?? 'All Pages';
  // Past a couple of screens of cards, the browser may skip laying out those off screen.
  const lazyPaint = items.length > LAZY_PAINT_AFTER;

  const move = (pageIds: number[], folderId: number | null, label: string) => {
    const byId = new Map((pages ?? []).map((page) => [page.id, page]));
    const changing = pagesToMove(
      pageIds.map((id) => byId.get(id)).filter((page): page is LandingPageSummary => !!page),
      folderId,
    );
    if (changing.length > 0) movePages.mutate({ ids: changing.map((page) => page.id), folderId, label });
  };
  const { contextProps, dragging } = useDashboardDnd((card, folderId, label) =>
    move(card.pageIds, folderId, label),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Landing Pages Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Your generated pages, ready to copy into your funnels.
          </p>
        </div>
        <ButtonLink href="/generator" icon={Plus} className="self-start sm:self-auto">
          Generate New Page
        </ButtonLink>
      </div>

      <DndContext {...contextProps}>
        <div className="mt-8 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside className="min-w-0">
            {foldersQuery.isLoading ? (
              <FolderSidebarSkeleton />
            ) : (
              <FolderSidebar
                folders={folders}
                counts={counts}
                selection={selection}
                onSelect={setSelection}
                onCreate={() => setFolderDialog({ mode: 'create' })}
                onEdit={(folder, focus) => setFolderDialog({ mode: 'edit', folder, focus })}
                onDelete={setDeletingFolder}
              />
            )}
          </aside>

          <section aria-labelledby="view-title" className="min-w-0">
            <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-2">
                {selectedFolder && !searching && (
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: selectedFolder.color }}
                  />
                )}
                <h2 id="view-title" className="truncate text-lg font-semibold">
                  {searching ? 'Search results' : viewLabel}
                </h2>
                {pages && (
                  <span className="shrink-0 text-sm text-muted-foreground" data-testid="view-count">
                    {plural(items.length, 'item')}
                    {searching && ' in all folders'}
                  </span>
                )}
              </div>
              <SearchInput
                value={query}
                onValueChange={setQuery}
                label="Search landing pages"
                placeholder="Search landing pages..."
                className="w-full sm:max-w-xs"
                onClear={() => setQuery('')}
              />
            </div>

            {pagesQuery.isLoading ? (
              <CardGridSkeleton />
            ) : pagesQuery.isError ? (
              <LoadError onRetry={() => pagesQuery.refetch()} />
            ) : !pages || pages.length === 0 ? (
              <NoPagesYet />
            ) : items.length === 0 ? (
              searching ? (
                <NoMatches query={query} onClear={() => setQuery('')} />
              ) : (
                <EmptyFolder label={viewLabel} isAllPages={selection === 'all'} />
              )
            ) : (
              <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="card-grid">
                {items.map((item) => (
                  <li
                    key={item.kind === 'group' ? `g:${item.groupId}` : `p:${item.page.id}`}
                    className="flex"
                  >
                    {item.kind === 'group' ? (
                      <GroupCard
                        groupId={item.groupId}
                        pages={item.pages}
                        leadCount={countFor(
                          leadCounts,
                          item.pages.map((page) => page.id),
                        )}
                        onMove={setMoving}
                        lazyPaint={lazyPaint}
                        folders={searching ? foldersOf(item.pages, folders) : undefined}
                      />
                    ) : (
                      <PageCard
                        page={item.page}
                        leadCount={leadCounts?.[String(item.page.id)]}
                        stats={pageStats?.[String(item.page.id)]}
                        remixing={pendingId === item.page.id}
                        onRemix={remix}
                        onMove={setMoving}
                        lazyPaint={lazyPaint}
                        folders={searching ? foldersOf([item.page], folders) : undefined}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <DragOverlay modifiers={[centreOnPointer]} dropAnimation={null}>
          {dragging ? <DragChip data={dragging} /> : null}
        </DragOverlay>
      </DndContext>

      <FolderDialog
        state={folderDialog}
        onClose={() => setFolderDialog(null)}
        onSubmit={(values) => {
          if (folderDialog?.mode === 'edit') {
            const { folder } = folderDialog;
            if (values.name !== folder.name || values.color !== folder.color.toLowerCase())
              updateFolder.mutate({ id: folder.id, ...values });
          } else {
            createFolder.mutate(values);
          }
          setFolderDialog(null);
        }}
      />
      <ConfirmDialog
        open={deletingFolder !== null}
        onOpenChange={(open) => !open && setDeletingFolder(null)}
        title="Delete this folder?"
        description={`The folder '${deletingFolder?.name ?? ''}' will be deleted. Its pages are kept and go back to All Pages.`}
        confirmLabel="Delete Folder"
        onConfirm={() => {
          if (!deletingFolder) return;
          if (selection === deletingFolder.id) setSelection('all');
          deleteFolder.mutate(deletingFolder.id);
        }}
      />
      <MoveDialog
        request={moving}
        folders={folders}
        onClose={() => setMoving(null)}
        onMove={(folderId, label) => {
          if (moving) move(moving.pageIds, folderId, label);
          setMoving(null);
        }}
      />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center"
    >
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="mt-3 font-semibold">Could not load your landing pages</h2>
      <p className="mt-1 text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
