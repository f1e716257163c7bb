import type { InvoiceKind } from '../download-state';

/** The invoice page's three tables: current invoices, historical invoices, order maps. */
export type TableKind = Exclude<InvoiceKind, 'product'>;

/**
 * The one column set every invoice table on the page shares (issue 35 §6): the reference (order or
 * map name), a detail (the shop of a historical invoice, the order of a map), the date, the amount
 * and the download. With a fixed table layout and these widths, each column starts at the same x in
 * all three tables, whatever their rows hold.
 */
export const COLUMNS = ['ref', 'detail', 'date', 'amount', 'action'] as const;
export type Column = (typeof COLUMNS)[number];

/**
 * Width of each column from 575 px (below, every row is a card and columns do not exist). Date,
 * amount and download are as wide as their content in the longest locale ('26 de nov de 2026',
 * '10.817,00 kr.', 'PDF herunterladen'); the reference and the detail share what is left equally,
 * so the page's width goes to the names and shops, which are the ones that can be long. In em:
 * the table's text is smaller on medium screens (TABLE_TEXT) and its columns shrink with it.
 */
export const COLUMN_WIDTH: Readonly<Record<Column, string>> = {
  ref: '',
  detail: '',
  date: 'sm:w-[10.25em]',
  amount: 'sm:w-[7.5em]',
  action: 'sm:w-[14em]',
};

/**
 * The fixed widths above take 31.75 em; the table is at least 45 em wide so the reference and the
 * detail keep over 6.5 em each ('Encomenda', 'Commande' stay whole words). Narrower, its box scrolls.
 */
export const TABLE_MIN_WIDTH = 'sm:min-w-[45em]';

/**
 * 14 px text up to 1280 px: beside the menu the page is about 42 rem wide at 1024 px, where 16 px
 * text would leave the reference and the detail too little room in the longest locales.
 */
export const TABLE_TEXT = 'sm:text-sm lg:text-base';

export interface Cell {
  column: Column;
  /** How many of the shared columns the cell covers (colSpan). */
  span: number;
}

/**
 * The cells of one row (and of the header row) per table. A column a table lacks is not left out,
 * which would hand its width to its neighbours and move them, but joined to a neighbour: the current
 * invoices' order spans the (absent) shop, the order maps' download spans the (absent) amount.
 * Date, amount and download therefore keep their x in every table.
 */
const LAYOUT: Readonly<Record<TableKind, readonly Cell[]>> = {
  current: [
    { column: 'ref', span: 2 },
    { column: 'date', span: 1 },
    { column: 'amount', span: 1 },
    { column: 'action', span: 1 },
  ],
  historical: COLUMNS.map((column) => ({ column, span: 1 })),
  map: [
    { column: 'ref', span: 1 },
    { column: 'detail', span: 1 },
    { column: 'date', span: 1 },
    { column: 'action', span: 2 },
  ],
};

export const cellsOf = (kind: TableKind): readonly Cell[] => LAYOUT[kind];
