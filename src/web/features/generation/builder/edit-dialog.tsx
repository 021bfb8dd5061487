import { useId, useMemo, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { type CanvasItem, cloneContent } from './canvas.ts';
import { cleanContent, describeFields } from './content-fields.ts';
import { FieldEditor } from './field-editors.tsx';

interface EditDialogProps {
  item: CanvasItem;
  onSave(item: CanvasItem): void;
  onCancel(): void;
}

/**
 * 'Edit {title}': edits a deep-copied draft, so Cancel (or Escape, or the close button) simply
 * throws it away and the canvas only changes on 'Save Changes'. Mounted with `key={item.id}`.
 */
export function EditDialog({ item, onSave, onCancel }: EditDialogProps) {
  const [content, setContent] = useState(() => cloneContent(item.content));
  const formId = useId();
  // The dialog has no Trigger, so Radix would drop focus on close: hand it back to the Edit button.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // Derived from the saved item, not the draft, so fields do not jump around while typing.
  const fields = useMemo(
    () => describeFields(item.type, item.libraryId, item.content),
    [item.type, item.libraryId, item.content],
  );

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onCancel()}
      size="2xl"
      className="flex max-h-[85vh] flex-col gap-0 p-0"
      data-testid="builder-edit-dialog"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener?.focus();
      }}
      headerClassName="border-b px-6 py-4 pr-12 text-left"
      title={`Edit ${item.title}`}
      description={item.description}
      footerClassName="border-t px-6 py-4"
      footer={
        <>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Save Changes
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="grid gap-5 overflow-y-auto px-6 py-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ ...item, content: cleanContent(item.libraryId, content) });
        }}
      >
        {fields.map((spec) => (
          <FieldEditor
            key={spec.key}
            id={`${formId}-${spec.key}`}
            spec={spec}
            value={content[spec.key]}
            onChange={(value) => setContent((prev) => ({ ...prev, [spec.key]: value }))}
          />
        ))}
      </form>
    </DialogFrame>
  );
}
