import { useLingui } from '@lingui/react/macro';
import { apiPaths, messages, toasts } from '@storefront/shared';
import { PageSpinner, ProfileEditForm, SubmitError, toast } from '@storefront/ui';
import { ApiError } from '../api/client.ts';
import { useProfile, useRevalidate } from '../api/hooks.ts';
import { saveProfile } from '../api/mutations.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { MyAddressBook } from '../components/MyAddressBook.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My Profile`);
  const { user } = useAuth();
  const email = user?.email;
  const { data: profile, error: loadError, isLoading } = useProfile(email);
  const revalidate = useRevalidate();
  // Someone the server keeps no profile for yet simply starts with empty fields.
  const hasNoProfile = loadError instanceof ApiError && loadError.status === 404;
  const failure = loadError?.message;

  if (isLoading) return <PageSpinner label={t`Loading your profile`} />;
  return (
    <div className="flex flex-col gap-6">
      <ProfileEditForm
        // Start again from the saved values once they have arrived.
        key={profile ? 'saved' : 'empty'}
        name={user?.displayName}
        email={email}
        defaultValues={{
          education: profile?.education ?? '',
          location: profile?.location ?? '',
          phone: profile?.phone ?? '',
          linkedin_url: profile?.linkedin_url ?? '',
        }}
        error={loadError && !hasNoProfile ? t`Your saved profile could not be loaded: ${failure}` : null}
        // A refusal (the API's ApiError) shows at the fields it names, or under the form.
        onSubmit={async (values) => {
          if (!email) throw new SubmitError(messages.noUserLoggedIn);
          await saveProfile(email, values);
          toast.success(toasts.profileUpdated);
          void revalidate(apiPaths.user(email));
        }}
      />
      <MyAddressBook />
    </div>
  );
}
