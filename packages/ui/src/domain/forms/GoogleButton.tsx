import { Trans } from '@lingui/react/macro';
import { Button } from '../../primitives/Button.tsx';

export interface GoogleButtonProps {
  onClick?: () => void;
  isLoading?: boolean;
  disabled?: boolean;
}

/** "Continue with Google" with the G mark. */
export function GoogleButton({ onClick, isLoading, disabled }: GoogleButtonProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-caption font-semibold text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        <Trans>OR</Trans>
        <span className="h-px flex-1 bg-line" />
      </div>
      <Button variant="secondary" size="lg" onClick={onClick} isLoading={isLoading} disabled={disabled}>
        {isLoading ? null : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 01-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0012 24z"
            />
            <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 010-4.8V6.5h-4a12 12 0 000 11z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 001.3 6.5l4 3.1c1-2.8 3.6-4.8 6.7-4.8z"
            />
          </svg>
        )}
        <Trans>Continue with Google</Trans>
      </Button>
    </div>
  );
}
