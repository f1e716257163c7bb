import { GrowthBook } from '@growthbook/growthbook';

/**
 * The spec's one experiment (§7 Other): 'sample-test' with variants control and A, resolved with
 * the GrowthBook SDK from the user's stable id (the verified `sub`), so a user sees the same variant
 * on every page, device and server. No network: the experiment is defined inline. Resolved by the
 * worker only (the SDK stays out of the browser bundle); the page gets the variant through the
 * router session, and reports its exposure with `useExperimentExposure` (analytics, as consent
 * allows).
 */
export const SAMPLE_TEST = { key: 'sample-test', variations: ['control', 'A'] as const };
export type SampleTestVariant = (typeof SAMPLE_TEST.variations)[number];

export function sampleTestVariant(userId: string): SampleTestVariant {
  if (!userId) return 'control';
  const gb = new GrowthBook({ attributes: { id: userId }, enableDevMode: false });
  try {
    const result = gb.run({ key: SAMPLE_TEST.key, variations: [...SAMPLE_TEST.variations] });
    return result.value === 'A' ? 'A' : 'control';
  } finally {
    gb.destroy();
  }
}
