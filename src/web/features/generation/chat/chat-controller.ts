// Relative imports: this module is unit-tested and the Vitest unit project has no aliases.
import type { SavedPageRef, StreamEvent } from '../../../../shared/api/generation';
import { composeEditReply, editExplanation, editStage } from '../../../../shared/edit-reply';
import { type EditSummary, summarizeEdit } from '../../../../shared/edit-summary';
import type { streamAiRequest } from '../../../lib/sse-client';
import { type ChatEndpoint, chatErrorMessage } from './chat-errors';
import { createFrameScheduler } from './frame-scheduler';
import { EMPTY_PROGRESS, measureStream, type StreamProgress } from './message-content';
import type { ChatMessage } from './types';

type HtmlUpdateEvent = Extract<StreamEvent, { type: 'html_update' }>;

export type VariationsResult = Omit<Extract<StreamEvent, { type: 'variations_complete' }>, 'type'>;

export interface ChatSendOptions {
  endpoint: ChatEndpoint;
  text: string;
  image?: string;
  /** The request body, built from the conversation including the new user message. */
  buildBody(messages: ChatMessage[]): unknown;
  /**
   * The reply failed: `cause` is the stream's error event or the error thrown (an ApiError for
   * a refusal before the stream). Returns true when the caller showed the failure its own way,
   * instead of the 'Error' toast.
   */
  onFailure?(cause: unknown): boolean;
}

export interface ChatCallbacks {
  /**
   * A saved page's HTML; `versionId`: the version an AI edit saved; `update`: the whole event
   * (an AI edit's carries the saved edit and the chat entries it stored).
   */
  onHtml?(html: string, savedPage: SavedPageRef, versionId?: number, update?: HtmlUpdateEvent): void;
  onVariations?(result: VariationsResult): void;
  /**
   * Auto-generation (docs/product.md, 'Generation flow'): a failure is also added to the chat as a
   * ❌ message.
   */
  autoMode?: boolean;
}

export interface ChatSnapshot {
  messages: ChatMessage[];
  busy: boolean;
  /** How far the current (or last) reply has got. */
  progress: StreamProgress;
}

export interface ChatControllerDeps {
  stream: typeof streamAiRequest;
  /** Shows the 'Error' toast. */
  notifyError(message: string): void;
  /** Batches streamed text into one state update per animation frame (injectable for tests). */
  createScheduler?: typeof createFrameScheduler;
}

interface ActiveStream {
  controller: AbortController;
  assistantId: string;
  text: string;
  /** The server's word while it waits to retry a busy AI service; gone with the next text. */
  notice?: string;
  /** An AI edit: the page it edits. Its text is shown as the explanation, never the code. */
  editing?: string;
  /** An AI edit, once the page is saved: what changed. */
  summary?: EditSummary;
}

/** The page an AI edit changes, from its request body (POST /api/ai-chat-modify's currentHtml). */
function editedHtml(endpoint: ChatEndpoint, body: unknown): string | undefined {
  if (endpoint !== '/api/ai-chat-modify' || typeof body !== 'object' || body === null) return undefined;
  const html = (body as { currentHtml?: unknown }).currentHtml;
  return typeof html === 'string' ? html : undefined;
}

/**
 * A streaming reply as the chat shows it. An AI edit shows only its explanation, and how far
 * the edit has got; its search/replace blocks, fenced page and the server's notes stay hidden.
 */
export function streamingView(text: string, editing: boolean): Pick<ChatMessage, 'content' | 'edit'> {
  if (!editing) return { content: text };
  return { content: editExplanation(text, true), edit: { stage: editStage(text), received: text.length } };
}

/** A finished reply: an AI edit as its explanation and summary line, with the diff beside it. */
export function finishedView(
  text: string,
  editing: boolean,
  summary: EditSummary | undefined,
): Pick<ChatMessage, 'content' | 'diff'> {
  if (!editing) return { content: text };
  const content = composeEditReply(editExplanation(text), summary?.line ?? null);
  return summary ? { content, diff: summary.diff } : { content };
}

// Ids are timestamp strings (docs/product.md, 'Sending a message'), nudged forward so two in one
// millisecond differ.
let lastId = 0;
const nextId = () => {
  lastId = Math.max(Date.now(), lastId + 1);
  return String(lastId);
};

/**
 * The conversation and its streaming request, outside React (useChatSession subscribes to
 * it). Streamed text is gathered here and published at most once per animation frame; only
 * the streaming message object is replaced, so memoised rows of the others do not re-render.
 */
export class ChatController {
  callbacks: ChatCallbacks = {};
  private snapshot: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  private active: ActiveStream | null = null;
  private readonly frames: ReturnType<typeof createFrameScheduler>;

  constructor(
    private readonly deps: ChatControllerDeps,
    initialMessages: ChatMessage[] = [],
  ) {
    this.snapshot = { messages: initialMessages, busy: false, progress: EMPTY_PROGRESS };
    this.frames = (deps.createScheduler ?? createFrameScheduler)(() => this.flush());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private publish(change: Partial<ChatSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private flush() {
    const stream = this.active;
    if (!stream) return;
    this.publish({
      messages: this.snapshot.messages.map((m) =>
        m.id === stream.assistantId
          ? { ...m, ...streamingView(stream.text, stream.editing !== undefined), notice: stream.notice }
          : m,
      ),
      progress: measureStream(stream.text),
    });
  }

  /** Resolves to true when the reply completed without an error. */
  send = async ({ endpoint, text, image, buildBody, onFailure }: ChatSendOptions): Promise<boolean> => {
    const content = text.trim();
    if (this.active || (!content && !image)) return false;
    const now = Date.now();
    const user: ChatMessage = {
      id: nextId(),
      role: 'user',
      content,
      timestamp: now,
      ...(image && { image }),
    };
    const history = [...this.snapshot.messages, user];
    const stream: ActiveStream = { controller: new AbortController(), assistantId: nextId(), text: '' };
    this.active = stream;
    const placeholder: ChatMessage = {
      id: stream.assistantId,
      role: 'assistant',
      content: '',
      timestamp: now,
      isStreaming: true,
    };
    this.publish({ messages: [...history, placeholder], busy: true, progress: EMPTY_PROGRESS });

    let failure = null as string | null; // widened: TypeScript does not see onEvent assign it
    let cause: unknown;
    const onEvent = (event: StreamEvent) => {
      if (event.type === 'content') {
        stream.text += event.content;
        stream.notice = undefined;
        this.frames.schedule();
      } else if (event.type === 'retrying') {
        stream.notice = event.message;
        this.frames.schedule();
      } else if (event.type === 'html_update') {
        if (stream.editing !== undefined) stream.summary = summarizeEdit(stream.editing, event.html);
        this.callbacks.onHtml?.(event.html, event.savedPage, event.versionId, event);
      } else if (event.type === 'variations_complete') {
        const { type: _, ...result } = event;
        this.callbacks.onVariations?.(result);
      } else if (event.type === 'error' && failure === null) {
        failure = event.message; // the server's own words, already user-facing
        cause = event;
      }
    };
    try {
      const body = buildBody(history);
      stream.editing = editedHtml(endpoint, body);
      await this.deps.stream(endpoint, body, { onEvent }, { signal: stream.controller.signal });
    } catch (error) {
      if (failure === null) {
        failure = chatErrorMessage(error, endpoint);
        cause = error;
      }
    }
    // clear() or unmount took this stream away: nothing left to report.
    if (this.active !== stream) return false;
    this.frames.cancel();
    this.active = null;

    let messages: ChatMessage[];
    if (failure) {
      messages = this.snapshot.messages.filter((m) => m.id !== stream.assistantId);
      if (this.callbacks.autoMode) {
        messages.push({ id: nextId(), role: 'assistant', content: `❌ ${failure}`, timestamp: Date.now() });
      }
      if (!onFailure?.(cause)) this.deps.notifyError(failure);
    } else {
      messages = this.snapshot.messages.map((m) =>
        m.id === stream.assistantId
          ? {
              ...m,
              ...finishedView(stream.text, stream.editing !== undefined, stream.summary),
              edit: undefined,
              isStreaming: false,
              notice: undefined,
            }
          : m,
      );
    }
    this.publish({ messages, busy: false, progress: measureStream(stream.text) });
    return failure === null;
  };

  /** Cancels a reply in flight without reporting anything. */
  stop = () => {
    this.frames.cancel();
    this.active?.controller.abort();
    this.active = null;
  };

  /** Empties the chat, cancelling a reply in flight. */
  clear = () => {
    this.stop();
    this.publish({ messages: [], busy: false, progress: EMPTY_PROGRESS });
  };

  /** Replaces the conversation, e.g. with stored chat history. */
  setMessages = (messages: ChatMessage[]) => this.publish({ messages });
}
