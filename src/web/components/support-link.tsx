import { supportHref } from '@shared/api/public-config';
import type { ReactNode } from 'react';
import { usePublicConfig } from '@/lib/public-config';

/**
 * 'Contact support' (or the words given) as a link to where this installation takes support:
 * SUPPORT_URL, else a mailto: link to SUPPORT_EMAIL. With neither set the words stay plain
 * text, never a link that leads nowhere.
 */
export function SupportLink({ children = 'contact support' }: { children?: ReactNode }) {
  const href = supportHref(usePublicConfig().data?.support);
  if (!href) return <>{children}</>;
  const external = !href.startsWith('mailto:');
  return (
    <a
      href={href}
      className="font-medium underline underline-offset-2"
      data-testid="support-link"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
