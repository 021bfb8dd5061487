// Relative imports: used by unit-tested modules, and the Vitest unit project has no aliases.
import type { EditStage } from '../../../../shared/edit-reply';
import type { EditDiff } from '../../../../shared/edit-summary';

/** A message of the chat panel (docs/product.md, 'Data model'). */
export interface ChatMessage {
  /** A timestamp string, unique within the session. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** An attached image as a data URL. */
  image?: string;
  isStreaming?: boolean;
  /** While streaming: why nothing arrives yet (a busy AI service the server is retrying). */
  notice?: string;
  /** While an AI edit streams (its content is then only the explanation): how far it has got. */
  edit?: { stage: EditStage; received: number };
  /** A finished AI edit: what changed on the page, before and after. */
  diff?: EditDiff;
}

export interface GeneratedPageSummary {
  id: number;
  title: string;
  prompt: string;
}

export interface ChatPanelProps {
  messages: ChatMessage[];
  /** The container owns the request (usually through useChatSession). */
  onSend(text: string, image?: string): void;
  busy: boolean;
  /** 'generation' hides the input area (docs/product.md, 'Chat panel'). */
  mode: 'generation' | 'modification';
  /** The clear button shows only when this is given and there is more than one message. */
  onClear?(): void;
  /** The card shown once the page has been generated (above the input, if any). */
  generatedPage?: GeneratedPageSummary | null;
  onPreview?(): void;
  className?: string;
}
