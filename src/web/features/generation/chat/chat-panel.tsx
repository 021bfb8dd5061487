import { MessageSquareText, Sparkles, Trash2 } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ChatInput } from './chat-input';
import { GeneratedPageCard } from './generated-page-card';
import { MessageRow } from './message-row';
import type { ChatMessage, ChatPanelProps } from './types';
import { useChatLimit } from './use-chat-limit';

// Within this many pixels of the end, the reader counts as following the conversation.
const STICK_TO_BOTTOM_PX = 96;

/** Screen-reader news about the reply, without reading out every streamed token. */
function useStreamAnnouncement(busy: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy && !wasBusy.current) setAnnouncement('The AI is writing a reply…');
    if (!busy && wasBusy.current) setAnnouncement('The AI reply is complete.');
    wasBusy.current = busy;
  }, [busy]);
  return announcement;
}

const MessageList = memo(function MessageList(props: {
  messages: ChatMessage[];
  mode: ChatPanelProps['mode'];
}) {
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);
  const count = useRef(props.messages.length);

  // Scroll to the end on changes; while a reply streams, only if the reader has not scrolled up.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const added = props.messages.length !== count.current;
    count.current = props.messages.length;
    if (added || following.current) element.scrollTop = element.scrollHeight;
  }, [props.messages]);

  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
      tabIndex={0}
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset sm:px-4"
    >
      {props.messages.length === 0 ? (
        <div className="flex h-full min-h-40 flex-col items-center justify-center gap-2 px-6 text-center text-sm text-muted-foreground">
          <MessageSquareText aria-hidden="true" className="size-8 text-muted-foreground/60" />
          {props.mode === 'generation'
            ? 'Your landing page will appear here as the AI writes it.'
            : 'Ask for a change: new colours, a different headline, an extra section…'}
        </div>
      ) : (
        <ol className="space-y-5" aria-label="Chat messages">
          {props.messages.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ol>
      )}
    </section>
  );
});

/** The 'AI Chat Modify' panel shared by the generator and the edit page (docs/product.md, 'Chat panel'). */
export function ChatPanel(props: ChatPanelProps) {
  const { messages, busy, mode, onClear } = props;
  const announcement = useStreamAnnouncement(busy);
  // Over the month's AI edits or chat questions a message would only be refused: say so first.
  const limit = useChatLimit(busy);

  return (
    <Card
      className={cn('flex min-h-[28rem] min-w-0 flex-col gap-0 overflow-hidden py-0', props.className)}
      data-testid="chat-panel"
    >
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Sparkles aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0">
            {/* The panel's title in both places (docs/product.md, 'Chat panel'); the line under it says what the
                panel does now, so a page being built does not read as a page being modified. */}
            <h2 className="leading-tight font-semibold">AI Chat Modify</h2>
            {/* Wraps rather than cut mid-sentence on a phone or in the edit page's narrow column. */}
            <p className="text-xs text-muted-foreground" data-testid="chat-subtitle">
              {mode === 'generation'
                ? 'Building your landing page; once it is saved, ask here for changes'
                : 'Describe a change and the AI edits the page'}
            </p>
          </div>
        </div>
        {onClear && messages.length > 1 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onClear}
            disabled={busy}
            className="text-muted-foreground"
          >
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">Clear chat</span>
          </Button>
        )}
      </div>
      <MessageList messages={messages} mode={mode} />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {props.generatedPage && <GeneratedPageCard page={props.generatedPage} onPreview={props.onPreview} />}
      {mode === 'modification' && <ChatInput busy={busy} blocked={limit} onSend={props.onSend} />}
    </Card>
  );
}
