import { type LoginForm, loginFormSchema } from '@shared/api/auth';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrors } from '@/lib/form-errors';
import { useLogin } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { useAuthForm } from './use-auth-form';

export function LoginPage() {
  const login = useLogin();
  const { values, setErrors, field, formRef, ready } = useAuthForm<LoginForm>({ username: '', password: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    // Failures are shown by the mutation's toast; the form itself stays quiet.
    login.mutate(parsed.data);
  };

  return (
    <AuthLayout
      heading="Sign in to your account"
      lead="Or"
      leadLinkText="create a new account"
      leadLinkHref="/register"
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Welcome Back</CardTitle>
          <CardDescription>Enter your username and password to continue.</CardDescription>
        </CardHeader>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <CardContent className="space-y-4">
            <FormField {...field('username')} label="Username" autoComplete="username" />
            <FormField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-4">
            <Button type="submit" className="w-full" disabled={login.isPending || !ready}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
            <p className="text-sm text-muted-foreground">
              Don't have an account?{' '}
              <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign up now
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </AuthLayout>
  );
}
