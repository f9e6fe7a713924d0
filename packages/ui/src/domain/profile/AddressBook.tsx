import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_BOOK_MAX, addressInputSchema } from '@storefront/shared';
import { MapPin, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../primitives/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { ListFailure } from '../home/ListFailure.tsx';
import type { SavedDelivery } from '../delivery/contract.ts';
import { useDistricts } from '../delivery/districts.tsx';
import { AddressForm, type AddressValues } from './AddressForm.tsx';
import { screenDigits } from '../../i18n/digits.ts';

const editButtonId = (addressId: string) => `address-edit-${addressId}`;

export interface AddressBookProps {
  /** The saved addresses, the default first; undefined while they load. */
  addresses: SavedDelivery[] | undefined;
  /** Why they could not be loaded; with `onRetry`, a "Try again" button. */
  error?: string | null;
  onRetry?: () => void;
  /** Adds an address (`address` undefined) or changes `address`. A rejection shows in the form. */
  onSave: (values: AddressValues, address?: SavedDelivery) => Promise<unknown>;
  /** Deletes after the person confirmed; a rejection shows in the dialog. */
  onDelete: (address: SavedDelivery) => Promise<unknown>;
  onMakeDefault: (address: SavedDelivery) => Promise<unknown>;
}

/**
 * My Profile's address book (requirements §14.7): the saved delivery addresses with the default
 * marked, each editable in place, made the default or deleted; at most `ADDRESS_BOOK_MAX`.
 */
export function AddressBook({ addresses, error, onRetry, onSave, onDelete, onMakeDefault }: AddressBookProps) {
  const { t } = useLingui();
  const districts = useDistricts();
  /** 'new', an address's id, or nothing open. */
  const [editing, setEditing] = useState<string | null>(null);
  /** The open editor's save also makes its address the default (asked of one that needed fixing first). */
  const [defaultOnSave, setDefaultOnSave] = useState(false);
  const [deleting, setDeleting] = useState<SavedDelivery | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const full = (addresses?.length ?? 0) >= ADDRESS_BOOK_MAX;

  /** Where focus goes once the open form has closed: the button that opened it. */
  const refocus = useRef<string | null>(null);
  const close = () => {
    refocus.current = editing;
    setEditing(null);
    setDefaultOnSave(false);
  };
  useEffect(() => {
    const from = refocus.current;
    if (editing !== null || from === null) return;
    refocus.current = null;
    const opener = from === 'new' ? addButton.current : document.getElementById(editButtonId(from));
    opener?.focus();
  }, [editing]);

  let body;
  if (error) {
    body = <ListFailure title={t`Your addresses could not be loaded`} description={error} onRetry={onRetry} />;
  } else if (!addresses) {
    body = (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t`Loading your addresses`}>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else {
    body = (
      <>
        {addresses.length === 0 && editing !== 'new' ? (
          <EmptyState
            icon={<MapPin aria-hidden className="size-8" />}
            title={t`No saved addresses yet`}
            description={t`Save the places you order to, and the purchase form fills them in.`}
          />
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t`Saved addresses`}>
            {addresses.map((address) => (
              <li key={address._id} className="rounded-control border border-line p-4">
                {editing === address._id ? (
                  <AddressForm
                    title={t`Edit ${{ label: address.label }}`}
                    defaultValues={{
                      label: address.label,
                      address: address.address,
                      phone: address.phone,
                      district: address.district,
                    }}
                    onCancel={close}
                    onSubmit={async (values) => {
                      await onSave(defaultOnSave ? { ...values, is_default: true } : values, address);
                      close();
                    }}
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="flex min-w-0 flex-col gap-1">
                      <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere] text-ink">
                        {address.label}
                        {address.is_default ? (
                          <Badge variant="primary">
                            <Trans>Default</Trans>
                          </Badge>
                        ) : null}
                      </p>
                      <p className="text-body-sm [overflow-wrap:anywhere] text-ink">{address.address}</p>
                      <p className="text-body-sm text-ink-muted">{address.phone}</p>
                      {address.district ? (
                        <p className="text-body-sm text-ink-muted">
                          {districts.find((d) => d.key === address.district)?.name ?? address.district}
                        </p>
                      ) : (
                        <p className="text-body-sm font-medium text-warning-ink">
                          <Trans>Choose the district to deliver here</Trans>
                        </p>
                      )}
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        id={editButtonId(address._id)}
                        onClick={() => setEditing(address._id)}
                      >
                        <Trans>
                          Edit <span className="sr-only">{ph({ label: address.label })}</span>
                        </Trans>
                      </Button>
                      {address.is_default ? null : (
                        <Button
                          size="sm"
                          variant="ghost"
                          isLoading={busy === address._id}
                          loadingLabel={t`Making it the default`}
                          onClick={async () => {
                            // Saved before a courier's rules (requirements §10 D21) or before districts
                            // (§17): it is fixed first, in its editor, whose save makes it the default.
                            if (!addressInputSchema.safeParse(address).success || !address.district) {
                              setDefaultOnSave(true);
                              setEditing(address._id);
                              return;
                            }
                            setBusy(address._id);
                            try {
                              await onMakeDefault(address);
                            } finally {
                              setBusy(null);
                            }
                          }}
                        >
                          <Trans>
                            Make default <span className="sr-only">for {ph({ label: address.label })}</span>
                          </Trans>
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" className="text-danger" onClick={() => setDeleting(address)}>
                        <Trans>
                          Delete <span className="sr-only">{ph({ label: address.label })}</span>
                        </Trans>
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {editing === 'new' ? (
          <AddressForm
            title={t`New address`}
            onCancel={close}
            onSubmit={async (values) => {
              await onSave(values);
              close();
            }}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <Button ref={addButton} variant="secondary" disabled={full} onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" />
              <Trans>Add an address</Trans>
            </Button>
            {full ? (
              <p className="text-body-sm text-ink-muted">
                <Trans>
                  The book is full ({{ ADDRESS_BOOK_MAX: screenDigits(ADDRESS_BOOK_MAX) }}): delete one to add another.
                </Trans>
              </p>
            ) : null}
          </div>
        )}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-title font-semibold text-ink">
          <Trans>Delivery addresses</Trans>
        </h2>
        <CardDescription>
          <Trans>The purchase form starts from your default address.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this address?`}
        description={deleting ? `${deleting.label}: ${deleting.address}` : undefined}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={async () => {
          if (deleting) await onDelete(deleting);
        }}
      />
    </Card>
  );
}
