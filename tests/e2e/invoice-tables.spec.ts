import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in';

// Issue 35 §6: the invoice page's three tables (current invoices, historical invoices, order maps)
// share one column set: Date, Amount and the download sit at the same x in every table, amounts
// are right-aligned in tabular figures, the download has its own right-hand column; on phones
// every row is a card.

/** Left and right edges of a cell (th or td) per table, from each table's first row. */
async function edges(page: Page, column: string) {
  return page.locator('main table[data-invoices]').evaluateAll(
    (tables, c) =>
      Object.fromEntries(
        tables.map((t) => {
          const cell = t.querySelector(`tbody tr:first-child > [data-column="${c}"]`);
          const r = cell?.getBoundingClientRect();
          return [(t as HTMLElement).dataset.invoices, r ? { left: Math.round(r.left), right: Math.round(r.right) } : null];
        }),
      ),
    column,
  );
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the three tables share one column set; amounts right-aligned; the download on the right', async ({ page }) => {
    await signInAs(page, 'business@example.com', '/invoices');
    await expect(page.locator('main table[data-invoices]')).toHaveCount(3);

    const date = await edges(page, 'date');
    expect(Object.keys(date)).toEqual(['current', 'historical', 'map']);
    expect(date.current).not.toBeNull();
    expect(date.historical, 'Date: same edges in current and historical invoices').toEqual(date.current);
    expect(date.map, 'Date: same edges in current invoices and order maps').toEqual(date.current);

    // Order maps have no amount; the two invoice tables have it in the same place.
    const amount = await edges(page, 'amount');
    expect(amount.current).not.toBeNull();
    expect(amount.historical, 'Amount: same edges in current and historical invoices').toEqual(amount.current);
    expect(amount.map).toBeNull();

    // The download is the row's last column, flush right, at one x in every table.
    const buttons = await page.locator('main table[data-invoices] tbody tr:first-child').evaluateAll((rows) =>
      rows.map((row) => ({
        last: row.lastElementChild?.hasAttribute('data-action') ?? false,
        right: Math.round(row.querySelector('button')?.getBoundingClientRect().right ?? 0),
        rowRight: Math.round(row.getBoundingClientRect().right),
      })),
    );
    expect(buttons).toHaveLength(3);
    for (const b of buttons) expect(b).toEqual({ last: true, right: buttons[0]?.rowRight, rowRight: buttons[0]?.rowRight });

    // Amounts: right-aligned (the text ends at the cell's content edge) in tabular figures.
    const cells = page.locator('main table[data-invoices] tbody td[data-column="amount"]');
    await expect.poll(() => cells.count()).toBeGreaterThan(4);
    for (const cell of await cells.all()) {
      const m = await cell.evaluate((td) => {
        const style = getComputedStyle(td);
        const range = document.createRange();
        range.selectNodeContents(td);
        const text = range.getBoundingClientRect();
        const box = td.getBoundingClientRect();
        return {
          align: style.textAlign,
          numeric: style.fontVariantNumeric,
          gap: Math.round(box.right - Number.parseFloat(style.paddingRight) - text.right),
        };
      });
      expect(m).toEqual({ align: 'right', numeric: expect.stringContaining('tabular-nums'), gap: 0 });
    }
    // The column heading stands over its figures.
    for (const th of await page.locator('main table[data-invoices] thead th').filter({ hasText: 'Amount' }).all())
      await expect(th).toHaveCSS('text-align', 'right');
    // Nothing spills out of its column.
    const spilling = await page
      .locator('main table[data-invoices] :is(th, td)')
      .evaluateAll((all) => all.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    expect(spilling).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every row is a card with its labels and a full-width download', async ({ page }) => {
    await signInAs(page, 'business@example.com', '/invoices');
    const rows = page.locator('main table[data-invoices] tbody tr');
    // The tables stream in after the shell: wait for their rows, not a moment.
    await expect.poll(() => rows.count()).toBeGreaterThan(8);
    for (const row of await rows.all()) {
      const card = await row.evaluate((tr) => {
        const style = getComputedStyle(tr);
        const box = tr.getBoundingClientRect();
        const button = tr.querySelector('button')?.getBoundingClientRect();
        const dateCell = tr.querySelector('td[data-column="date"]');
        return {
          display: style.display,
          bordered: style.borderTopStyle,
          withinScreen: box.left >= 0 && box.right <= innerWidth,
          // The button spans the card's content box (its padding on either side).
          buttonFull: button ? Math.round(tr.clientWidth - Number.parseFloat(style.paddingLeft) * 2 - button.width) : -1,
          dateLabel: dateCell ? getComputedStyle(dateCell, '::before').content : '',
        };
      });
      expect(card).toEqual({ display: 'flex', bordered: 'solid', withinScreen: true, buttonFull: 0, dateLabel: '"Date"' });
    }
    // The column headings are for screen readers only; the page does not scroll sideways.
    await expect(page.locator('main table[data-invoices] thead').first()).toHaveCSS('position', 'absolute');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
