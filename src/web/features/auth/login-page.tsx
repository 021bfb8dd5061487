import { type LoginForm, loginFormSchema } from '@shared/api/auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrors } from '@/lib/form-errors';
import { useLogin } from '../../lib/session';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const login = useLogin();
  const [form, setForm] = useState<LoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse(form);
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
        <form onSubmit={onSubmit} noValidate>
          <CardContent className="space-y-4">
            <FormField
              id="username"
              label="Username"
              autoComplete="username"
              value={form.username}
              error={errors.username}
              onChange={(event) => setForm({ ...form, username: event.target.value })}
            />
            <FormField
              id="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              error={errors.password}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
            />
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-4">
            <Button type="submit" className="w-full" disabled={login.isPending}>
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
