import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes as the benchmarks' tables show them. */
export const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const normaliseChunk = (ref) => ref.replace(/^\/_next\//, '');

/**
 * First-load JavaScript of a page: every client script its HTML references (script tags, preloads
 * and the RSC payload's chunk list), minus `noModule` polyfills modern browsers skip, read from the
 * build output in `distPath` and gzipped with zlib's default level, as a CDN would serve it.
 */
export function firstLoadJs(html, distPath) {
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi)].map((m) =>
      normaliseChunk(m[1]),
    ),
  );
  const refs = new Set(
    [...html.matchAll(/(?:\/_next\/)?static\/[A-Za-z0-9_./~-]+\.js/g)].map((m) => normaliseChunk(m[0])),
  );
  const files = [...refs].filter((r) => !noModule.has(r));
  let raw = 0;
  let gzip = 0;
  for (const rel of files) {
    const file = path.join(distPath, rel);
    if (!existsSync(file)) throw new Error(`referenced script missing from the build: ${rel}`);
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: files.length, rawBytes: raw, gzipBytes: gzip };
}
