import { AlertCircle, RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { reportClientError } from '@/lib/client-errors';

/**
 * What a screen shows when its code failed to load or it crashed while rendering
 * (docs/product.md, 'Errors and toasts'). Its usual cause is a lazily loaded screen whose chunk
 * did not arrive: a deploy replaced the files this tab was built against, or the connection
 * dropped. Reloading fetches the current build. This file ships in the first bundle with the
 * router (static imports only), so the message never needs a chunk of its own to appear.
 */
export function ScreenError() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">
      <Card role="alert" className="w-full max-w-md" data-testid="screen-error">
        <CardContent className="space-y-4">
          <div className="flex items-start gap-3">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
            <div className="space-y-1.5">
              <h1 className="text-xl font-semibold">This screen could not load.</h1>
              <p className="text-sm text-muted-foreground">
                Pagecraft may have been updated, or the connection dropped. Reload the page to try again.
              </p>
            </div>
          </div>
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Reload
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

interface BoundaryProps {
  /** The screen's name in the report ('dashboard'); 'app' for the router's own boundary. */
  screen: string;
  /** The address: a caught error is forgotten when it changes, so another screen can show. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The address it failed at. */
  failedAt: string | null;
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    // Remember where it failed; once the person goes elsewhere, the new address renders.
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, failedAt: null };
  }

  // React logs the error to the console itself (the root's onCaughtError); the server hears of
  // it only from here.
  override componentDidCatch(error: unknown) {
    reportClientError(error, { url: window.location.href, screen: this.props.screen });
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

/**
 * An error boundary for a screen (or, with screen 'app', for the whole route table): a screen
 * that cannot load shows ScreenError instead of leaving the page blank, and the error is
 * reported to the server log (lib/client-errors.ts). Navigating to another address clears it.
 */
export function ScreenBoundary({ screen, children }: { screen: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ScreenErrorBoundary screen={screen} resetKey={location}>
      {children}
    </ScreenErrorBoundary>
  );
}
