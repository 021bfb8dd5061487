import { DEFAULT_GENERATION_OPTIONS } from '@shared/api/generation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { TemplateGallery } from '@/features/templates';
import { useCurrentUser } from '@/lib/session';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { type GeneratorDraft, GeneratorForm } from './generator-form';
import { GeneratorSession } from './generator-session';
import { LoginRequiredCard } from './login-required-card';
import { fitOptionsToPlan, limitBlocking, variationRoom } from './plan-room';
import { type GeneratorIntake, useGeneratorIntake } from './use-generator-intake';
import { usePlanStatus } from './use-plan-status';

// The builder (dnd-kit and its editors) loads only when opened.
const BuilderModal = lazy(() =>
  import('../builder/builder-modal').then((m) => ({ default: m.BuilderModal })),
);

const emptyDraft = (): GeneratorDraft => ({
  prompt: '',
  images: [],
  referenceUrls: [''],
  options: { ...DEFAULT_GENERATION_OPTIONS },
});

/** /generator: the login check, then the form, then the chat + code split view. */
export function GeneratorPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <LoginRequiredCard />;
  return <GeneratorWorkspace />;
}

/** A generation in progress (or ended): its own chat, keyed so each one starts fresh. */
interface RunningSession {
  key: number;
  draft: GeneratorDraft;
}

/**
 * The form, or a generation's session. A session has its own history entry
 * (/generator?session=N), so Back and the Generator link return to the form with the draft
 * kept; an address whose session is gone (a reload, Forward) shows the form and never sends
 * the request again. The draft lives in session storage until a generation succeeds.
 */
function GeneratorWorkspace() {
  const [draft, setDraft] = useState<GeneratorDraft>(() => loadDraft() ?? emptyDraft());
  const [running, setRunning] = useState<RunningSession | null>(null);
  // The newest session, known before React renders it (navigation can render first).
  const runningRef = useRef<RunningSession | null>(null);
  const keys = useRef(0);
  const [focusPrompt, setFocusPrompt] = useState(false);
  const [, navigate] = useLocation();
  const sessionParam = new URLSearchParams(useSearch()).get('session');
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [builderOpen, setBuilderOpen] = useState(false);
  // Loaded on first open, then kept mounted: closing the builder must not lose the canvas.
  const [builderLoaded, setBuilderLoaded] = useState(false);

  const planStatus = usePlanStatus().data;
  const room = planStatus ? variationRoom(planStatus) : null;
  // The limit the draft's request would run into: Generate (here and in the builder) waits for room.
  const blocked = planStatus ? limitBlocking(planStatus, draft.options) : null;

  const applyIntake = useCallback(
    (intake: GeneratorIntake) => setDraft((current) => ({ ...current, ...intake })),
    [],
  );
  useGeneratorIntake(applyIntake);

  useEffect(() => saveDraft(draft), [draft]);

  // The variation count offered fits the plan's room: a kept or default count above it is lowered.
  const maxVariations = room?.max;
  useEffect(() => {
    if (maxVariations === undefined) return;
    setDraft((current) => {
      const options = fitOptionsToPlan(current.options, maxVariations);
      return options === current.options ? current : { ...current, options };
    });
  }, [maxVariations]);

  const leaveSession = useCallback(() => {
    const current = runningRef.current;
    runningRef.current = null;
    setRunning(null);
    // The form shows what was run (the builder's layout included).
    if (current) setDraft(current.draft);
  }, []);

  // The address decides: a session shows only at its own ?session=N.
  const seenParam = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seenParam.current === sessionParam) return;
    seenParam.current = sessionParam;
    const current = runningRef.current;
    if (current && sessionParam === String(current.key)) return;
    if (current) leaveSession();
    if (sessionParam !== null) navigate('/generator', { replace: true });
  }, [sessionParam, navigate, leaveSession]);

  const start = (next: GeneratorDraft, options: { replace?: boolean } = {}) => {
    keys.current += 1;
    const session = { key: keys.current, draft: next };
    runningRef.current = session;
    setRunning(session);
    setDraft(next);
    setFocusPrompt(false);
    navigate(`/generator?session=${session.key}`, { replace: options.replace });
  };

  const shown = running && sessionParam === String(running.key) ? running : null;
  if (shown) {
    return (
      <GeneratorSession
        key={shown.key}
        draft={shown.draft}
        onSucceeded={clearDraft}
        onRetry={() => start(shown.draft, { replace: true })}
        onEditPrompt={() => {
          leaveSession();
          setFocusPrompt(true);
          navigate('/generator');
        }}
        onCreateAnother={() => {
          runningRef.current = null;
          setRunning(null);
          clearDraft();
          setDraft(emptyDraft());
          navigate('/generator');
        }}
      />
    );
  }

  return (
    <>
      <GeneratorForm
        draft={draft}
        onChange={setDraft}
        onGenerate={(next) => start(next)}
        focusPrompt={focusPrompt}
        variationRoom={room}
        limitNotice={blocked}
        onOpenTemplates={() => setGalleryOpen(true)}
        onOpenBuilder={() => {
          setBuilderLoaded(true);
          setBuilderOpen(true);
        }}
      />
      <TemplateGallery
        open={galleryOpen}
        onOpenChange={setGalleryOpen}
        onSelect={(template) => {
          setDraft((current) => ({
            ...current,
            prompt: template.prompt,
            options: { ...current.options, templateId: template.id },
          }));
          setGalleryOpen(false);
        }}
      />
      {builderLoaded && (
        <Suspense fallback={null}>
          <BuilderModal
            open={builderOpen}
            onOpenChange={setBuilderOpen}
            blocked={blocked}
            onGenerate={(result) => {
              setBuilderOpen(false);
              start({
                ...draft,
                prompt: result.prompt,
                options: { ...draft.options, builderLayout: result.layout },
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
