import type {
  AllLeadsResponse,
  Lead,
  LeadCountsResponse,
  LeadSettings,
  LeadSettingsBody,
  PageLeadsResponse,
  TestLeadResult,
} from '@shared/api/leads';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, apiRequest, errorText } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import {
  allOf,
  isLeadListKey,
  LEAD_COUNTS_PATH,
  type LeadFilterValues,
  leadsPollInterval,
  leadsQueryString,
  nextBefore,
  removeLead,
  replaceLead,
  withBefore,
  withQuery,
} from './lead-query';

/**
 * Reads and writes of lead capture (src/shared/api/leads.ts is the contract). Keys follow the
 * app rule: the first element is the GET path, query included. Leads arrive from outside the
 * app, so lead reads go stale after a short while (a revisit reads them again) instead of
 * never, and a list polls while a delivery in view is due (lead-query.ts).
 */
export const LEADS_PAGE_SIZE = 50;
export const ALL_LEADS_PAGE_SIZE = 100;
const LEADS_STALE_MS = 15_000;

export const leadSettingsPath = (pageId: number) => `/api/landing-pages/${pageId}/lead-settings`;
export const pageLeadsCsvUrl = (pageId: number) => `/api/leads.csv?pageId=${pageId}`;

async function getJson<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await apiRequest('GET', path, undefined, signal);
  return (await response.json()) as T;
}

export const leadSettingsQuery = (pageId: number) =>
  queryOptions<LeadSettings>({ queryKey: [leadSettingsPath(pageId)] });

export const leadCountsQuery = () =>
  queryOptions<LeadCountsResponse>({ queryKey: [LEAD_COUNTS_PATH], staleTime: LEADS_STALE_MS });

export const pageLeadsQuery = (pageId: number, limit = LEADS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [`/api/landing-pages/${pageId}/leads?limit=${limit}`],
    queryFn: ({ queryKey, pageParam, signal }) =>
      getJson<PageLeadsResponse>(withBefore(String(queryKey[0]), pageParam), signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last, pages) => nextBefore(last, pages, limit),
    staleTime: LEADS_STALE_MS,
    refetchInterval: (query) => leadsPollInterval(allOf(query.state.data), Date.now()),
  });

export const allLeadsQuery = (filter: LeadFilterValues, limit = ALL_LEADS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [withQuery('/api/leads', leadsQueryString({ ...filter, limit }))],
    queryFn: ({ queryKey, pageParam, signal }) =>
      getJson<AllLeadsResponse>(withBefore(String(queryKey[0]), pageParam), signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last, pages) => nextBefore(last, pages, limit),
    staleTime: LEADS_STALE_MS,
    refetchInterval: (query) => leadsPollInterval(allOf(query.state.data), Date.now()),
  });

export const useLeadSettings = (pageId: number, enabled = true) =>
  useQuery({ ...leadSettingsQuery(pageId), enabled });
/** Leads per page id, one request for a whole dashboard; pages without leads are absent. */
export const useLeadCounts = () => useQuery(leadCountsQuery());
export const usePageLeads = (pageId: number) => useInfiniteQuery(pageLeadsQuery(pageId));
/** Other filters keep the rows on screen until their own arrive. */
export const useAllLeads = (filter: LeadFilterValues, enabled = true) =>
  useInfiniteQuery({ ...allLeadsQuery(filter), enabled, placeholderData: (previous) => previous });

type LeadList = InfiniteData<{ leads: Lead[]; total: number }, number | undefined>;

function patchLists(change: (data: LeadList | undefined) => LeadList | undefined) {
  queryClient.setQueriesData<LeadList>({ predicate: (query) => isLeadListKey(query.queryKey) }, change);
}

/** Every lead list, or only those a page's leads show in (its own and the all-pages lists). */
export function invalidateLeadLists(pageId?: number): Promise<unknown> {
  const own = pageId === undefined ? null : `/api/landing-pages/${pageId}/leads`;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (!isLeadListKey(queryKey)) return false;
      const path = String(queryKey[0]);
      return own === null || path.startsWith('/api/leads') || path.startsWith(own);
    },
  });
}

const failure = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorText(error, fallback), variant: 'destructive' });

/** A 400 explains a field of the settings; the dialog shows it beside the field instead of a toast. */
export const isBadInput = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;

/**
 * PUT lead settings. `quiet` saves without the toast: 'Send test lead' saves first and shows
 * the webhook's answer instead. A new webhook makes the server queue the page's undelivered
 * leads, so the page's lists are read again.
 */
export function useSaveLeadSettings(pageId: number) {
  return useMutation({
    mutationFn: ({ body }: { body: LeadSettingsBody; quiet?: boolean }) =>
      apiJson<LeadSettings>('PUT', leadSettingsPath(pageId), body),
    onSuccess: (settings, { quiet }) => {
      const before = queryClient.getQueryData(leadSettingsQuery(pageId).queryKey);
      queryClient.setQueryData(leadSettingsQuery(pageId).queryKey, settings);
      if (quiet) return;
      const newWebhook = !!settings.webhookUrl && settings.webhookUrl !== before?.webhookUrl;
      toast({
        title: 'Lead settings saved',
        description: !settings.webhookUrl
          ? 'No webhook set: leads are kept here until you add one.'
          : newWebhook
            ? "New leads go to your webhook, and the leads it hasn't had yet are on their way."
            : 'New leads go to your webhook.',
      });
    },
    onError: (error) => {
      if (!isBadInput(error)) failure('Save failed', 'Could not save the lead settings.')(error);
    },
    // The page check's 'connect a destination' finding depends on these settings.
    onSettled: () =>
      Promise.all([
        invalidateLeadLists(pageId),
        queryClient.invalidateQueries({ queryKey: [`/api/landing-pages/${pageId}/check`] }),
      ]),
  });
}

/** POST rotate-key: a new capture address; copies exported before stop delivering. */
export function useRotateFormKey(pageId: number) {
  return useMutation({
    mutationFn: () => apiJson<LeadSettings>('POST', `${leadSettingsPath(pageId)}/rotate-key`),
    onSuccess: (settings) => {
      queryClient.setQueryData(leadSettingsQuery(pageId).queryKey, settings);
      toast({
        title: 'Form key rotated',
        description:
          'Copy or Download the page again and replace it in your funnel: older copies no longer deliver.',
      });
    },
    onError: failure('Rotation failed', 'Could not rotate the form key.'),
  });
}

/** POST rotate-secret: a new signing secret; the receiver must verify with it from now on. */
export function useRotateSigningSecret(pageId: number) {
  return useMutation({
    mutationFn: () => apiJson<LeadSettings>('POST', `${leadSettingsPath(pageId)}/rotate-secret`),
    onSuccess: (settings) => {
      queryClient.setQueryData(leadSettingsQuery(pageId).queryKey, settings);
      toast({
        title: 'Signing secret rotated',
        description:
          'Give the new secret to your webhook receiver: deliveries are signed with it from now on.',
      });
    },
    onError: failure('Rotation failed', 'Could not rotate the signing secret.'),
  });
}

/** POST test: a test lead to the saved webhook; the dialog shows the answer (or the refusal). */
export function useTestLead(pageId: number) {
  return useMutation({
    mutationFn: () => apiJson<TestLeadResult>('POST', `${leadSettingsPath(pageId)}/test`),
  });
}

/** POST resend: the lead's delivery starts again (pending); the list shows it at once. */
export function useResendLead() {
  return useMutation({
    mutationFn: (lead: Lead) => apiJson<Lead>('POST', `/api/leads/${lead.id}/resend`),
    onSuccess: (updated) => {
      patchLists((data) => replaceLead(data, updated));
      toast({ title: 'Lead queued', description: 'It will be sent to the webhook again shortly.' });
    },
    onError: failure('Resend failed', 'Could not resend the lead.'),
    onSettled: () => invalidateLeadLists(),
  });
}

export function useDeleteLead() {
  return useMutation({
    mutationFn: (lead: Lead) => apiRequest('DELETE', `/api/leads/${lead.id}`),
    onSuccess: (_response, lead) => {
      patchLists((data) => removeLead(data, lead.id));
      queryClient.setQueryData<LeadCountsResponse>([LEAD_COUNTS_PATH], (data) => {
        const count = data?.counts[String(lead.pageId)];
        if (!data || count === undefined) return data;
        const counts = { ...data.counts };
        if (count > 1) counts[String(lead.pageId)] = count - 1;
        else delete counts[String(lead.pageId)];
        return { counts };
      });
      toast({ title: 'Lead deleted', description: 'The lead has been removed.' });
    },
    onError: failure('Failed to delete', 'Could not delete the lead.'),
    onSettled: () =>
      Promise.all([invalidateLeadLists(), queryClient.invalidateQueries({ queryKey: [LEAD_COUNTS_PATH] })]),
  });
}
