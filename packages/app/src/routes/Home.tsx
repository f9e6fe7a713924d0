import { HeroSection } from '@storefront/ui';
import { startTransition, useEffect, useState } from 'react';
import { useLatestItems, useRecentReviews } from '../api/hooks.ts';
import { Page } from '../components/Page.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import type { HomeSections } from './HomeSections.tsx';

// The sections below the hero are their own chunk, asked for as soon as this one runs: the first
// render (the hero) waits only for the screen's own code (bench/README.md, page weight, 28 Nov).
let loadedSections: typeof HomeSections | undefined;
const sectionsLoading = import('./HomeSections.tsx').then((module) => {
  loadedSections = module.HomeSections;
});
// A failure is shown by the screen that needs the sections (below), not reported here first.
sectionsLoading.catch(() => undefined);

// The hero without data, created once: when a list arrives React skips it.
const hero = <HeroSection />;

/** requirements §1: hero, latest items, statistics, recent reviews, offers, contact. */
export function Component() {
  useDocumentTitle();
  // Both lists are asked for with the first render, before the sections' code is here.
  const latest = useLatestItems();
  const recent = useRecentReviews();
  // The hero first (a phone's whole first screen), the sections below it in a second commit, in a
  // transition: two shorter tasks instead of one long one while the page starts (Lighthouse's TBT).
  // Shown once their code is here, rendered at once (never a fallback that React would hold back).
  const [isBelowShown, setBelowShown] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    let isMounted = true;
    sectionsLoading.then(
      () => isMounted && startTransition(() => setBelowShown(true)),
      (error: unknown) => isMounted && setFailure({ error }),
    );
    return () => {
      isMounted = false;
    };
  }, []);
  // The screen's error boundary says part of the page could not be loaded (RouteError).
  if (failure) throw failure.error;
  const Sections = isBelowShown ? loadedSections : undefined;
  return (
    <Page wide>
      {hero}
      {Sections ? <Sections latest={latest} recent={recent} /> : null}
    </Page>
  );
}
