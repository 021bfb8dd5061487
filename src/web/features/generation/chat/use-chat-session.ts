import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from '@/hooks/use-toast';
import { streamAiRequest } from '@/lib/sse-client';
import {
  type ChatCallbacks,
  ChatController,
  type ChatSendOptions,
  type ChatSnapshot,
  type VariationsResult,
} from './chat-controller';
import type { ChatMessage } from './types';

export type { ChatSendOptions, VariationsResult };

export interface UseChatSessionOptions extends ChatCallbacks {
  initialMessages?: ChatMessage[];
}

export interface ChatSession extends ChatSnapshot {
  /** Resolves to true when the reply completed without an error. */
  send(options: ChatSendOptions): Promise<boolean>;
  /** Empties the chat, cancelling a reply in flight. */
  clear(): void;
  /** Replaces the conversation, e.g. with stored chat history. */
  setMessages(messages: ChatMessage[]): void;
}

const showError = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

/**
 * The chat's messages and its streaming request (docs/product.md, 'Sending a message'). The
 * state lives in a ChatController that publishes streamed text at most once per animation
 * frame; send, clear and setMessages are stable across renders.
 */
export function useChatSession(options: UseChatSessionOptions = {}): ChatSession {
  const [controller] = useState(() => {
    const created = new ChatController(
      { stream: streamAiRequest, notifyError: showError },
      options.initialMessages,
    );
    created.callbacks = options; // already right for a send from the container's first effect
    return created;
  });
  // The newest callbacks, without re-creating anything when the container re-renders.
  useEffect(() => {
    controller.callbacks = options;
  });
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  // Abort on a real unmount only: StrictMode's simulated unmount re-mounts in the same task,
  // and aborting there would kill a request a container started from an effect (auto mode).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) controller.stop();
      });
    };
  }, [controller]);

  return useMemo(
    () => ({
      ...snapshot,
      send: controller.send,
      clear: controller.clear,
      setMessages: controller.setMessages,
    }),
    [snapshot, controller],
  );
}
