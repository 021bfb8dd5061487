import type { DeliveryStatus, Lead } from '@shared/api/leads';
import { CheckCircle2, ChevronDown, Clock, FlaskConical, RotateCw, XCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  attemptsText,
  type ContactSummary,
  canResend,
  contactSummary,
  DELIVERY_LABEL,
  type LeadField,
  leadWho,
  sourceSummary,
  telHref,
} from './lead-format';
import { useDeleteLead, useResendLead } from './leads-api';

export type LeadRowData = Lead & { pageTitle?: string };

const linkClass =
  'rounded-sm outline-none underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring';

/**
 * Leads as a table: time, who (name, email, phone, then the rest of the form compactly),
 * where the visit came from, delivery with Resend, and delete behind a confirmation. Narrower
 * than lg each lead is a card of its own (components/ui/table.tsx, `cards`). A test
 * lead (sent from the share link) carries a Test badge and is never delivered.
 */
export function LeadsTable(props: { label: string; leads: LeadRowData[]; showPage?: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const remove = useDeleteLead();
  const [deleting, setDeleting] = useState<{ lead: Lead; who: string } | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.lead, {
      // The row and the button that had focus are gone: keep the keyboard in the table.
      onSuccess: () =>
        setTimeout(() => {
          if (document.activeElement === document.body || document.activeElement === null)
            wrapper.current?.querySelector<HTMLElement>('[data-slot="table-container"]')?.focus();
        }),
    });
  };

  return (
    <div ref={wrapper} className="min-w-0">
      <Table label={props.label} cards className={props.showPage ? 'min-w-[66rem]' : 'min-w-[56rem]'}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-36">Received</TableHead>
            {props.showPage && <TableHead>Page</TableHead>}
            <TableHead>Contact</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Delivery</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.leads.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              showPage={props.showPage}
              deleting={remove.isPending && remove.variables?.id === lead.id}
              onDelete={(who) => setDeleting({ lead, who })}
            />
          ))}
        </TableBody>
      </Table>
      {deleting && (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete this lead?"
          description={`The lead from ${deleting.who}, received ${formatDateTime(deleting.lead.createdAt)}, will be permanently deleted. This cannot be undone.`}
          confirmLabel="Delete Lead"
          onConfirm={confirmDelete}
        />
      )}
    </div>
  );
}

function LeadRow(props: {
  lead: LeadRowData;
  showPage?: boolean;
  deleting: boolean;
  onDelete(who: string): void;
}) {
  const { lead } = props;
  const contact = contactSummary(lead.fields);
  const who = leadWho(contact);
  return (
    <TableRow data-testid="lead-row" data-lead-id={lead.id} className="align-top">
      <TableCell label="Received" className="align-top whitespace-nowrap tabular-nums">
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        {lead.isTest && <TestLeadBadge />}
      </TableCell>
      {props.showPage && (
        <TableCell label="Page" className="align-top">
          <Link
            href={`/details/${lead.pageId}`}
            className={cn(linkClass, 'line-clamp-2 max-w-[14rem] font-medium break-words')}
          >
            {lead.pageTitle || `Page ${lead.pageId}`}
          </Link>
        </TableCell>
      )}
      <TableCell label="Contact" className="align-top">
        <ContactCell contact={contact} />
      </TableCell>
      <TableCell label="Source" className="align-top">
        <SourceCell source={lead.source} />
      </TableCell>
      <TableCell label="Delivery" className="align-top">
        {lead.isTest ? (
          <p className="max-w-[17rem] min-w-[10rem] text-xs text-muted-foreground">
            Not sent: test leads never go to the webhook
          </p>
        ) : (
          <DeliveryCell lead={lead} who={who} />
        )}
      </TableCell>
      <TableCell className="text-right align-top">
        <DeleteIconButton
          label={`Delete the lead from ${who}`}
          busy={props.deleting}
          onClick={() => props.onDelete(who)}
        />
      </TableCell>
    </TableRow>
  );
}

/** The owner's try of the page's form on its share link: listed, never delivered, not counted. */
function TestLeadBadge() {
  return (
    <div className="mt-1">
      <Badge
        variant="outline"
        className="border-amber-300 bg-amber-50 text-amber-900"
        title="Test lead from the share link"
        data-testid="test-lead-badge"
      >
        <FlaskConical aria-hidden="true" />
        Test<span className="sr-only"> lead from the share link</span>
      </Badge>
    </div>
  );
}

// Past this, the other fields fold away behind 'Show all'.
const FOLDED_FIELDS = 3;
const LONG_VALUE = 90;

function ContactCell({ contact }: { contact: ContactSummary }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const foldable =
    contact.rest.length > FOLDED_FIELDS || contact.rest.some((field) => field.value.length > LONG_VALUE);
  const shown = open || !foldable ? contact.rest : contact.rest.slice(0, FOLDED_FIELDS);
  const phoneHref = contact.phone ? telHref(contact.phone) : null;
  return (
    <div className="grid max-w-[22rem] min-w-[13rem] gap-0.5">
      <p className={cn('font-medium break-words', !contact.name && 'text-muted-foreground italic')}>
        {contact.name ?? 'No name given'}
      </p>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className={cn(linkClass, 'w-fit text-xs break-all text-primary')}>
          {contact.email}
        </a>
      )}
      {contact.phone &&
        (phoneHref ? (
          <a href={phoneHref} className={cn(linkClass, 'w-fit text-xs text-primary tabular-nums')}>
            {contact.phone}
          </a>
        ) : (
          <span className="text-xs">{contact.phone}</span>
        ))}
      {shown.length > 0 && (
        <dl id={listId} className="mt-1 grid gap-0.5 text-xs text-muted-foreground">
          {shown.map((field) => (
            <FieldLine key={field.key} field={field} clamp={!open} />
          ))}
        </dl>
      )}
      {foldable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          />
          {open ? 'Show less' : `Show all ${contact.rest.length} fields`}
        </button>
      )}
    </div>
  );
}

function FieldLine({ field, clamp }: { field: LeadField; clamp: boolean }) {
  return (
    <div className={cn('break-words', clamp ? 'line-clamp-2' : 'whitespace-pre-line')}>
      <dt className="inline font-medium text-foreground/80">{field.label}:</dt>{' '}
      <dd className="inline">{field.value}</dd>
    </div>
  );
}

function SourceCell({ source }: { source: Lead['source'] }) {
  const summary = sourceSummary(source);
  if (!summary.campaign && !summary.referrer)
    return <span className="text-xs text-muted-foreground">Direct visit</span>;
  return (
    <dl className="grid max-w-[14rem] gap-0.5 text-xs">
      {summary.campaign && (
        <div className="break-words">
          <dt className="sr-only">Campaign</dt>
          <dd className="font-medium">{summary.campaign}</dd>
        </div>
      )}
      {summary.referrer && (
        <div className="break-words text-muted-foreground">
          <dt className="inline">From </dt>
          <dd className="inline">{summary.referrer}</dd>
        </div>
      )}
    </dl>
  );
}

const STATUS_LOOK: Record<DeliveryStatus, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'border-transparent bg-amber-100 text-amber-900' },
  delivered: { icon: CheckCircle2, className: 'border-transparent bg-emerald-100 text-emerald-800' },
  failed: { icon: XCircle, className: 'border-transparent bg-red-100 text-red-800' },
};

function DeliveryCell({ lead, who }: { lead: Lead; who: string }) {
  const { delivery } = lead;
  const resend = useResendLead();
  const look = STATUS_LOOK[delivery.status];
  const Icon = look.icon;
  const attempts = attemptsText(delivery);
  return (
    <div className="grid max-w-[17rem] min-w-[10rem] justify-items-start gap-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant="secondary" className={look.className} data-testid="delivery-status">
          <Icon aria-hidden="true" />
          {DELIVERY_LABEL[delivery.status]}
        </Badge>
        {attempts && <span className="text-xs text-muted-foreground">{attempts}</span>}
      </div>
      {delivery.status === 'pending' && (
        <span className="text-xs text-muted-foreground">
          {delivery.nextAttemptAt
            ? `Next try ${formatDateTime(delivery.nextAttemptAt)}`
            : 'Waiting for a webhook in Lead settings'}
        </span>
      )}
      {delivery.status !== 'delivered' && delivery.lastError && (
        <p className="text-xs break-words text-destructive" data-testid="delivery-error">
          <span className="font-medium">Last error:</span> {delivery.lastError}
        </p>
      )}
      {canResend(delivery) && (
        <Button
          variant="outline"
          size="sm"
          className="mt-0.5 h-7 px-2 text-xs"
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
          aria-label={`Resend the lead from ${who}`}
          onClick={() => resend.mutate(lead)}
        >
          <BusyIcon busy={resend.isPending} icon={RotateCw} />
          Resend
        </Button>
      )}
    </div>
  );
}
