import { EDIT_STAGE_LABEL, splitEditReply } from '@shared/edit-reply';
import { Bot, CircleAlert, LoaderCircle, User } from 'lucide-react';
import { memo, useMemo } from 'react';
import { formatTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ChatCodeBlock } from './chat-code-block';
import { EditSummaryLine } from './edit-changes';
import { formatProgress, measureStream, splitMessageContent, trimPartialFence } from './message-content';
import type { ChatMessage } from './types';

const Cursor = () => (
  <span
    aria-hidden="true"
    className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-blink bg-current"
  />
);

/** Plain text as paragraphs: rendered as text nodes, never as HTML, and no markdown. */
function Paragraphs({ text, cursor }: { text: string; cursor: boolean }) {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim());
  return blocks.map((block, index) => (
    <p key={index} className="break-words whitespace-pre-wrap">
      {block.trim()}
      {/* The blinking cursor trails the newest text while the reply streams. */}
      {cursor && index === blocks.length - 1 && <Cursor />}
    </p>
  ));
}

function MessageBody({ message }: { message: ChatMessage }) {
  const streaming = Boolean(message.isStreaming);
  // An AI edit's reply ends with its summary line (as stored); older stored replies lose
  // their raw edit blocks here.
  const reply = useMemo(
    () =>
      streaming || message.role === 'user'
        ? { text: message.content, summary: null }
        : splitEditReply(message.content),
    [message.content, message.role, streaming],
  );
  const parts = useMemo(
    () => splitMessageContent(streaming ? trimPartialFence(reply.text) : reply.text),
    [reply.text, streaming],
  );
  const last = parts.at(-1);
  // While an edit is under way only its explanation streams; the cursor stops with it.
  const typing = streaming && (!message.edit || message.edit.stage === 'explaining');
  if (reply.summary) {
    return (
      <div className="space-y-2">
        {/* An edit's text is its explanation: never code. */}
        <Paragraphs text={reply.text} cursor={false} />
        <EditSummaryLine summary={reply.summary} diff={message.diff} />
      </div>
    );
  }
  if (parts.length === 0) {
    return streaming ? (
      <p className="flex items-center gap-2 text-muted-foreground">
        Thinking
        <Cursor />
      </p>
    ) : null;
  }
  return (
    <div className="space-y-2">
      {parts.map((part, index) =>
        part.type === 'text' ? (
          <Paragraphs key={index} text={part.text} cursor={typing && part === last} />
        ) : (
          // Inside a code block the block itself shows the progress, so no cursor there.
          <ChatCodeBlock key={index} code={part.code} streaming={streaming && !part.complete} />
        ),
      )}
    </div>
  );
}

/** The line under a streaming reply: the busy notice, the edit's stage, or how much arrived. */
function progressText(message: ChatMessage): string {
  if (message.notice) return message.notice;
  const { edit } = message;
  if (!edit) {
    const progress = measureStream(message.content);
    return progress.chars === 0 ? 'Waiting for the AI…' : formatProgress(progress);
  }
  if (edit.received === 0) return 'Waiting for the AI…';
  const received = formatProgress({ chars: edit.received, htmlChars: 0, sections: 0 });
  return edit.stage === 'explaining' ? received : `${EDIT_STAGE_LABEL[edit.stage]} · ${received}`;
}

/**
 * One message. Memoised: while a reply streams only its own row re-renders; the hook keeps
 * every other message object identical between frames.
 */
export const MessageRow = memo(function MessageRow({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user';
  const streaming = Boolean(message.isStreaming);
  // Auto mode reports failures as '❌ …' messages (docs/product.md, 'Sending a message'); they get a
  // warning tint.
  const failed = !isUser && message.content.startsWith('❌');
  // The stored text keeps its '❌'; the row shows an icon instead (the emoji needs an emoji font).
  const shown = useMemo(
    () => (failed ? { ...message, content: message.content.replace(/^❌\s*/u, '') } : message),
    [failed, message],
  );
  const progress = streaming ? progressText(message) : null;
  return (
    <li
      className={cn('flex gap-3', isUser && 'flex-row-reverse')}
      data-testid="chat-message"
      data-role={message.role}
      aria-busy={streaming}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border',
          isUser ? 'bg-primary text-primary-foreground' : 'bg-background text-primary',
        )}
      >
        {isUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn('flex min-w-0 flex-col gap-1', isUser ? 'max-w-[85%] items-end' : 'w-full max-w-[92%]')}
      >
        <div className="flex items-baseline gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{isUser ? 'You' : 'AI Assistant'}</span>
          <time dateTime={new Date(message.timestamp).toISOString()}>{formatTime(message.timestamp)}</time>
        </div>
        <div
          className={cn(
            'min-w-0 max-w-full rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
            isUser
              ? 'rounded-tr-sm bg-primary text-primary-foreground'
              : 'rounded-tl-sm bg-muted text-foreground',
            failed && 'border border-destructive/40 bg-destructive/5',
          )}
        >
          {message.image && (
            <img
              src={message.image}
              alt="Attached by the user"
              className="mb-2 max-h-40 w-auto max-w-full rounded-lg border border-white/20 object-contain"
            />
          )}
          {failed ? (
            <div className="flex items-start gap-2">
              <CircleAlert
                aria-hidden="true"
                data-testid="chat-error-icon"
                className="mt-0.5 size-4 shrink-0 text-destructive"
              />
              <div className="min-w-0 flex-1">
                <span className="sr-only">Error: </span>
                <MessageBody message={shown} />
              </div>
            </div>
          ) : (
            <MessageBody message={message} />
          )}
        </div>
        {progress && (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="stream-progress"
            // The busy notice is news the person is waiting for; progress ticks are not.
            role={message.notice ? 'status' : undefined}
          >
            <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
            {progress}
          </p>
        )}
      </div>
    </li>
  );
});
