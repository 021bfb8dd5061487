import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { BuilderComponent } from '@shared/api/generation';
import { LayoutTemplate, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { PlanLimitNotice } from '../generator/plan-limit-notice.tsx';
import type { LimitHit } from '../generator/plan-room.ts';
import { buildPromptFromLayout, toBuilderLayout } from './build-prompt.ts';
import {
  addFromLibrary,
  type CanvasItem,
  canGenerate,
  componentCount,
  duplicateItem,
  isCanvasFull,
  layoutStatus,
  MAX_CANVAS_ITEMS,
  removeItem,
  replaceItem,
} from './canvas.ts';
import { CanvasPanel } from './canvas-panel.tsx';
import { DragPreview } from './drag-preview.tsx';
import { EditDialog } from './edit-dialog.tsx';
import { LibraryPanel } from './library-panel.tsx';
import { useBuilderDnd } from './use-builder-dnd.ts';

export interface BuilderResult {
  /** The canvas in order, for `generationOptions.builderLayout`. */
  layout: BuilderComponent[];
  /** The trimmed 'Additional Instructions' text. */
  instructions: string;
  /** The canvas and instructions as one text prompt, sent as the user message. */
  prompt: string;
}

interface BuilderModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called with the layout; the modal then asks to close itself. */
  onGenerate(result: BuilderResult): void;
  /** The plan limit a generation would run into now: Generate is disabled and the notice says why. */
  blocked?: LimitHit | null;
}

/**
 * The full-screen Drag & Drop Page Builder (docs/product.md, 'Drag and drop builder'). The canvas
 * lives in this component's state rather than inside the dialog, so closing and reopening the
 * builder keeps the layout.
 */
export function BuilderModal({ open, onOpenChange, onGenerate, blocked = null }: BuilderModalProps) {
  const [items, setItems] = useState<CanvasItem[]>([]);
  const [instructions, setInstructions] = useState('');
  const [editingId, setEditingId] = useState<string | null>(null);
  const dnd = useBuilderDnd(items, setItems);
  const editing = items.find((item) => item.id === editingId) ?? null;
  const ready = canGenerate(items, instructions);

  /** The pure rules already refuse a 41st item; this tells the user why nothing happened. */
  const refuseWhenFull = () => {
    if (!isCanvasFull(items)) return false;
    const description = `A page can have at most ${MAX_CANVAS_ITEMS} components.`;
    toast({ title: 'Canvas is full', description, variant: 'destructive' });
    return true;
  };

  const generate = () => {
    if (!ready || blocked) return;
    onGenerate({
      layout: toBuilderLayout(items),
      instructions: instructions.trim(),
      prompt: buildPromptFromLayout(items, instructions),
    });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        data-testid="builder-modal"
        className="flex h-[90vh] max-h-[90vh] w-[calc(100%-1rem)] max-w-7xl flex-col gap-0 overflow-hidden p-0 sm:w-[calc(100%-2rem)]"
        // Escape cancels a keyboard drag; it must not also close the whole builder.
        onEscapeKeyDown={(event) => dnd.draggingRef.current && event.preventDefault()}
      >
        <header className="flex items-start gap-3 border-b px-4 py-3 sm:px-6 sm:py-4">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:flex">
            <LayoutTemplate className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <DialogTitle>Drag &amp; Drop Page Builder</DialogTitle>
              <Badge variant="secondary" data-testid="builder-count">
                {componentCount(items.length)}
              </Badge>
            </div>
            <DialogDescription className="mt-1">
              Build your landing page layout visually, then generate with AI
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="-mr-2 size-8"
              aria-label="Close builder"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>

        <DndContext {...dnd.contextProps}>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto md:grid md:grid-cols-[19rem_minmax(0,1fr)] md:overflow-hidden lg:grid-cols-[20rem_minmax(0,1fr)]">
            <aside className="border-b bg-muted/30 p-4 md:overflow-y-auto md:border-r md:border-b-0">
              <LibraryPanel
                onAdd={(component) =>
                  refuseWhenFull() || setItems((prev) => addFromLibrary(prev, component, Date.now()))
                }
              />
            </aside>
            <div className="flex flex-col gap-5 p-4 sm:p-6 md:overflow-y-auto">
              <CanvasPanel
                items={items}
                dragging={dnd.dragging}
                dropTarget={dnd.dropTarget}
                onEdit={(item) => setEditingId(item.id)}
                onDuplicate={(item) =>
                  refuseWhenFull() || setItems((prev) => duplicateItem(prev, item.id, Date.now()))
                }
                onDelete={(item) => setItems((prev) => removeItem(prev, item.id))}
              />
              <div className="grid gap-2">
                <Label htmlFor="builder-instructions">Additional Instructions (Optional)</Label>
                <Textarea
                  id="builder-instructions"
                  rows={3}
                  value={instructions}
                  onChange={(event) => setInstructions(event.target.value)}
                  placeholder="e.g. Use a dark colour scheme with orange accents and a friendly, upbeat tone."
                  aria-describedby="builder-instructions-hint"
                />
                <p id="builder-instructions-hint" className="text-xs text-muted-foreground">
                  Anything the layout does not capture: brand, colours, tone, audience.
                </p>
              </div>
            </div>
          </div>
          {/* Portalled: the dialog is transformed, which would offset a fixed-position overlay. */}
          {createPortal(
            <DragOverlay dropAnimation={null}>
              <DragPreview dragging={dnd.dragging} items={items} />
            </DragOverlay>,
            document.body,
          )}
        </DndContext>
        <div ref={dnd.setA11yContainer} />

        {blocked && <PlanLimitNotice id="builder-limit" limit={blocked} className="mx-4 mt-3 sm:mx-6" />}
        <footer className="flex flex-col gap-3 border-t bg-muted/30 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-center text-xs text-muted-foreground sm:text-left sm:text-sm" aria-live="polite">
            {layoutStatus(items.length)}
          </p>
          {/* Stacked on phones (Generate first): its label is too long to share a 375px row. */}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              onClick={generate}
              disabled={!ready || blocked !== null}
              aria-describedby={blocked ? 'builder-limit' : undefined}
              data-testid="builder-generate"
            >
              <Sparkles aria-hidden="true" />
              Generate Page ({componentCount(items.length)})
            </Button>
          </div>
        </footer>

        {editing && (
          <EditDialog
            key={editing.id}
            item={editing}
            onSave={(updated) => {
              setItems((prev) => replaceItem(prev, updated));
              setEditingId(null);
            }}
            onCancel={() => setEditingId(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
