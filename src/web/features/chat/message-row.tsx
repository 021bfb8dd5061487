import { Bot, LoaderCircle, User } from 'lucide-react';
import { memo, useMemo } from 'react';
import { cn } from '@/lib/utils';
import { ChatCodeBlock } from './chat-code-block';
import { formatProgress, measureStream, splitMessageContent, trimPartialFence } from './message-content';
import type { ChatMessage } from './types';

// One formatter for all rows: toLocaleTimeString builds a new one on every call.
const TIME_OF_DAY = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

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
  const parts = useMemo(
    () => splitMessageContent(streaming ? trimPartialFence(message.content) : message.content),
    [message.content, streaming],
  );
  const last = parts.at(-1);
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
          <Paragraphs key={index} text={part.text} cursor={streaming && part === last} />
        ) : (
          // Inside a code block the block itself shows the progress, so no cursor there.
          <ChatCodeBlock key={index} code={part.code} streaming={streaming && !part.complete} />
        ),
      )}
    </div>
  );
}

/**
 * One message. Memoised: while a reply streams only its own row re-renders; the hook keeps
 * every other message object identical between frames.
 */
export const MessageRow = memo(function MessageRow({ message }: { message: ChatMessage }) {
  const isUser = message.role === 'user';
  const streaming = Boolean(message.isStreaming);
  // Auto mode reports failures as '❌ …' messages (spec section 4); they get a warning tint.
  const failed = !isUser && message.content.startsWith('❌');
  const progress = streaming ? measureStream(message.content) : null;
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
          <time dateTime={new Date(message.timestamp).toISOString()}>
            {TIME_OF_DAY.format(message.timestamp)}
          </time>
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
          <MessageBody message={message} />
        </div>
        {progress && (
          <p
            className="flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="stream-progress"
            // The busy notice is news the person is waiting for; progress ticks are not.
            role={message.notice ? 'status' : undefined}
          >
            <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
            {message.notice ?? (progress.chars === 0 ? 'Waiting for the AI…' : formatProgress(progress))}
          </p>
        )}
      </div>
    </li>
  );
});
