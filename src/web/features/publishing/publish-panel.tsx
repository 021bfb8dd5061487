import type { Publication } from '@shared/api/publication';
import { ArrowRightLeft, Copy, ExternalLink, Globe, type LucideIcon, RefreshCw, Unplug } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { BusyIcon } from '@/components/busy-icon';
import { useConfirm } from '@/components/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { formatWhen } from '@/lib/format';
import { copyText } from '@/lib/page-files';
import { cn } from '@/lib/utils';
import { CustomDomains } from './custom-domains';
import { isSlugRefusal, usePublication, usePublish, useUnpublish, useVersions } from './publishing-api';
import { sentence, slugProblem, suggestSlug } from './slug';

export interface PublishPanelProps {
  pageId: number;
  /** The suggested address is made from it. */
  pageTitle: string;
  /** The page's live version: a publication of another one is out of date. */
  liveVersionId: number | null;
}

/**
 * Hosted publishing of one page, the same on the detail page's card and in the editor's
 * dialog: unpublished, an address to choose and 'Publish'; published, the public link, Copy,
 * Open, Unpublish, a new address to move it to, 'Publish again' once the live version
 * has moved on from the published one, and the page's custom domains.
 */
export function PublishPanel(props: PublishPanelProps) {
  const publication = usePublication(props.pageId);
  if (publication.isPending)
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">Loading the publishing state…</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  if (publication.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="text-muted-foreground">
          Could not load the publishing state: {errorText(publication.error, 'something went wrong.')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void publication.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!publication.data) return <Unpublished {...props} />;
  // Keyed by the slug: after a move the field starts from the new address.
  return <Published key={publication.data.slug} {...props} publication={publication.data} />;
}

function Unpublished(props: PublishPanelProps) {
  const publish = usePublish(props.pageId);
  return (
    <div className="grid gap-4" data-testid="publish-unpublished">
      <p className="text-sm text-muted-foreground">
        Put this page online at its own address, ready to share or to point an ad at. Its forms send their
        leads here, as a copied page&rsquo;s do.
      </p>
      <SlugForm
        initialSlug={suggestSlug(props.pageTitle)}
        hint="Lowercase letters, digits and hyphens. It ends the page's public address."
        submitLabel="Publish"
        submitIcon={Globe}
        publish={publish}
        busy={publish.isPending}
      />
    </div>
  );
}

function Published(props: PublishPanelProps & { publication: Publication }) {
  const { publication } = props;
  const move = usePublish(props.pageId);
  const republish = usePublish(props.pageId);
  const unpublish = useUnpublish(props.pageId);
  const busy = move.isPending || republish.isPending || unpublish.isPending;
  const confirmUnpublish = useConfirm({
    title: 'Unpublish this page?',
    description: `Visitors to ${publication.url} will find nothing there. You can publish it again at any time.`,
    confirmLabel: 'Unpublish',
    onConfirm: () => unpublish.mutate(),
  });
  const copyLink = async () => {
    try {
      await copyText(publication.url);
      toast({ title: 'Copied!', description: 'The page’s link is on your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Could not copy the link.', variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4" data-testid="publish-published">
      <div className="grid min-w-0 gap-1">
        <p className="text-xs text-muted-foreground">
          Live since <time dateTime={publication.publishedAt}>{formatWhen(publication.publishedAt)}</time> at
        </p>
        <a
          href={publication.url}
          target="_blank"
          rel="noopener"
          title={publication.url}
          data-testid="publication-url"
          className="flex min-w-0 items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <span className="min-w-0 truncate">{publication.url}</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
        <a
          href={publication.url}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" />
          Open
          <span className="sr-only">the published page in a new tab</span>
        </a>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          aria-busy={unpublish.isPending || undefined}
          onClick={confirmUnpublish.ask}
        >
          <BusyIcon busy={unpublish.isPending} icon={Unplug} />
          Unpublish
        </Button>
      </div>
      {props.liveVersionId !== null && props.liveVersionId !== publication.versionId && (
        <StaleNotice
          pageId={props.pageId}
          publishedVersionId={publication.versionId}
          liveVersionId={props.liveVersionId}
          busy={busy}
          pending={republish.isPending}
          error={isSlugRefusal(republish.error) ? (republish.error.serverMessage ?? null) : null}
          onPublishAgain={() => republish.mutate(publication.slug)}
        />
      )}
      <div className="border-t pt-4">
        <SlugForm
          initialSlug={publication.slug}
          currentSlug={publication.slug}
          hint="A new address moves the page: the old one stops showing it."
          submitLabel="Move"
          submitIcon={ArrowRightLeft}
          publish={move}
          busy={busy}
        />
      </div>
      <div className="border-t pt-4">
        <CustomDomains pageId={props.pageId} />
      </div>
      {confirmUnpublish.dialog}
    </div>
  );
}

/** The live version has moved on: which versions they are, and a way to publish the live one. */
function StaleNotice(props: {
  pageId: number;
  publishedVersionId: number;
  liveVersionId: number;
  busy: boolean;
  pending: boolean;
  error: string | null;
  onPublishAgain(): void;
}) {
  const versions = useVersions(props.pageId);
  const numberOf = (id: number) => versions.data?.find((version) => version.id === id)?.version;
  const published = numberOf(props.publishedVersionId);
  const live = numberOf(props.liveVersionId);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
      data-testid="publication-stale"
    >
      <div className="min-w-0 space-y-1">
        <p>
          {published !== undefined && live !== undefined
            ? `Published version ${published}, live version ${live}: publish again?`
            : 'The page has changed since it was published: publish again?'}
        </p>
        {props.error && <p className="font-medium text-destructive">{sentence(props.error)}</p>}
      </div>
      <Button
        type="button"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        disabled={props.busy}
        aria-busy={props.pending || undefined}
        onClick={props.onPublishAgain}
      >
        <BusyIcon busy={props.pending} icon={RefreshCw} />
        Publish again
      </Button>
    </div>
  );
}

/**
 * The address field and its button. The slug is checked with the API's own rule first; a
 * refusal the server still makes (a slug another page holds) shows under the field too.
 */
function SlugForm(props: {
  initialSlug: string;
  /** Given, the button waits for a different address. */
  currentSlug?: string;
  hint: ReactNode;
  submitLabel: string;
  submitIcon: LucideIcon;
  publish: ReturnType<typeof usePublish>;
  busy: boolean;
}) {
  const id = useId();
  const inputId = `${id}-slug`;
  const [slug, setSlug] = useState(props.initialSlug);
  const [error, setError] = useState<string | null>(null);
  const unchanged = props.currentSlug !== undefined && slug.trim() === props.currentSlug;

  const showError = (message: string) => {
    setError(message);
    document.getElementById(inputId)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = slug.trim();
    const problem = slugProblem(wanted);
    if (problem) {
      showError(problem);
      return;
    }
    setError(null);
    props.publish.mutate(wanted, {
      onError: (refusal) => {
        if (isSlugRefusal(refusal)) showError(sentence(refusal.serverMessage ?? refusal.message));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-2">
      <Label htmlFor={inputId}>Page address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div
          className={cn(
            'flex h-9 min-w-0 flex-1 items-center rounded-md border border-input shadow-xs transition-[color,box-shadow]',
            'focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring',
            error && 'border-destructive ring-destructive/20',
          )}
        >
          <span aria-hidden="true" className="shrink-0 pl-3 font-mono text-sm text-muted-foreground">
            /p/
          </span>
          <Input
            id={inputId}
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              if (error) setError(null);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            className="h-full border-0 pl-0.5 font-mono shadow-none focus-visible:ring-0 aria-invalid:ring-0"
          />
        </div>
        <Button
          type="submit"
          className="shrink-0"
          disabled={props.busy || unchanged}
          aria-busy={props.publish.isPending || undefined}
        >
          <BusyIcon busy={props.publish.isPending} icon={props.submitIcon} />
          {props.submitLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid="slug-error">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
    </form>
  );
}
