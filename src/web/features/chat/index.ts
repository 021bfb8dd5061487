export type { ChatEndpoint } from './chat-errors';
export { ChatPanel } from './chat-panel';
export { extractHtmlFromText, formatProgress, type StreamProgress } from './message-content';
export { modifyRequestBody, toRequestMessages } from './request-bodies';
export type { ChatMessage, ChatPanelProps, GeneratedPageSummary } from './types';
export {
  type ChatSendOptions,
  type ChatSession,
  type UseChatSessionOptions,
  useChatSession,
  type VariationsResult,
} from './use-chat-session';
