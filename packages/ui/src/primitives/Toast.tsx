import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { Check, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslateMessage } from '../i18n/translateMessage.ts';
import { cn } from '../lib/cn.ts';
import { toast, toastStore, type ToastVariant } from './toastStore.ts';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-card border bg-surface p-4 pr-10 text-ink shadow-raised data-[state=open]:animate-slide-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:hidden data-[state=closed]:hidden',
  {
    variants: {
      variant: {
        success: 'border-success/40 border-l-4 border-l-success',
        error: 'border-danger/40 border-l-4 border-l-danger',
        info: 'border-primary/40 border-l-4 border-l-primary',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons: Record<ToastVariant, LucideIcon> = { success: Check, error: TriangleAlert, info: Info };
const iconColours: Record<ToastVariant, string> = {
  success: 'text-success',
  error: 'text-danger',
  info: 'text-primary',
};

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time before a toast closes by itself, in milliseconds. */
  duration?: number;
  /** Label of the toast region for screen readers (Radix adds the F8 hotkey); default "Notifications". */
  label?: string;
}

/**
 * Mount once around the app. Renders the toasts raised with `toast(...)` / `useToast()` in a
 * corner viewport (Radix Toast: announced politely, F8 jumps to them, swipe or × dismisses).
 */
export function ToastProvider({ children, duration = 5000, label }: ToastProviderProps) {
  const { t } = useLingui();
  const entries = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  // Toasts carry the shared messages' English (toasts.*, an API's message): said in the reader's language.
  const translate = useTranslateMessage();
  return (
    <ToastPrimitive.Provider duration={duration} label={label ?? t`Notifications`} swipeDirection="right">
      {children}
      {entries.map((entry) => {
        const variant = entry.variant ?? 'info';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={entry.id}
            open={entry.open}
            duration={entry.duration}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toastStore.remove(entry.id);
            }}
            className={toastVariants({ variant })}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconColours[variant])} />
            <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
              <ToastPrimitive.Title className="text-body-sm font-semibold">
                {translate(entry.title)}
              </ToastPrimitive.Title>
              {entry.description ? (
                <ToastPrimitive.Description className="text-body-sm text-ink-muted">
                  {translate(entry.description)}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={t`Dismiss notification`}
              className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-control text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

/** The hook form of `toast`: `const { toast } = useToast(); toast.success('Your order is placed!')`. */
export function useToast() {
  return { toast, dismiss: toast.dismiss };
}
