import { defaultFormatForPlatform } from '@shared/export/export-format';
import { useEffect, useRef, useState } from 'react';
import { CodeViewer } from '@/components/code-viewer/code-viewer';
import { openPreviewInNewTab } from '@/components/code-viewer/preview-window';
import { copyExport, exportSource } from '@/components/export/export-html';
import { PlatformFormatProvider } from '@/components/export/use-export-format';
import {
  ChatPanel,
  extractHtmlFromText,
  modifyRequestBody,
  toRequestMessages,
  useChatSession,
} from '@/features/chat';
import type { GeneratorDraft } from './generator-form';
import { type GenerationOutcome, SuccessDialog } from './success-dialog';

/**
 * The split view: the chat on the left and, once HTML exists, the code panel on the right.
 * The request starts by itself (spec section 4, auto-generation). Once a single page is
 * saved, the chat switches to modification (spec: non-empty current HTML) and edits it.
 */
export function GeneratorSession(props: { draft: GeneratorDraft; onCreateAnother(): void }) {
  const { draft } = props;
  const [outcome, setOutcome] = useState<GenerationOutcome | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [finalHtml, setFinalHtml] = useState('');
  const generated = useRef(false);
  const chat = useChatSession({
    autoMode: true,
    onHtml: (html, page) => {
      setFinalHtml(html);
      // The first page is the generation's outcome; later ones are edits of the same page.
      if (generated.current) return;
      generated.current = true;
      setOutcome({ kind: 'page', page });
      setDialogOpen(true);
    },
    onVariations: (result) => {
      setOutcome({ kind: 'variations', pages: result.savedPages, variationGroup: result.variationGroup });
      setDialogOpen(true);
    },
  });

  // Started from a timer that cleanup cancels: React's development double-mount then sends
  // exactly one request instead of starting one and aborting it.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    const timer = setTimeout(() => {
      sent.current = true;
      void chat.send({
        endpoint: '/api/ai-chat-generate',
        text: draft.prompt,
        buildBody: (messages) => ({
          messages: toRequestMessages(messages),
          generationOptions: draft.options,
          referenceImages: draft.images.map((image) => image.base64),
          referenceUrls: draft.referenceUrls.map((url) => url.trim()).filter(Boolean),
        }),
      });
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
        <ChatPanel
          className="h-[calc(100vh-7rem)] min-h-[28rem]"
          messages={chat.messages}
          busy={chat.busy}
          mode={mode}
          onSend={(text, image) => {
            if (!page) return;
            void chat.send({
              endpoint: '/api/ai-chat-modify',
              text,
              image,
              buildBody: (messages) => modifyRequestBody(messages, page.id, finalHtml),
            });
          }}
          generatedPage={page ? { id: page.id, title: page.title, prompt: draft.prompt } : null}
          onPreview={() => openPreviewInNewTab(html, page?.id)}
        />
        {html && (
          <CodeViewer html={html} title={title} pageId={page?.id} streaming={chat.busy} className="min-w-0" />
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
