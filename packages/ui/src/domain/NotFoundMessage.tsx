import { Trans, useLingui } from '@lingui/react/macro';
import { notFoundImage } from '../assets/placeholders.ts';
import { Anchor } from '../lib/Anchor.tsx';
import type { LinkComponent } from '../lib/link.ts';
import { Button } from '../primitives/Button.tsx';

export interface NotFoundMessageProps {
  /** Link component for the Home button. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
}

/** The 404 screen (requirements §2): an image and "404 error! The page you're looking for cannot be found!". */
export function NotFoundMessage({ LinkComponent = Anchor }: NotFoundMessageProps) {
  const { t } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <img
        src={notFoundImage}
        alt={t`An unplugged computer cable`}
        width={400}
        height={240}
        className="w-full max-w-sm"
      />
      <h1 className="text-heading font-bold text-ink">
        <Trans>404 error! The page you're looking for cannot be found!</Trans>
      </h1>
      <Button asChild variant="secondary">
        <LinkComponent href="/">
          <Trans>Home</Trans>
        </LinkComponent>
      </Button>
    </section>
  );
}
