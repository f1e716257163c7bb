import { GrowthBookClient } from '@growthbook/growthbook';

/**
 * The spec's one experiment (§7 Other): 'sample-test' with variants control and A, resolved with
 * the GrowthBook SDK from the user's stable id (the verified `sub`), so a user sees the same variant
 * on every page, device and server. No network: the experiment is defined inline. Resolved by the
 * worker only (the SDK stays out of the browser bundle); the page gets the variant through the
 * router session, and reports its exposure with `useExperimentExposure` (analytics, as consent
 * allows). GrowthBookClient is the SDK's multi-user (server) API: one per isolate, each call scoped to
 * its user; unlike the browser-oriented GrowthBook class it brings no DOM or visual-editor code.
 */
export const SAMPLE_TEST = { key: 'sample-test', variations: ['control', 'A'] as const };
export type SampleTestVariant = (typeof SAMPLE_TEST.variations)[number];

const growthbook = new GrowthBookClient();

export function sampleTestVariant(userId: string): SampleTestVariant {
  if (!userId) return 'control';
  const result = growthbook.runInlineExperiment(
    { key: SAMPLE_TEST.key, variations: [...SAMPLE_TEST.variations] },
    { attributes: { id: userId } },
  );
  return result.value === 'A' ? 'A' : 'control';
}
