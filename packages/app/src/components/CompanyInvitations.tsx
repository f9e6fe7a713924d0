import { useLingui } from '@lingui/react/macro';
import { apiPaths, errorMessage, type Invitation } from '@storefront/shared';
import { InvitationBanner, toast } from '@storefront/ui';
import { acceptInvitation, declineInvitation, useMyInvitations } from '../api/companies.ts';
import { useRevalidate } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';

/**
 * The invitations waiting for the reader (requirements §20.2), one banner each, on My company and
 * My Orders. Nothing while they load or when they cannot be read: the page is about something else.
 */
export function CompanyInvitations() {
  const { t } = useLingui();
  const { status } = useAuth();
  const { invitations } = useMyInvitations(status === 'signed-in');
  const revalidate = useRevalidate();
  if (invitations.length === 0) return null;

  async function answer(invitation: Invitation, accept: boolean) {
    try {
      await (accept ? acceptInvitation(invitation.id) : declineInvitation(invitation.id));
    } catch (cause) {
      toast.error(errorMessage(cause));
      throw cause;
    }
    const company = invitation.company.name;
    toast.success(accept ? t`You joined ${company}` : t`Invitation from ${company} declined`);
    // Joining gives the reader a company, its orders and the Company orders link.
    await revalidate(apiPaths.myInvitations, apiPaths.myCompany, apiPaths.companies);
  }

  return (
    <div className="flex flex-col gap-3">
      {invitations.map((invitation) => (
        <InvitationBanner
          key={invitation.id}
          invitation={invitation}
          onAccept={(i) => answer(i, true)}
          onDecline={(i) => answer(i, false)}
        />
      ))}
    </div>
  );
}
