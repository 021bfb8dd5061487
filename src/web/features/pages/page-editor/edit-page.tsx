import type { LandingPage } from '@shared/api/pages';
import { toId } from '@shared/ids';
import { Code2, Inbox, MessageSquareText, MousePointerClick } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PlanLimitNotice, useChatLimit } from '@/features/generation';
import { PageLeads } from '@/features/leads';
import { PageCheckCard, takeFix } from '@/features/page-check';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { ActivityLogCard } from './activity/activity-log-card';
import { AiModifyTab } from './ai-modify/ai-modify-tab';
import { useEditChat } from './ai-modify/use-edit-chat';
import { EditHeader } from './edit-header';
import { EditPageState } from './edit-page-states';
import { EditorTab } from './editor/editor-tab';
import { InteractiveTab } from './interactive/interactive-tab';
import { usePage } from './page-editor-api';
import { StaleSaveGuard } from './stale-save/stale-save-notice';
import { VersionHistoryCard } from './versions/version-history-card';
import { PageWeightCard } from './weight/page-weight-card';

type EditTab = 'interactive' | 'ai-modify' | 'editor' | 'leads';

// Its own chunk, like the other editor panels: the slot parsing and upload code load with it.
const ImageSlotsCard = lazy(() => import('./images/image-slots-card'));

/** /edit/{id} (docs/product.md, 'Edit page'): a bad id goes back to the dashboard with a toast. */
export function EditPage() {
  const params = useParams<{ id: string }>();
  const id = toId(params.id);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (id !== null) return;
    toast({
      title: 'Invalid landing page',
      description: 'The address does not name a landing page.',
      variant: 'destructive',
    });
    navigate('/dashboard', { replace: true });
  }, [id, navigate]);

  if (id === null) return null;
  return <EditWorkspace key={id} id={id} />;
}

function EditWorkspace({ id }: { id: number }) {
  const page = usePage(id);
  // Here, not in the layout: a Reload after a stale save mounts the layout afresh, on the same tab.
  const [tab, setTab] = useState<EditTab>('interactive');
  if (page.isPending) return <EditPageState kind="loading" />;
  if (page.isError) {
    const status = page.error instanceof ApiError ? page.error.status : 0;
    // 404 also answers another user's page; 400 an id the server cannot take.
    if (status === 404 || status === 400) return <EditPageState kind="not-found" />;
    return (
      <EditPageState
        kind="error"
        message={page.error.message || 'Something went wrong.'}
        onRetry={() => void page.refetch()}
      />
    );
  }
  return (
    <StaleSaveGuard pageId={id}>
      {(reloads) => <EditLayout key={reloads} page={page.data} tab={tab} onTabChange={setTab} />}
    </StaleSaveGuard>
  );
}

function EditLayout({
  page,
  tab,
  onTabChange: setTab,
}: {
  page: LandingPage;
  tab: EditTab;
  onTabChange(tab: EditTab): void;
}) {
  // The editor stays mounted once opened, so its draft survives a look at another tab.
  const [editorOpened, setEditorOpened] = useState(tab === 'editor');
  const chat = useEditChat(page);
  // 'Ask AI to fix' sends a chat message: the chat's plan limit stops it before it is asked.
  const fixLimit = useChatLimit(chat.session.busy);
  const askAiToFix = (prompt: string) => {
    setTab('ai-modify');
    chat.send(prompt);
  };

  // 'Ask AI to fix' on the detail page left its instruction for this page: send it once the
  // chat history is in, so the history is not lost from view.
  const handOffTaken = useRef(false);
  useEffect(() => {
    if (handOffTaken.current || !chat.ready) return;
    handOffTaken.current = true;
    const prompt = takeFix(page.id);
    if (prompt) askAiToFix(prompt);
  });

  return (
    <div className="mx-auto w-full max-w-[1600px] space-y-6 px-4 py-6 sm:px-6">
      <EditHeader page={page} />
      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(value as EditTab);
            if (value === 'editor') setEditorOpened(true);
          }}
          className="min-w-0 space-y-4"
        >
          {/* Two by two on phones: four labels side by side do not fit 375 px. */}
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-9 sm:w-fit">
            <TabsTrigger value="interactive" className="px-2 sm:px-3">
              <MousePointerClick aria-hidden="true" />
              Interactive
            </TabsTrigger>
            <TabsTrigger value="ai-modify" className="px-2 sm:px-3">
              <MessageSquareText aria-hidden="true" />
              AI Modify
            </TabsTrigger>
            <TabsTrigger value="editor" className="px-2 sm:px-3">
              <Code2 aria-hidden="true" />
              Editor
            </TabsTrigger>
            <TabsTrigger value="leads" className="px-2 sm:px-3">
              <Inbox aria-hidden="true" />
              Leads
            </TabsTrigger>
          </TabsList>
          <TabsContent value="interactive" className="min-w-0">
            <InteractiveTab page={page} />
          </TabsContent>
          <TabsContent value="ai-modify" className="min-w-0">
            <AiModifyTab page={page} chat={chat} />
          </TabsContent>
          <TabsContent
            value="editor"
            forceMount={editorOpened || undefined}
            className="min-w-0 data-[state=inactive]:hidden"
          >
            <EditorTab page={page} />
          </TabsContent>
          <TabsContent value="leads" className="min-w-0">
            <PageLeads pageId={page.id} pageTitle={page.title} />
          </TabsContent>
        </Tabs>
        <aside
          aria-label="Page check, images and history"
          className="grid min-w-0 content-start gap-6 md:grid-cols-2 xl:grid-cols-1"
        >
          <PageCheckCard
            pageId={page.id}
            versionId={page.currentVersionId}
            onAskFix={(finding) => askAiToFix(finding.fixPrompt)}
            fixDisabled={chat.session.busy}
            fixBlocked={
              fixLimit && <PlanLimitNotice id="page-check-limit" limit={fixLimit} className="mb-3" />
            }
            className="md:col-span-2 xl:col-span-1"
          />
          <Suspense fallback={null}>
            <ImageSlotsCard page={page} />
          </Suspense>
          <ActivityLogCard pageId={page.id} />
          <VersionHistoryCard pageId={page.id} liveHtml={page.generatedHtml} />
          <PageWeightCard page={page} />
        </aside>
      </div>
    </div>
  );
}
