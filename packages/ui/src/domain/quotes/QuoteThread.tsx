import { Trans, useLingui } from '@lingui/react/macro';
import {
  errorMessage,
  formatBdt,
  formatStoreDay,
  messages,
  QUOTE_NOTE_MAX,
  type QuoteEvent,
  type QuoteOffer,
  type QuoteRequest,
} from '@storefront/shared';
import { FileDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';
import { Anchor } from '../../lib/Anchor.tsx';
import { PublicPriceNote } from '../catalog/YourPrice.tsx';
import { EmailText } from '../../lib/EmailText.tsx';
import { formatDayTime } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { FormError } from '../../primitives/FormField.tsx';
import { Label } from '../../primitives/Label.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { openQuoteStatuses } from './labels.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

export interface QuoteThreadProps {
  quote: QuoteRequest;
  /** Who reads it: the buyer acts on the newest offer; the staff read the same and withdraw (their editor goes in `children`). */
  viewer: 'buyer' | 'staff';
  /** Buyer: Accept the newest offer (the app shows the accept form, in `children`). */
  onAccept?: (version: number) => void;
  /** Buyer: ask for another offer, saying what to change. A rejection is shown. */
  onChanges?: (message: string) => void | Promise<unknown>;
  /** Buyer: reject the quote, with a message or none. */
  onReject?: (message: string | undefined) => void | Promise<unknown>;
  /** Staff: withdraw the quote, with a message for the buyer or none. */
  onWithdraw?: (message: string | undefined) => void | Promise<unknown>;
  /** Downloads the quote as a PDF (in the buyer's language); a rejection is shown. */
  onDownloadPdf?: () => void | Promise<unknown>;
  /** The purchase accepting it made. */
  purchaseHref?: (purchaseId: string) => string;
  LinkComponent?: LinkComponent;
  /** Under the thread: the accept form (buyer) or the offer editor (staff). */
  children?: ReactNode;
}

/**
 * A quote's thread (requirements §20.7): what was asked, then everything that happened oldest first,
 * each offer as a version card (list price struck beside the offered price, the saving, the subtotal,
 * its last valid day). The buyer answers the newest offer (Accept, Ask for changes, Reject); the staff
 * read the same and may withdraw an open quote.
 */
export function QuoteThread({
  quote,
  viewer,
  onAccept,
  onChanges,
  onReject,
  onWithdraw,
  onDownloadPdf,
  purchaseHref,
  LinkComponent = Anchor,
  children,
}: QuoteThreadProps) {
  const { t } = useLingui();
  const { number, status } = quote;
  const newest = quote.offers.at(-1);
  const open = openQuoteStatuses.includes(status);
  const created = formatDayTime(quote.created_at);
  const { name: buyer, email } = quote.buyer;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-heading font-bold text-ink">
            <Trans>Quote {number}</Trans>
          </h1>
          <QuoteStatusBadge status={status} />
        </div>
        <p className="text-body-sm text-ink-muted [overflow-wrap:anywhere]">
          <Trans>
            Asked by {buyer} (<EmailText email={email} />) on <time dateTime={quote.created_at}>{created}</time>
          </Trans>
          {quote.company ? (
            <>
              {' · '}
              {quote.company.name}
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap gap-3">
          {onDownloadPdf ? <PdfButton onDownload={onDownloadPdf} /> : null}
          {quote.purchase ? (
            <p className="text-body-sm text-ink">
              <Trans>Purchase:</Trans>{' '}
              {purchaseHref ? (
                <LinkComponent
                  href={purchaseHref(quote.purchase._id)}
                  className="font-mono font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {quote.purchase.number}
                </LinkComponent>
              ) : (
                <span className="font-mono font-semibold">{quote.purchase.number}</span>
              )}
            </p>
          ) : null}
        </div>
      </header>
      <Card role="region" aria-label={t`Asked for`} className="gap-3 p-5">
        <h2 className="text-title font-semibold text-ink">
          <Trans>Asked for</Trans>
        </h2>
        <ul className="flex flex-col gap-1 text-body-sm">
          {quote.lines.map((line) => (
            <li key={line.item} className="flex justify-between gap-4">
              <span className="[overflow-wrap:anywhere]">
                {screenDigits(line.quantity)} × {line.name}
              </span>
              {/* requirements §20.5 item 10: a member's own price, the list price beside it. */}
              {line.your_price === undefined ? (
                <span className="whitespace-nowrap text-ink-muted tabular-nums">{formatBdt(line.list_price)}</span>
              ) : (
                <span className="flex flex-col items-end gap-1">
                  <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
                    {formatBdt(line.your_price)}
                  </span>
                  <PublicPriceNote price={line.list_price} className="justify-end" />
                </span>
              )}
            </li>
          ))}
        </ul>
        {quote.note ? (
          <p className="text-body-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{quote.note}</p>
        ) : null}
      </Card>
      <ol className="flex flex-col gap-4" aria-label={t`What happened`}>
        {quote.events.map((event, index) => (
          <li key={`${event.kind}-${event.at}-${index}`}>
            <EventEntry
              event={event}
              offer={event.kind === 'offered' ? quote.offers.find((o) => o.version === event.version) : undefined}
              isNewest={event.kind === 'offered' && event.version === newest?.version}
              expired={status === 'expired'}
            />
          </li>
        ))}
      </ol>
      {viewer === 'buyer' && open ? (
        <BuyerActions status={status} newest={newest} onAccept={onAccept} onChanges={onChanges} onReject={onReject} />
      ) : null}
      {viewer === 'staff' && open && onWithdraw ? <WithdrawAction onWithdraw={onWithdraw} /> : null}
      {children}
    </div>
  );
}

function PdfButton({ onDownload }: { onDownload: () => void | Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onDownload();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col gap-1">
      <Button variant="secondary" size="sm" isLoading={busy} onClick={() => void download()}>
        <FileDown aria-hidden="true" className="size-4" />
        <Trans>Download PDF</Trans>
      </Button>
      <FormError>{failure}</FormError>
    </span>
  );
}

function EventEntry({
  event,
  offer,
  isNewest,
  expired,
}: {
  event: QuoteEvent;
  offer: QuoteOffer | undefined;
  isNewest: boolean;
  expired: boolean;
}) {
  const at = formatDayTime(event.at);
  if (offer) return <OfferCard offer={offer} isNewest={isNewest} expired={isNewest && expired} at={event.at} />;
  const { by } = event;
  const version = event.version === null ? '' : screenDigits(event.version);
  const said = {
    requested: <Trans>{by} asked for a quote</Trans>,
    offered: <Trans>{by} sent an offer</Trans>,
    changes_requested: <Trans>{by} asked for changes</Trans>,
    rejected: <Trans>{by} rejected the quote</Trans>,
    withdrawn: <Trans>{by} withdrew the quote</Trans>,
    accepted: (
      <Trans>
        {by} accepted version {version}
      </Trans>
    ),
  }[event.kind];
  return (
    <div
      className={
        event.staff
          ? 'flex flex-col gap-1 border-l-4 border-primary pl-4'
          : 'flex flex-col gap-1 border-l-4 border-line pl-4'
      }
    >
      <p className="text-body-sm font-semibold text-ink [overflow-wrap:anywhere]">{said}</p>
      <time dateTime={event.at} className="text-caption text-ink-muted">
        {at}
      </time>
      {event.message && event.kind !== 'requested' ? (
        <p className="text-body-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{event.message}</p>
      ) : null}
    </div>
  );
}

/** One offer: its lines at the offered prices beside the list prices, the saving, subtotal and last day. */
function OfferCard({
  offer,
  isNewest,
  expired,
  at,
}: {
  offer: QuoteOffer;
  isNewest: boolean;
  expired: boolean;
  at: string;
}) {
  const { t } = useLingui();
  const version = screenDigits(offer.version);
  const until = formatStoreDay(offer.valid_until);
  const by = offer.offered_by;
  const when = formatDayTime(at);
  const saving = offer.lines.reduce((sum, l) => sum + Math.max(0, l.list_price - l.unit_price) * l.quantity, 0);
  const savingText = formatBdt(Math.round(saving * 100) / 100);
  return (
    <Card role="region" aria-label={t`Offer version ${version}`} className="gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-title font-semibold text-ink">
          <Trans>Offer, version {version}</Trans>
        </h2>
        {expired ? (
          <QuoteStatusBadge status="expired" />
        ) : isNewest ? null : (
          <Badge>
            <Trans>Replaced</Trans>
          </Badge>
        )}
      </div>
      <p className="text-caption text-ink-muted [overflow-wrap:anywhere]">
        <Trans>
          Sent by {by} on <time dateTime={at}>{when}</time>
        </Trans>
      </p>
      <ul className="flex flex-col gap-2 border-t border-line pt-3 text-body-sm">
        {offer.lines.map((line) => {
          const listed = formatBdt(line.list_price);
          return (
            <li key={line.item} className="flex flex-wrap justify-between gap-x-4">
              <span className="[overflow-wrap:anywhere]">
                {screenDigits(line.quantity)} × {line.name}
              </span>
              <span className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap tabular-nums">
                {line.list_price > line.unit_price ? (
                  <s className="text-ink-muted">
                    <span className="sr-only">
                      <Trans>List price {listed}</Trans>
                    </span>
                    <span aria-hidden="true">{listed}</span>
                  </s>
                ) : null}
                <span className="font-semibold text-ink">{formatBdt(line.unit_price)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-body-sm">
        {saving > 0 ? (
          <>
            <dt className="text-success-ink">
              <Trans>You save</Trans>
            </dt>
            <dd className="text-right text-success-ink tabular-nums">{savingText}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink tabular-nums">{formatBdt(offer.subtotal)}</dd>
        <dt className="text-ink-muted">
          <Trans>Valid until</Trans>
        </dt>
        <dd className="text-right text-ink">
          <time dateTime={offer.valid_until}>{until}</time>
        </dd>
      </dl>
      <p className="text-caption text-ink-muted">
        <Trans>Delivery and VAT are worked out as at checkout when you accept.</Trans>
      </p>
      {offer.message ? (
        <p className="text-body-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{offer.message}</p>
      ) : null}
    </Card>
  );
}

/** A message box with a confirm button: asking for changes (message required), rejecting, withdrawing. */
function MessageAction({
  label,
  submitLabel,
  required,
  danger,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  required: boolean;
  danger?: boolean;
  onSubmit: (message: string | undefined) => void | Promise<unknown>;
  onCancel: () => void;
}) {
  const translate = useTranslateMessage();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    const trimmed = text.trim();
    if (required && !trimmed) {
      setFailure(messages.quoteMessageRequired);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(trimmed || undefined);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={QUOTE_NOTE_MAX}
        value={text}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {failure ? (
        <p id={`${id}-error`} role="alert" className="text-body-sm text-danger">
          {translate(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} isLoading={busy} onClick={() => void send()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}

function BuyerActions({
  status,
  newest,
  onAccept,
  onChanges,
  onReject,
}: { status: QuoteRequest['status']; newest: QuoteOffer | undefined } & Pick<
  QuoteThreadProps,
  'onAccept' | 'onChanges' | 'onReject'
>) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'changes' | 'reject' | null>(null);
  const answerable = newest && (status === 'offered' || status === 'expired');
  const version = newest ? screenDigits(newest.version) : '';
  const until = newest ? formatStoreDay(newest.valid_until) : '';
  return (
    <Card role="region" aria-label={t`Your answer`} className="gap-3 p-5">
      <h2 className="text-title font-semibold text-ink">
        <Trans>Your answer</Trans>
      </h2>
      {status === 'expired' ? (
        <p className="text-body-sm text-ink">
          <Trans>This offer expired after {until}: ask for changes to get a new one.</Trans>
        </p>
      ) : !answerable ? (
        <p className="text-body-sm text-ink-muted">
          <Trans>The store is working on an offer. We will email you when it is ready.</Trans>
        </p>
      ) : null}
      {mode === 'changes' && onChanges ? (
        <MessageAction
          label={t`What should change?`}
          submitLabel={t`Ask for changes`}
          required
          onSubmit={async (message) => {
            await onChanges(message ?? '');
            setMode(null);
          }}
          onCancel={() => setMode(null)}
        />
      ) : mode === 'reject' && onReject ? (
        <MessageAction
          label={t`Why (optional)`}
          submitLabel={t`Reject the quote`}
          required={false}
          danger
          onSubmit={async (message) => {
            await onReject(message);
            setMode(null);
          }}
          onCancel={() => setMode(null)}
        />
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          {onReject ? (
            <Button variant="secondary" onClick={() => setMode('reject')}>
              <Trans>Reject</Trans>
            </Button>
          ) : null}
          {answerable && onChanges ? (
            <Button variant="secondary" onClick={() => setMode('changes')}>
              <Trans>Ask for changes</Trans>
            </Button>
          ) : null}
          {answerable && onAccept ? (
            <Button disabled={status === 'expired'} onClick={() => onAccept(newest.version)}>
              <Trans>Accept version {version}</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function WithdrawAction({ onWithdraw }: { onWithdraw: (message: string | undefined) => void | Promise<unknown> }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div className="flex justify-end">
        <Button variant="danger" onClick={() => setAsking(true)}>
          <Trans>Withdraw</Trans>
        </Button>
      </div>
    );
  return (
    <Card className="gap-3 p-5">
      <MessageAction
        label={t`Message to the buyer (optional)`}
        submitLabel={t`Withdraw the quote`}
        required={false}
        danger
        onSubmit={async (message) => {
          await onWithdraw(message);
          setAsking(false);
        }}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
