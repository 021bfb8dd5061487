import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Centred column with the page heading and its cross-link, shared by sign-in and sign-up. */
export function AuthLayout(props: {
  heading: string;
  lead: string;
  leadLinkText: string;
  leadLinkHref: string;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-[calc(100vh-4rem)] items-start justify-center px-4 py-12 sm:items-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/8 to-transparent"
      />
      <div className="w-full max-w-md space-y-6">
        <div className="space-y-2 text-center">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{props.heading}</h1>
          <p className="text-sm text-muted-foreground">
            {props.lead}{' '}
            <Link
              href={props.leadLinkHref}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {props.leadLinkText}
            </Link>
          </p>
        </div>
        {props.children}
      </div>
    </div>
  );
}
