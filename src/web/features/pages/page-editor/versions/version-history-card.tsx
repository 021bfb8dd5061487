import type { RollbackResponse, Version } from '@shared/api/pages';
import { versionsToPrune } from '@shared/version-pruning';
import { useMutation } from '@tanstack/react-query';
import { Eye, GitCompare, History, Link2, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { apiJson } from '@/lib/api';
import { formatWhen, plural } from '@/lib/format';
import { copyText } from '@/lib/page-files';
import { applySavedEdit, useVersions } from '../page-editor-api';
import { prunedSentence } from './prune-notice';
import { PruneWarning } from './prune-warning';
import { useVersionCap } from './use-version-cap';

// The diff view (and the `diff` package) loads only when a comparison is opened.
const CompareDialog = lazy(() => import('./compare-dialog'));

interface Props {
  pageId: number;
  /** The live HTML, the right side of a comparison. */
  liveHtml: string;
}

/** 'Version History': newest first, the newest live; preview, share, compare and roll back. */
export function VersionHistoryCard({ pageId, liveHtml }: Props) {
  const versions = useVersions(pageId);
  const cap = useVersionCap();
  const [rollbackTo, setRollbackTo] = useState<Version | null>(null);
  const [compare, setCompare] = useState<Version | null>(null);
  const rollback = useMutation({
    mutationFn: (version: Version) =>
      apiJson<RollbackResponse>('POST', `/api/landing-pages/${pageId}/rollback`, { versionId: version.id }),
  });

  const confirmRollback = (version: Version) =>
    rollback.mutate(version, {
      onSuccess: async (result) => {
        setRollbackTo(null);
        // The answer is the saved page: into the cache, nothing read again.
        applySavedEdit(pageId, { ...result, summary: '' });
        const removed = prunedSentence(result.pruned ?? [], cap, 'was');
        toast({
          title: 'Rolled back',
          description: `Version ${version.version} is live again.${removed ? ` ${removed}` : ''}`,
        });
      },
      onError: () => {
        setRollbackTo(null);
        toast({
          title: 'Rollback failed',
          description: 'Could not rollback to selected version.',
          variant: 'destructive',
        });
      },
    });

  const share = async (version: Version) => {
    try {
      await copyText(`${window.location.origin}${version.previewUrl}`);
      toast({
        title: 'Share link copied',
        description: `Anyone with the link can view version ${version.version}.`,
      });
    } catch {
      toast({ title: 'Copy failed', description: 'Could not copy the share link.', variant: 'destructive' });
    }
  };

  const list = versions.data ?? [];
  const maxVersions = cap?.maxVersions ?? null;
  // What the next save of any kind removes, and what this rollback removes (never its version).
  const nextSave = cap ? versionsToPrune(list, maxVersions) : [];
  const rollbackPrunes = cap && rollbackTo ? versionsToPrune(list, maxVersions, rollbackTo.id) : [];
  return (
    <Card className="min-w-0 gap-4" data-testid="version-history">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4 text-primary" />
          <h2>Version History</h2>
        </CardTitle>
        <CardDescription>
          {list.length > 0
            ? `${list.length} ${list.length === 1 ? 'version' : 'versions'}, newest first`
            : 'Every save is kept as a version'}
        </CardDescription>
        {nextSave.length > 0 && (
          <p className="text-xs text-muted-foreground" data-testid="version-cap-note">
            Your {cap?.planName} plan keeps {plural(maxVersions ?? 0, 'version')}: the next save removes{' '}
            {nextSave.map((v) => `v${v.version} “${v.commitMessage}”`).join(', ')}.{' '}
            <Link href="/upgrade" className="font-medium text-primary underline underline-offset-2">
              Upgrade to keep more
            </Link>
          </p>
        )}
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <Spinner label="Loading versions..." />
        ) : versions.isError ? (
          <p className="text-sm break-words text-destructive" role="alert">
            Error loading versions: {versions.error.message}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No versions found</p>
        ) : (
          <ol
            className="-mx-2 max-h-[28rem] space-y-2 overflow-y-auto px-2 py-0.5"
            aria-label="Versions, newest first"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
            tabIndex={0}
          >
            {list.map((version, index) => {
              const live = index === 0;
              return (
                <li
                  key={version.id}
                  className={
                    live ? 'rounded-lg border border-primary/40 bg-primary/5 p-3' : 'rounded-lg border p-3'
                  }
                  data-testid="version-item"
                >
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className="font-mono text-sm font-semibold">v{version.version}</span>
                    {live && (
                      <>
                        <Badge className="border-transparent bg-emerald-100 text-emerald-900">Live</Badge>
                        <Badge variant="outline">Current Version</Badge>
                      </>
                    )}
                  </div>
                  <p className="mt-1 text-sm break-words">{version.commitMessage}</p>
                  <time dateTime={version.createdAt} className="block text-xs text-muted-foreground">
                    {formatWhen(version.createdAt)}
                  </time>
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    <Button asChild variant="outline" size="sm" className="h-7 px-2 text-xs">
                      <a
                        href={version.previewUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Preview version ${version.version}`}
                      >
                        <Eye aria-hidden="true" />
                        Preview
                      </a>
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-7 px-2 text-xs"
                      onClick={() => void share(version)}
                      aria-label={`Copy the share link of version ${version.version}`}
                    >
                      <Link2 aria-hidden="true" />
                      Share
                    </Button>
                    {!live && (
                      <>
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-7 px-2 text-xs"
                          onClick={() => setCompare(version)}
                          aria-label={`Compare version ${version.version} with the live version`}
                        >
                          <GitCompare aria-hidden="true" />
                          Compare
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-7 px-2 text-xs"
                          onClick={() => setRollbackTo(version)}
                          aria-label={`Rollback to version ${version.version}`}
                        >
                          <RotateCcw aria-hidden="true" />
                          Rollback
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>

      <ConfirmDialog
        open={rollbackTo !== null}
        onOpenChange={(open) => !open && setRollbackTo(null)}
        title={<>Roll back to version {rollbackTo?.version}?</>}
        description={
          <>
            The page goes back to how it was in version {rollbackTo?.version} (“{rollbackTo?.commitMessage}”).{' '}
            {rollbackPrunes.length > 0
              ? 'This is saved as a new version, and version history is limited:'
              : 'This is saved as a new version, so nothing is lost: you can roll forward again later.'}
          </>
        }
        destructive={false}
        keepOpen
        pending={rollback.isPending}
        confirmLabel={rollback.isPending ? 'Rolling back...' : 'Rollback'}
        onConfirm={() => rollbackTo && confirmRollback(rollbackTo)}
      >
        {rollbackPrunes.length > 0 && (
          <PruneWarning pruned={rollbackPrunes} cap={cap} testId="rollback-prune-warning" />
        )}
      </ConfirmDialog>

      {compare && (
        <Suspense fallback={null}>
          <CompareDialog
            version={compare}
            liveHtml={liveHtml}
            liveVersion={list[0]?.version ?? null}
            onClose={() => setCompare(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
