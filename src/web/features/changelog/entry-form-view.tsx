import { Loader2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ChangeKindBadge } from './change-line';
import type { ChangelogEntry } from './changelog-api';
import {
  changeCount,
  countKinds,
  type EntryFormErrors,
  MAX_DATE_LENGTH,
  parseChangeLines,
  todayLabel,
  validateEntryForm,
} from './entry-form';

/** A refusal may carry the server's explanation (e.g. a date another entry already has). */
export type SubmitOutcome = { saved: true } | { saved: false; message?: string };

/** The fields of the entry dialog, its checks and its buttons. */
export function EntryForm({
  entry,
  pending,
  onSubmit,
}: {
  entry: ChangelogEntry | null;
  pending: boolean;
  onSubmit: (date: string, changes: string[]) => Promise<SubmitOutcome>;
}) {
  const id = useId();
  const editing = entry !== null;
  const [date, setDate] = useState(entry?.date ?? todayLabel());
  const [text, setText] = useState(entry ? entry.changes.join('\n') : '');
  const [errors, setErrors] = useState<EntryFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const lines = parseChangeLines(text);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validateEntryForm(date, lines);
    setErrors(found);
    setServerError(null);
    if (found.date) document.getElementById(`${id}-date`)?.focus();
    else if (found.changes) document.getElementById(`${id}-changes`)?.focus();
    if (found.date || found.changes) return;
    const outcome = await onSubmit(date.trim(), lines);
    if (!outcome.saved) setServerError(outcome.message ?? null);
  };
  // Still open when the request has ended (a failure): the submit button was disabled
  // meanwhile and lost focus, so it gets it back.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) submitRef.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  // Ctrl+Enter (Cmd+Enter) in the changes saves, as Enter does in the date field.
  const onChangesKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  const describe = (field: 'date' | 'changes', hint?: string) =>
    [errors[field] && `${id}-${field}-error`, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Changelog Entry' : 'Add Changelog Entry'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Change the date or the list of changes. Each line is one change; blank lines are dropped.'
            : 'Each line is one change; blank lines are dropped. Lines are badged by their wording.'}
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          id={`${id}-date`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          placeholder="e.g., June 24, 2025"
          maxLength={MAX_DATE_LENGTH}
          autoComplete="off"
          readOnly={pending}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={describe('date')}
        />
        {errors.date && (
          <p id={`${id}-date-error`} className="text-sm font-medium text-destructive">
            {errors.date}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-changes`}>Changes (one per line)</Label>
        <Textarea
          id={`${id}-changes`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onChangesKeyDown}
          placeholder={'Add folders for landing pages\nImprove preview speed\nFix the login redirect'}
          rows={8}
          className="max-h-[45vh] min-h-40 resize-y leading-6"
          readOnly={pending}
          aria-invalid={errors.changes ? true : undefined}
          aria-describedby={describe('changes', `${id}-summary`)}
        />
        {errors.changes && (
          <p id={`${id}-changes-error`} className="text-sm font-medium text-destructive">
            {errors.changes}
          </p>
        )}
        <div
          id={`${id}-summary`}
          className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground"
        >
          <span data-testid="dialog-change-count" className="mr-0.5">
            {changeCount(lines.length)}
          </span>
          {countKinds(lines).map(({ kind, count }) => (
            <ChangeKindBadge key={kind} kind={kind} count={count} className="px-1.5 py-0 text-[0.6875rem]" />
          ))}
        </div>
      </div>

      {serverError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {serverError}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending} ref={submitRef}>
          {pending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {editing ? (pending ? 'Updating...' : 'Update Entry') : pending ? 'Adding...' : 'Add Entry'}
        </Button>
      </DialogFooter>
    </form>
  );
}
