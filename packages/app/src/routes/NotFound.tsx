import { NotFoundMessage } from '@storefront/ui';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <Page>
      <NotFoundMessage LinkComponent={RouterLink} />
    </Page>
  );
}
