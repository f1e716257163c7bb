/**
 * The deploy regions: wrangler.toml has `[env.<region>]` and `[env.<region>-staging]` for each,
 * routed from the brand table by `npm run routes`. A region is where a brand's upstream and data
 * live; every brand's upstream is api.eu.* (and its push state stays in the EU Durable Object
 * jurisdiction), so there is one. A region with no brand has no place in the config
 * (tests/unit/wrangler-routes.test.ts fails on one).
 */
export const REGIONS = ['eu'] as const;
export type Region = (typeof REGIONS)[number];
