import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { customerGroupInputSchema, formatCount, type CustomerGroup, type CustomerGroupInput } from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { screenDigits } from '../../i18n/digits.ts';
import { Anchor } from '../../lib/Anchor.tsx';
import { formatDay } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { focusGroup, useFocusReturn } from '../../lib/useFocusReturn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../primitives/Dialog.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { submitHandler } from '../forms/formSubmit.ts';
import { TableSection, type ListStateProps } from '../TableSection.tsx';

export interface CustomerGroupsTableProps extends ListStateProps {
  groups: CustomerGroup[];
  /** Creates a group; the field clears when it resolves, a refusal (a name taken: 409) shows at it. */
  onCreate: (values: CustomerGroupInput) => void | Promise<unknown>;
  /** Renames a group; the dialog closes when it resolves and shows a refusal when it rejects. */
  onRename: (group: CustomerGroup, values: CustomerGroupInput) => void | Promise<unknown>;
  /** Deletes a group once confirmed. */
  onDelete: (group: CustomerGroup) => void | Promise<unknown>;
  /** Where a group's name goes: its price list. */
  pricesHref: (group: CustomerGroup) => string;
  LinkComponent?: LinkComponent;
}

/**
 * The store's customer groups for its administrators (requirements §20.5): a form creating one, and
 * each group's name (to its price list), how many users and companies are in it, the day it was
 * created, Rename (in a dialog) and Delete (after a question: its price list goes with it, its
 * members pay the public prices).
 */
export function CustomerGroupsTable({
  groups,
  onCreate,
  onRename,
  onDelete,
  pricesHref,
  LinkComponent = Anchor,
  ...state
}: CustomerGroupsTableProps) {
  const { t } = useLingui();
  const title = t`Customer groups`;
  const [renaming, setRenaming] = useState<CustomerGroup | null>(null);
  const [deleting, setDeleting] = useState<CustomerGroup | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <CreateGroupForm onCreate={onCreate} />
      <TableSection
        title={title}
        count={groups.length}
        emptyTitle={t`No customer groups yet`}
        emptyDescription={t`Create one, give it prices, then put users or companies in it.`}
        {...state}
      >
        <Table>
          <TableCaption>{title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>
                <Trans>Name</Trans>
              </TableHead>
              <TableHead className="@xl:text-right">
                <Trans>Users</Trans>
              </TableHead>
              <TableHead className="@xl:text-right">
                <Trans>Companies</Trans>
              </TableHead>
              <TableHead>
                <Trans>Created</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Action</Trans>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group, index) => (
              <TableRow key={group._id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {screenDigits(index + 1)}
                </TableCell>
                <TableCell label={t`Name`} className="[overflow-wrap:anywhere] before:shrink-0">
                  <LinkComponent
                    href={pricesHref(group)}
                    className="font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {group.name}
                  </LinkComponent>
                </TableCell>
                <TableCell label={t`Users`} className="tabular-nums @xl:text-right">
                  {formatCount(group.users)}
                </TableCell>
                <TableCell label={t`Companies`} className="tabular-nums @xl:text-right">
                  {formatCount(group.companies)}
                </TableCell>
                <TableCell label={t`Created`} className="whitespace-nowrap">
                  <time dateTime={group.created_at}>{formatDay(group.created_at)}</time>
                </TableCell>
                <TableCell className="justify-end @xl:text-right">
                  <span className="flex flex-wrap justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Rename ${{ name: group.name }}`}
                      {...focusGroup('customer-group')}
                      onClick={() => setRenaming(group)}
                    >
                      <Trans>Rename</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t`Delete ${{ name: group.name }}`}
                      {...focusGroup('customer-group')}
                      onClick={() => setDeleting(group)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableSection>
      <RenameDialog group={renaming} onClose={() => setRenaming(null)} onRename={onRename} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t`Delete the group ${{ name: deleting.name }}?` : ''}
        description={t`Its price list is deleted with it, and its users and companies pay the public prices again.`}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}

function CreateGroupForm({ onCreate }: Pick<CustomerGroupsTableProps, 'onCreate'>) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(customerGroupInputSchema), defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void submitHandler(form, ['name'], onCreate, { resetOnSuccess: true })(event)}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t`New group's name`} error={errors.name?.message} className="min-w-0 flex-1">
          <Input autoComplete="off" placeholder={t`Dealer`} {...form.register('name')} />
        </FormField>
        <Button type="submit" isLoading={isSubmitting} className={errors.name ? 'mb-6' : undefined}>
          <Trans>Create group</Trans>
        </Button>
      </div>
      <FormError>{errors.root?.submit?.message}</FormError>
    </form>
  );
}

function RenameDialog({
  group,
  onClose,
  onRename,
}: {
  group: CustomerGroup | null;
  onClose: () => void;
  onRename: CustomerGroupsTableProps['onRename'];
}) {
  const { t } = useLingui();
  const returnFocus = useFocusReturn(group !== null);
  return (
    <Dialog
      open={group !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={returnFocus}>
        {group ? (
          <>
            <DialogTitle>{t`Rename ${{ name: group.name }}`}</DialogTitle>
            <RenameForm
              key={group._id}
              group={group}
              onRename={async (values) => {
                await onRename(group, values);
                onClose();
              }}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({
  group,
  onRename,
}: {
  group: CustomerGroup;
  onRename: (values: CustomerGroupInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(customerGroupInputSchema), defaultValues: { name: group.name } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void submitHandler(form, ['name'], onRename)(event)}
      className="flex flex-col gap-4"
    >
      <FormField label={t`Name`} error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormError>{errors.root?.submit?.message}</FormError>
      <Button type="submit" className="self-end" isLoading={isSubmitting}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
