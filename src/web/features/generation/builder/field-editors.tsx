import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { FieldSpec } from './content-fields.ts';
import { ImageField } from './image-field.tsx';
import { ObjectListEditor, StringListEditor } from './list-editors.tsx';

/** Renders one FieldSpec of the edit form (see content-fields.ts for how specs are derived). */
export function FieldEditor({
  id,
  spec,
  value,
  onChange,
}: {
  id: string;
  spec: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
}) {
  switch (spec.kind) {
    case 'image':
      return (
        <ImageField id={id} label={spec.label} multiple={spec.multiple} value={value} onChange={onChange} />
      );
    case 'select':
      return (
        <div className="grid gap-2">
          <Label htmlFor={id}>{spec.label}</Label>
          <Select value={typeof value === 'string' ? value : ''} onValueChange={onChange}>
            <SelectTrigger id={id} className="capitalize">
              <SelectValue placeholder="Choose…" />
            </SelectTrigger>
            <SelectContent>
              {spec.options.map((option) => (
                <SelectItem key={option} value={option} className="capitalize">
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      );
    case 'string-list':
      return (
        <StringListEditor
          id={id}
          label={spec.label}
          itemLabel={spec.itemLabel}
          value={value}
          onChange={onChange}
        />
      );
    case 'object-list':
      return <ObjectListEditor id={id} spec={spec} value={value} onChange={onChange} />;
    default: {
      const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      const type = spec.kind === 'url' ? 'url' : spec.kind === 'date' ? 'date' : 'text';
      return (
        <div className="grid gap-2">
          <Label htmlFor={id}>{spec.label}</Label>
          {spec.kind === 'textarea' ? (
            <Textarea id={id} rows={3} value={text} onChange={(event) => onChange(event.target.value)} />
          ) : (
            <Input
              id={id}
              type={type}
              value={text}
              placeholder={spec.kind === 'url' ? 'https://' : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </div>
      );
    }
  }
}
