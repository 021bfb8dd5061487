import { type DnsRecord, hostnameProblem, normalizeHostname, type PageDomain } from '@shared/api/domains';
import { Copy, ExternalLink, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { BusyIcon } from '@/components/busy-icon';
import { useConfirm } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import { errorText } from '@/lib/api';
import { formatWhen } from '@/lib/format';
import { copyText } from '@/lib/page-files';
import { cn } from '@/lib/utils';
import { isHostnameRefusal, useAddDomain, useDomains, useRemoveDomain, useVerifyDomain } from './domains-api';

/**
 * The publish panel's 'Custom domain' section (docs/product.md, 'Custom domains'): a hostname
 * field, and for each domain the DNS records to create (each value with Copy), whether it is
 * verified (or why not yet), Verify and Remove. Shown only while the page is published.
 */
export function CustomDomains({ pageId }: { pageId: number }) {
  const titleId = useId();
  const domains = useDomains(pageId);
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3" data-testid="custom-domains">
      <div className="grid gap-1">
        <h3 id={titleId} className="text-sm font-semibold">
          Custom domain
        </h3>
        <p className="text-sm text-muted-foreground">
          Show this page at an address of yours, like www.yourshop.com: add the domain, create its two DNS
          records where the domain is managed, then Verify.
        </p>
      </div>
      <AddDomainForm pageId={pageId} />
      {domains.isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Loading the domains…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : domains.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="text-muted-foreground">
            Could not load the domains: {errorText(domains.error, 'something went wrong.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void domains.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        domains.data.length > 0 && (
          <ul className="grid min-w-0 gap-3" aria-label="Domains of this page">
            {domains.data.map((domain) => (
              <li key={domain.hostname} className="min-w-0">
                <DomainCard pageId={pageId} domain={domain} />
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}

function AddDomainForm({ pageId }: { pageId: number }) {
  const id = useId();
  const inputId = `${id}-hostname`;
  const add = useAddDomain(pageId);
  const [hostname, setHostname] = useState('');
  const [error, setError] = useState<string | null>(null);

  const showError = (message: string) => {
    setError(message);
    document.getElementById(inputId)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizeHostname(hostname);
    const problem = hostnameProblem(wanted);
    if (problem) {
      showError(problem);
      return;
    }
    setError(null);
    add.mutate(wanted, {
      onSuccess: () => setHostname(''),
      onError: (refusal) => {
        if (isHostnameRefusal(refusal)) showError(refusal.serverMessage ?? refusal.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-2">
      <Label htmlFor={inputId}>Domain</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={hostname}
          onChange={(event) => {
            setHostname(event.target.value);
            if (error) setError(null);
          }}
          placeholder="www.example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          maxLength={253}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 font-mono"
        />
        <Button
          type="submit"
          variant="outline"
          className="shrink-0"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          <BusyIcon busy={add.isPending} icon={Plus} />
          Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-testid="domain-error">
          {error}
        </p>
      )}
    </form>
  );
}

function DomainCard({ pageId, domain }: { pageId: number; domain: PageDomain }) {
  const verify = useVerifyDomain(pageId);
  const remove = useRemoveDomain(pageId);
  const busy = verify.isPending || remove.isPending;
  const confirmRemove = useConfirm({
    title: `Remove ${domain.hostname}?`,
    description: domain.verified
      ? `Visitors to ${domain.hostname} will find nothing there. Its DNS records can go too.`
      : 'Its DNS records are no longer needed. You can add the domain again later, with a new token.',
    confirmLabel: 'Remove',
    onConfirm: () => remove.mutate(domain.hostname),
  });
  const address = `https://${domain.hostname}/`;

  return (
    <div className="grid min-w-0 gap-3 rounded-md border p-3 sm:p-4" data-testid="custom-domain">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-mono text-sm font-medium break-all" data-testid="domain-hostname">
          {domain.hostname}
        </p>
        <Badge variant={domain.verified ? 'success' : 'secondary'} data-testid="domain-status">
          {domain.verified ? 'Verified' : 'Not verified yet'}
        </Badge>
      </div>
      {domain.verified ? (
        <p className="text-sm text-muted-foreground">
          Verified{' '}
          {domain.verifiedAt && <time dateTime={domain.verifiedAt}>{formatWhen(domain.verifiedAt)}</time>}.
          The page is at{' '}
          <a
            href={address}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {address}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          once the CNAME points here.
        </p>
      ) : (
        <div className="grid gap-1 text-sm" role="status">
          {domain.lastError ? (
            <p className="text-amber-800 break-words" data-testid="domain-last-error">
              {domain.lastError}
            </p>
          ) : (
            <p className="text-muted-foreground">
              Create these records where the domain is managed, then Verify.
            </p>
          )}
          {domain.checkedAt && (
            <p className="text-xs text-muted-foreground">
              Last checked <time dateTime={domain.checkedAt}>{formatWhen(domain.checkedAt)}</time>
            </p>
          )}
        </div>
      )}
      <RecordsTable hostname={domain.hostname} records={domain.records} />
      <div className="flex flex-wrap gap-2">
        {!domain.verified && (
          <Button
            type="button"
            size="sm"
            disabled={busy}
            aria-busy={verify.isPending || undefined}
            onClick={() => verify.mutate(domain.hostname)}
          >
            <BusyIcon busy={verify.isPending} icon={ShieldCheck} />
            Verify
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          aria-busy={remove.isPending || undefined}
          onClick={confirmRemove.ask}
        >
          <BusyIcon busy={remove.isPending} icon={Trash2} />
          Remove
        </Button>
      </div>
      {confirmRemove.dialog}
    </div>
  );
}

const CELL = 'px-2 py-2 align-top first:pl-3 last:pr-3 max-sm:block max-sm:px-3 max-sm:py-1';
const HEAD = 'h-8 px-2 first:pl-3 last:pr-3';

/**
 * The records to create: fixed columns on wider screens; on a phone each record stacks its
 * name and value under it. Long names and tokens wrap anywhere, never sideways.
 */
function RecordsTable({ hostname, records }: { hostname: string; records: DnsRecord[] }) {
  return (
    <div className="min-w-0 overflow-hidden rounded-md border">
      <Table label={`DNS records for ${hostname}`} className="table-fixed max-sm:block">
        <colgroup>
          <col className="w-16" />
          <col />
          <col />
        </colgroup>
        <TableHeader className="max-sm:hidden">
          <TableRow>
            <TableHead className={HEAD}>Type</TableHead>
            <TableHead className={HEAD}>Name</TableHead>
            <TableHead className={HEAD}>Value</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="max-sm:block">
          {records.map((record) => (
            <TableRow
              key={record.type}
              data-testid={`record-${record.type}`}
              className="max-sm:block max-sm:py-2"
            >
              <TableCell className={cn(CELL, 'font-mono text-xs font-semibold')}>{record.type}</TableCell>
              <TableCell className={CELL}>
                <MobileLabel>Name</MobileLabel>
                <CopyableValue value={record.name} label={`${record.type} name`} />
              </TableCell>
              <TableCell className={CELL}>
                <MobileLabel>Value</MobileLabel>
                <CopyableValue value={record.value} label={`${record.type} value`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A cell's column name, shown where the header row is not (a phone's stacked records). */
function MobileLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="block text-[11px] font-medium tracking-wide text-muted-foreground uppercase sm:hidden"
    >
      {children}
    </span>
  );
}

function CopyableValue({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await copyText(value);
      toast({ title: 'Copied!', description: `The ${label} is on your clipboard.` });
    } catch {
      toast({ title: 'Copy failed', description: `Could not copy the ${label}.`, variant: 'destructive' });
    }
  };
  return (
    <div className="flex min-w-0 items-start gap-1">
      <code className="min-w-0 flex-1 pt-1 font-mono text-xs break-all" data-testid="record-value">
        {value}
      </code>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        onClick={() => void copy()}
        aria-label={`Copy the ${label}`}
        title="Copy"
      >
        <Copy aria-hidden="true" className="size-3.5" />
      </Button>
    </div>
  );
}
