import PDFDocument from 'pdfkit';
import { DEFAULT_LOCALE, type Locale, localeDirection } from '@/i18n/locales';
import type { PdfBrand } from './brand';
import { directionOf, heightOf, setDirection, write } from './typeset';

/**
 * Drawing primitives shared by the PDF renderers: an A4 document in the agency's colours, a header
 * band, section headings, label/value rows and a footer on every page. Every string goes through
 * typeset.ts's `write` (Helvetica for what WinAnsi covers, embedded faces and bidi for the rest); a
 * right-to-left document mirrors the layout (labels on the right, the agency name at the right).
 */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 50;
const FOOTER_RESERVE = 40;
export const GREY = '#6b7280';
export const INK = '#111827';
export const RULE = '#e5e7eb';

export interface DocLanguage {
  locale: Locale;
  /** The footer's "Page 1 of 2" in that language. */
  pageOf(n: number, total: number): string;
}

const ENGLISH: DocLanguage = { locale: DEFAULT_LOCALE, pageOf: (n, total) => `Page ${n} of ${total}` };
const languages = new WeakMap<Doc, DocLanguage>();

export function createDoc(title: string, brand: PdfBrand, language: DocLanguage = ENGLISH): Doc {
  const dir = localeDirection(language.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_RESERVE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // The info dictionary is a PDF text string: pdfkit writes it in UTF-16, any script.
    info: { Title: title, Author: brand.agencyName, Creator: brand.agencyName },
    lang: language.locale,
  });
  setDirection(doc, dir);
  languages.set(doc, language);
  return doc;
}

/** `x` of a box of width `w` placed at `x` in a left-to-right page, mirrored in a right-to-left one. */
export function mirrorX(doc: Doc, x: number, w: number): number {
  return directionOf(doc) === 'rtl' ? doc.page.width - x - w : x;
}

/** Writes the footers, ends the document and resolves with its bytes. */
export function finish(doc: Doc, brand: PdfBrand): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  footers(doc, brand);
  doc.end();
  return done;
}

export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The accent band at the top of the first page: agency name left, document title right. */
export function header(doc: Doc, brand: PdfBrand, title: string, subtitle?: string): void {
  const w = doc.page.width;
  const half = w / 2 - MARGIN;
  doc.save().rect(0, 0, w, 84).fill(brand.accent).restore();
  doc.fillColor(brand.onAccent);
  write(doc, brand.agencyName, {
    weight: 'bold',
    size: 20,
    x: mirrorX(doc, MARGIN, half),
    y: 26,
    width: half,
    lineBreak: false,
    ellipsis: true,
  });
  write(doc, title, {
    weight: 'bold',
    size: 16,
    x: mirrorX(doc, w / 2, half),
    y: 24,
    width: half,
    align: 'end',
  });
  if (subtitle)
    write(doc, subtitle, { size: 10, x: mirrorX(doc, w / 2, half), y: 46, width: half, align: 'end' });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = 110;
}

export function heading(doc: Doc, brand: PdfBrand, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.fillColor(brand.accent);
  write(doc, text, { weight: 'bold', size: 13, width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(brand.accent)
    .stroke()
    .restore();
  doc.y = y + 8;
  doc.fillColor(INK);
}

/** Label/value rows, label in grey on the left. Empty values are left out. */
export function rows(
  doc: Doc,
  entries: [label: string, value: string | null | undefined][],
  labelWidth = 130,
): void {
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of entries) {
    if (!value) continue;
    const h = Math.max(heightOf(doc, value, { weight: 'bold', size: 10, width: valueWidth }), 12);
    ensureSpace(doc, h + 4);
    const y = doc.y;
    doc.fillColor(GREY);
    write(doc, label, { size: 10, x: mirrorX(doc, MARGIN, labelWidth - 8), y, width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.fillColor(INK);
    write(doc, value, {
      weight: 'bold',
      size: 10,
      x: mirrorX(doc, MARGIN + labelWidth, valueWidth),
      y,
      width: valueWidth,
    });
    doc.y = Math.max(doc.y, labelBottom, y + h) + 4;
  }
  doc.x = MARGIN;
}

/** A shaded box with a label and a large amount, e.g. the total price. */
export function priceBox(
  doc: Doc,
  brand: PdfBrand,
  label: string,
  amount: string,
  note?: string | null,
): void {
  ensureSpace(doc, 70);
  doc.moveDown(0.5);
  const y = doc.y;
  const w = contentWidth(doc);
  const h = note ? 58 : 44;
  doc.save().roundedRect(MARGIN, y, w, h, 6).lineWidth(1.5).strokeColor(brand.accent).stroke().restore();
  doc.fillColor(GREY);
  write(doc, label, { size: 10, x: mirrorX(doc, MARGIN + 14, w / 2), y: y + 16, width: w / 2 });
  doc.fillColor(brand.accent);
  const amountX = mirrorX(doc, MARGIN + w / 2, w / 2 - 14);
  write(doc, amount, { weight: 'bold', size: 20, x: amountX, y: y + 11, width: w / 2 - 14, align: 'end' });
  doc.fillColor(GREY);
  if (note) write(doc, note, { size: 8, x: amountX, y: y + 38, width: w / 2 - 14, align: 'end' });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = y + h + 8;
}

/** Small grey text paragraph. */
export function note(doc: Doc, text: string): void {
  ensureSpace(doc, 30);
  doc.moveDown(0.4);
  doc.x = MARGIN;
  doc.fillColor(GREY);
  write(doc, text, { weight: 'italic', size: 8.5, width: contentWidth(doc) });
  doc.fillColor(INK);
}

/** Agency contact details and page numbers at the bottom of every page. */
function footers(doc: Doc, brand: PdfBrand): void {
  const range = doc.bufferedPageRange();
  const contact = [brand.agencyName, brand.phone, brand.email, brand.website].filter(Boolean).join('  |  ');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would add a page: lift the margin while drawing the footer.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    const w = contentWidth(doc);
    doc
      .save()
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + w, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
      .restore();
    doc.fillColor(GREY);
    write(doc, contact, {
      size: 8,
      x: mirrorX(doc, MARGIN, w - 70),
      y,
      width: w - 70,
      lineBreak: false,
      ellipsis: true,
    });
    write(doc, (languages.get(doc) ?? ENGLISH).pageOf(i - range.start + 1, range.count), {
      size: 8,
      x: mirrorX(doc, MARGIN + w - 70, 70),
      y,
      width: 70,
      align: 'end',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
