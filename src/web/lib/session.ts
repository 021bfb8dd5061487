import type { ChangePasswordBody, CurrentUserResponse, RegisterBody, User } from '@shared/api/auth';
import { CURRENT_USER_STALE_MS, PRODUCT_NAME, SIGNED_IN_COOKIE } from '@shared/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiJson, errorText } from '@/lib/api';
import { STARTED_PRERENDERED, useHydrated } from '@/lib/hydration';
import { getQueryFn, queryClient } from '@/lib/query-client';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

/**
 * Whether this browser may be signed in. A visit that began on a pre-rendered public page asks
 * the server only when the signed-in hint is there: without it there is no session, and the
 * check would only log a 401 (SIGNED_IN_COOKIE). Elsewhere the app always asks.
 */
function mayBeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  if (!STARTED_PRERENDERED) return true;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * The signed-in user, or null. A failed check is logged and treated as signed out. While the
 * check runs, `isLoading` holds back what depends on it (the header's links, route guards),
 * except on a visit that began on a pre-rendered public page: that page was rendered signed
 * out, and stays so until the answer, so hydration matches and nothing blinks.
 */
export function useCurrentUser() {
  const query = useQuery<CurrentUserResponse | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => {
      try {
        return await getQueryFn<CurrentUserResponse | null>({ on401: 'returnNull' })(context);
      } catch (error) {
        console.error('Auth check failed', error);
        return null;
      }
    },
    staleTime: CURRENT_USER_STALE_MS,
    refetchOnMount: false,
    enabled: mayBeSignedIn(),
  });
  // While React adopts pre-rendered HTML, here or in a screen that loads later, the user is the
  // one it was rendered for: nobody. The answer may arrive before a screen's code does.
  const hydrated = useHydrated();
  const user: User | null = hydrated ? (query.data?.user ?? null) : null;
  return { user, isLoading: query.isLoading && !STARTED_PRERENDERED };
}

export function useLogin() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      apiJson<CurrentUserResponse>('POST', '/api/auth/login', body),
    onSuccess: (data) => {
      queryClient.setQueryData(CURRENT_USER_KEY, data);
      toast({ title: 'Login successful', description: 'Welcome back!' });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorText(error, 'Invalid credentials'),
        variant: 'destructive',
      });
    },
  });
}

export function useRegister() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiJson<CurrentUserResponse>('POST', '/api/auth/register', body),
    onSuccess: (data) => {
      queryClient.setQueryData(CURRENT_USER_KEY, data);
      toast({
        title: 'Registration successful',
        description: `Welcome to ${PRODUCT_NAME}! Your account is ready.`,
      });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: errorText(error, 'Failed to create account'),
        variant: 'destructive',
      });
    },
  });
}

export function useLogout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Signed out: nothing cached for the previous user may survive.
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      toast({ title: 'Logged out', description: 'See you next time!' });
      navigate('/');
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: errorText(error, 'Failed to logout'),
        variant: 'destructive',
      });
    },
  });
}

/** Changes the signed-in user's password; errors are the form's to show, next to its fields. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiJson<CurrentUserResponse>('POST', '/api/auth/change-password', body),
    onSuccess: (data) => {
      queryClient.setQueryData(CURRENT_USER_KEY, data);
      toast({
        title: 'Password changed',
        description: 'Any other device signed in to your account was signed out.',
      });
    },
  });
}
