import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { X } from 'lucide-react';

/** The dialog root (Radix): controlled with `open`/`onOpenChange` or uncontrolled with a trigger. */
export const Dialog = DialogPrimitive.Root;
/** The element that opens the dialog; use `asChild` with a Button. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` with a Button. */
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Shows the × button in the corner. */
  showCloseButton?: boolean;
}

/**
 * The dialog panel, rendered in a portal over a dimmed overlay. Focus is trapped inside, Escape and
 * a click outside close it, and focus returns to the trigger.
 */
export function DialogContent({ className, children, showCloseButton = true, ...props }: DialogContentProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Portal>
      {/* Content inside the overlay (Radix's scrollable-overlay pattern): centred by grid, not by a
          -50% translate, so it sits on whole pixels and tall dialogs scroll. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-night/70 p-4 data-[state=open]:animate-fade-in">
        <DialogPrimitive.Content
          className={cn(
            'relative z-50 grid w-full max-w-md gap-4 rounded-card border border-line bg-surface p-6 text-ink shadow-raised',
            className,
          )}
          {...props}
        >
          {children}
          {showCloseButton ? (
            <DialogPrimitive.Close
              className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-control text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
              aria-label={t`Close`}
            >
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's heading, announced as its name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 text-title font-semibold [overflow-wrap:anywhere] text-ink', className)}
      {...props}
    />
  );
}

/** The dialog's description, announced after its name. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-body [overflow-wrap:anywhere] text-ink-muted', className)}
      {...props}
    />
  );
}

/** The row of actions at the bottom of a dialog; stacked on phones. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
