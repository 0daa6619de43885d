import PDFDocument from 'pdfkit';
import type { PdfBrand } from './brand';
import { toWinAnsi as t } from './text';

/**
 * Drawing primitives shared by the PDF renderers: an A4 document in the agency's colours, a header
 * band, section headings, label/value rows and a footer on every page. Every string is passed
 * through toWinAnsi (the standard fonts only cover WinAnsi).
 */

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 50;
const FOOTER_RESERVE = 40;
export const GREY = '#6b7280';
export const INK = '#111827';
export const RULE = '#e5e7eb';

export function createDoc(title: string, brand: PdfBrand): Doc {
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_RESERVE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: t(title), Author: t(brand.agencyName), Creator: t(brand.agencyName) },
  });
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
  doc.save().rect(0, 0, w, 84).fill(brand.accent).restore();
  doc
    .fillColor(brand.onAccent)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t(brand.agencyName), MARGIN, 26, { width: w / 2 - MARGIN, lineBreak: false, ellipsis: true });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t(title), w / 2, 24, { width: w / 2 - MARGIN, align: 'right' });
  if (subtitle)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(t(subtitle), w / 2, 46, { width: w / 2 - MARGIN, align: 'right' });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = 110;
}

export function heading(doc: Doc, brand: PdfBrand, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.fillColor(brand.accent).font('Helvetica-Bold').fontSize(13).text(t(text));
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
    const v = t(value);
    const h = Math.max(doc.font('Helvetica').fontSize(10).heightOfString(v, { width: valueWidth }), 12);
    ensureSpace(doc, h + 4);
    const y = doc.y;
    doc
      .fillColor(GREY)
      .font('Helvetica')
      .fontSize(10)
      .text(t(label), MARGIN, y, { width: labelWidth - 8 });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(v, MARGIN + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(doc.y, y + h) + 4;
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
  doc
    .fillColor(GREY)
    .font('Helvetica')
    .fontSize(10)
    .text(t(label), MARGIN + 14, y + 16, { width: w / 2 });
  doc
    .fillColor(brand.accent)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t(amount), MARGIN + w / 2, y + 11, { width: w / 2 - 14, align: 'right' });
  if (note)
    doc
      .fillColor(GREY)
      .font('Helvetica')
      .fontSize(8)
      .text(t(note), MARGIN + w / 2, y + 38, { width: w / 2 - 14, align: 'right' });
  doc.fillColor(INK);
  doc.x = MARGIN;
  doc.y = y + h + 8;
}

/** Small grey text paragraph. */
export function note(doc: Doc, text: string): void {
  ensureSpace(doc, 30);
  doc.moveDown(0.4);
  doc.x = MARGIN;
  doc
    .fillColor(GREY)
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .text(t(text), { width: contentWidth(doc) });
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
    doc.fillColor(GREY).font('Helvetica').fontSize(8);
    doc.text(t(contact), MARGIN, y, { width: w - 70, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + w - 70, y, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
