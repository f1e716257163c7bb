import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SampleTestVariant } from '../flags/experiment';
import { ANALYTICS_EVENTS } from './events';
import { track } from './track';

/** Exposures already reported in this page load (one per experiment and variant). */
const reported = new Set<string>();

/**
 * The signed-in user's 'sample-test' variant (resolved by the worker with GrowthBook, stable per
 * user; 'control' when unknown), reporting the exposure to analytics once per page load when the
 * component that uses it is shown, and only as consent allows (`track`).
 */
export function useSampleTest(): SampleTestVariant {
  const { session } = useRouteContext({ from: '__root__' });
  const variant = session?.experiments?.['sample-test'] ?? 'control';
  const known = session?.experiments?.['sample-test'] !== undefined;
  useEffect(() => {
    const key = `sample-test:${variant}`;
    if (!known || reported.has(key)) return;
    reported.add(key);
    void track(ANALYTICS_EVENTS.experimentViewed, { experiment: 'sample-test', variant });
  }, [known, variant]);
  return variant;
}
