import { Trans, useLingui } from '@lingui/react/macro';
import { companyRoleMessages, errorMessage, type Invitation } from '@storefront/shared';
import { useSharedText } from '../../i18n/translateMessage.ts';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../lib/dates.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError } from '../../primitives/FormField.tsx';

export interface InvitationBannerProps {
  invitation: Invitation;
  /** Called by Accept; a returned promise keeps both buttons busy, a rejection shows its message. */
  onAccept: (invitation: Invitation) => void | Promise<unknown>;
  /** Called by Decline; the same. */
  onDecline: (invitation: Invitation) => void | Promise<unknown>;
}

/**
 * An invitation to the reader (requirements §20.2): who invited them to which company with which
 * role, until when, with Accept and Decline. Shown on My company and My Orders while it is pending.
 */
export function InvitationBanner({ invitation, onAccept, onDecline }: InvitationBannerProps) {
  const { t } = useLingui();
  const say = useSharedText();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inviter = invitation.invited_by;
  const company = invitation.company.name;
  const role = say(companyRoleMessages[invitation.role]);
  const expires = formatDay(invitation.expires_at);

  async function run(action: 'accept' | 'decline') {
    setError(null);
    setBusy(action);
    try {
      await (action === 'accept' ? onAccept(invitation) : onDecline(invitation));
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-label={t`Invitation to ${company}`}
      className="flex flex-col gap-3 rounded-card border border-primary/20 bg-primary-soft px-4 py-4 text-primary-ink sm:px-6"
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
          <p className="font-semibold">
            <Trans>
              {inviter} invited you to join {company} as {role}
            </Trans>
          </p>
          <p className="text-body-sm">
            <Trans>The invitation expires on {expires}.</Trans>
          </p>
        </div>
        <div className="flex w-full shrink-0 flex-wrap gap-2 sm:w-auto">
          <Button
            size="sm"
            isLoading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() => void run('accept')}
            className="flex-1 sm:flex-none"
          >
            <Trans>Accept</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isLoading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void run('decline')}
            className="flex-1 sm:flex-none"
          >
            <Trans>Decline</Trans>
          </Button>
        </div>
      </div>
      <FormError>{error}</FormError>
    </section>
  );
}
