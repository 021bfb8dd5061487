import type { PageDomain } from '@shared/api/domains';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, apiRequest, errorText } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/**
 * Reads and writes of a page's custom domains (src/shared/api/domains.ts is the contract).
 * The key is the GET path; every write puts its answer into the list, so no re-read is needed.
 */
export const domainsPath = (pageId: number) => `/api/landing-pages/${pageId}/domains`;
const domainPath = (pageId: number, hostname: string) =>
  `${domainsPath(pageId)}/${encodeURIComponent(hostname)}`;

export const domainsQuery = (pageId: number) =>
  queryOptions<PageDomain[]>({ queryKey: [domainsPath(pageId)] });

export const useDomains = (pageId: number) => useQuery(domainsQuery(pageId));

/** A 400 or 409 is about the hostname: the form shows it under the field instead of a toast. */
export const isHostnameRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

function updateList(pageId: number, change: (list: PageDomain[]) => PageDomain[]) {
  queryClient.setQueryData(domainsQuery(pageId).queryKey, (list) => (list ? change(list) : list));
}
const replace = (domain: PageDomain) => (list: PageDomain[]) =>
  list.map((item) => (item.hostname === domain.hostname ? domain : item));

/** POST: attaches a hostname; its records to create come back with it. */
export function useAddDomain(pageId: number) {
  return useMutation({
    mutationFn: (hostname: string) => apiJson<PageDomain>('POST', domainsPath(pageId), { hostname }),
    onSuccess: (domain) => {
      updateList(pageId, (list) => [...list.filter((item) => item.hostname !== domain.hostname), domain]);
      toast({
        title: 'Domain added',
        description: `Create the two DNS records for ${domain.hostname}, then Verify.`,
      });
    },
    onError: (error) => {
      if (isHostnameRefusal(error)) return;
      toast({
        title: 'Could not add the domain',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      });
    },
  });
}

/** POST .../verify: looks the TXT record up now; the answer says whether it was found. */
export function useVerifyDomain(pageId: number) {
  return useMutation({
    mutationFn: (hostname: string) => apiJson<PageDomain>('POST', `${domainPath(pageId, hostname)}/verify`),
    onSuccess: (domain) => {
      updateList(pageId, replace(domain));
      if (domain.verified)
        toast({ title: 'Domain verified', description: `${domain.hostname} now shows this page.` });
      else
        toast({
          title: 'Not verified yet',
          description: domain.lastError ?? 'The TXT record was not found.',
        });
    },
    onError: (error, hostname) => {
      if (error instanceof ApiError && error.status === 404) {
        updateList(pageId, (list) => list.filter((item) => item.hostname !== hostname));
      }
      toast({
        title: 'Verification failed',
        description: errorText(error, 'Could not check the DNS records.'),
        variant: 'destructive',
      });
    },
  });
}

/** DELETE: the hostname stops showing the page. */
export function useRemoveDomain(pageId: number) {
  return useMutation({
    mutationFn: (hostname: string) => apiRequest('DELETE', domainPath(pageId, hostname)),
    onSuccess: (_, hostname) => {
      updateList(pageId, (list) => list.filter((item) => item.hostname !== hostname));
      toast({ title: 'Domain removed', description: `${hostname} no longer shows this page.` });
    },
    onError: (error, hostname) => {
      // Removed elsewhere meanwhile: what was asked for is done.
      if (error instanceof ApiError && error.status === 404) {
        updateList(pageId, (list) => list.filter((item) => item.hostname !== hostname));
        return;
      }
      toast({
        title: 'Could not remove the domain',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      });
    },
  });
}
