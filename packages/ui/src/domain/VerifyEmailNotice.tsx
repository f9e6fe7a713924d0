import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmailText } from '../lib/EmailText.tsx';
import { Button } from '../primitives/Button.tsx';
import { Notice } from '../primitives/Notice.tsx';

export interface VerifyEmailNoticeProps {
  /** The address waiting for confirmation. */
  email: string;
  /** Sends the confirmation link again; a rejection's message is shown. */
  onResend: () => Promise<unknown>;
  onDismiss: () => void;
  className?: string;
}

/**
 * Shown to a customer whose address is not confirmed yet: every flow of the store works meanwhile,
 * but an account that existed before its first sign-in (and administrator rights) needs it.
 */
export function VerifyEmailNotice({ email, onResend, onDismiss, className }: VerifyEmailNoticeProps) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await onResend();
      setState('sent');
    } catch (cause) {
      setState({ error: cause instanceof Error ? cause.message : t`The link could not be sent. Try again.` });
    }
  };
  return (
    <Notice
      tone="warning"
      className={className}
      onDismiss={onDismiss}
      action={
        state === 'sent' ? null : (
          <Button size="sm" variant="secondary" isLoading={state === 'sending'} onClick={() => void resend()}>
            <Trans>Resend the link</Trans>
          </Button>
        )
      }
    >
      <p>
        <Trans>
          <strong className="font-semibold">Confirm your email address.</strong> We sent a link to{' '}
          <EmailText email={email} />: open it to confirm that the address is yours.
        </Trans>
      </p>
      {state === 'sent' ? (
        <p className="mt-1">
          <Trans>A new link is on its way.</Trans>
        </p>
      ) : null}
      {typeof state === 'object' ? <p className="mt-1 font-medium text-danger">{state.error}</p> : null}
    </Notice>
  );
}
