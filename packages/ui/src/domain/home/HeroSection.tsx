import { Trans, useLingui } from '@lingui/react/macro';
import { manufacturingImage } from '../../assets/placeholders.ts';
import { Button } from '../../primitives/Button.tsx';

export interface HeroSectionProps {
  /** The manufacturing picture; an inline illustration by default. */
  imageSrc?: string;
  /** Alternative text of the picture. */
  imageAlt?: string;
  /** The Get Started button has no behaviour in requirements §1; pass a handler to give it one. */
  onGetStarted?: () => void;
}

/** The home page's first section (requirements §1): heading, welcome text, Get Started, manufacturing image. */
export function HeroSection({ imageSrc = manufacturingImage, imageAlt, onGetStarted }: HeroSectionProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="hero-heading" className="bg-night text-night-ink">
      <div className="mx-auto grid max-w-page items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:py-20">
        <div className="flex flex-col items-start gap-6">
          <p className="text-body-sm font-semibold tracking-widest text-accent uppercase">
            <Trans>Computer Club Manufacturers Ltd</Trans>
          </p>
          <h1 id="hero-heading" className="text-heading font-extrabold tracking-tight text-white sm:text-display">
            <Trans>The Ultimate Club of Computer Manufacturing</Trans>
          </h1>
          <p className="max-w-prose text-body text-night-muted">
            <Trans>
              Welcome to Computer Club Manufacturers Ltd. We are the pro of manufacturing from A to Z for Computers.
              Just give us a try!
            </Trans>
          </p>
          <Button variant="accent" size="lg" onClick={onGetStarted}>
            <Trans>Get Started</Trans>
          </Button>
        </div>
        <img
          src={imageSrc}
          alt={imageAlt ?? t`A machine placing a processor onto a motherboard on the production line`}
          width={600}
          height={420}
          className="w-full rounded-card border border-night-line shadow-raised"
        />
      </div>
    </section>
  );
}
