import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

// Only signed-in visitors need the menu (and its Radix dropdown): keep it out of the first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

interface NavItem {
  label: string;
  href: string;
}

const PUBLIC_NAV: NavItem[] = [
  { label: 'Features', href: '/#features' },
  { label: 'How it Works', href: '/#how-it-works' },
  { label: 'Pricing', href: '/#pricing' },
];

function appNav(isAdmin: boolean): NavItem[] {
  const items = [
    { label: 'Generator', href: '/generator' },
    { label: 'Dashboard', href: '/dashboard' },
    { label: 'Leads', href: '/leads' },
    { label: 'Experiments', href: '/experiments' },
    { label: 'Upgrade', href: '/upgrade' },
    { label: 'Changelog', href: '/changelog' },
  ];
  return isAdmin ? [...items, { label: 'Admin', href: '/admin' }] : items;
}

/** Section anchors on the landing page: scroll there, navigating home first when elsewhere. */
function useAnchorNavigation() {
  const [location, navigate] = useLocation();
  return (href: string) => (event: React.MouseEvent) => {
    const [, id] = href.split('#');
    if (!id) return;
    event.preventDefault();
    const scroll = () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
    if (location === '/') {
      window.history.replaceState(null, '', href);
      scroll();
      return;
    }
    navigate(href);
    // The landing page is lazily loaded: wait for the section to exist.
    let tries = 0;
    const wait = () => (document.getElementById(id) ? scroll() : tries++ < 50 && setTimeout(wait, 50));
    wait();
  };
}

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const onAnchor = useAnchorNavigation();
  const items = user ? appNav(user.role === 'admin') : PUBLIC_NAV;

  const navLink = (item: NavItem, mobile: boolean) => {
    const active = !item.href.includes('#') && location.startsWith(item.href);
    return (
      <Link
        key={item.href}
        href={item.href}
        onClick={(event) => {
          setOpen(false);
          if (item.href.includes('#')) onAnchor(item.href)(event);
        }}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'rounded-md text-sm font-medium transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring',
          active ? 'text-foreground' : 'text-muted-foreground',
          // Seven links (an admin's), the logo and the account menu share 768 px: a little less room
          // per link there, and slightly smaller words, until lg has room for all of them.
          mobile ? 'block px-3 py-2 hover:bg-accent' : 'px-1.5 py-2 text-[13px] lg:px-3 lg:text-sm',
        )}
      >
        {item.label}
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-1 hidden items-center md:flex lg:ml-4">
          {!isLoading && items.map((item) => navLink(item, false))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {!isLoading && !user && (
            <>
              <Button variant="ghost" asChild className="hidden sm:inline-flex">
                <Link href="/login">Sign In</Link>
              </Button>
              <Button asChild>
                <Link href="/register">Get Started</Link>
              </Button>
            </>
          )}
          {user && (
            <Suspense fallback={<div className="size-9" />}>
              <UserMenu user={user} />
            </Suspense>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" aria-label="Mobile" className="border-t px-4 py-3 md:hidden">
          {items.map((item) => navLink(item, true))}
          {!user && (
            <Link
              href="/login"
              className="block rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent"
            >
              Sign In
            </Link>
          )}
        </nav>
      )}
    </header>
  );
}
