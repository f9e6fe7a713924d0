import { Badge } from '../../primitives/Badge.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** The three offer badges, spelled as requirements §1 gives them. */
export const offers = [
  'Discount to our regular customers',
  'Upto 10% off for all new cutomers',
  'Amazing Holiday Coupons',
] as const;

/** "Offers" (requirements §1): the stay-tuned line and three badges. */
export function OffersSection() {
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-page px-4 py-16 sm:px-6">
      <SectionHeading id="offers-heading" title="Offers">
        Stay Tuned to get exiting offers including...
      </SectionHeading>
      <ul className="flex flex-wrap justify-center gap-3">
        {offers.map((offer) => (
          <li key={offer}>
            <Badge variant="primary" className="px-4 py-2 text-body">
              {offer}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
