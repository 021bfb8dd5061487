import { Plus, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { type FieldSpec, isWideSubField, type SubField } from './content-fields.ts';
import { IconButton } from './icon-button.tsx';

/**
 * Editors for list content: plain string rows (links, form fields, logos) and object rows
 * (features, testimonials, statistics, pricing plans), each with add and remove.
 */

/** A labelled group of rows with an add button; used by both list editors. */
function ListShell(props: { label: string; itemLabel: string; onAdd(): void; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{props.label}</legend>
      {props.children}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={props.onAdd}>
        <Plus aria-hidden="true" /> Add {props.itemLabel}
      </Button>
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <IconButton
      label={label}
      onClick={onClick}
      className="shrink-0 hover:bg-destructive/10 hover:text-destructive"
    >
      <Trash2 />
    </IconButton>
  );
}

export function StringListEditor(props: {
  id: string;
  label: string;
  itemLabel: string;
  value: unknown;
  onChange(value: string[]): void;
}) {
  const rows = (Array.isArray(props.value) ? props.value : []).map((v) => (typeof v === 'string' ? v : ''));
  const set = (index: number, text: string) =>
    props.onChange(rows.map((row, i) => (i === index ? text : row)));
  return (
    <ListShell label={props.label} itemLabel={props.itemLabel} onAdd={() => props.onChange([...rows, ''])}>
      {rows.map((row, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            aria-label={`${props.itemLabel} ${index + 1}`}
            id={`${props.id}-${index}`}
            value={row}
            onChange={(event) => set(index, event.target.value)}
          />
          <RemoveButton
            label={`Remove ${props.itemLabel} ${index + 1}`}
            onClick={() => props.onChange(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
    </ListShell>
  );
}

type ListSpec = Extract<FieldSpec, { kind: 'object-list' }>;
type Row = Record<string, unknown>;

export function ObjectListEditor(props: {
  id: string;
  spec: ListSpec;
  value: unknown;
  onChange(value: Row[]): void;
}) {
  const { spec } = props;
  const rows = (Array.isArray(props.value) ? props.value : []).map((v) =>
    typeof v === 'object' && v !== null ? (v as Row) : {},
  );
  const set = (index: number, key: string, value: unknown) =>
    props.onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  // A lone short field (a feature's title) takes the whole row rather than half of it.
  const lonelyShort = spec.fields.filter((f) => !isWideSubField(f)).length === 1;
  return (
    <ListShell
      label={spec.label}
      itemLabel={spec.itemLabel}
      onAdd={() => props.onChange([...rows, structuredClone(spec.blank)])}
    >
      {rows.map((row, index) => (
        <div key={index} className="grid gap-3 rounded-lg border bg-muted/20 p-3">
          <div className="-my-1 flex items-center justify-between">
            <span className="text-xs font-semibold text-muted-foreground uppercase">
              {spec.itemLabel} {index + 1}
            </span>
            <RemoveButton
              label={`Remove ${spec.itemLabel} ${index + 1}`}
              onClick={() => props.onChange(rows.filter((_, i) => i !== index))}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {spec.fields.map((sub) => (
              <SubFieldEditor
                key={sub.key}
                id={`${props.id}-${index}-${sub.key}`}
                sub={sub}
                wide={lonelyShort || isWideSubField(sub)}
                value={row[sub.key]}
                onChange={(value) => set(index, sub.key, value)}
              />
            ))}
          </div>
        </div>
      ))}
    </ListShell>
  );
}

function SubFieldEditor(props: {
  id: string;
  sub: SubField;
  wide: boolean;
  value: unknown;
  onChange(value: unknown): void;
}) {
  const { id, sub, wide, value, onChange } = props;
  let control: React.ReactNode;
  if (sub.kind === 'lines') {
    const lines = Array.isArray(value) ? value.map(String).join('\n') : '';
    // Lines are kept verbatim while typing (so Enter works); blank ones are dropped on save.
    control = (
      <Textarea id={id} rows={3} value={lines} onChange={(e) => onChange(e.target.value.split('\n'))} />
    );
  } else if (sub.kind === 'textarea') {
    control = (
      <Textarea id={id} rows={2} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
    );
  } else if (sub.kind === 'number') {
    control = (
      <Input
        id={id}
        type="number"
        min={sub.key === 'rating' ? 1 : undefined}
        max={sub.key === 'rating' ? 5 : undefined}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      />
    );
  } else {
    control = <Input id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={cn('grid gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id} className="text-xs">
        {sub.label}
      </Label>
      {control}
    </div>
  );
}
