// The compare tray (requirements §19.2) at the foot of every page while it holds items: loaded only
// then (RootLayout), so a shopper who never compares downloads none of it.
import { CompareTray } from '@storefront/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { RouterLink } from '../components/RouterLink.tsx';
import { clearCompare, compareHref, removeFromCompareList, useCompare } from './compareList.ts';

export default function CompareBar() {
  const { items, refusal } = useCompare();
  const holder = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  // The tray is fixed over the page's foot: a spacer as tall keeps the footer's last line reachable.
  useLayoutEffect(() => {
    const tray = holder.current?.firstElementChild;
    if (!tray) return setHeight(0);
    const observer = new ResizeObserver(() => setHeight(tray.getBoundingClientRect().height));
    observer.observe(tray);
    return () => observer.disconnect();
  }, [items.length, refusal]);
  return (
    <div ref={holder} style={{ height }}>
      <CompareTray
        items={items}
        refusal={refusal}
        onRemove={removeFromCompareList}
        onClear={clearCompare}
        href={compareHref(items.map((item) => item._id))}
        link={RouterLink}
      />
    </div>
  );
}
