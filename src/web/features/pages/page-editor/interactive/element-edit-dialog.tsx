import type { ElementModifyResponse, LandingPage } from '@shared/api/pages';
import { describeElement } from '@shared/edit-places';
import { useMutation } from '@tanstack/react-query';
import { Sparkles, Type } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { DialogFrame } from '@/components/dialog-frame';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { PlanLimitNotice, useElementEditLimit } from '@/features/generation';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson } from '@/lib/api';
import { applySavedEdit, useSaveHtml } from '../page-editor-api';
import { baseOf, staleSaveOf } from '../stale-save/stale-save';
import { useReportStaleSave } from '../stale-save/stale-save-notice';
import type { SelectedPageElement } from './bridge-messages';
import { normaliseText, replaceElementText } from './replace-element-text';

export interface Selection {
  mode: 'direct' | 'ai';
  element: SelectedPageElement;
}

interface Props {
  page: LandingPage;
  selection: Selection | null;
  /** The form closed; `edited` is the element when a change was saved. */
  onDone(edited?: SelectedPageElement): void;
  /** Where the focus goes when the form closes (the mode button, not back into the preview). */
  returnFocusTo(): HTMLElement | null;
}

/** The selected element in plain words: 'the headline', 'the button “Book now”'. */
function nameOf(element: SelectedPageElement, withText = true): string {
  const tag = /^<[^>]*>/.exec(element.outerHTML)?.[0] ?? `<${element.tagName}>`;
  return describeElement(tag, withText ? element.text : '');
}

/** The Direct Edit or AI Edit form for the selected element. */
export function ElementEditDialog({ page, selection, onDone, returnFocusTo }: Props) {
  const [busy, setBusy] = useState(false);
  const element = selection?.element;
  const direct = selection?.mode === 'direct';
  return (
    <DialogFrame
      open={selection !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onDone();
      }}
      className="sm:max-w-xl"
      onEscapeKeyDown={(event) => busy && event.preventDefault()}
      onInteractOutside={(event) => busy && event.preventDefault()}
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo();
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }}
      data-testid="element-edit-dialog"
      titleClassName="flex items-center gap-2"
      title={
        <>
          {direct ? (
            <Type aria-hidden="true" className="size-4 text-primary" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4 text-primary" />
          )}
          {direct ? 'Edit text' : 'Edit with AI'}
        </>
      }
      description={
        <>
          {direct ? 'Change the text of ' : 'Describe a change to '}
          <span className="font-medium text-foreground" data-testid="element-name">
            {element ? nameOf(element) : 'this part of the page'}
          </span>
          . Saving creates a new version.
        </>
      }
    >
      {element &&
        (direct ? (
          <DirectForm key={element.path} page={page} element={element} onBusy={setBusy} onDone={onDone} />
        ) : (
          <AiForm key={element.path} page={page} element={element} onBusy={setBusy} onDone={onDone} />
        ))}
    </DialogFrame>
  );
}

interface FormProps {
  page: LandingPage;
  element: SelectedPageElement;
  onBusy(busy: boolean): void;
  onDone(edited?: SelectedPageElement): void;
}

/** Ctrl+Enter (⌘+Enter on a Mac) in the text area sends the form. */
function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) event.currentTarget.form?.requestSubmit();
}

/** Whether saving plain text drops markup inside the element (bold text, links...). */
function dropsMarkup(outerHTML: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = outerHTML; // inert: template content runs no script and loads nothing
  const texts: string[] = [];
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if (walker.currentNode.textContent?.trim()) texts.push('x');
  return texts.length > 1;
}

function DirectForm({ page, element, onBusy, onDone }: FormProps) {
  const original = useMemo(() => normaliseText(element.text), [element.text]);
  const [text, setText] = useState(original);
  const save = useSaveHtml(page.id);
  const reportStale = useReportStaleSave();
  const fieldId = useId();
  const lossy = useMemo(() => dropsMarkup(element.outerHTML), [element.outerHTML]);
  useEffect(() => onBusy(save.isPending), [save.isPending, onBusy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: 'Cannot save', description: 'Please enter some text to save', variant: 'destructive' });
      return;
    }
    const result = replaceElementText(page.generatedHtml, {
      path: element.path,
      tagName: element.tagName,
      oldText: element.text,
      newText: text,
    });
    if (!result.ok) {
      toast({ title: 'Save failed', description: result.reason, variant: 'destructive' });
      return;
    }
    if (result.html === page.generatedHtml) {
      onDone();
      return;
    }
    save.mutate(
      {
        generatedHtml: result.html,
        commitMessage: `Edited the text of ${nameOf(element, false)}`,
        baseVersionId: baseOf(page),
      },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Changes saved',
            description: saved.version ? `Saved as version ${saved.version.version}.` : 'Saved.',
          });
          onDone(element);
        },
        onError: (error) => {
          // The page changed elsewhere: the form closes and the editor's notice keeps the text.
          if (staleSaveOf(error)) {
            onDone();
            reportStale({ kind: 'text', content: text });
            return;
          }
          toast({
            title: 'Save failed',
            description: 'Could not save changes. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Text</Label>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={Math.min(8, Math.max(3, Math.ceil(original.length / 60)))}
          autoFocus
          onKeyDown={submitOnCtrlEnter}
        />
        {lossy && (
          <p className="text-xs text-muted-foreground">
            Formatting inside this element (bold text, links…) is replaced by the plain text.
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || text === original}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

const SUGGESTIONS = ['Make this bigger', 'Make this bold', 'Center this', 'Make this red'];

function AiForm({ page, element, onBusy, onDone }: FormProps) {
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  const limitId = useId();
  const limit = useElementEditLimit();
  const reportStale = useReportStaleSave();
  const modify = useMutation({
    mutationFn: (instruction: string) =>
      apiJson<ElementModifyResponse>('POST', `/api/landing-pages/${page.id}/modify`, {
        prompt: instruction,
        currentHtml: page.generatedHtml,
        baseVersionId: baseOf(page),
        selectedElement: {
          tagName: element.tagName,
          outerHTML: element.outerHTML,
          textContent: element.text,
          path: element.path,
        },
      }),
  });
  useEffect(() => onBusy(modify.isPending), [modify.isPending, onBusy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The plan has no AI edit left: the notice says so, and nothing is sent.
    if (limit) return;
    if (!prompt.trim()) {
      toast({
        title: 'Prompt required',
        description: 'Please enter a modification prompt for AI.',
        variant: 'destructive',
      });
      return;
    }
    setProblem(null);
    modify.mutate(prompt.trim(), {
      onSuccess: async (result) => {
        applySavedEdit(page.id, result);
        const changes = result.changes;
        toast({
          title: 'AI changes applied',
          description:
            changes.length > 160 ? `${changes.slice(0, 157)}…` : changes || 'Saved as a new version.',
        });
        onDone(element);
      },
      onError: (error) => {
        // The page changed elsewhere: the form closes and the editor's notice keeps the instruction.
        if (staleSaveOf(error)) {
          onDone();
          reportStale({ kind: 'text', content: prompt });
          return;
        }
        // The server's explanation (e.g. what the offline engine can do) stays in the form.
        setProblem(error instanceof ApiError && error.serverMessage ? error.serverMessage : null);
        toast({
          title: 'AI modification failed',
          description: 'Could not apply AI modifications.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <blockquote className="line-clamp-3 rounded-md border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm break-words">
        {normaliseText(element.text)}
      </blockquote>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Instruction</Label>
        <Textarea
          id={fieldId}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder={'e.g. make this bold, or change this to "Start your free trial"'}
          rows={3}
          autoFocus
          aria-describedby={problem ? problemId : undefined}
          onKeyDown={submitOnCtrlEnter}
        />
        <div className="flex flex-wrap gap-1.5">
          {SUGGESTIONS.map((suggestion) => (
            <Button
              key={suggestion}
              type="button"
              variant="secondary"
              size="sm"
              className="h-7 rounded-full px-3 text-xs"
              onClick={() => setPrompt(suggestion)}
              disabled={modify.isPending}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      </div>
      {problem && (
        <div
          id={problemId}
          role="alert"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
          tabIndex={0}
          className="max-h-40 overflow-y-auto rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm whitespace-pre-wrap text-red-900 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          {problem}
        </div>
      )}
      {limit && <PlanLimitNotice id={limitId} limit={limit} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={modify.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={modify.isPending || limit !== null}
          aria-describedby={limit ? limitId : undefined}
        >
          <Sparkles aria-hidden="true" />
          {modify.isPending ? 'Applying...' : 'Apply'}
        </Button>
      </DialogFooter>
    </form>
  );
}
