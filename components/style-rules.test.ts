import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

const ROOTS = ['components', 'app', 'styles'];
const STYLESHEET = path.join(process.cwd(), 'styles/globals.css');

/** The stylesheets and components (not their tests) under the roots, relative to the project. */
const sources = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx|css)$/.test(name) && !/\.test\.tsx$/.test(name))
    .map((name) => path.join(root, name));

/**
 * The stylesheet as the build makes it, through Tailwind's PostCSS plugin. In a child process: the
 * plugin's dependencies are ES modules, which Jest's module runtime does not load.
 */
function buildStylesheet(): string {
  const script = `
    import { readFileSync } from 'node:fs';
    import tailwind from '@tailwindcss/postcss';
    import postcss from 'postcss';
    const from = process.argv[1];
    const built = await postcss([tailwind({ base: process.cwd() })]).process(readFileSync(from, 'utf8'), { from });
    process.stdout.write(built.css);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, STYLESHEET], {
    cwd: process.cwd(),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Splits at the characters given, outside brackets and parentheses and escapes. */
function splitTopLevel(text: string, at: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && at.test(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The last compound of each selector in a list, looking inside an :is()/:where() that is the whole selector. */
function lastCompounds(selectorList: string): string[] {
  return splitTopLevel(selectorList, /,/).flatMap((selector) => {
    const whole = /^:(?:is|where)\((.*)\)$/.exec(selector);
    if (whole?.[1]) return lastCompounds(whole[1]);
    return splitTopLevel(selector, /[\s>+~]/).slice(-1);
  });
}

/**
 * A rule the browser checks against every element for which child is last: its last compound tests
 * a "last" position and names no tag, class, id or attribute (`:where(.x > :not(:last-child))`).
 */
function dependsOnLastChildEverywhere(selectorList: string): boolean {
  return lastCompounds(selectorList).some((compound) => {
    if (!/:(?:last-child|only-child|last-of-type|only-of-type|nth-last-)/.test(compound)) return false;
    const named = compound.replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').replace(/\*/g, '');
    return named === '';
  });
}

/**
 * Tailwind's space-x/y and divide-x/y utilities compile to `:where(.x > :not(:last-child))`. Its
 * right-hand part names no class or tag, so the browser checks every element against it and marks
 * every parent as depending on which child is last: then adding a child to any list (the detail
 * page's options, a results list) restyles its old last child. Margins or borders between siblings
 * (`[&>*+*]:mt-2`, the `list-divided` class) look the same and cost nothing when a list grows at its
 * end. (A first-child rule is let be: lists grow at their end.)
 */
describe('style rules', () => {
  it('uses no space-x/y or divide-x/y utility', () => {
    const offenders = ROOTS.flatMap(sources).flatMap((file) => {
      const hits = readFileSync(path.join(process.cwd(), file), 'utf8').match(
        /(?<![\w-])(space-[xy]-[\w.[\]]+|divide-[xy](?:-[\w.]+)?)(?![\w-])/g,
      );
      return hits ? [`${file}: ${[...new Set(hits)].join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('tells a rule that depends on the last child everywhere from one that names what it styles', () => {
    expect(dependsOnLastChildEverywhere(':where(.list > :not(:last-child))')).toBe(true);
    expect(dependsOnLastChildEverywhere('.a, .b > *:last-child')).toBe(true);
    expect(dependsOnLastChildEverywhere('.list > :nth-last-child(2)')).toBe(true);
    expect(dependsOnLastChildEverywhere('.last\\:border-0:last-child')).toBe(false);
    expect(dependsOnLastChildEverywhere('.list > li:not(:last-child)')).toBe(false);
    expect(dependsOnLastChildEverywhere('.prose > :first-child')).toBe(false);
    expect(dependsOnLastChildEverywhere('.list-divided > * + *')).toBe(false);
  });

  // The stylesheet as it is built: a utility can also come from a word Tailwind finds outside the
  // components (it once made one of a sentence in the README).
  it('builds a stylesheet with no rule that depends on the last child of every element', () => {
    const css = buildStylesheet();
    const offenders: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      if (dependsOnLastChildEverywhere(rule.selector)) offenders.push(rule.selector);
    });
    // The build ran: the utilities the components use are in it.
    expect(css).toContain('.list-divided');
    expect(css).toContain('.bg-brand');
    expect(offenders).toEqual([]);
  });

  // Right to left (ar-AE renders under dir="rtl"): a margin, padding, position, alignment, border or
  // corner named by its side stays on that side when the page mirrors. The logical utilities (ms/me,
  // ps/pe, start/end, text-start/end, border-s/e, rounded-s/e) follow the writing direction.
  it('uses logical, not physical, left/right utilities and properties', () => {
    const offenders = ROOTS.flatMap(sources).flatMap((file) => {
      const text = readFileSync(path.join(process.cwd(), file), 'utf8');
      const hits = physicalSides(text).filter((hit) => !PHYSICAL_ALLOWED.has(`${file}: ${hit}`));
      return hits.length ? [`${file}: ${[...new Set(hits)].join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });

  it('tells a physical side from a logical one and from words in prose', () => {
    expect(
      physicalSides('<div className="ml-2 pr-4 sm:text-left -right-16 border-l-2 rounded-tr-lg">'),
    ).toEqual(['ml-2', 'pr-4', 'sm:text-left', '-right-16', 'border-l-2', 'rounded-tr-lg']);
    expect(physicalSides('.a { margin-left: 1rem; float: right; }')).toEqual(['margin-left', 'float: right']);
    expect(physicalSides('<div className="ms-2 pe-4 text-start end-0 border-s rounded-e-lg">')).toEqual([]);
    expect(physicalSides('// the rest is left out; right-hand part; not loadable right now')).toEqual([]);
  });
});

/**
 * The physical-side utilities (ml-, pr-, left-, text-right, border-l, rounded-r, float-left …, with
 * any variant) and CSS properties (margin-left, padding-right, float: left …) in a file's text.
 * Comment lines are skipped: prose says "left out" and "right-hand".
 */
function physicalSides(text: string): string[] {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*|\{\/\*)/.test(line))
    .join('\n');
  const utility =
    /(?<=^|[\s"'`{(])(?:[\w&[\]>*+:=_.-]*:)?-?(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr])-[\w./[\]%-]+|(?<=^|[\s"'`{(])(?:[\w&[\]>*+:=_.-]*:)?(?:text-(?:left|right)|border-[lr]|rounded-[lr]|rounded-[tb][lr]|float-(?:left|right)|clear-(?:left|right))(?=$|[\s"'`;)}])/g;
  const property =
    /(?:margin|padding|border|inset)-(?:left|right)(?=[\s:-])|(?:float|clear|text-align):\s*(?:left|right)\b|(?<![\w-])(?:left|right)(?=\s*:\s*[\d-])/g;
  return [...(code.match(utility) ?? []), ...(code.match(property) ?? [])];
}

/**
 * Physical sides that are meant (file: utility), each with its reason. Add one only when a side
 * must not mirror.
 */
const PHYSICAL_ALLOWED = new Set<string>([
  // A caret drawn as a square turned 45° with its top and left borders: the two borders make an
  // upward point only together, and the top-right pair would point sideways.
  'components/auth/special-fare-prompt.tsx: border-l',
]);
