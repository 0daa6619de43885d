import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['components', 'app', 'styles'].map((d) => path.join(process.cwd(), d));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(tsx|css)$/.test(name) && !/\.test\.tsx$/.test(name) ? [p] : [];
  });
}

/**
 * Tailwind's space-x/y and divide-x/y utilities compile to `:where(.x > :not(:last-child))`. Its
 * right-hand part names no class or tag, so the browser checks every element against it and marks
 * every parent as depending on which child is last: then adding a child to any list (the detail
 * page's options, a results list) restyles its old last child. Margins or borders between siblings
 * (`[&>*+*]:mt-2`, the `list-divided` class) look the same and cost nothing when a list grows at its
 * end.
 */
describe('style rules', () => {
  it('uses no space-x/y or divide-x/y utility', () => {
    const offenders = ROOTS.flatMap(sources).flatMap((file) => {
      const hits = readFileSync(file, 'utf8').match(
        /(?<![\w-])(space-[xy]-[\w.[\]]+|divide-[xy](?:-[\w.]+)?)(?![\w-])/g,
      );
      return hits ? [`${path.relative(process.cwd(), file)}: ${[...new Set(hits)].join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
