import { expect, it } from 'vitest';
import { formatReport, measureBundle } from '../tests/support/bundle-size';

// DESIGN §5 JavaScript sizes of the build bench/run.mjs just made (figures only; the budgets are
// asserted by tests/unit/bundle-size.test.ts).
it('prints the JavaScript sent to the browser (gzip)', () => {
  const report = measureBundle();
  console.log(`\n${formatReport(report, { otherRows: 20 })}\n`);
  expect(report.routes.length).toBeGreaterThan(0);
});
