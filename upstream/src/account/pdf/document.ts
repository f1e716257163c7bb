import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** A simple one-page document: heading, key/value lines, an optional table and a footer. */
export interface SimpleDocument {
  title: string;
  subtitle?: string;
  fields: [string, string][];
  table?: { head: string[]; rows: string[][] };
  footer?: string;
}

/**
 * pdf-lib's built-in fonts only encode WinAnsi (Latin-1 plus a few like €): anything else would
 * throw at draw time, so letters with accents are reduced to their base letter and the rest to '?'.
 */
export function toWinAnsi(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 63;
    if (supported.has(cp)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...base].every((b) => supported.has(b.codePointAt(0) ?? -1)) && base ? base : '?';
  }
  return out;
}

/** Renders the document; returns the PDF bytes (they start with `%PDF-`). */
export async function renderDocument(doc: SimpleDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setProducer('MyAccount embedded upstream');
  // Fixed dates keep the bytes stable for the same data (useful when comparing downloads).
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.1, 0.1, 0.1);
  let y = 790;
  const line = (text: string, x: number, size: number, font: PDFFont) =>
    page.drawText(toWinAnsi(font, text), { x, y, size, font, color: dark, maxWidth: 595 - x - 40 });

  line(doc.title, 50, 22, bold);
  y -= 26;
  if (doc.subtitle) {
    line(doc.subtitle, 50, 12, regular);
    y -= 18;
  }
  y -= 12;
  for (const [k, v] of doc.fields) {
    line(k, 50, 11, bold);
    line(v, 200, 11, regular);
    y -= 17;
  }
  if (doc.table) {
    y -= 16;
    const colWidth = (595 - 100) / doc.table.head.length;
    doc.table.head.forEach((h, i) => {
      line(h, 50 + i * colWidth, 10, bold);
    });
    y -= 14;
    page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 0.5, color: dark });
    for (const row of doc.table.rows.slice(0, 35)) {
      row.forEach((cell, i) => {
        line(cell, 50 + i * colWidth, 10, regular);
      });
      y -= 14;
    }
  }
  if (doc.footer) {
    y = 50;
    line(doc.footer, 50, 9, regular);
  }
  // Copy into a plain ArrayBuffer-backed array (what Response bodies accept in the types).
  return new Uint8Array(await pdf.save());
}

/** Headers for a PDF download: inline type, attachment with a safe ASCII file name. */
export function pdfHeaders(fileName: string): Record<string, string> {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${safe}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
