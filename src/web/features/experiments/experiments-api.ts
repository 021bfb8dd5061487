import type {
  CreateExperimentBody,
  Experiment,
  ExperimentCreated,
  ExperimentSummary,
} from '@shared/api/experiments';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { ApiError, apiJson, apiRequest, errorText } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/**
 * Reads and writes of experiments (src/shared/api/experiments.ts is the contract).
 *
 * Unlike the app's other data, the keys are a hierarchy, ['experiments'] for the list and
 * ['experiments', id] for one experiment, each with its own query function: every write then
 * marks the list and every experiment stale with one call. Visitors and leads arrive from
 * outside the app, so, like page statistics, experiments go stale after a short while and are
 * read again when the window regains focus; a running one is read again every 30 seconds while
 * its results are on screen (docs/product.md, 'Experiments').
 */
export const EXPERIMENTS_STALE_MS = 15_000;
export const RUNNING_REFETCH_MS = 30_000;

const experimentPath = (id: number) => `/api/experiments/${id}`;

async function read<T>(path: string, signal: AbortSignal): Promise<T> {
  const response = await apiRequest('GET', path, undefined, signal);
  return (await response.json()) as T;
}

export const experimentQueries = {
  /** The prefix of every experiment key: invalidating it refreshes the list and each experiment. */
  all: ['experiments'] as const,
  list: () =>
    queryOptions<ExperimentSummary[]>({
      queryKey: experimentQueries.all,
      queryFn: ({ signal }) => read('/api/experiments', signal),
      staleTime: EXPERIMENTS_STALE_MS,
      refetchOnWindowFocus: true,
    }),
  detail: (id: number) =>
    queryOptions<Experiment>({
      queryKey: [...experimentQueries.all, id] as const,
      queryFn: ({ signal }) => read(experimentPath(id), signal),
      staleTime: EXPERIMENTS_STALE_MS,
      refetchOnWindowFocus: true,
      // Only a running test's figures move; a 404 is final.
      refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_REFETCH_MS : false),
    }),
};

export const useExperiments = (enabled = true) => useQuery({ ...experimentQueries.list(), enabled });
export const useExperiment = (id: number) => useQuery(experimentQueries.detail(id));

const refreshAll = () => queryClient.invalidateQueries({ queryKey: experimentQueries.all });

/**
 * A refusal the start form shows under its fields instead of a toast: a 400 names its field in
 * `issues` (the API's zod paths) or speaks of the slug; a 409 is a slug another page or
 * experiment holds.
 */
export function fieldOfRefusal(error: unknown): 'name' | 'slug' | 'pageIds' | 'weights' | 'form' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return 'slug';
  if (error.status !== 400) return null;
  const issues = error.body?.issues;
  const first = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined) : undefined;
  const field = typeof first?.path === 'string' ? first.path.split('.')[0] : undefined;
  if (field === 'name' || field === 'slug' || field === 'pageIds' || field === 'weights') return field;
  const message = error.serverMessage ?? '';
  if (/\bslug\b/i.test(message)) return 'slug';
  if (/\bpageIds?\b|\bpages?\b/i.test(message)) return 'pageIds';
  if (/\bweights?\b/i.test(message)) return 'weights';
  if (/\bname\b/i.test(message)) return 'name';
  return 'form';
}

/** POST /api/experiments: the caller goes to the results; field refusals stay in its form. */
export function useCreateExperiment() {
  return useMutation({
    mutationFn: (body: CreateExperimentBody) => apiJson<ExperimentCreated>('POST', '/api/experiments', body),
    onSuccess: (created) => {
      void refreshAll();
      toast({
        title: 'Experiment started',
        description: created.url
          ? `Share ${created.url}: each visitor gets one of the pages.`
          : 'Each pasted page counts its own visitors and leads.',
      });
    },
    onError: (error) => {
      if (fieldOfRefusal(error) !== null) return;
      toast({
        title: 'Could not start the experiment',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      });
    },
  });
}

const putExperiment = (experiment: Experiment) =>
  queryClient.setQueryData(experimentQueries.detail(experiment.id).queryKey, experiment);

/** POST .../promote: every new visitor gets that page from now on. */
export function usePromoteVariant(id: number) {
  return useMutation({
    mutationFn: (vars: { pageId: number; letter: string }) =>
      apiJson<Experiment>('POST', `${experimentPath(id)}/promote`, { pageId: vars.pageId }),
    onSuccess: (experiment, vars) => {
      putExperiment(experiment);
      void queryClient.invalidateQueries({ queryKey: experimentQueries.list().queryKey, exact: true });
      toast({
        title: `${vars.letter} promoted`,
        description: experiment.url
          ? `Every new visitor to ${experiment.url} now sees ${vars.letter}.`
          : `${vars.letter} is marked as the page to keep.`,
      });
    },
    onError: (error) => {
      void refreshAll();
      toast({
        title: 'Could not promote the page',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      });
    },
  });
}

/** DELETE on a running or promoted experiment ends it; on an ended one it deletes it. */
export function useEndExperiment(id: number) {
  return useMutation({
    mutationFn: () => apiRequest('DELETE', experimentPath(id)),
    onSuccess: () => {
      void refreshAll();
      toast({ title: 'Experiment ended', description: 'Its results stay here to read.' });
    },
    onError: (error) => {
      void refreshAll();
      toast({
        title: 'Could not end the experiment',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      });
    },
  });
}

export function useDeleteExperiment(id: number) {
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('DELETE', experimentPath(id));
      } catch (error) {
        // Deleted elsewhere meanwhile: what was asked for is done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => {
      // Only the list is read again: the results on screen are left for the list (the caller
      // goes there), and would answer 404 if read now.
      queryClient.setQueryData(experimentQueries.list().queryKey, (list) =>
        list?.filter((experiment) => experiment.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: experimentQueries.list().queryKey, exact: true });
      toast({ title: 'Experiment deleted', description: 'Its results have been removed. The pages stay.' });
    },
    onError: (error) =>
      toast({
        title: 'Could not delete the experiment',
        description: errorText(error, 'Something went wrong.'),
        variant: 'destructive',
      }),
  });
}
