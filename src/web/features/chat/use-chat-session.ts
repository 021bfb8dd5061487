import type { SavedPageRef, StreamEvent } from '@shared/api/generation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { streamAiRequest } from '@/lib/sse-client';
import { type ChatEndpoint, chatErrorMessage } from './chat-errors';
import { createFrameScheduler } from './frame-scheduler';
import { EMPTY_PROGRESS, measureStream, type StreamProgress } from './message-content';
import type { ChatMessage } from './types';

export type VariationsResult = Omit<Extract<StreamEvent, { type: 'variations_complete' }>, 'type'>;

export interface ChatSendOptions {
  endpoint: ChatEndpoint;
  text: string;
  image?: string;
  /** The request body, built from the conversation including the new user message. */
  buildBody(messages: ChatMessage[]): unknown;
}

export interface UseChatSessionOptions {
  onHtml?(html: string, savedPage: SavedPageRef): void;
  onVariations?(result: VariationsResult): void;
  /** Auto-generation (spec section 4): a failure is also added to the chat as a ❌ message. */
  autoMode?: boolean;
  initialMessages?: ChatMessage[];
}

export interface ChatSession {
  messages: ChatMessage[];
  busy: boolean;
  /** How far the current (or last) reply has got. */
  progress: StreamProgress;
  /** Resolves to true when the reply completed without an error. */
  send(options: ChatSendOptions): Promise<boolean>;
  /** Empties the chat, cancelling a reply in flight. */
  clear(): void;
  /** Replaces the conversation, e.g. with stored chat history. */
  setMessages(messages: ChatMessage[]): void;
}

interface ActiveStream {
  controller: AbortController;
  assistantId: string;
  text: string;
}

// Ids are timestamp strings (spec section 3), nudged forward so two in one millisecond differ.
let lastId = 0;
const nextId = () => {
  lastId = Math.max(Date.now(), lastId + 1);
  return String(lastId);
};

/**
 * Owns the conversation and its streaming request. Streamed text is gathered in a ref and
 * written to state at most once per animation frame; only the streaming message object is
 * replaced, so memoised rows of the other messages do not re-render.
 */
export function useChatSession(options: UseChatSessionOptions = {}): ChatSession {
  const [messages, setMessagesState] = useState<ChatMessage[]>(() => options.initialMessages ?? []);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<StreamProgress>(EMPTY_PROGRESS);
  const messagesRef = useRef(messages);
  const optionsRef = useRef(options);
  const active = useRef<ActiveStream | null>(null);

  useEffect(() => {
    optionsRef.current = options;
  });

  const update = useCallback((change: (list: ChatMessage[]) => ChatMessage[]) => {
    messagesRef.current = change(messagesRef.current);
    setMessagesState(messagesRef.current);
  }, []);

  const [frames] = useState(() =>
    createFrameScheduler(() => {
      const stream = active.current;
      if (!stream) return;
      messagesRef.current = messagesRef.current.map((m) =>
        m.id === stream.assistantId ? { ...m, content: stream.text } : m,
      );
      // Both updates land in one render: React batches state set in the same task.
      setMessagesState(messagesRef.current);
      setProgress(measureStream(stream.text));
    }),
  );

  const stop = useCallback(() => {
    frames.cancel();
    active.current?.controller.abort();
    active.current = null;
  }, [frames]);

  useEffect(() => stop, [stop]);

  const send = useCallback(
    async ({ endpoint, text, image, buildBody }: ChatSendOptions): Promise<boolean> => {
      const content = text.trim();
      if (active.current || (!content && !image)) return false;
      const now = Date.now();
      const user: ChatMessage = {
        id: nextId(),
        role: 'user',
        content,
        timestamp: now,
        ...(image && { image }),
      };
      const history = [...messagesRef.current, user];
      const stream: ActiveStream = { controller: new AbortController(), assistantId: nextId(), text: '' };
      active.current = stream;
      const placeholder: ChatMessage = {
        id: stream.assistantId,
        role: 'assistant',
        content: '',
        timestamp: now,
        isStreaming: true,
      };
      update(() => [...history, placeholder]);
      setBusy(true);
      setProgress(EMPTY_PROGRESS);

      let failure = null as string | null; // widened: TypeScript does not see the closure assign it
      const onEvent = (event: StreamEvent) => {
        if (event.type === 'content') {
          stream.text += event.content;
          frames.schedule();
        } else if (event.type === 'html_update') {
          optionsRef.current.onHtml?.(event.html, event.savedPage);
        } else if (event.type === 'variations_complete') {
          const { type: _, ...result } = event;
          optionsRef.current.onVariations?.(result);
        } else {
          failure ??= event.message; // the server's own words, already user-facing
        }
      };
      try {
        await streamAiRequest(
          endpoint,
          buildBody(history),
          { onEvent },
          { signal: stream.controller.signal },
        );
      } catch (error) {
        failure ??= chatErrorMessage(error, endpoint);
      }
      // clear() or unmount took this stream away: nothing left to report.
      if (active.current !== stream) return false;
      frames.cancel();
      active.current = null;

      if (failure) {
        update((list) => list.filter((m) => m.id !== stream.assistantId));
        if (optionsRef.current.autoMode) {
          const note: ChatMessage = {
            id: nextId(),
            role: 'assistant',
            content: `❌ ${failure}`,
            timestamp: Date.now(),
          };
          update((list) => [...list, note]);
        }
        toast({ title: 'Error', description: failure, variant: 'destructive' });
      } else {
        update((list) =>
          list.map((m) =>
            m.id === stream.assistantId ? { ...m, content: stream.text, isStreaming: false } : m,
          ),
        );
      }
      setProgress(measureStream(stream.text));
      setBusy(false);
      return failure === null;
    },
    [frames, update],
  );

  const clear = useCallback(() => {
    stop();
    update(() => []);
    setBusy(false);
    setProgress(EMPTY_PROGRESS);
  }, [stop, update]);

  const setMessages = useCallback((list: ChatMessage[]) => update(() => list), [update]);

  return { messages, busy, progress, send, clear, setMessages };
}
