import { createStore } from '@storefront/shared';

/** The look of a toast: success (green), error (red) or info (blue). */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** The message, for example one of `toasts` from @storefront/shared. */
  title: string;
  /** Optional second line. */
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const entries = createStore<ToastEntry[]>([]);
let nextId = 1;

export const toastStore = {
  subscribe: entries.subscribe,
  snapshot: entries.get,
  add(options: ToastOptions): number {
    const id = nextId++;
    // At most three at once: the oldest goes first.
    entries.set((last) => [...last.slice(-2), { variant: 'info', ...options, id, open: true }]);
    return id;
  },
  close(id: number) {
    entries.set((last) => last.map((e) => (e.id === id ? { ...e, open: false } : e)));
  },
  remove(id: number) {
    entries.set((last) => last.filter((e) => e.id !== id));
  },
  clear() {
    entries.set([]);
  },
};

/**
 * Raises a toast from anywhere (event handlers, swr callbacks). Needs a `<ToastProvider>` mounted.
 * `toast.success(toasts.orderPlaced)`, `toast.error(toasts.itemAddFailed)`.
 */
export const toast = Object.assign((options: ToastOptions) => toastStore.add(options), {
  success: (title: string, description?: string) => toastStore.add({ title, description, variant: 'success' }),
  error: (title: string, description?: string) => toastStore.add({ title, description, variant: 'error' }),
  info: (title: string, description?: string) => toastStore.add({ title, description, variant: 'info' }),
  dismiss: (id: number) => toastStore.close(id),
});
