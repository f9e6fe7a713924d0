import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { authErrorMessage } from '../auth/errors.ts';
import { returnPath } from '../auth/returnPath.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { Page } from './Page.tsx';

/** Links between the sign-in pages keep the remembered origin. */
export function KeepOriginLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const location = useLocation();
  return <Link to={href} state={location.state} {...rest} />;
}

/**
 * What the sign-in pages share: asks Firebase who is signed in (loading its SDK), returns to the page
 * the visitor came from (default /) once someone is, and runs an attempt with its error in words.
 */
export function useSignInPage() {
  const { status, check, signInWithGoogle } = useAuth();
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);
  const [error, setError] = useState<string | null>(null);
  const [isGoogleLoading, setIsGoogleLoading] = useState(false);
  useEffect(() => {
    check();
  }, [check]);
  const { localize } = useLanguage();
  useEffect(() => {
    // In the language the session brought (the account's, requirements §16) where the page has an address per language.
    if (status === 'signed-in') void navigate(localize(target), { replace: true });
  }, [status, target, navigate, localize]);

  const attempt = useCallback(
    async (signIn: () => Promise<unknown>) => {
      setError(null);
      try {
        await signIn();
      } catch (cause) {
        setError(authErrorMessage(cause, i18n));
      }
    },
    [i18n],
  );

  const google = useCallback(() => {
    setIsGoogleLoading(true);
    void attempt(signInWithGoogle).finally(() => setIsGoogleLoading(false));
  }, [attempt, signInWithGoogle]);

  return { error, attempt, google, isGoogleLoading };
}

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <h1 className="sr-only">{title}</h1>
      {children}
    </Page>
  );
}
