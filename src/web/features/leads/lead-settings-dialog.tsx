import {
  DEFAULT_THANK_YOU_MESSAGE,
  type LeadSettings,
  SIGNATURE_HEADER,
  type TestLeadResult,
} from '@shared/api/leads';
import { CheckCircle2, Clock, Copy, Eye, EyeOff, KeyRound, Loader2, Send, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyIcon } from '@/components/busy-icon';
import { useConfirm } from '@/components/confirm-dialog';
import { DialogFrame } from '@/components/dialog-frame';
import { Field } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { copyText } from '@/lib/page-files';
import { cn } from '@/lib/utils';
import { lastDeliveryText } from './lead-format';
import {
  draftFrom,
  fieldErrorFromMessage,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
  sameDraft,
  settingsBody,
  validateDraft,
} from './lead-settings-form';
import {
  isBadInput,
  useLeadSettings,
  useRotateFormKey,
  useRotateSigningSecret,
  useSaveLeadSettings,
  useTestLead,
} from './leads-api';

export interface LeadSettingsDialogProps {
  pageId: number;
  /** Named in the description, so it is clear which page's forms these are. */
  pageTitle?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Lead settings' of one page: where its leads go (webhook), what visitors see after
 * submitting, an optional GoHighLevel embed in place of the page's form, the capture URL and
 * signing secret, key rotation, and 'Send test lead' (saves, then shows the webhook's answer).
 */
export function LeadSettingsDialog(props: LeadSettingsDialogProps) {
  const settings = useLeadSettings(props.pageId, props.open);
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="gap-5 sm:max-w-2xl"
      data-testid="lead-settings-dialog"
      title="Lead settings"
      description={
        <>
          Every form on {props.pageTitle ? <>&lsquo;{props.pageTitle}&rsquo;</> : 'this page'} sends its
          submissions here. They are stored, listed under Leads, and passed on to your webhook.
        </>
      }
    >
      {settings.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">Loading the lead settings…</span>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : settings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm">
          <p className="text-muted-foreground">
            Could not load the lead settings: {errorText(settings.error, 'something went wrong.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        // Fresh each time the dialog opens (the content unmounts when it closes).
        <SettingsForm settings={settings.data} onClose={() => props.onOpenChange(false)} />
      )}
    </DialogFrame>
  );
}

function SettingsForm(props: { settings: LeadSettings; onClose(): void }) {
  const { settings } = props;
  const id = useId();
  const fieldId = (field: SettingsField) => `${id}-${field}`;
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [test, setTest] = useState<TestOutcome | null>(null);
  const save = useSaveLeadSettings(settings.pageId);
  const sendTest = useTestLead(settings.pageId);
  const busy = save.isPending || sendTest.isPending;

  const set = (field: SettingsField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: SettingsErrors) => {
    setErrors(found);
    const first = (['webhookUrl', 'thankYouMessage', 'thankYouUrl', 'ghlEmbedCode'] as const).find(
      (field) => found[field],
    );
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  /** Saves the draft; resolves to whether it was saved (errors are shown where they belong). */
  const saveDraft = (quiet: boolean) =>
    new Promise<boolean>((resolve) => {
      const found = validateDraft(draft);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        resolve(false);
        return;
      }
      setErrors({});
      save.mutate(
        { body: settingsBody(draft), quiet },
        {
          onSuccess: () => resolve(true),
          onError: (error) => {
            if (isBadInput(error)) {
              const { field, text } = fieldErrorFromMessage(error.serverMessage ?? error.message);
              showErrors({ [field]: text });
            }
            resolve(false);
          },
        },
      );
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await saveDraft(false)) props.onClose();
  };

  const runTest = async () => {
    if (!draft.webhookUrl.trim()) {
      showErrors({ webhookUrl: 'Enter a webhook URL to send a test lead to.' });
      return;
    }
    setTest(null);
    // The test goes to the saved webhook: save first unless nothing changed.
    if (!sameDraft(draft, draftFrom(settings)) && !(await saveDraft(true))) return;
    sendTest.mutate(undefined, {
      onSuccess: (result) => setTest({ kind: 'answer', result }),
      onError: (error) =>
        setTest({ kind: 'refused', message: errorText(error, 'Could not send a test lead.') }),
    });
  };

  return (
    <div className="grid gap-5">
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-5" aria-label="Lead settings">
        <Field
          id={fieldId('webhookUrl')}
          label="Webhook URL"
          error={errors.webhookUrl}
          hint="Each lead is sent here as JSON: paste the URL of a GoHighLevel Workflow's Inbound Webhook trigger, a Zapier or Make catch hook, an n8n Webhook node, or any HTTPS endpoint. Empty: leads are only kept here."
        >
          {(control) => (
            <Input
              id={fieldId('webhookUrl')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://services.leadconnectorhq.com/hooks/…"
              value={draft.webhookUrl}
              onChange={(event) => set('webhookUrl')(event.target.value)}
              {...control}
            />
          )}
        </Field>
        {settings.webhookUrl && <LastDeliveryNote settings={settings} />}
        <Field
          id={fieldId('thankYouMessage')}
          label="Thank-you message"
          error={errors.thankYouMessage}
          hint="Shown in place of the form once a visitor has sent it. Empty: the default message."
        >
          {(control) => (
            <Textarea
              id={fieldId('thankYouMessage')}
              rows={2}
              maxLength={500}
              placeholder={DEFAULT_THANK_YOU_MESSAGE}
              value={draft.thankYouMessage}
              onChange={(event) => set('thankYouMessage')(event.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field
          id={fieldId('thankYouUrl')}
          label="Thank-you page URL (optional)"
          error={errors.thankYouUrl}
          hint="Sends visitors to this address after they submit, instead of showing the message."
        >
          {(control) => (
            <Input
              id={fieldId('thankYouUrl')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.com/thank-you"
              value={draft.thankYouUrl}
              onChange={(event) => set('thankYouUrl')(event.target.value)}
              {...control}
            />
          )}
        </Field>
        <Field
          id={fieldId('ghlEmbedCode')}
          label="GoHighLevel form or calendar embed code (optional)"
          error={errors.ghlEmbedCode}
          hint="When set, Copy and Download put this embed in place of the page's own form, so GoHighLevel collects the submissions itself."
        >
          {(control) => (
            <Textarea
              id={fieldId('ghlEmbedCode')}
              rows={3}
              maxLength={20_000}
              spellCheck={false}
              placeholder={'<iframe src="https://api.leadconnectorhq.com/widget/form/…"></iframe>'}
              className="font-mono text-xs md:text-xs"
              value={draft.ghlEmbedCode}
              onChange={(event) => set('ghlEmbedCode')(event.target.value)}
              {...control}
            />
          )}
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        )}
      </form>
      <CaptureDetails settings={settings} />
      <TestResult outcome={test} pending={sendTest.isPending} />
      {/* Outside the form (Save names it): Enter in the read-only capture fields submits nothing. */}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={props.onClose}>
          Close
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          aria-busy={sendTest.isPending || undefined}
          onClick={() => void runTest()}
        >
          <BusyIcon busy={sendTest.isPending} icon={Send} />
          Send test lead
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          disabled={busy}
          aria-busy={(save.isPending && !sendTest.isPending) || undefined}
        >
          {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          Save
        </Button>
      </DialogFooter>
    </div>
  );
}

/** How the last delivery to the saved webhook went: a failing webhook does not look healthy. */
function LastDeliveryNote({ settings }: { settings: LeadSettings }) {
  const { tone, text, failing } = lastDeliveryText(settings);
  const Icon = tone === 'failed' ? XCircle : tone === 'delivered' ? CheckCircle2 : Clock;
  return (
    <div
      data-testid="last-delivery"
      className={cn(
        '-mt-2 flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        tone === 'failed'
          ? 'border-destructive/30 bg-destructive/5'
          : tone === 'delivered'
            ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
            : 'text-muted-foreground',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'failed' ? 'text-destructive' : tone === 'delivered' ? 'text-emerald-600' : '',
        )}
      />
      <p className="min-w-0 break-words">
        <span className={cn(tone === 'failed' && 'font-medium')}>{text}</span>
        {failing && <span className="block text-xs text-muted-foreground">{failing}</span>}
      </p>
    </div>
  );
}

type TestOutcome = { kind: 'answer'; result: TestLeadResult } | { kind: 'refused'; message: string };

/** The webhook's answer to the test lead, read out when it arrives. */
function TestResult(props: { outcome: TestOutcome | null; pending: boolean }) {
  const { outcome } = props;
  return (
    <div aria-live="polite" data-testid="test-lead-result">
      {props.pending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Sending a test lead…
        </p>
      ) : outcome?.kind === 'refused' ? (
        <p className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <span className="font-medium">The test lead was not sent.</span> {outcome.message}
          </span>
        </p>
      ) : outcome?.kind === 'answer' ? (
        <WebhookAnswer result={outcome.result} />
      ) : null}
    </div>
  );
}

function WebhookAnswer({ result }: { result: TestLeadResult }) {
  const bodyLabel = useId();
  const Icon = result.ok ? CheckCircle2 : XCircle;
  return (
    <div
      className={cn(
        'grid gap-2 rounded-md border px-3 py-2.5 text-sm',
        result.ok
          ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
          : 'border-destructive/30 bg-destructive/5',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Icon
          aria-hidden="true"
          className={cn('size-4 shrink-0', result.ok ? 'text-emerald-600' : 'text-destructive')}
        />
        <span className="font-medium">
          {result.ok
            ? 'OK: your webhook accepted the test lead.'
            : 'Failed: your webhook did not accept the test lead.'}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">HTTP status</dt>
        <dd className="font-medium tabular-nums">{result.status ?? 'No answer'}</dd>
        <dt className="text-muted-foreground">Time</dt>
        <dd className="tabular-nums">{formatCount(result.durationMs)} ms</dd>
        {result.error && (
          <>
            <dt className="text-muted-foreground">Error</dt>
            <dd className="break-words text-destructive">{result.error}</dd>
          </>
        )}
      </dl>
      {result.body && (
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground" id={bodyLabel}>
            Answer body (first 500 characters)
          </p>
          <section
            aria-labelledby={bodyLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be scrollable by keyboard.
            tabIndex={0}
            className="max-h-40 overflow-auto rounded bg-background/80 p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <pre className="font-mono text-xs break-all whitespace-pre-wrap text-foreground">
              {result.body}
            </pre>
          </section>
        </div>
      )}
    </div>
  );
}

/** The capture address and signing secret, read-only, with copy buttons; key and secret rotation. */
function CaptureDetails({ settings }: { settings: LeadSettings }) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const rotate = useRotateFormKey(settings.pageId);
  const confirmRotate = useConfirm({
    title: 'Rotate the form key?',
    description:
      'Copies of this page exported before will stop delivering leads. Afterwards, Copy or Download the page again and replace it in your funnel.',
    confirmLabel: 'Rotate Key',
    onConfirm: () => rotate.mutate(),
  });
  const rotateSecret = useRotateSigningSecret(settings.pageId);
  const confirmRotateSecret = useConfirm({
    title: 'Rotate the signing secret?',
    description:
      'Deliveries from now on, retries of earlier leads included, are signed with a new secret. Afterwards, give the new secret to your webhook receiver, or it will refuse them.',
    confirmLabel: 'Rotate Secret',
    onConfirm: () => rotateSecret.mutate(),
  });
  const copy = async (text: string, what: string) => {
    try {
      await copyText(text);
      toast({ title: 'Copied!', description: `${what} copied to clipboard.` });
    } catch {
      toast({
        title: 'Copy failed',
        description: `Could not copy the ${what.toLowerCase()}.`,
        variant: 'destructive',
      });
    }
  };
  const mask = '•'.repeat(Math.min(Math.max(settings.signingSecret.length, 12), 40));

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 border-t pt-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
        Capture address and signing
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-capture`}>Capture URL</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-capture`}
            readOnly
            value={settings.captureUrl}
            className="font-mono text-xs md:text-xs"
            aria-describedby={`${id}-capture-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Copy the capture URL"
            onClick={() => void copy(settings.captureUrl, 'Capture URL')}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <p id={`${id}-capture-hint`} className="text-xs text-muted-foreground">
          The page&rsquo;s forms post here. Copy and Download give you the page wired to it.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-secret`}>Signing secret</Label>
        <div className="flex gap-2">
          {/* Plain text, masked by hand: a password field would draw password managers in. */}
          <Input
            id={`${id}-secret`}
            readOnly
            value={revealed ? settings.signingSecret : mask}
            className="font-mono text-xs md:text-xs"
            aria-describedby={`${id}-secret-state ${id}-secret-hint`}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label={revealed ? 'Hide the signing secret' : 'Reveal the signing secret'}
            aria-pressed={revealed}
            aria-controls={`${id}-secret`}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label="Copy the signing secret"
            onClick={() => void copy(settings.signingSecret, 'Signing secret')}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <span id={`${id}-secret-state`} className="sr-only">
          {revealed ? 'Shown.' : 'Hidden.'}
        </span>
        <p id={`${id}-secret-hint`} className="text-xs text-muted-foreground">
          Every delivery is signed with this secret, so your receiver can tell it came from Pagecraft. Give it
          to whoever sets up the receiver.
        </p>
        <details className="text-xs text-muted-foreground" data-testid="signature-details">
          <summary className="w-fit cursor-pointer rounded-sm font-medium text-foreground/80 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring">
            How the signature is checked
          </summary>
          <p className="mt-1">
            Compare the delivery&rsquo;s <code className="font-mono">{SIGNATURE_HEADER}</code> header (
            <code className="font-mono">t=…,v1=…</code>) with the HMAC-SHA256 of &ldquo;t.body&rdquo; keyed
            with this secret.
          </p>
        </details>
      </div>
      <RotationRow
        why="Spam reaching the capture URL? A new form key stops every copy exported before."
        label="Rotate form key"
        pending={rotate.isPending}
        onClick={confirmRotate.ask}
      />
      <RotationRow
        why="Signing secret shared by mistake? A new one makes the old one worthless."
        label="Rotate signing secret"
        pending={rotateSecret.isPending}
        onClick={confirmRotateSecret.ask}
      />
      {confirmRotate.dialog}
      {confirmRotateSecret.dialog}
    </section>
  );
}

/** Why and how to replace one of the page's credentials (the button asks before it acts). */
function RotationRow(props: { why: string; label: string; pending: boolean; onClick: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-muted-foreground">{props.why}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        disabled={props.pending}
        aria-busy={props.pending || undefined}
        onClick={props.onClick}
      >
        {props.pending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {props.label}
      </Button>
    </div>
  );
}
