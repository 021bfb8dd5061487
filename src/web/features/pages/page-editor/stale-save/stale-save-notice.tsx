import { Copy, RefreshCw } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { BusyIcon } from '@/components/busy-icon';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { copyText } from '@/lib/page-files';
import { reloadPageData } from '../page-editor-api';
import type { UnsavedWork } from './stale-save';

/** Where a panel reports a save refused as stale, with what the person would lose. */
const ReportStaleSave = createContext<(work: UnsavedWork) => void>(() => {});

/** For the editor's panels: call it with the unsaved text when staleSaveOf(error) is not null. */
export const useReportStaleSave = () => useContext(ReportStaleSave);

/**
 * The edit page's answer to a save refused because the page changed in another tab or by
 * another person (docs/product.md, 'Saving from two tabs'). Any panel reports it; this shows
 * one notice with 'Copy my text' (or 'Copy my HTML') first, so nothing typed is lost, and
 * 'Reload', which reads the page, its versions and its chat again and then discards the stale
 * copy: `children` is called with a count of reloads, for a key that mounts the editor afresh
 * (drafts, the chat and open forms all start from the latest version).
 */
export function StaleSaveGuard({
  pageId,
  children,
}: {
  pageId: number;
  children(reloads: number): ReactNode;
}) {
  const [work, setWork] = useState<UnsavedWork | null>(null);
  const [reloads, setReloads] = useState(0);
  const [reloading, setReloading] = useState(false);
  const report = useCallback((unsaved: UnsavedWork) => setWork(unsaved), []);

  const copy = async () => {
    if (!work) return;
    const what = work.kind === 'HTML' ? 'Your HTML' : 'Your text';
    try {
      await copyText(work.content);
      toast({ title: 'Copied!', description: `${what} is on your clipboard.` });
    } catch {
      toast({
        title: 'Copy failed',
        description: `Could not copy ${what.toLowerCase()}.`,
        variant: 'destructive',
      });
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      await reloadPageData(pageId);
      setWork(null);
      setReloads((count) => count + 1);
    } finally {
      setReloading(false);
    }
  };

  return (
    <ReportStaleSave value={report}>
      {children(reloads)}
      <DialogFrame
        open={work !== null}
        onOpenChange={(open) => {
          if (!open && !reloading) setWork(null);
        }}
        size="md"
        data-testid="stale-save-notice"
        title="This page changed in another tab or by another person."
        description={
          <>
            Your change was not saved, so the newer version is safe. Copy your{' '}
            {work?.kind === 'HTML' ? 'HTML' : 'text'} to keep it, then reload to see the latest version and
            apply your change again.
          </>
        }
        footer={
          <>
            <Button variant="outline" onClick={() => void copy()} disabled={!work?.content}>
              <Copy aria-hidden="true" />
              Copy my {work?.kind === 'HTML' ? 'HTML' : 'text'}
            </Button>
            <Button onClick={() => void reload()} disabled={reloading}>
              <BusyIcon busy={reloading} icon={RefreshCw} />
              {reloading ? 'Reloading...' : 'Reload'}
            </Button>
          </>
        }
      />
    </ReportStaleSave>
  );
}
