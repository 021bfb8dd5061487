import type { LandingPage } from '@shared/api/pages';
import { PREVIEW_PANE_HEIGHT_PX } from '@shared/constants';
import { MousePointerClick, Sparkles, Type } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SandboxedFrame, type SandboxedFrameHandle } from '@/components/sandboxed-frame/sandboxed-frame';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type EditMode, modeMessage, parseFrameMessage, type SelectedPageElement } from './bridge-messages';
import { injectEditBridge } from './edit-bridge-script';
import { ElementEditDialog, type Selection } from './element-edit-dialog';

/** How long, and how often, a selection waits for the frame's focus to reach this document. */
const FOCUS_GRACE_MS = 1500;
const FOCUS_POLL_MS = 100;

const HINTS: Record<EditMode, string> = {
  off: 'Choose Direct Edit to change a text yourself, or AI Edit to describe a change to one element.',
  direct: 'Click a highlighted text in the preview (or Tab to it and press Enter) to edit it.',
  ai: 'Click an element in the preview (or Tab to it and press Enter), then describe the change.',
};

/**
 * Interactive: the page in the sandboxed preview with click-to-edit. The preview shows a
 * copy of the page with the edit bridge added; what is saved is always built from the saved
 * HTML. A selection from the frame is acted on only while a mode is on, no form is open and
 * the preview has the focus (a person clicked or tabbed into it); and even then it only
 * opens a form that the person must confirm.
 */
export function InteractiveTab({ page }: { page: LandingPage }) {
  const [mode, setMode] = useState<EditMode>('off');
  const [selection, setSelection] = useState<Selection | null>(null);
  const frame = useRef<SandboxedFrameHandle>(null);
  const frameBox = useRef<HTMLDivElement>(null);
  const modeButtons = useRef<Record<'direct' | 'ai', HTMLButtonElement | null>>({ direct: null, ai: null });
  // The element just edited, scrolled into view when the new version is shown.
  const revealPath = useRef<string | null>(null);
  const focusGrace = useRef<ReturnType<typeof setTimeout>>(undefined);
  const live = useRef({ mode, selection });
  live.current = { mode, selection };

  // revealPath (a ref) is read when the HTML changes; it is not a reason to rebuild.
  // A fresh bridge token per render of the preview: only the bridge can sign its messages.
  const nonce = useMemo(() => (page.generatedHtml ? crypto.randomUUID() : ''), [page.generatedHtml]);
  const previewHtml = useMemo(
    () => injectEditBridge(page.generatedHtml, { revealPath: revealPath.current, nonce }),
    [page.generatedHtml, nonce],
  );

  const postMode = useCallback(() => frame.current?.postToPage(modeMessage(live.current.mode)), []);
  // A new mode, or a closed form (which also clears the outline of the selected element).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mode and selection are what trigger a new message.
  useEffect(() => {
    if (!selection) postMode();
  }, [mode, selection, postMode]);

  const onPageMessage = useCallback(
    (data: unknown) => {
      const message = parseFrameMessage(data, nonce);
      if (!message) return;
      if (message.kind === 'ready') {
        postMode();
        return;
      }
      // The page's own scripts can post selections too; only one that follows a person's
      // click or key press in the preview (which moves the focus into it) opens a form.
      const accept = () => {
        const { mode: current, selection: open } = live.current;
        if (current === 'off' || open || !frameBox.current?.contains(document.activeElement)) return false;
        setSelection({ mode: current, element: message.element });
        return true;
      };
      // The frame runs in another process: its focus change can reach this document a
      // moment after its message does, and longer on a busy machine. (The bridge's token is
      // what keeps a page's own messages out; the focus only adds a person's presence.)
      clearTimeout(focusGrace.current);
      const deadline = Date.now() + FOCUS_GRACE_MS;
      const retry = () => {
        if (accept() || Date.now() >= deadline) return;
        focusGrace.current = setTimeout(retry, FOCUS_POLL_MS);
      };
      retry();
    },
    [postMode, nonce],
  );
  useEffect(() => () => clearTimeout(focusGrace.current), []);

  const toggle = (next: 'direct' | 'ai') => {
    setSelection(null);
    setMode((current) => (current === next ? 'off' : next));
  };

  const onDone = (edited?: SelectedPageElement) => {
    if (edited) revealPath.current = edited.path;
    setSelection(null);
  };

  return (
    <Card className="min-w-0 gap-0 overflow-hidden py-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <MousePointerClick aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2 className="font-semibold leading-tight">Click to edit</h2>
            <p className="text-xs text-muted-foreground" data-testid="interactive-hint">
              {HINTS[mode]}
            </p>
          </div>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Edit mode</legend>
          <Button
            ref={(button) => {
              modeButtons.current.direct = button;
            }}
            variant={mode === 'direct' ? 'default' : 'outline'}
            size="sm"
            aria-pressed={mode === 'direct'}
            onClick={() => toggle('direct')}
          >
            <Type aria-hidden="true" />
            Direct Edit
          </Button>
          <Button
            ref={(button) => {
              modeButtons.current.ai = button;
            }}
            variant={mode === 'ai' ? 'default' : 'outline'}
            size="sm"
            aria-pressed={mode === 'ai'}
            onClick={() => toggle('ai')}
          >
            <Sparkles aria-hidden="true" />
            AI Edit
          </Button>
        </fieldset>
      </div>
      <div ref={frameBox} className="relative">
        <SandboxedFrame
          ref={frame}
          html={previewHtml}
          title={`Interactive preview of ${page.title}`}
          style={{ height: PREVIEW_PANE_HEIGHT_PX }}
          onPageMessage={onPageMessage}
          data-testid="interactive-frame"
        />
      </div>
      <ElementEditDialog
        page={page}
        selection={selection}
        onDone={onDone}
        returnFocusTo={() => modeButtons.current[live.current.mode === 'ai' ? 'ai' : 'direct']}
      />
    </Card>
  );
}
