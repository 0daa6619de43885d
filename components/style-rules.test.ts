import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['components', 'app', 'styles'];

/** The stylesheets and components (not their tests) under the roots, relative to the project. */
const sources = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx|css)$/.test(name) && !/\.test\.tsx$/.test(name))
    .map((name) => path.join(root, name));

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
      const hits = readFileSync(path.join(process.cwd(), file), 'utf8').match(
        /(?<![\w-])(space-[xy]-[\w.[\]]+|divide-[xy](?:-[\w.]+)?)(?![\w-])/g,
      );
      return hits ? [`${file}: ${[...new Set(hits)].join(', ')}`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
