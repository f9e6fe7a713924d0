import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, formatBdt, type ApprovalEntry } from '@storefront/shared';
import { useId, useState } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { formatDay, formatDayTime } from '../../lib/dates.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { Label } from '../../primitives/Label.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { TableSection, type ListStateProps } from '../TableSection.tsx';

export interface ApprovalQueueProps extends ListStateProps {
  entries: ApprovalEntry[];
  /** Approve with the note (undefined: none); a returned promise keeps the buttons busy, a rejection is shown. */
  onApprove: (entry: ApprovalEntry, note: string | undefined) => void | Promise<unknown>;
  onReject: (entry: ApprovalEntry, note: string | undefined) => void | Promise<unknown>;
}

/**
 * A company's purchases awaiting approval (requirements §20.4), for its approvers and admins: who
 * ordered what, the total against their limit, until when it may be decided, a note for the buyer,
 * and Approve or Reject.
 */
export function ApprovalQueue({ entries, onApprove, onReject, ...state }: ApprovalQueueProps) {
  const { t } = useLingui();
  return (
    <TableSection
      title={t`Awaiting approval`}
      count={entries.length}
      emptyTitle={t`Nothing awaits approval`}
      emptyDescription={t`A member's order above their limit waits here for an approver.`}
      {...state}
    >
      <ul className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry._id}>
            <ApprovalCard entry={entry} onApprove={onApprove} onReject={onReject} />
          </li>
        ))}
      </ul>
    </TableSection>
  );
}

function ApprovalCard({
  entry,
  onApprove,
  onReject,
}: { entry: ApprovalEntry } & Pick<ApprovalQueueProps, 'onApprove' | 'onReject'>) {
  const { t } = useLingui();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = async (which: 'approve' | 'reject') => {
    setBusy(which);
    setFailure(null);
    try {
      const trimmed = note.trim();
      await (which === 'approve' ? onApprove : onReject)(entry, trimmed === '' ? undefined : trimmed);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const { number, po_number: po } = entry;
  const { name: buyer, email } = entry.buyer;
  const placed = formatDayTime(entry.createdAt);
  const until = formatDay(entry.expires_at);
  const limit = entry.buyer_limit === null ? null : formatBdt(entry.buyer_limit);
  return (
    <Card role="region" className="gap-3 p-5" aria-label={t`Purchase ${number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-title font-semibold text-ink">{number}</h3>
        <p className="text-title font-semibold text-ink">{formatBdt(entry.total)}</p>
      </div>
      <p className="text-body-sm text-ink-muted [overflow-wrap:anywhere]">
        <Trans>
          Ordered by {buyer} ({email}) on <time dateTime={entry.createdAt}>{placed}</time>
        </Trans>
      </p>
      <p className="text-body-sm text-ink">
        {limit === null ? (
          <Trans>Their order limit was cleared since.</Trans>
        ) : (
          <Trans>Their order limit: {limit}.</Trans>
        )}{' '}
        <Trans>
          Decide by <time dateTime={entry.expires_at}>{until}</time>, or it is cancelled.
        </Trans>
      </p>
      {po ? (
        <p className="text-body-sm text-ink">
          <Trans>PO number: {po}</Trans>
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 border-t border-line pt-3 text-body-sm">
        {entry.lines.map((line) => (
          <li key={line.item} className="flex justify-between gap-4">
            <span className="[overflow-wrap:anywhere]">
              {screenDigits(line.quantity)} × {line.name}
            </span>
            <span className="whitespace-nowrap text-ink-muted">{formatBdt(line.unit_price)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-1">
        <Label htmlFor={noteId}>
          <Trans>Note to the buyer (optional)</Trans>
        </Label>
        <Textarea id={noteId} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      {failure ? (
        <p role="alert" className="text-body-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="danger"
          isLoading={busy === 'reject'}
          disabled={busy !== null}
          aria-label={t`Reject ${number}`}
          onClick={() => void decide('reject')}
        >
          <Trans>Reject</Trans>
        </Button>
        <Button
          isLoading={busy === 'approve'}
          disabled={busy !== null}
          aria-label={t`Approve ${number}`}
          onClick={() => void decide('approve')}
        >
          <Trans>Approve</Trans>
        </Button>
      </div>
    </Card>
  );
}
