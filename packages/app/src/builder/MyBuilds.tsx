import { Trans, useLingui } from '@lingui/react/macro';
// A signed-in buyer's saved builds on the builder's page (requirements §19.5): each opens at its
// public link, and is renamed or deleted here (PATCH and DELETE /api/builds/{id}, the owner's only).
import { apiPaths, BUILD_NAME_MAX, failures, formatDate, type SavedBuild } from '@storefront/shared';
import { Button, ConfirmDialog, FormField, Input, translateMessage } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { ApiError, apiSend } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';

function RenameForm({ build, onDone }: { build: SavedBuild; onDone: (saved: boolean) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(build.name);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = (name: string) => t`New name for ${name}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiSend('PATCH', apiPaths.build(build.id), { name });
      await onDone(true);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? translateMessage(i18n, cause.fieldErrors.name ?? cause.message)
          : translateMessage(i18n, failures.server),
      );
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <FormField label={label(build.name)} error={error} className="min-w-0 flex-1 basis-56">
        <Input value={name} maxLength={BUILD_NAME_MAX} onChange={(event) => setName(event.target.value)} autoFocus />
      </FormField>
      <Button type="submit" size="sm" isLoading={busy}>
        <Trans>Save name</Trans>
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => void onDone(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}

export function MyBuilds() {
  const { t } = useLingui();
  const builds = useApi<SavedBuild[]>(apiPaths.builds);
  const [renaming, setRenaming] = useState<string>();
  const [deleting, setDeleting] = useState<SavedBuild>();
  const list = builds.data ?? [];
  const renameLabel = (name: string) => t`Rename ${name}`;
  const deleteLabel = (name: string) => t`Delete ${name}`;
  const deleteQuestion = (name: string) => t`Delete the build ${name}?`;
  return (
    <section aria-label={t`My builds`} className="grid gap-3 print:hidden">
      <h2 className="text-title font-semibold text-ink">
        <Trans>My builds</Trans>
      </h2>
      {builds.error ? (
        <p role="alert" className="text-body-sm text-danger">
          {builds.error.message}{' '}
          <Button size="sm" variant="link" onClick={() => void builds.mutate()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : builds.isLoading ? null : list.length === 0 ? (
        <p className="text-body-sm text-ink-muted">
          <Trans>Builds you save show here, each with a link to share.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {list.map((build) => (
            <li key={build.id} className="grid gap-2 rounded-card border border-line bg-surface p-3">
              {renaming === build.id ? (
                <RenameForm
                  build={build}
                  onDone={async (saved) => {
                    if (saved) await builds.mutate();
                    setRenaming(undefined);
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <RouterLink
                    href={`/builder/${build.id}`}
                    className="min-w-0 flex-1 basis-48 font-semibold [overflow-wrap:anywhere] text-primary hover:underline"
                  >
                    {build.name}
                  </RouterLink>
                  <span className="text-caption text-ink-muted">{formatDate(build.updated_at)}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setRenaming(build.id)}
                    aria-label={renameLabel(build.name)}
                  >
                    <Trans>Rename</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(build)}
                    aria-label={deleteLabel(build.name)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={deleting ? deleteQuestion(deleting.name) : ''}
        description={<Trans>Its shared link stops working.</Trans>}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={async () => {
          if (!deleting) return;
          await apiSend('DELETE', apiPaths.build(deleting.id));
          await builds.mutate();
        }}
      />
    </section>
  );
}
