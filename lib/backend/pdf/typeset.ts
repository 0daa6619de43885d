import { autoDirection, type Run, visualRuns } from './bidi-runs';
import { needsEmbeddedFace, selectFace, type Weight } from './fonts';
import { toWinAnsi } from './text';

/**
 * Every string a PDF prints goes through `write` (issue 31). Text pdfkit's Helvetica can print in a
 * left-to-right document takes pdfkit's own path, exactly as before. Anything else — Arabic,
 * Devanagari, or any text in a right-to-left document — is broken into lines here, each line cut
 * into runs of one face and one direction (bidi-runs.ts), the runs placed from the line's aligned
 * edge and drawn in reading order.
 */

type Doc = PDFKit.PDFDocument;
export type Direction = 'ltr' | 'rtl';

export interface WriteOptions {
  size: number;
  weight?: Weight;
  /** Defaults to the document's cursor. */
  x?: number;
  y?: number;
  width: number;
  /** 'start' is the document direction's leading edge (right in Arabic). */
  align?: 'start' | 'end' | 'center';
  /** false: one line, cut with an ellipsis when `ellipsis`. */
  lineBreak?: boolean;
  ellipsis?: boolean;
}

const directions = new WeakMap<Doc, Direction>();

export function setDirection(doc: Doc, dir: Direction): void {
  directions.set(doc, dir);
}

export function directionOf(doc: Doc): Direction {
  return directions.get(doc) ?? 'ltr';
}

/** 'left' or 'right' for an alignment in the document's direction. */
export function physicalAlign(doc: Doc, align: WriteOptions['align'] = 'start'): 'left' | 'right' | 'center' {
  if (align === 'center') return 'center';
  const rtl = directionOf(doc) === 'rtl';
  return (align === 'start') !== rtl ? 'left' : 'right';
}

const typesets = (doc: Doc, text: string) => directionOf(doc) === 'rtl' || needsEmbeddedFace(text);

/** Draws `text` and leaves the cursor below it, at `x`. */
export function write(doc: Doc, text: string, o: WriteOptions): void {
  const x = o.x ?? doc.x;
  const y = o.y ?? doc.y;
  if (!typesets(doc, text)) {
    selectFace(doc, 'latin', o.weight ?? 'regular')
      .fontSize(o.size)
      .text(toWinAnsi(text), x, y, {
        width: o.width,
        align: physicalAlign(doc, o.align),
        ...(o.lineBreak === false ? { lineBreak: false } : {}),
        ...(o.ellipsis ? { ellipsis: true } : {}),
      });
    doc.x = x;
    return;
  }
  let top = y;
  for (const line of layoutLines(doc, text, o)) {
    drawLine(doc, line, x, top, o);
    top += line.height;
  }
  doc.x = x;
  doc.y = top;
}

/** The height `write` would take. */
export function heightOf(doc: Doc, text: string, o: WriteOptions): number {
  if (!typesets(doc, text)) {
    return selectFace(doc, 'latin', o.weight ?? 'regular')
      .fontSize(o.size)
      .heightOfString(toWinAnsi(text), { width: o.width });
  }
  return layoutLines(doc, text, o).reduce((h, l) => h + l.height, 0);
}

interface Placed extends Run {
  width: number;
  ascent: number;
}

interface Line {
  runs: Placed[];
  width: number;
  ascent: number;
  height: number;
}

function place(doc: Doc, text: string, o: WriteOptions, base: Direction): Line {
  const runs = visualRuns(text, base).map((r): Placed => {
    const face = selectFace(doc, r.face, o.weight ?? 'regular').fontSize(o.size);
    const printed = r.face === 'latin' ? toWinAnsi(r.text) : r.text;
    return {
      ...r,
      text: printed,
      // features: [] makes pdfkit shape the run whole instead of word by word (which would lay each
      // Arabic word out right to left but string the words left to right).
      width: face.widthOfString(printed, { features: [] } as PDFKit.Mixins.TextOptions),
      ascent: (fontOf(doc).ascender / 1000) * o.size,
    };
  });
  const width = runs.reduce((w, r) => w + r.width, 0);
  const ascent = Math.max(0, ...runs.map((r) => r.ascent));
  const height = Math.max(
    selectFace(doc, 'latin', 'regular').fontSize(o.size).currentLineHeight(true),
    ...runs.map((r) =>
      selectFace(doc, r.face, o.weight ?? 'regular')
        .fontSize(o.size)
        .currentLineHeight(true),
    ),
  );
  return { runs, width, ascent, height };
}

const fontOf = (doc: Doc) => (doc as unknown as { _font: { ascender: number } })._font;

function layoutLines(doc: Doc, text: string, o: WriteOptions): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    const base = autoDirection(paragraph) ?? directionOf(doc);
    if (o.lineBreak === false) {
      lines.push(oneLine(doc, paragraph, o, base));
      break;
    }
    let current = '';
    for (const word of paragraph.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && place(doc, candidate, o, base).width > o.width) {
        lines.push(place(doc, current, o, base));
        current = word;
      } else current = candidate;
    }
    lines.push(place(doc, current, o, base));
  }
  return lines;
}

/** One line no wider than the box: cut at the end of its reading order, with an ellipsis if asked. */
function oneLine(doc: Doc, text: string, o: WriteOptions, base: Direction): Line {
  let line = place(doc, text, o, base);
  const chars = [...text];
  while (line.width > o.width && chars.length > 1) {
    chars.pop();
    line = place(doc, `${chars.join('').trimEnd()}${o.ellipsis ? '…' : ''}`, o, base);
  }
  return line;
}

function drawLine(doc: Doc, line: Line, x: number, y: number, o: WriteOptions): void {
  const align = physicalAlign(doc, o.align);
  let left =
    align === 'left' ? x : align === 'right' ? x + o.width - line.width : x + (o.width - line.width) / 2;
  const lefts = line.runs.map((r) => {
    const at = left;
    left += r.width;
    return at;
  });
  const inReadingOrder = line.runs
    .map((r, i) => ({ r, at: lefts[i] }))
    .sort((a, b) => a.r.logical - b.r.logical);
  for (const { r, at } of inReadingOrder) {
    selectFace(doc, r.face, o.weight ?? 'regular')
      .fontSize(o.size)
      // One baseline for every face: a taller face's run starts lower by the difference in ascent.
      .text(r.text, at, y + line.ascent - r.ascent, {
        lineBreak: false,
        features: [],
      } as PDFKit.Mixins.TextOptions);
    if (r.face === 'arabic') ligaturesInPrintOrder(doc);
  }
}

const flipped = new WeakSet<number[]>();

/**
 * An Arabic run is printed in visual order and a reader's copy (pdf.js, poppler) reverses it back,
 * character by character — so a ligature's characters (lam-alef) must be recorded in visual order
 * too, or "الأوقات" copies out as "األوقات". pdfkit records a glyph's characters in reading order in
 * the font's Unicode map (what becomes /ToUnicode): reverse each multi-character entry once.
 */
function ligaturesInPrintOrder(doc: Doc): void {
  const unicode = (doc as unknown as { _font: { unicode?: (number[] | undefined)[] } })._font.unicode;
  if (!unicode) return;
  unicode.forEach((codePoints, gid) => {
    if (codePoints && codePoints.length > 1 && !flipped.has(codePoints)) {
      // A copy: the array is the glyph's own, which fontkit keeps.
      const printOrder = [...codePoints].reverse();
      flipped.add(printOrder);
      unicode[gid] = printOrder;
    }
  });
}
