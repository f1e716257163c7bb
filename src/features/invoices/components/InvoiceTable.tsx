import { useFormat } from '../../../components/ui';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import type { DocumentLink } from '../../../shared/links/document-link';
import { type Downloads, downloadKey, pdfFileName } from '../download-state';
import type { useDownloads } from '../use-downloads';
import { COLUMN_WIDTH, COLUMNS, type Column, cellsOf, TABLE_MIN_WIDTH, TABLE_TEXT, type TableKind } from './columns';
import { DownloadButton } from './DownloadButton';

/** One PDF of a table, whatever its kind. */
export interface Row {
  id: string;
  ref: string;
  date?: string;
  amount?: { value: number; currency: string };
  /** The shop of a historical invoice, the order of a map. */
  detail?: string;
  fileRef: string;
  /** Where its plain link points (the page adds itself as the way back). */
  document: Pick<DocumentLink, 'id' | 'channel'>;
  fetch: () => Promise<Blob>;
}

/** Column headings; the download's is for screen readers only. */
function headingId(kind: TableKind, column: Column): MessageId {
  switch (column) {
    case 'ref':
      return kind === 'map' ? 'invoices.col.name' : 'invoices.col.order';
    case 'detail':
      return kind === 'map' ? 'invoices.col.order' : 'invoices.col.channel';
    case 'date':
      return 'invoices.col.date';
    case 'amount':
      return 'invoices.col.amount';
    case 'action':
      return 'invoices.col.download';
  }
}

const cell = 'py-3 px-2 first:pl-0 last:pr-0 border-0 border-b border-solid border-line align-middle';
/** Per column: amounts right-aligned in tabular figures so their digits line up; the download at the right edge. */
const ALIGN: Readonly<Record<Column, string>> = {
  ref: 'text-left break-words',
  detail: 'text-left break-words',
  date: 'text-left whitespace-nowrap tabular-nums',
  amount: 'text-right whitespace-nowrap tabular-nums',
  // Its states ('Downloaded' + 'Save again') wrap inside the column, still flush right. On phones
  // the button fills the card's width: it sits in a form that has no box of its own.
  action: 'text-right sm:[&>span]:flex-wrap sm:[&>span]:justify-end lt-sm:[&_button]:flex-1',
};

/** One table of PDFs with a download per row, on the page's shared column set (columns.ts). */
export function InvoiceTable({
  kind,
  rows,
  emptyId,
  state,
  download,
}: { kind: TableKind; rows: Row[]; emptyId: MessageId; state: Downloads } & Pick<ReturnType<typeof useDownloads>, 'download'>) {
  const t = useT();
  const f = useFormat();
  if (rows.length === 0) return <p className="text-ink-muted">{t(emptyId)}</p>;
  const cells = cellsOf(kind);
  // A card around the table from 575 px; below, each row is its own card (data-stack). Relative:
  // the visually hidden headings are positioned, and would otherwise stick out of the scroll box
  // and widen the page when the table scrolls.
  const box = 'relative overflow-x-auto sm:rounded-lg sm:border sm:border-solid sm:border-line sm:bg-surface sm:shadow-sm sm:px-4';
  return (
    // Scrolls sideways on small screens; focusable so keyboard users can scroll it too. A group, not
    // a second region: its section is already the landmark of that name (axe landmark-unique).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a table's scroll box that needs a name.
    <div role="group" className={box} tabIndex={0} aria-labelledby={`invoices-${kind === 'map' ? 'maps' : kind}`}>
      {/* data-stack: one card per row on phones (uno.config.ts). Fixed layout: the columns take
          the colgroup's widths, not their content's, so the three tables line up. The last row
          leaves its bottom line to the box's border. */}
      <table
        className={`w-full border-collapse sm:table-fixed ${TABLE_MIN_WIDTH} ${TABLE_TEXT} [&_tbody_tr:last-child>*]:border-b-0`}
        data-invoices={kind}
        data-stack=""
      >
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c} className={COLUMN_WIDTH[c] || undefined} data-column={c} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {cells.map(({ column, span }) => (
              <th
                key={column}
                scope="col"
                colSpan={span > 1 ? span : undefined}
                className={`${cell} ${ALIGN[column]} font-semibold text-ink`}
              >
                {column === 'action' ? <span className="sr-only">{t(headingId(kind, column))}</span> : t(headingId(kind, column))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const key = downloadKey(kind, r.id);
            const fileName = pdfFileName(kind, r.fileRef);
            return (
              <tr key={key} data-row={r.id}>
                {cells.map(({ column, span }) => {
                  const common = { colSpan: span > 1 ? span : undefined, 'data-column': column };
                  const className = `${cell} ${ALIGN[column]}`;
                  if (column === 'ref')
                    return (
                      <th key={column} scope="row" {...common} className={`${className} font-normal`}>
                        {r.ref}
                      </th>
                    );
                  if (column === 'action')
                    return (
                      <td key={column} {...common} className={className} data-action="">
                        <DownloadButton
                          state={state[key]}
                          fileName={fileName}
                          label={t(kind === 'map' ? 'invoices.download.map' : 'invoices.download.invoice', { ref: r.ref })}
                          link={{ kind, ...r.document, name: r.fileRef, back: '/invoices' }}
                          onDownload={() => void download(key, fileName, r.fetch)}
                        />
                      </td>
                    );
                  const value =
                    column === 'date'
                      ? r.date && f.dayShort(r.date)
                      : column === 'amount'
                        ? r.amount && f.money(r.amount.value, r.amount.currency)
                        : r.detail;
                  return (
                    <td key={column} {...common} className={className} data-label={t(headingId(kind, column))}>
                      {value || ''}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
