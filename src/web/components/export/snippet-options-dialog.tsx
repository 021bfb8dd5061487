import { type FormEvent, useId, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Field } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { parseOptionInput, type SnippetOptions, STICKY_TOP_MAX, Z_INDEX_MAX } from './snippet-options';

/**
 * The funnel snippet's options: 'Sticky header offset (px)', 'Header z-index' and 'Leave out
 * the page's navigation'. A dialog rather than fields inside the format menu: a menu may only
 * hold menu items, and text fields there fight its arrow-key and type-ahead handling.
 */
export function SnippetOptionsDialog(props: {
  open: boolean;
  options: SnippetOptions;
  onOpenChange(open: boolean): void;
  onSave(options: SnippetOptions): void;
  /** Where focus goes when the dialog closes (the item that opened it is gone with its menu). */
  onCloseAutoFocus?(event: Event): void;
}) {
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      onCloseAutoFocus={props.onCloseAutoFocus}
      // gap-5: the form's own spacing, which the header shares.
      size="md"
      className="gap-5"
      title="Funnel snippet options"
      description={
        <>
          How the snippet fits the funnel page it is pasted into. Used when you copy or download a saved page
          as &lsquo;Paste into funnel builder&rsquo;.
        </>
      }
    >
      {props.open && (
        <OptionsForm
          options={props.options}
          onCancel={() => props.onOpenChange(false)}
          onSave={(options) => {
            props.onSave(options);
            props.onOpenChange(false);
          }}
        />
      )}
    </DialogFrame>
  );
}

function OptionsForm(props: {
  options: SnippetOptions;
  onCancel(): void;
  onSave(options: SnippetOptions): void;
}) {
  const id = useId();
  const [stickyTop, setStickyTop] = useState(props.options.stickyTop?.toString() ?? '');
  const [zIndex, setZIndex] = useState(props.options.zIndex?.toString() ?? '');
  const [dropNav, setDropNav] = useState(props.options.dropNav);
  const [errors, setErrors] = useState<{ stickyTop?: string; zIndex?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const top = parseOptionInput(stickyTop, STICKY_TOP_MAX);
    const z = parseOptionInput(zIndex, Z_INDEX_MAX);
    if (!top.ok || !z.ok) {
      setErrors({ stickyTop: top.ok ? undefined : top.message, zIndex: z.ok ? undefined : z.message });
      document.getElementById(`${id}-${top.ok ? 'z' : 'top'}`)?.focus();
      return;
    }
    props.onSave({ stickyTop: top.value, zIndex: z.value, dropNav });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <NumberField
        id={`${id}-top`}
        label="Sticky header offset (px)"
        hint="Moves the page's sticky header down, e.g. by the height of the funnel's own top bar. Empty: as the page has it."
        value={stickyTop}
        error={errors.stickyTop}
        onChange={setStickyTop}
      />
      <NumberField
        id={`${id}-z`}
        label="Header z-index"
        hint="Raise it when parts of the funnel cover the page's header. Empty: as the page has it."
        value={zIndex}
        error={errors.zIndex}
        onChange={setZIndex}
      />
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-nav`}>Leave out the page&rsquo;s navigation</Label>
          <p id={`${id}-nav-hint`} className="text-xs text-muted-foreground">
            For funnels that already have their own menu.
          </p>
        </div>
        <Switch
          id={`${id}-nav`}
          checked={dropNav}
          onCheckedChange={setDropNav}
          aria-describedby={`${id}-nav-hint`}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save options</Button>
      </DialogFooter>
    </form>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Input
          id={props.id}
          // Text, not number: a number field turns what it cannot read into '' without a word.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Page default"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          {...control}
        />
      )}
    </Field>
  );
}
