import { Trans } from '@lingui/react/macro';
import { Button } from '../../primitives/Button.tsx';

export interface ContactSectionProps {
  /** The address the Get In Touch button opens a mail to (from the server's config). */
  email: string;
}

/** "Contact Us" (requirements §1): the text and a Get In Touch mail link. */
export function ContactSection({ email }: ContactSectionProps) {
  return (
    <section aria-labelledby="contact-heading" className="bg-night text-night-ink">
      <div className="mx-auto flex max-w-page flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
        <h2 id="contact-heading" className="text-heading font-bold text-white">
          <Trans>Contact Us</Trans>
        </h2>
        <p className="max-w-prose text-body text-night-muted">
          <Trans>
            Have any queries? Want to know more about us? Just leave a message and we will be there for you.
          </Trans>
        </p>
        <Button asChild variant="accent" size="lg">
          <a href={`mailto:${email}`}>
            <Trans>Get In Touch</Trans>
          </a>
        </Button>
      </div>
    </section>
  );
}
