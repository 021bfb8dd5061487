import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { usePublicConfig } from '@/lib/public-config';

/** What a signed-out visitor sees on /generator, with the demo account when one exists. */
export function LoginRequiredCard() {
  const { data } = usePublicConfig();
  const demo = data?.demoAccount;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10">
            <Lock aria-hidden="true" className="size-6 text-primary" />
          </div>
          <h1 className="mt-2 text-xl leading-tight font-semibold">Sign in to use the generator</h1>
          <CardDescription>Create landing pages with AI and keep them in your dashboard.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {demo && (
            <div className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="demo-hint">
              <p className="font-medium">Try the demo account</p>
              <p className="mt-1 text-muted-foreground">
                Demo user name <code className="font-mono text-foreground">{demo.username}</code>, demo
                password <code className="font-mono text-foreground">{demo.password}</code>
              </p>
            </div>
          )}
          <Button asChild className="w-full">
            <Link href="/login">Go to Login Page</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
