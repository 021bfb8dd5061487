import { type LoginForm, loginFormSchema } from '@shared/api/auth';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrors } from '@/lib/form-errors';
import { useHydrated, useKeepEarlyInput } from '@/lib/hydration';
import { useLogin } from '../../lib/session';
import { AuthLayout } from './auth-layout';

export function LoginPage() {
  const login = useLogin();
  // The page arrives pre-rendered: until React owns the form, a press would submit it natively
  // (a reload that loses what was typed), so the button waits; what was typed meanwhile is kept.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<LoginForm>({ username: '', password: '' });
  useKeepEarlyInput(formRef, setForm);
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
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <CardContent className="space-y-4">
            <FormField
              id="username"
              name="username"
              label="Username"
              autoComplete="username"
              value={form.username}
              error={errors.username}
              onChange={(event) => setForm({ ...form, username: event.target.value })}
            />
            <FormField
              id="password"
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              value={form.password}
              error={errors.password}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
            />
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-4">
            <Button type="submit" className="w-full" disabled={login.isPending || !hydrated}>
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
