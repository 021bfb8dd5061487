import { useSyncExternalStore } from 'react';
import type { ToastVariant } from '@/components/ui/toast';

/**
 * A tiny toast store (the shadcn pattern): one toast at a time, the newest replaces the
 * previous one. Callable from anywhere, including outside React (e.g. query callbacks).
 */
export interface ToastMessage {
  id: number;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** A way forward shown as a button in the toast (e.g. Upgrade after a plan's refusal). */
  action?: { label: string; href: string };
  open: boolean;
}

const TOAST_LIMIT = 1;
let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const NO_TOASTS: ToastMessage[] = [];

function publish(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>) {
  const id = nextId++;
  publish([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Let the close animation run before the toast leaves the tree.
  setTimeout(() => publish(toasts.filter((item) => item.id !== id)), 300);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // Pre-rendered pages (and their hydration) start with no toast.
    () => NO_TOASTS,
  );
}
