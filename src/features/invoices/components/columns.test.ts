// The shared column set of the invoice tables (issue 35 §6): every table covers the same columns,
// and date, amount and download sit in the same column of the set in each.
import { describe, expect, it } from 'vitest';
import { COLUMNS, cellsOf, type TableKind } from './columns';

const KINDS: TableKind[] = ['current', 'historical', 'map'];

/** The index in COLUMNS where each cell of a table starts. */
const starts = (kind: TableKind) => {
  let at = 0;
  return Object.fromEntries(
    cellsOf(kind).map((c) => {
      const start = at;
      at += c.span;
      return [c.column, start];
    }),
  );
};

describe('cellsOf', () => {
  it.each(KINDS)('%s covers the whole column set, in its order', (kind) => {
    const cells = cellsOf(kind);
    expect(cells.reduce((n, c) => n + c.span, 0)).toBe(COLUMNS.length);
    expect(cells.map((c) => COLUMNS.indexOf(c.column))).toEqual([...cells.map((c) => COLUMNS.indexOf(c.column))].sort());
  });
  it.each(KINDS)('%s: each cell starts at its own column, the download ends the row', (kind) => {
    for (const [column, start] of Object.entries(starts(kind))) {
      if (column !== 'action') expect(start, column).toBe(COLUMNS.indexOf(column as (typeof COLUMNS)[number]));
    }
    const last = cellsOf(kind).at(-1);
    expect(last?.column).toBe('action');
  });
  it('a column a table lacks is joined to a neighbour, never left out', () => {
    expect(cellsOf('current').map((c) => c.column)).not.toContain('detail');
    expect(cellsOf('current')[0]).toEqual({ column: 'ref', span: 2 });
    expect(cellsOf('map').map((c) => c.column)).not.toContain('amount');
    expect(cellsOf('map').at(-1)).toEqual({ column: 'action', span: 2 });
  });
});
