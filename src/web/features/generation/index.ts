/**
 * The generation feature's face: the generator screen, as a loader for `lazy()` (its own chunk,
 * which loads the builder only when it opens), and the AI chat the edit page shares with it.
 * The chat is too big for the first bundle, so the router imports this face on demand.
 */

/** The generator (/generator). */
export const loadGeneratorPage = () =>
  import('./generator/generator-page').then((m) => ({ default: m.GeneratorPage }));

export { ChatPanel } from './chat/chat-panel';
export type { ChatMessage } from './chat/types';
/** The plan's room for AI edits, read by the edit page's element edit and page check too. */
export { useChatLimit, useElementEditLimit } from './chat/use-chat-limit';
export { type ChatSession, useChatSession } from './chat/use-chat-session';
export { PlanLimitNotice } from './generator/plan-limit-notice';
