import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/button-link';

type ButtonProps = Omit<ComponentProps<typeof ButtonLink>, 'href' | 'icon' | 'children'>;

/** 'Back to Dashboard' as a button (a missing page's way out). */
export function BackToDashboardButton(props: ButtonProps) {
  return (
    <ButtonLink href="/dashboard" icon={ArrowLeft} {...props}>
      Back to Dashboard
    </ButtonLink>
  );
}

/** 'Back to Dashboard' above a page's title, quiet. */
export function BackToDashboard() {
  return <BackToDashboardButton variant="ghost" size="sm" className="-ml-2 text-muted-foreground" />;
}
