// An item's page with its specifications (requirements §12.2, §19.1): the design system's page, then
// the specifications table under the item and its description, with Compare (§19.2). One component
// for the app's screen and the server's first view (build/FirstView.tsx), so both draw the same.
import { Card, ItemPage, SpecTable, type ItemPageProps } from '@storefront/ui';
import type { ReactNode } from 'react';

export interface ItemPageWithSpecsProps extends ItemPageProps {
  /** The Compare toggle (the first view draws it unticked, as the app's first render does). */
  compare: ReactNode;
}

export function ItemPageWithSpecs({ compare, ...page }: ItemPageWithSpecsProps) {
  return (
    <div className="flex flex-col gap-8">
      <ItemPage {...page} />
      {/* Under the item's own card (its left column on a wide screen), as long as its description. */}
      <div className="grid gap-8 lg:grid-cols-2">
        <Card className="flex flex-col gap-3 p-6">
          <div className="flex justify-end">{compare}</div>
          <SpecTable category={page.item.category} specs={page.item.specs} />
        </Card>
      </div>
    </div>
  );
}
