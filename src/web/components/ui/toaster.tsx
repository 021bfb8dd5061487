import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@shared/constants';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { dismissToast, useToasts } from '@/hooks/use-toast';

/** Mounted once at the root. F8 focuses the toast region; swipe right to dismiss. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          variant={item.variant}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {item.title && <ToastTitle>{item.title}</ToastTitle>}
            {item.description && <ToastDescription>{item.description}</ToastDescription>}
            {item.action && (
              <Button asChild size="sm" variant="outline" className="mt-1 w-fit text-foreground">
                <Link href={item.action.href} onClick={() => dismissToast(item.id)}>
                  {item.action.label}
                </Link>
              </Button>
            )}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
