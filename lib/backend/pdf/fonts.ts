import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The faces the PDFs print with (issue 31). Latin text keeps pdfkit's standard Helvetica (nothing
 * embedded, the documents stay small); Arabic and Devanagari, which WinAnsi cannot encode, use Noto
 * faces from npm packages, embedded as subsets by pdfkit (OFL-licensed):
 * - Arabic: Noto Naskh Arabic (@embedpdf/fonts-arabic). Noto *Sans* Arabic splits letters into a base
 *   and its dots with multiple substitutions, and those dot glyphs get no Unicode mapping, so the
 *   text a reader copies out of the PDF comes out broken; Naskh keeps one glyph per letter form.
 * - Devanagari: Noto Sans Devanagari's devanagari subset (@fontsource/noto-sans-devanagari).
 */

export type Face = 'latin' | 'arabic' | 'devanagari';
export type Weight = 'regular' | 'bold' | 'italic';

const STANDARD: Record<Weight, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};

const FILES: Record<Exclude<Face, 'latin'>, Record<'regular' | 'bold', string>> = {
  arabic: {
    regular: '@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf',
    bold: '@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf',
  },
  devanagari: {
    regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
    bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
};

// Read once per process: a document registers the bytes, pdfkit subsets what it prints.
const bytes = new Map<string, Buffer>();

function fontBytes(file: string): Buffer {
  let b = bytes.get(file);
  if (!b) {
    // Not require.resolve: the packages export no subpaths, and the server bundle rewrites require.
    b = readFileSync(path.join(process.cwd(), 'node_modules', file));
    bytes.set(file, b);
  }
  return b;
}

// Script_Extensions, not Script: the Arabic comma, semicolon and question mark and the Devanagari
// danda are 'Common' by Script but belong to these faces.
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

/** The face a character needs by its script alone; null for Latin, digits, spaces and punctuation. */
export function scriptFace(char: string): Exclude<Face, 'latin'> | null {
  if (ARABIC.test(char)) return 'arabic';
  if (DEVANAGARI.test(char)) return 'devanagari';
  return null;
}

/** Whether a text holds a character only an embedded face can print. */
export function needsEmbeddedFace(text: string): boolean {
  for (const c of text) if (scriptFace(c)) return true;
  return false;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * Selects the face on the document. Embedded faces are
 * registered on first use per document.
 */
export function selectFace(doc: PDFKit.PDFDocument, face: Face, weight: Weight): PDFKit.PDFDocument {
  if (face === 'latin') return doc.font(STANDARD[weight]);
  // The embedded faces have no italic: notes print upright in them.
  const w = weight === 'bold' ? 'bold' : 'regular';
  const name = `itinera-${face}-${w}`;
  const faces = registered.get(doc) ?? new Set<string>();
  registered.set(doc, faces);
  if (!faces.has(name)) {
    doc.registerFont(name, fontBytes(FILES[face][w]));
    faces.add(name);
  }
  return doc.font(name);
}
