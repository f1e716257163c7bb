import { test } from '@playwright/test';
import { scaleSeedAccount } from '../support/scale-seed';
import { SCRUBBER_PHOTOS, upstreamUrl } from './support/timeline';

// The scrubber's library (scrubber.spec.ts): written once, before its tests, with nothing else
// running. Each 100,000-row chunk holds the upstream's database for a second or more, so tests
// beside it would wait on every upstream call; the scrubber's tests then find it complete.
test('seed the scrubber’s library', async () => {
  // 1,000,000 rows: 10 chunks, about 8 s in all here (rows in date order: upstream/src/photos/seeding/bulk.ts;
  // 50 s while the dates were scattered over the rows). A ceiling for a loaded machine.
  test.setTimeout(15 * 60_000);
  await scaleSeedAccount(upstreamUrl, SCRUBBER_PHOTOS);
});
