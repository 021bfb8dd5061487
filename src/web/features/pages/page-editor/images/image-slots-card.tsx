import { MEDIA_ACCEPT, MEDIA_LIMITS } from '@shared/api/media';
import type { LandingPage } from '@shared/api/pages';
import { ImageIcon, ImagePlus } from 'lucide-react';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { storageFullOf, UPGRADE_ACTION } from '@/lib/storage-full';
import { cn } from '@/lib/utils';
import { useSaveHtml } from '../page-editor-api';
import { baseOf, staleSaveOf } from '../stale-save/stale-save';
import { useReportStaleSave } from '../stale-save/stale-save-notice';
import { uploadErrorText, uploadPhoto } from './media-api';
import { fillSlot, type ImageSlot, listSlots } from './slot-html';

const KIND_LABELS: Record<string, string> = {
  hero: 'Hero image',
  person: 'Person photo',
  team: 'Team photo',
  gallery: 'Gallery photo',
  before: '"Before" photo',
  after: '"After" photo',
  product: 'Product photo',
};

/** "Hero image", "Gallery photo 2": a name for each slot, numbered when a kind repeats. */
function slotLabels(slots: ImageSlot[]): string[] {
  const totals = new Map<string, number>();
  for (const slot of slots) totals.set(slot.kind, (totals.get(slot.kind) ?? 0) + 1);
  const seen = new Map<string, number>();
  return slots.map((slot) => {
    const n = (seen.get(slot.kind) ?? 0) + 1;
    seen.set(slot.kind, n);
    const base = KIND_LABELS[slot.kind] ?? `${slot.kind || 'Unnamed'} image`;
    return (totals.get(slot.kind) ?? 0) > 1 ? `${base} ${n}` : base;
  });
}

type Busy = { index: number; step: 'uploading' | 'saving' } | null;

/**
 * 'Images on this page': the page's image slots (data-pc-slot), each filled by choosing a photo
 * or dropping one on it. The photo is uploaded to the media store, then the slot's tag gets the
 * photo's URLs and the page is saved as a new version through the editor's save, so the
 * previews show it and the version history has it.
 */
export default function ImageSlotsCard({ page }: { page: LandingPage }) {
  const slots = useMemo(() => listSlots(page.generatedHtml), [page.generatedHtml]);
  const labels = useMemo(() => slotLabels(slots), [slots]);
  const save = useSaveHtml(page.id);
  // The HTML to change (and its version, the save's base) is the page as it is when the
  // upload ends, not when it began.
  const latest = useRef(page);
  latest.current = page;
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const reportStale = useReportStaleSave();

  const fill = async (slot: ImageSlot, label: string, file: File) => {
    if (busy) return;
    setErrors(({ [slot.index]: _, ...rest }) => rest);
    setBusy({ index: slot.index, step: 'uploading' });
    let filled: string | null = null;
    try {
      const photo = await uploadPhoto(file);
      setBusy({ index: slot.index, step: 'saving' });
      const shown = latest.current;
      const result = fillSlot(shown.generatedHtml, slot, photo);
      if (!result.ok) throw new Error(result.reason);
      filled = result.html;
      const saved = await save.mutateAsync({
        generatedHtml: result.html,
        commitMessage: `Photo added: ${label}`,
        baseVersionId: baseOf(shown),
      });
      toast({
        title: 'Photo added',
        description: saved.version ? `Saved as version ${saved.version.version}.` : 'Saved.',
      });
    } catch (error) {
      // The photo stays in the media store; the page with it in place is what can be copied.
      if (filled !== null && staleSaveOf(error)) {
        reportStale({ kind: 'HTML', content: filled });
        return;
      }
      const message = uploadErrorText(error);
      setErrors((current) => ({ ...current, [slot.index]: message }));
      toast({
        title: 'Photo not added',
        description: message,
        variant: 'destructive',
        action: storageFullOf(error) ? UPGRADE_ACTION : undefined,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="min-w-0 gap-4" data-testid="image-slots">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageIcon aria-hidden="true" className="size-4 text-primary" />
          <h2>Images on this page</h2>
        </CardTitle>
        <CardDescription>
          {slots.length > 0
            ? `Choose a photo for a slot, or drop one on it: JPEG, PNG, WebP, GIF or AVIF up to ${MEDIA_LIMITS.maxBytes / (1024 * 1024)} MB. Each photo is saved as a new version.`
            : 'This page has no image slots. Pages made now mark the places for photos, and they are listed here to fill.'}
        </CardDescription>
      </CardHeader>
      {slots.length > 0 && (
        <CardContent>
          <ul className="space-y-2">
            {slots.map((slot, index) => (
              <SlotRow
                key={`${slot.index}-${slot.kind}`}
                slot={slot}
                label={labels[index]!}
                busy={busy}
                error={errors[slot.index]}
                onFile={(file) => void fill(slot, labels[index]!, file)}
              />
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}

function SlotRow(props: {
  slot: ImageSlot;
  label: string;
  busy: Busy;
  error: string | undefined;
  onFile: (file: File) => void;
}) {
  const { slot, label, busy, error, onFile } = props;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const working = busy?.index === slot.index;
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  return (
    <li
      data-testid="image-slot"
      className={cn(
        'flex gap-3 rounded-lg border p-2 transition-colors',
        dragging && 'border-primary bg-primary/5',
      )}
      onDragOver={(event) => {
        if (!hasFiles(event) || busy) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
    >
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
        {slot.thumbnail ? (
          <img
            src={slot.thumbnail}
            alt=""
            className="size-full object-cover"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium">{label}</p>
          {slot.empty && <Badge variant="secondary">Empty</Badge>}
        </div>
        <p className="truncate text-xs text-muted-foreground" title={slot.alt || undefined}>
          {slot.alt ? slot.alt : 'No description (alt text)'}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
            <ImagePlus aria-hidden="true" />
            Choose photo<span className="sr-only"> for the {label.toLowerCase()}</span>
          </Button>
          {working && (
            <Spinner className="size-4" label={busy?.step === 'uploading' ? 'Uploading...' : 'Saving...'} />
          )}
        </div>
        {error && (
          <p role="alert" className="text-xs text-destructive">
            {error}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (after an error) still counts as a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </div>
    </li>
  );
}
