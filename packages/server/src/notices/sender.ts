// The outbox's sender loop (requirements §13.8): every instance runs one. It wakes when an order
// changed (the change feed) and every few seconds, claims the due emails, renders each (the emails
// package is loaded on the first), sends it over SMTP, and marks it sent, or due again later with
// a growing wait, or failed after MAX_ATTEMPTS. An email whose sender died after claiming it goes
// out once its lease ends; one whose sender died after the SMTP server took it but before the row
// said so can go out twice: its Message-ID (the row's id) lets mail software see the duplicate.
import type {
  ApprovalNoticeData,
  InvitationNoticeData,
  NoticeTemplate,
  OrderNoticeData,
  PaymentNoticeData,
  PurchaseNoticeData,
  QuoteNoticeData,
} from '@storefront/shared';
import type {
  renderApprovalEmail,
  renderInvitationEmail,
  renderOrderEmail,
  renderPaymentEmail,
  renderPurchaseEmail,
  renderQuoteEmail,
} from '@storefront/emails';
import {
  errorMessage,
  isApprovalNoticeTemplate,
  isInvitationNoticeTemplate,
  isPaymentNoticeTemplate,
  isQuoteNoticeTemplate,
} from '@storefront/shared';
import type { ChangeFeed } from '../db/changes.ts';
import type { NoticeRow } from '../db/schema.ts';
import type { NoticesRepository } from './repository.ts';

interface Renderers {
  renderOrderEmail: typeof renderOrderEmail;
  renderPurchaseEmail: typeof renderPurchaseEmail;
  renderPaymentEmail: typeof renderPaymentEmail;
  renderInvitationEmail: typeof renderInvitationEmail;
  renderApprovalEmail: typeof renderApprovalEmail;
  renderQuoteEmail: typeof renderQuoteEmail;
}

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH = 20;

/** The wait before try `attempt + 1`: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempt - 1));
}

/** One message as the sender hands it to SMTP. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

export interface SenderOptions {
  notices: NoticesRepository;
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** Sends one message (nodemailer's transport, or a test's stand-in). */
  transport: { sendMail(mail: OutgoingMail): Promise<unknown> };
  from: string;
  /** The store's address for links in the emails. */
  origin: string;
  contactEmail: string;
  /** How often to look for due emails when nothing wakes the loop. */
  intervalMs?: number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  now?: () => number;
}

export interface NoticeSender {
  /** Looks for due emails now (and again at once if it was busy). */
  wake(): void;
  /** Stops the loop after the batch in hand. */
  stop(): Promise<void>;
}

export function startNoticeSender(options: SenderOptions): NoticeSender {
  const { notices, transport, from, origin, contactEmail, log, intervalMs = 5_000 } = options;
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let render: Renderers | undefined;

  async function send(row: NoticeRow): Promise<void> {
    render ??= await import('@storefront/emails');
    const template = row.template as NoticeTemplate;
    // A purchase's email lists its lines (requirements §13.7); an order's tells of one; a payment's
    // tells of its purchase's money (§18); an invitation asks someone into a company (§20.2); an
    // approval's asks for or tells of a company's decision (§20.4); a quote's tells the staff or the
    // buyer of a request, an offer or a decision on it (§20.7).
    const email = isQuoteNoticeTemplate(row.template)
      ? await render.renderQuoteEmail({
          template: row.template,
          data: JSON.parse(row.data) as QuoteNoticeData,
          origin,
          contactEmail,
          locale: row.language,
        })
      : isApprovalNoticeTemplate(row.template)
        ? await render.renderApprovalEmail({
            template: row.template,
            data: JSON.parse(row.data) as ApprovalNoticeData,
            origin,
            contactEmail,
            locale: row.language,
          })
        : isInvitationNoticeTemplate(row.template)
          ? await render.renderInvitationEmail({
              data: JSON.parse(row.data) as InvitationNoticeData,
              origin,
              contactEmail,
              locale: row.language,
            })
          : isPaymentNoticeTemplate(row.template)
            ? await render.renderPaymentEmail({
                template: row.template,
                data: JSON.parse(row.data) as PaymentNoticeData,
                origin,
                contactEmail,
                locale: row.language,
              })
            : row.purchase_id === null
              ? await render.renderOrderEmail({
                  template,
                  data: JSON.parse(row.data) as OrderNoticeData,
                  origin,
                  contactEmail,
                  locale: row.language,
                })
              : await render.renderPurchaseEmail({
                  template,
                  data: JSON.parse(row.data) as PurchaseNoticeData,
                  origin,
                  contactEmail,
                  locale: row.language,
                });
    await transport.sendMail({
      from,
      to: row.recipient,
      // The rendered subject, in the reader's language (the row's is English, for the outbox's list).
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: `<${row.id}@notices.computerclub>`,
    });
  }

  async function drain(): Promise<void> {
    for (;;) {
      const at = now();
      const claimed = await notices.claim(new Date(at).toISOString(), new Date(at + LEASE_MS).toISOString(), BATCH);
      for (const row of claimed) {
        try {
          await send(row);
          await notices.markSent(row.id, new Date(now()).toISOString());
        } catch (error) {
          const reason = errorMessage(error);
          const attempts = Number(row.attempts);
          const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(now() + retryDelayMs(attempts)).toISOString();
          log.warn(
            { notice: row.id, attempts, err: reason },
            retryAt ? 'email not sent: will try again' : 'email failed for good',
          );
          await notices.markFailed(row.id, reason.slice(0, 500), retryAt);
        }
      }
      if (claimed.length < BATCH || stopped) return;
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the email outbox could not be read'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const timer = setInterval(wake, intervalMs);
  timer.unref();
  const unsubscribe = options.changes.subscribe((topic) => {
    if (topic === 'orders' || topic === 'all') wake();
  });
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}
