import { NONCE_PLACEHOLDER } from '@/lib/security/headers.mjs';
import { createNonceStamper } from './stamper';

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0';

const PAGE = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  `<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27; &#x27;nonce-${NONCE_PLACEHOLDER}&#x27; https://embed.tawk.to"/>`,
  '<meta name="description" content="nonce-itinera-per-request stays in other tags"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '</head><body><p>Caf\u00e9 \u0645\u0631\u062d\u0628\u0627 &lt;script&gt;</p>',
  '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Caf\u00e9 > \\u003c/script\\u003e\\"}]\\n"])</script>',
  '<div data-x="<script>">injected below</div>',
  '<script>alert(document.cookie)</script>',
  '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
  '<SCRIPT>alert(2)</SCRIPT>',
  '<script nonce="guessed">alert(3)</script>',
  '</body></html>',
].join('');

/** The page stamped, fed in chunks cut at the given byte offsets. */
function stampInChunks(page: string, cuts: number[]): string {
  const bytes = Buffer.from(page);
  const stamper = createNonceStamper(NONCE);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(stamper.push(bytes.subarray(from, cut)));
    from = cut;
  }
  out.push(stamper.end());
  return Buffer.concat(out).toString('utf8');
}

const expected = PAGE.replace(`&#x27;nonce-${NONCE_PLACEHOLDER}&#x27;`, `&#x27;nonce-${NONCE}&#x27;`)
  .replace('<script id="_R_">', `<script nonce="${NONCE}" id="_R_">`)
  .replace('<script>(self.__next_f', `<script nonce="${NONCE}">(self.__next_f`)
  .replace('<script>self.__next_f.push([1,"0:', `<script nonce="${NONCE}">self.__next_f.push([1,"0:`);

describe('createNonceStamper', () => {
  it("stamps the framework's inline scripts and the page's policy, and nothing else", () => {
    const out = stampInChunks(PAGE, []);
    expect(out).toBe(expected);
    expect(out.match(new RegExp(`nonce="${NONCE}"`, 'g'))).toHaveLength(3);
    expect(out).toContain('<script>alert(document.cookie)</script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"]);alert(1)</script>');
    expect(out).toContain('<script nonce="guessed">alert(3)</script>');
    expect(out).toContain('content="nonce-itinera-per-request stays in other tags"');
  });

  it('gives the same bytes however the body is cut into chunks', () => {
    const length = Buffer.byteLength(PAGE);
    for (let cut = 1; cut < length; cut++) expect(stampInChunks(PAGE, [cut])).toBe(expected);
    // Tiny chunks: every tag is held back across many pushes.
    const every7 = Array.from({ length: Math.floor(length / 7) }, (_, i) => (i + 1) * 7);
    expect(stampInChunks(PAGE, every7)).toBe(expected);
  });

  it("replaces the placeholder Next stamps itself where a request's policy named it (the widget)", () => {
    const page = `<script nonce="${NONCE_PLACEHOLDER}" id="_R_">self.__next_f.push([0])</script><script nonce="${NONCE_PLACEHOLDER}" src="/_next/static/chunks/a.js"></script><script nonce="${NONCE_PLACEHOLDER}">alert(1)</script>`;
    expect(stampInChunks(page, [])).toBe(
      `<script nonce="${NONCE}" id="_R_">self.__next_f.push([0])</script><script src="/_next/static/chunks/a.js"></script><script>alert(1)</script>`,
    );
  });

  it('passes a page without scripts through unchanged, and an unfinished tag at the end', () => {
    expect(stampInChunks('<p>plain</p>', [3])).toBe('<p>plain</p>');
    expect(stampInChunks('<p>a</p><script>self.__next_f.push([0', [5])).toBe(
      '<p>a</p><script>self.__next_f.push([0',
    );
    expect(stampInChunks('<p>a</p><scri', [9])).toBe('<p>a</p><scri');
  });
});
