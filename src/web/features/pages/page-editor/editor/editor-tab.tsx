import type { LandingPage } from '@shared/api/pages';
import { PREVIEW_PANE_HEIGHT_PX } from '@shared/constants';
import { versionsToPrune } from '@shared/version-pruning';
import { FileCode2, RotateCcw, Save } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useThrottledValue } from '@/components/code-viewer/use-throttled-value';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SandboxedFrame } from '@/components/sandboxed-frame/sandboxed-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { storageFullOf, UPGRADE_ACTION } from '@/lib/storage-full';
import { useSaveHtml, useVersions } from '../page-editor-api';
import { baseOf, staleSaveOf } from '../stale-save/stale-save';
import { useReportStaleSave } from '../stale-save/stale-save-notice';
import { prunedSentence } from '../versions/prune-notice';
import { PruneWarning } from '../versions/prune-warning';
import { useVersionCap } from '../versions/use-version-cap';

const CodeEditor = lazy(() => import('./code-editor'));

const PREVIEW_REFRESH_MS = 600;
const EDITOR_COMMIT_MESSAGE = 'Edited HTML in the code editor';

/**
 * The Editor tab: the page's HTML in CodeMirror with a character count, 'Save as new version'
 * once something changed, 'Discard changes', and a live preview of the draft.
 */
export function EditorTab({ page }: { page: LandingPage }) {
  const live = page.generatedHtml;
  // The HTML the draft started from; the draft follows the live page until it is edited.
  const [base, setBase] = useState(live);
  const [draft, setDraft] = useState(live);
  const save = useSaveHtml(page.id);
  // At the plan's version limit a save removes the oldest version: it asks first, saying which.
  const versions = useVersions(page.id);
  const cap = useVersionCap();
  const prunes = cap && versions.data ? versionsToPrune(versions.data, cap.maxVersions) : [];
  const [confirming, setConfirming] = useState(false);
  const reportStale = useReportStaleSave();
  const dirty = draft !== base;
  const stale = dirty && live !== base;

  useEffect(() => {
    if (!dirty && live !== base) {
      setBase(live);
      setDraft(live);
    }
  }, [live, base, dirty]);

  const previewHtml = useThrottledValue(draft, PREVIEW_REFRESH_MS, true);

  // Leaving the app with unsaved HTML asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onSave = (confirmed = false) => {
    if (!dirty || save.isPending) return;
    if (!draft.trim()) {
      toast({ title: 'Cannot save', description: 'The page cannot be empty.', variant: 'destructive' });
      return;
    }
    if (prunes.length > 0 && !confirmed) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    // The base is the version this tab shows as live: a change saved here meanwhile (the chat)
    // was announced by the notice above, one saved in another tab was not, and is refused.
    save.mutate(
      { generatedHtml: draft, commitMessage: EDITOR_COMMIT_MESSAGE, baseVersionId: baseOf(page) },
      {
        onSuccess: (saved) => {
          setBase(saved.generatedHtml);
          setDraft(saved.generatedHtml);
          const removed = prunedSentence(saved.pruned ?? [], cap, 'was');
          toast({
            title: 'Changes saved',
            description: `${saved.version ? `Saved as version ${saved.version.version}.` : 'Saved.'}${removed ? ` ${removed}` : ''}`,
          });
        },
        onError: (error) => {
          if (staleSaveOf(error)) {
            reportStale({ kind: 'HTML', content: draft });
            return;
          }
          if (storageFullOf(error)) {
            toast({
              title: 'Save failed: your storage is full',
              description: errorText(error, 'Your plan has no room left for this version.'),
              variant: 'destructive',
              action: UPGRADE_ACTION,
            });
            return;
          }
          toast({
            title: 'Save failed',
            description: 'Could not save changes. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const discard = () => {
    setBase(live);
    setDraft(live);
  };

  return (
    <div className="grid min-w-0 gap-4 2xl:grid-cols-2">
      <Card className="min-w-0 gap-0 overflow-hidden py-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
          <div className="flex min-w-0 items-center gap-2">
            <FileCode2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <h2 className="font-semibold">HTML source</h2>
            {dirty && <Badge variant="secondary">Unsaved changes</Badge>}
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="character-count">
            {formatCount(draft.length)} characters
          </p>
        </div>
        {stale && (
          <p role="status" className="border-b bg-amber-50 px-4 py-2 text-xs text-amber-900">
            The live page changed since you started editing. Saving replaces it with your version; discard to
            start from the live page.
          </p>
        )}
        <div className="p-3">
          <Suspense
            fallback={
              <div className="flex items-center justify-center" style={{ height: PREVIEW_PANE_HEIGHT_PX }}>
                <Spinner label="Loading editor..." />
              </div>
            }
          >
            <CodeEditor
              value={draft}
              onChange={setDraft}
              label="HTML source code"
              heightPx={PREVIEW_PANE_HEIGHT_PX}
            />
          </Suspense>
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t px-4 py-3">
          <Button variant="outline" size="sm" onClick={discard} disabled={!dirty || save.isPending}>
            <RotateCcw aria-hidden="true" />
            Discard changes
          </Button>
          <Button size="sm" onClick={() => onSave()} disabled={!dirty || save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving...' : 'Save as new version'}
          </Button>
        </div>
      </Card>
      <Card className="min-w-0 gap-0 overflow-hidden py-0">
        <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
          <h2 className="font-semibold">Draft preview</h2>
          <span className="text-xs text-muted-foreground">
            {dirty ? 'Not saved yet' : 'Same as the live page'}
          </span>
        </div>
        <SandboxedFrame
          html={previewHtml}
          title="Preview of the HTML being edited"
          style={{ height: PREVIEW_PANE_HEIGHT_PX }}
          data-testid="editor-preview-frame"
        />
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Save as a new version?"
        description="Your edit becomes the live page, and version history is limited:"
        destructive={false}
        confirmLabel="Save as new version"
        onConfirm={() => onSave(true)}
      >
        <PruneWarning pruned={prunes} cap={cap} testId="save-prune-warning" />
      </ConfirmDialog>
    </div>
  );
}
