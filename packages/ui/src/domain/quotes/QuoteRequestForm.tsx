import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, formatBdt, QUOTE_NOTE_MAX } from '@storefront/shared';
import { useId, useState } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { FormError } from '../../primitives/FormField.tsx';
import { Label } from '../../primitives/Label.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';

/** A line to ask a price for: the cart's (or a build's) item and quantity, with its price per unit now. */
export interface QuoteRequestLine {
  item: string;
  name: string;
  quantity: number;
  unit_price: number;
}

export interface QuoteRequestFormProps {
  lines: readonly QuoteRequestLine[];
  /**
   * Sends the request with the note (undefined: none). A rejection's field messages show at the line
   * (`lines.<n>.item`, `lines.<n>.quantity`) or the note; anything else under the form.
   */
  onSubmit: (note: string | undefined) => Promise<unknown>;
  onCancel?: () => void;
}

function fieldErrorsOf(cause: unknown): Record<string, string> {
  if (typeof cause !== 'object' || cause === null || !('fieldErrors' in cause)) return {};
  const { fieldErrors } = cause as { fieldErrors: unknown };
  return typeof fieldErrors === 'object' && fieldErrors !== null ? (fieldErrors as Record<string, string>) : {};
}

/**
 * Asking the store for a quote (requirements §20.7): the lines asked about, read-only (change them in
 * the cart or the build), a note saying what is wanted, and Request a quote. Nothing is reserved.
 */
export function QuoteRequestForm({ lines, onSubmit, onCancel }: QuoteRequestFormProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(note.trim() || undefined);
    } catch (cause) {
      setFailure({ message: errorMessage(cause), fields: fieldErrorsOf(cause) });
    } finally {
      setBusy(false);
    }
  };
  const lineMessage = (index: number) =>
    failure?.fields[`lines.${index}.item`] ??
    failure?.fields[`lines.${index}.quantity`] ??
    failure?.fields[`lines.${index}`];
  const noteError = failure?.fields.note;
  const placed = !!failure && Object.keys(failure.fields).some((f) => f === 'note' || f.startsWith('lines.'));
  return (
    <Card role="region" aria-label={t`Request a quote`} className="gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-title font-semibold text-ink">
          <Trans>Request a quote</Trans>
        </h2>
        <p className="text-body-sm text-ink-muted">
          <Trans>
            The store answers with its best prices for these lines. Nothing is reserved until you accept an offer.
          </Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-2 text-body-sm" aria-label={t`Lines to price`}>
        {lines.map((line, index) => {
          const message = lineMessage(index);
          return (
            <li key={line.item} className="flex flex-col gap-0.5">
              <span className="flex justify-between gap-4">
                <span className="[overflow-wrap:anywhere]">
                  {screenDigits(line.quantity)} × {line.name}
                </span>
                <span className="whitespace-nowrap text-ink-muted tabular-nums">{formatBdt(line.unit_price)}</span>
              </span>
              {message ? (
                <span role="alert" className="text-caption font-medium text-danger">
                  {translate(message)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={noteId}>
          <Trans>Note to the store (optional)</Trans>
        </Label>
        <Textarea
          id={noteId}
          rows={4}
          maxLength={QUOTE_NOTE_MAX}
          value={note}
          placeholder={t`How many you need, by when, delivered where`}
          aria-invalid={noteError ? true : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        {noteError ? (
          <p role="alert" className="text-caption font-medium text-danger">
            {translate(noteError)}
          </p>
        ) : null}
      </div>
      {failure && !placed ? <FormError>{failure.message}</FormError> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button isLoading={busy} loadingLabel={t`Sending your request`} onClick={() => void send()}>
          <Trans>Request a quote</Trans>
        </Button>
      </div>
    </Card>
  );
}
