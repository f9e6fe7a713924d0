import { apiPaths, messages, toasts } from '@storefront/shared';
import { PageSpinner, ProfileEditForm, toast } from '@storefront/ui';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { useProfile, useRevalidate } from '../api/hooks.ts';
import { saveProfile } from '../api/mutations.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  useDocumentTitle('My Profile');
  const { user } = useAuth();
  const email = user?.email;
  const { data: profile, error: loadError, isLoading } = useProfile(email);
  const revalidate = useRevalidate();
  const [error, setError] = useState<string | null>(null);
  // Someone the server keeps no profile for yet simply starts with empty fields.
  const hasNoProfile = loadError instanceof ApiError && loadError.status === 404;

  if (isLoading) return <PageSpinner label="Loading your profile" />;
  return (
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
      error={
        error ??
        (loadError && !hasNoProfile ? `Your saved profile could not be loaded: ${(loadError as Error).message}` : null)
      }
      onSubmit={async (values) => {
        setError(null);
        if (!email) return setError(messages.noUserLoggedIn);
        try {
          await saveProfile(email, values);
          toast.success(toasts.profileUpdated);
          await revalidate(apiPaths.user(email));
        } catch (cause) {
          setError(cause instanceof Error ? cause.message : String(cause));
        }
      }}
    />
  );
}
