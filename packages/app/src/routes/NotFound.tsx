import { useLingui } from '@lingui/react/macro';
import { NotFoundMessage } from '@storefront/ui';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <Page>
      <NotFoundMessage LinkComponent={RouterLink} />
    </Page>
  );
}
