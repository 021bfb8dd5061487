import {
  PASSWORD_MESSAGES,
  PASSWORD_RULES_HINT,
  type RegisterForm,
  registerFormSchema,
  USERNAME_RULES_HINT,
} from '@shared/api/auth';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { fieldErrors } from '@/lib/form-errors';
import { useRegister } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { useAuthForm } from './use-auth-form';

export function RegisterPage() {
  const register = useRegister();
  const { values, setErrors, field, formRef, ready } = useAuthForm<RegisterForm>({
    username: '',
    password: '',
    confirmPassword: '',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    // The confirmation never leaves the browser.
    register.mutate(
      { username: parsed.data.username, password: parsed.data.password },
      {
        onError: (error) => {
          // The one rule only the server can check: shown on the field as well as in the toast.
          if (error instanceof ApiError && error.serverMessage === PASSWORD_MESSAGES.common) {
            setErrors({ password: error.serverMessage });
          }
        },
      },
    );
  };

  return (
    <AuthLayout
      heading="Create your account"
      lead="Or"
      leadLinkText="sign in to your account"
      leadLinkHref="/login"
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Get started for free</CardTitle>
          <CardDescription>Create an account to generate and save landing pages.</CardDescription>
        </CardHeader>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <CardContent className="space-y-4">
            <FormField
              {...field('username')}
              label="Username"
              autoComplete="username"
              hint={USERNAME_RULES_HINT}
            />
            <FormField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_RULES_HINT}
            />
            <FormField
              {...field('confirmPassword')}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
            />
          </CardContent>
          <CardFooter className="mt-6 flex-col gap-4">
            <Button type="submit" className="w-full" disabled={register.isPending || !ready}>
              {register.isPending ? 'Creating account...' : 'Create Account'}
            </Button>
            <p className="text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in here
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </AuthLayout>
  );
}
