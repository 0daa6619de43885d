import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import b2bSeed from '@/lib/backend/seed/tenants/b2b.json';
import demoSeed from '@/lib/backend/seed/tenants/demo.json';

/** The demo tenants' artwork must exist and stay small, hand-made SVG. */

const PUBLIC = path.join(process.cwd(), 'public');

function assetPaths(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/assets/')) out.add(value);
  else if (Array.isArray(value)) for (const v of value) assetPaths(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) assetPaths(v, out);
  return out;
}

function svgFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? svgFiles(full) : full.endsWith('.svg') ? [full] : [];
  });
}

describe.each([
  ['demo', demoSeed],
  ['b2b', b2bSeed],
])('artwork referenced by the %s seed', (_name, seed) => {
  const paths = [...assetPaths(seed)];

  it('references some artwork', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.each(paths)('%s exists in public/', (p) => {
    expect(statSync(path.join(PUBLIC, p)).isFile()).toBe(true);
  });
});

describe('SVG files under public/assets', () => {
  const files = svgFiles(path.join(PUBLIC, 'assets'));

  it.each(files.map((f) => [path.relative(PUBLIC, f), f]))('%s is a small standalone SVG', (_rel, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.length).toBeLessThan(16_000);
    expect(text.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    // Standalone: no scripts and no external references (an <img> would not load them anyway).
    expect(text).not.toMatch(/<script|href="http|@import/i);
  });
});
