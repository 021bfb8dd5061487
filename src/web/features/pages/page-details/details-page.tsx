import type { LandingPage } from '@shared/api/pages';
import { toId } from '@shared/ids';
import { referenceLinkHref } from '@shared/reference-url';
import {
  CalendarDays,
  ClipboardCopy,
  Copy,
  ExternalLink,
  Image,
  Layers,
  Link2,
  MessageSquareText,
  Pencil,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ButtonLink } from '@/components/button-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageStatistics } from '@/features/analytics';
import { PageLeads } from '@/features/leads';
import { handOffFix, PageCheckCard } from '@/features/page-check';
import { PagePublishing } from '@/features/publishing';
import { ApiError, errorText } from '@/lib/api';
import { formatDate, formatDateTime, plural } from '@/lib/format';
import { BackToDashboard } from '../library/back-to-dashboard';
import { PageExportButtons, RemixButton } from '../library/card-actions';
import { usePage } from '../library/library-api';
import { copyPrompt, previewPage } from '../library/page-actions';
import { useRemix } from '../library/start-remix';
import { MakeVariationsDialog } from '../variations/make-variations-dialog';
import { DetailsSkeleton, InvalidPageId, LoadFailed, PageNotFound } from './details-states';
import { LivePreview } from './live-preview';

/** /details/{id}: everything about one saved page (docs/product.md, 'Detail page'). */
export function DetailsPage() {
  const params = useParams<{ id: string }>();
  const id = toId(params.id);
  if (id === null) return <InvalidPageId raw={params.id ?? ''} />;
  return <PageDetails id={id} />;
}

function PageDetails({ id }: { id: number }) {
  const query = usePage(id);
  if (query.isLoading) return <DetailsSkeleton />;
  if (query.error instanceof ApiError && query.error.status === 404) return <PageNotFound />;
  if (query.isError || !query.data)
    return (
      <LoadFailed
        message={errorText(query.error, 'Something went wrong.')}
        onRetry={() => void query.refetch()}
      />
    );
  return <DetailsView page={query.data} />;
}

function DetailsView({ page }: { page: LandingPage }) {
  const { remix, pendingId } = useRemix();
  const remixing = pendingId === page.id;
  const [, navigate] = useLocation();
  // Make variations asks how many; Remix 'from this page as it is now' opens it at one.
  const [varying, setVarying] = useState<number | null>(null);
  // A card's lead count links to /details/{id}#leads, its statistics line to #statistics; the
  // sections only exist once the page has loaded.
  useEffect(() => {
    const section = { '#leads': 'leads', '#statistics': 'statistics' }[window.location.hash];
    if (section) document.getElementById(section)?.scrollIntoView();
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackToDashboard />
      {/* The title has the whole width and the actions wrap under it: five buttons beside a long
          title squeezed it into a column a word wide. */}
      <div className="mt-4 flex flex-col gap-5">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{page.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              Created <time dateTime={page.createdAt}>{formatDate(page.createdAt)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="details-copy-count">
              <ClipboardCopy aria-hidden="true" className="size-4" />
              Copied {plural(page.copyCount, 'time')}
            </span>
            {page.variationGroup && (
              <Badge variant="secondary" className="bg-primary/10 text-primary">
                <Layers aria-hidden="true" /> Variation
              </Badge>
            )}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <PageExportButtons
            pageId={page.id}
            copyLabel="Copy HTML"
            look={{ size: 'default' }}
            title={page.title}
          />
          <RemixButton
            label="Create Remix"
            remixing={remixing}
            onRemix={() => remix(page)}
            onRemixAsIs={() => setVarying(1)}
          />
          <Button variant="outline" onClick={() => setVarying(2)}>
            <Layers aria-hidden="true" /> Make variations
          </Button>
          <MakeVariationsDialog
            page={page}
            open={varying !== null}
            initialCount={varying ?? 2}
            onOpenChange={(open) => !open && setVarying(null)}
          />
          <ButtonLink href={`/edit/${page.id}`} icon={Pencil}>
            Edit &amp; Modify
          </ButtonLink>
        </div>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0 gap-0 self-start overflow-hidden py-0">
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-sm font-semibold">Live Preview</h2>
            <Button variant="ghost" size="sm" onClick={() => previewPage(page.id)}>
              <ExternalLink aria-hidden="true" /> Open in new tab
            </Button>
          </div>
          <LivePreview
            title={`Live preview of ${page.title}`}
            src={`/api/landing-pages/${page.id}/preview?v=${page.currentVersionId ?? 0}`}
          />
        </Card>

        <div className="flex min-w-0 flex-col gap-6">
          <PageCheckCard
            pageId={page.id}
            versionId={page.currentVersionId}
            onAskFix={(finding) => {
              handOffFix(page.id, finding.fixPrompt);
              navigate(`/edit/${page.id}`);
            }}
          />
          <SideCard
            icon={<MessageSquareText aria-hidden="true" />}
            title="Original Prompt"
            action={
              <Button variant="outline" size="sm" onClick={() => copyPrompt(page.prompt)}>
                <Copy aria-hidden="true" /> Copy Prompt
              </Button>
            }
          >
            <p
              className="max-h-60 overflow-y-auto text-sm leading-relaxed break-words whitespace-pre-wrap"
              data-testid="details-prompt"
            >
              {page.prompt || <span className="text-muted-foreground">No prompt was saved.</span>}
            </p>
          </SideCard>

          <SideCard
            icon={<Link2 aria-hidden="true" />}
            title="Reference URLs"
            empty={page.referenceUrls.length === 0 && 'No reference URLs.'}
          >
            <ul className="space-y-1.5 text-sm">
              {page.referenceUrls.map((url, index) => {
                // Only http(s) becomes a link: a javascript: or data: URL saved before the
                // server checked them would otherwise run in this page when clicked.
                const href = referenceLinkHref(url);
                return (
                  <li key={`${index}-${url}`} className="min-w-0" data-testid="reference-url">
                    {href === null ? (
                      <span className="block truncate text-muted-foreground">{url}</span>
                    ) : (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex max-w-full items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                      >
                        <span className="truncate">{url}</span>
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </SideCard>

          <SideCard
            icon={<Image aria-hidden="true" />}
            title="Reference Images"
            empty={page.referenceImages.length === 0 && 'No reference images.'}
          >
            <ul className="grid grid-cols-3 gap-2">
              {page.referenceImages.map((image, index) => (
                <li key={`${image.filename}-${index}`}>
                  <img
                    src={`data:${image.mimeType};base64,${image.data}`}
                    alt={image.filename || `Reference image ${index + 1}`}
                    className="aspect-square w-full rounded-md border object-cover"
                    data-testid="reference-image"
                  />
                </li>
              ))}
            </ul>
          </SideCard>
        </div>
      </div>

      <div id="publish" className="mt-6 scroll-mt-20">
        <PagePublishing pageId={page.id} pageTitle={page.title} liveVersionId={page.currentVersionId} />
      </div>

      <div id="statistics" className="mt-6 scroll-mt-20">
        <PageStatistics pageId={page.id}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-4 sm:gap-y-3" data-testid="page-facts">
            <Stat label="Times copied">{page.copyCount}</Stat>
            <Stat label="Created">{formatDateTime(page.createdAt)}</Stat>
            <Stat label="Versions">{page.versionCount}</Stat>
            <Stat label="Variation group">
              {page.variationGroup ? (
                <Link
                  href={`/variations/${encodeURIComponent(page.variationGroup)}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
                >
                  View variations
                </Link>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Stat>
          </dl>
        </PageStatistics>
      </div>

      <div id="leads" className="mt-6 scroll-mt-20">
        <PageLeads pageId={page.id} pageTitle={page.title} />
      </div>
    </div>
  );
}

function SideCard(props: {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  /** Said in place of the content when there is none. */
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="flex flex-row items-center justify-between gap-2 px-5">
        <CardTitle className="flex items-center gap-2 text-sm [&_svg]:size-4 [&_svg]:text-muted-foreground">
          <h2 className="flex items-center gap-2">
            {props.icon}
            {props.title}
          </h2>
        </CardTitle>
        {props.action}
      </CardHeader>
      <CardContent className="px-5">
        {props.empty ? <p className="text-sm text-muted-foreground">{props.empty}</p> : props.children}
      </CardContent>
    </Card>
  );
}

/** One of the page's own facts under the statistics' figures: a row on phones, a column above. */
function Stat(props: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 sm:block">
      <dt className="text-muted-foreground sm:text-xs">{props.label}</dt>
      <dd className="text-right font-medium tabular-nums sm:mt-0.5 sm:text-left">{props.children}</dd>
    </div>
  );
}
