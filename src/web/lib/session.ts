import type { ChangePasswordBody, CurrentUserResponse, RegisterBody, User } from '@shared/api/auth';
import { CURRENT_USER_STALE_MS, PRODUCT_NAME } from '@shared/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiJson, errorText } from '@/lib/api';
import { getQueryFn, queryClient } from '@/lib/query-client';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

/** The signed-in user, or null. A failed check is logged and treated as signed out. */
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
  });
  const user: User | null = query.data?.user ?? null;
  return { user, isLoading: query.isLoading };
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
