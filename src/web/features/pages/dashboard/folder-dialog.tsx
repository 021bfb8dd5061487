import type { Folder } from '@shared/api/pages';
import { DEFAULT_FOLDER_COLOR, FOLDER_COLORS } from '@shared/constants';
import { Check } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/**
 * Names for the eight folder colours (docs/product.md, 'Option lists'), for people who cannot see
 * them.
 */
export const COLOR_NAMES: Record<string, string> = {
  '#3b82f6': 'Blue',
  '#ef4444': 'Red',
  '#10b981': 'Green',
  '#f59e0b': 'Amber',
  '#8b5cf6': 'Purple',
  '#ec4899': 'Pink',
  '#06b6d4': 'Cyan',
  '#84cc16': 'Lime',
};

export type FolderDialogState =
  | { mode: 'create' }
  | { mode: 'edit'; folder: Folder; focus: 'name' | 'color' }
  | null;

/** Create a folder, or rename / recolour one: a name (not blank) and one of eight colours. */
export function FolderDialog(props: {
  state: FolderDialogState;
  onClose(): void;
  onSubmit(values: { name: string; color: string }): void;
}) {
  const { state } = props;
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_FOLDER_COLOR);
  const colorGroup = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (!state) return;
    setName(state.mode === 'edit' ? state.folder.name : '');
    setColor(state.mode === 'edit' ? state.folder.color.toLowerCase() : DEFAULT_FOLDER_COLOR);
  }, [state]);

  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    props.onSubmit({ name: trimmed, color });
  };
  const editing = state?.mode === 'edit';

  return (
    <DialogFrame
      open={state !== null}
      onOpenChange={(open) => !open && props.onClose()}
      size="md"
      onOpenAutoFocus={(event) => {
        if (state?.mode === 'edit' && state.focus === 'color') {
          event.preventDefault();
          colorGroup.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
        }
      }}
      onSubmit={submit}
      title={editing ? 'Edit Folder' : 'Create Folder'}
      description={
        editing
          ? 'Rename the folder or give it another color.'
          : 'Folders keep your landing pages organised. Drag pages onto a folder to file them.'
      }
      footer={
        <>
          <Button type="button" variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed}>
            {editing ? 'Save Changes' : 'Create Folder'}
          </Button>
        </>
      }
    >
      <div className="grid gap-2">
        <Label htmlFor="folder-name">Folder name</Label>
        <Input
          id="folder-name"
          value={name}
          maxLength={100}
          placeholder="e.g. Client campaigns"
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
        />
      </div>
      <fieldset ref={colorGroup} className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Color</legend>
        <div className="flex flex-wrap gap-2.5">
          {FOLDER_COLORS.map((value) => (
            <label key={value} className="relative cursor-pointer" title={COLOR_NAMES[value]}>
              <input
                type="radio"
                name="folder-color"
                value={value}
                checked={color === value}
                onChange={() => setColor(value)}
                aria-label={COLOR_NAMES[value]}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 items-center justify-center rounded-full ring-offset-2 ring-offset-background transition-shadow',
                  'peer-checked:ring-2 peer-checked:ring-foreground/70 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring',
                )}
                style={{ backgroundColor: value }}
              >
                {color === value && <Check className="size-4 text-white" strokeWidth={3} />}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </DialogFrame>
  );
}
