import bidiFactory from 'bidi-js';
import { type Face, scriptFace } from './fonts';

/**
 * One line of PDF text cut into runs a single drawing call can print: one face, one direction
 * (issue 31). pdfkit neither reorders mixed-direction text nor picks a face per script, so the
 * Unicode Bidirectional Algorithm (bidi-js) orders the runs and each run gets the face its script
 * needs. Pure.
 */

export interface Run {
  /** What the drawing call receives (see `visualRuns`). */
  text: string;
  face: Face;
  rtl: boolean;
  /** The run's place in reading order: draw in this order so a reader copying the text gets it in order. */
  logical: number;
}

const bidi = bidiFactory();
// fontkit lays out right to left any run whose script (by Script, not Script_Extensions) is one of
// these, whatever its bidi level.
const SHAPED_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
// Zero-width direction marks (Intl puts U+200F in Arabic money): they steer the algorithm, print nothing.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** What each embedded face prints besides its script: the punctuation that may follow its words. */
const ALSO_PRINTS: Record<Exclude<Face, 'latin'>, string> = {
  arabic: ' \u00a0!,.:«»',
  devanagari: ' \u00a0',
};

/**
 * Faces per character: a script's own face for its letters; a space or a stop after them keeps that
 * face when it has the glyph, so "رقم الحجز." stays one run (and one piece of copied text); digits
 * and other punctuation print in Latin.
 */
function facesOf(chars: readonly string[]): Face[] {
  const faces: Face[] = [];
  let previous = 'latin' as Face;
  for (const c of chars) {
    const face: Face =
      scriptFace(c) ?? (previous !== 'latin' && ALSO_PRINTS[previous].includes(c) ? previous : 'latin');
    faces.push(face);
    previous = face;
  }
  return faces;
}

interface Unit {
  char: string;
  face: Face;
  level: number;
  /** The character a right-to-left level shows instead (brackets). */
  mirror: string | undefined;
  run: number;
}

/**
 * The runs of `line` from left to right, direction marks left out. A run's text is in the order that
 * prints right: fontkit (pdfkit's shaper) reverses any Arabic or Hebrew run itself, so such a run is
 * given in reading order when it is right to left; other right-to-left runs (spaces, punctuation)
 * are given reversed, brackets mirrored; a left-to-right run of Arabic-script digits is given
 * reversed, for fontkit to turn back. `base` is the paragraph direction when the line has no strong
 * character of its own.
 */
export function visualRuns(line: string, base: 'ltr' | 'rtl'): Run[] {
  if (!line) return [];
  // Code units are what bidi-js indexes; a surrogate pair's halves get the same level and face, so
  // no run boundary falls between them.
  const chars = line.split('');
  const embedding = bidi.getEmbeddingLevels(line, autoDirection(line) ?? base);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const faces = facesOf(chars);

  // Runs in reading order: a new run wherever the face or the level changes.
  const runs: { units: Unit[]; face: Face; level: number }[] = [];
  const units = chars.map((char, i): Unit | null => {
    if (BIDI_CONTROL.test(char)) return null;
    const face = faces[i] ?? 'latin';
    const level = levels[i] ?? 0;
    const last = runs[runs.length - 1];
    const unit: Unit = { char, face, level, mirror: mirrored.get(i), run: runs.length - 1 };
    if (last && last.face === face && last.level === level) last.units.push(unit);
    else {
      runs.push({ units: [unit], face, level });
      unit.run = runs.length - 1;
    }
    return unit;
  });

  // The runs in the order their characters appear from left to right.
  const visual: number[] = [];
  for (const i of bidi.getReorderedIndices(line, embedding)) {
    const unit = units[i];
    if (unit && visual[visual.length - 1] !== unit.run) visual.push(unit.run);
  }

  return visual.flatMap((r) => {
    const run = runs[r];
    if (!run) return [];
    const rtl = run.level % 2 === 1;
    let text = run.units.map((u) => u.char).join('');
    // The order that comes out right after fontkit's own reversal, if it makes one.
    const reversedByShaper = run.face !== 'latin' && SHAPED_RTL.test(text);
    if (rtl !== reversedByShaper) {
      text = [...run.units]
        .reverse()
        .map((u) => (rtl ? (u.mirror ?? u.char) : u.char))
        .join('');
    }
    return [{ text, face: run.face, rtl, logical: r }];
  });
}

/** The direction of a line's first strong character, as a browser's dir="auto" would choose. */
export function autoDirection(line: string): 'ltr' | 'rtl' | null {
  for (const c of line) {
    const type = bidi.getBidiCharTypeName(c);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return null;
}
