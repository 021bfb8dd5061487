import type { LandingPage } from '@shared/api/pages';
import { useCallback, useEffect, useRef } from 'react';
import { type ChatSession, useChatSession } from '@/features/generation';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { applySavedEdit, chatHistoryKey, reloadPageData, useChatHistory } from '../page-editor-api';
import { baseOf, staleSaveOf } from '../stale-save/stale-save';
import { useReportStaleSave } from '../stale-save/stale-save-notice';
import { modifyChatBody, toPanelMessages } from './modify-request';

export interface EditChat {
  session: ChatSession;
  /** The stored history has been read (or failed to): a message sent now keeps it. */
  ready: boolean;
  send(text: string, image?: string): void;
  clear(): void;
}

/**
 * The AI Modify chat of one page: starts from the stored chat history, sends modifications
 * with the page id, its current HTML and the version that HTML is, and puts each saved edit
 * (the reply's html_update: version, removed versions, summary, chat entries) into the cache
 * instead of reading the page, its versions and its chat again. Lives with the page (not the tab), so a reply
 * keeps streaming while the user looks at another tab. An edit refused because the page changed
 * elsewhere is reported to the editor's notice with the message typed, not as a toast.
 */
export function useEditChat(page: LandingPage): EditChat {
  const pageId = page.id;
  const history = useChatHistory(pageId);
  const reportStale = useReportStaleSave();
  const session = useChatSession({
    onHtml: (html, _savedPage, _versionId, update) => {
      saved.current = true;
      if (update?.saved) applySavedEdit(pageId, { ...update.saved, generatedHtml: html }, update.chat);
      // An answer without the saved edit (an older server): read the page and the rest again.
      else void reloadPageData(pageId);
    },
  });
  const saved = useRef(false);
  // The page as shown now: its HTML and its version go together into the request.
  const shown = useRef(page);
  shown.current = page;

  // Seed the conversation once from the stored history.
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !history.data) return;
    seeded.current = true;
    if (session.messages.length === 0) session.setMessages(toPanelMessages(history.data));
  }, [history.data, session]);

  const send = useCallback(
    (text: string, image?: string) => {
      saved.current = false;
      void session
        .send({
          endpoint: '/api/ai-chat-modify',
          text,
          image,
          buildBody: (messages) =>
            modifyChatBody(messages, pageId, shown.current.generatedHtml, baseOf(shown.current)),
          onFailure: (cause) => {
            if (!staleSaveOf(cause)) return false;
            reportStale({ kind: 'text', content: text });
            return true;
          },
        })
        // A saved edit is in the cache already; a reply without a change was logged to the
        // chat by the server, so only the chat is read again.
        .then(() => {
          if (!saved.current)
            void queryClient.invalidateQueries({ queryKey: chatHistoryKey(pageId), exact: true });
        });
    },
    [session, pageId, reportStale],
  );

  const clear = useCallback(() => {
    apiRequest('DELETE', `/api/landing-pages/${pageId}/chat-history`).then(
      () => {
        session.clear();
        queryClient.setQueryData(chatHistoryKey(pageId), []);
      },
      () =>
        toast({
          title: 'Clear failed',
          description: 'Could not clear chat history.',
          variant: 'destructive',
        }),
    );
  }, [session, pageId]);

  return { session, ready: !history.isPending, send, clear };
}
