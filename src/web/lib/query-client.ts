import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default reads GET the first element of the query key as the path
 * (docs/product.md, 'Client timing and caching').
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    try {
      const response = await apiRequest('GET', String(queryKey[0]), undefined, signal);
      return (await response.json()) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401)
        return null as T;
      throw error;
    }
  };
}

/**
 * Data never goes stale by itself; no refetch on focus, no polling, no retry
 * (docs/product.md, 'Client timing and caching').
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
