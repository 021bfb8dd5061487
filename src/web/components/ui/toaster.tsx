import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@shared/constants';
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
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
