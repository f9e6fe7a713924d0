import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tag } from 'lucide-react';
import { SectionHeading } from './SectionHeading.tsx';

/** The three offer badges, spelled as requirements §1 gives them. */
export const offers = [
  msg`Discount to our regular customers`,
  msg`Upto 10% off for all new cutomers`,
  msg`Amazing Holiday Coupons`,
] as const;

/** "Offers" (requirements §1): the stay-tuned line and three badges. */
export function OffersSection() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-page px-4 py-16 sm:px-6">
      <SectionHeading id="offers-heading" title={t`Offers`}>
        <Trans>Stay Tuned to get exiting offers including...</Trans>
      </SectionHeading>
      <ul className="flex flex-wrap justify-center gap-3">
        {offers.map((offer) => (
          // Labels, not buttons: a tag icon, a dashed outline, no fill to press.
          <li
            key={offer.id}
            className="flex items-center gap-2 rounded-card border border-dashed border-primary/50 px-4 py-2 text-body font-medium text-primary-ink"
          >
            <Tag aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {i18n._(offer)}
          </li>
        ))}
      </ul>
    </section>
  );
}
