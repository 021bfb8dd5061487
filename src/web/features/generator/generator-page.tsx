import { DEFAULT_GENERATION_OPTIONS } from '@shared/api/generation';
import { lazy, Suspense, useCallback, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/use-auth';
import { TemplateGallery } from '@/features/templates/template-gallery';
import { type GeneratorDraft, GeneratorForm } from './generator-form';
import { GeneratorSession } from './generator-session';
import { LoginRequiredCard } from './login-required-card';
import { type GeneratorIntake, useGeneratorIntake } from './use-generator-intake';

// The builder (dnd-kit and its editors) loads only when opened.
const BuilderModal = lazy(() =>
  import('@/features/builder/builder-modal').then((m) => ({ default: m.BuilderModal })),
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

function GeneratorWorkspace() {
  const [draft, setDraft] = useState<GeneratorDraft>(emptyDraft);
  const [running, setRunning] = useState<GeneratorDraft | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [builderOpen, setBuilderOpen] = useState(false);
  // Loaded on first open, then kept mounted: closing the builder must not lose the canvas.
  const [builderLoaded, setBuilderLoaded] = useState(false);
  // A new session (fresh chat) per generation: 'Create Another' simply mounts a new one.
  const [sessionKey, setSessionKey] = useState(0);

  const applyIntake = useCallback(
    (intake: GeneratorIntake) => setDraft((current) => ({ ...current, ...intake })),
    [],
  );
  useGeneratorIntake(applyIntake);

  const start = (next: GeneratorDraft) => {
    setSessionKey((key) => key + 1);
    setRunning(next);
  };

  if (running) {
    return (
      <GeneratorSession
        key={sessionKey}
        draft={running}
        onCreateAnother={() => {
          setRunning(null);
          setDraft(emptyDraft());
        }}
      />
    );
  }

  return (
    <>
      <GeneratorForm
        draft={draft}
        onChange={setDraft}
        onGenerate={start}
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
