import { defaultFormatForPlatform } from '@shared/export/export-format';
import { useEffect, useRef, useState } from 'react';
import { CodeViewer } from '@/components/code-viewer/code-viewer';
import { openPreviewInNewTab } from '@/components/code-viewer/preview-window';
import { copyExport, exportSource } from '@/components/export/export-html';
import { PlatformFormatProvider } from '@/components/export/use-export-format';
import { ChatPanel } from '../chat/chat-panel';
import { extractHtmlFromText } from '../chat/message-content';
import { modifyRequestBody, toRequestMessages } from '../chat/request-bodies';
import { useChatSession } from '../chat/use-chat-session';
import { GenerationFailedCard } from './generation-failed-card';
import type { GeneratorDraft } from './generator-form';
import { type LimitHit, limitBlocking } from './plan-room';
import { type GenerationOutcome, SuccessDialog } from './success-dialog';
import { fetchPlanStatus } from './use-plan-status';

/**
 * The split view: the chat on the left and, once HTML exists, the code panel on the right.
 * The request starts by itself (auto-generation, docs/product.md, 'Generation flow'). Once a single
 * page is saved, the chat switches to modification (its current HTML is no longer blank) and
 * edits it.
 */
export function GeneratorSession(props: {
  draft: GeneratorDraft;
  onCreateAnother(): void;
  /** The generation saved its page (or variations). */
  onSucceeded(): void;
  /** After a failure: the same prompt and options again, in a fresh session. */
  onRetry(): void;
  /** After a failure: back to the form, the prompt and options kept. */
  onEditPrompt(): void;
}) {
  const { draft } = props;
  const [outcome, setOutcome] = useState<GenerationOutcome | null>(null);
  // Set when the generation failed; `limit` names the plan limit that stopped it, if one did.
  const [failure, setFailure] = useState<{ limit: LimitHit | null } | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [finalHtml, setFinalHtml] = useState('');
  // The version finalHtml is: the base of the next chat edit, so one made after the page changed
  // in another tab is refused rather than saved over it.
  const finalVersion = useRef<number | undefined>(undefined);
  const generated = useRef(false);
  const chat = useChatSession({
    autoMode: true,
    onHtml: (html, page, versionId) => {
      setFinalHtml(html);
      finalVersion.current = versionId;
      // The first page is the generation's outcome; later ones are edits of the same page.
      if (generated.current) return;
      generated.current = true;
      setOutcome({ kind: 'page', page });
      setDialogOpen(true);
    },
    onVariations: (result) => {
      generated.current = true;
      setOutcome({ kind: 'variations', pages: result.savedPages, variationGroup: result.variationGroup });
      setDialogOpen(true);
    },
  });

  // Started from a timer that cleanup cancels: React's development double-mount then sends
  // exactly one request instead of starting one and aborting it.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    const timer = setTimeout(async () => {
      sent.current = true;
      const succeeded = await chat.send({
        endpoint: '/api/ai-chat-generate',
        text: draft.prompt,
        buildBody: (messages) => ({
          messages: toRequestMessages(messages),
          generationOptions: draft.options,
          referenceImages: draft.images.map((image) => image.base64),
          referenceUrls: draft.referenceUrls.map((url) => url.trim()).filter(Boolean),
        }),
      });
      // Either way the plan's usage changed or must be read again: the form offers what fits.
      if (succeeded || generated.current) {
        // A page saved before a later error is still the generation's outcome.
        callbacks.current.onSucceeded();
        void fetchPlanStatus();
        return;
      }
      setFailure({ limit: null });
      // The server refuses a request over a plan limit before it starts; the fresh status says
      // which limit that was, so the way forward can offer the upgrade.
      const status = await fetchPlanStatus();
      const limit = status && limitBlocking(status, draft.options);
      if (limit) setFailure({ limit });
    }, 0);
    return () => clearTimeout(timer);
  }, [chat, draft]);

  const streamingText = chat.messages.findLast((m) => m.role === 'assistant')?.content ?? '';
  const html = finalHtml || extractHtmlFromText(streamingText);
  const page = outcome?.kind === 'page' ? outcome.page : null;
  const title = page?.title ?? 'Generated Landing Page';
  const mode = page && finalHtml ? 'modification' : 'generation';

  // Copy and Download default to the format the chosen platform takes (until the user picks).
  return (
    <PlatformFormatProvider format={defaultFormatForPlatform(draft.options.platformOptimization)}>
      <div className="mx-auto grid max-w-[1600px] gap-4 px-4 py-6 sm:px-6 lg:grid-cols-2">
        {/* The page's heading: the chat and code panels below carry the visible h2s. */}
        <h1 className="sr-only">AI Landing Page Generator</h1>
        <ChatPanel
          // After a failure on a narrow screen the chat takes only its messages' height, so the
          // way forward shows right below it.
          className={
            failure && !html
              ? 'h-auto min-h-0 lg:h-[calc(100vh-7rem)] lg:min-h-[28rem]'
              : 'h-[calc(100vh-7rem)] min-h-[28rem]'
          }
          messages={chat.messages}
          busy={chat.busy}
          mode={mode}
          onSend={(text, image) => {
            if (!page) return;
            void chat.send({
              endpoint: '/api/ai-chat-modify',
              text,
              image,
              buildBody: (messages) => modifyRequestBody(messages, page.id, finalHtml, finalVersion.current),
            });
          }}
          generatedPage={page ? { id: page.id, title: page.title, prompt: draft.prompt } : null}
          onPreview={() => openPreviewInNewTab(html, page?.id)}
        />
        {html && (
          <CodeViewer html={html} title={title} pageId={page?.id} streaming={chat.busy} className="min-w-0" />
        )}
        {failure && (
          // Where the page would have been; below both panels when part of a page had arrived.
          <GenerationFailedCard
            className={html ? 'lg:col-span-2' : 'self-start'}
            limit={failure.limit}
            onRetry={props.onRetry}
            onEditPrompt={props.onEditPrompt}
          />
        )}
        <SuccessDialog
          outcome={dialogOpen ? outcome : null}
          onOpenChange={setDialogOpen}
          onCreateAnother={props.onCreateAnother}
          onPreview={() => openPreviewInNewTab(html, page?.id)}
          onCopy={(format) => copyExport(exportSource(html, page?.id), format)}
        />
      </div>
    </PlatformFormatProvider>
  );
}
