import { NONCE_PLACEHOLDER } from '@/lib/security/headers.mjs';
import { isFrameworkScript } from './framework-scripts';

/**
 * Adds a request's nonce to the framework's inline scripts of an HTML page as it streams out, and
 * to the `<meta http-equiv="Content-Security-Policy">` a site with its own scripts carries (which
 * names NONCE_PLACEHOLDER where the nonce goes). Nothing else changes: every other byte passes as it
 * came, so a cached page (ISR) is served with a fresh nonce per request without being rendered
 * again. An inline script gets the nonce only when isFrameworkScript accepts its whole text; a
 * script with `src` needs none ('self' and the site's origins cover it); data scripts (JSON-LD) are
 * not run. Works on bytes: a tag split across chunks is held back until it is whole.
 */
export interface NonceStamper {
  /** The bytes that can be sent after this chunk (possibly none, while a tag is incomplete). */
  push(chunk: Buffer): Buffer;
  /** What is left at the end of the body. */
  end(): Buffer;
}

/** A script longer than this is passed on as it is (no framework script comes near). */
const MAX_SCRIPT_BYTES = 8 * 1024 * 1024;
/** An opening tag longer than this is passed on as it is. */
const MAX_TAG_BYTES = 64 * 1024;

const SCRIPT_OPEN = Buffer.from('<script');
const META_OPEN = Buffer.from('<meta');
const SCRIPT_CLOSE = Buffer.from('</script');
/** The longest text a chunk may end with that could begin a tag we look for. */
const HOLD_BACK = SCRIPT_OPEN.length;

const PLACEHOLDER_NONCE_ATTRIBUTE = new RegExp(`\\snonce="${NONCE_PLACEHOLDER}"`);

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

type State = { kind: 'text' } | { kind: 'tag'; script: boolean } | { kind: 'script'; openTagEnd: number };

/** The index just past the `>` ending the opening tag that starts the buffer, or -1 if not there yet. */
function endOfOpeningTag(buffer: Buffer): number {
  let quote = 0;
  for (let i = 1; i < buffer.length; i++) {
    const c = buffer[i];
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) quote = c;
    else if (c === 0x3e) return i + 1;
  }
  return -1;
}

/** Where the next `<script` or `<meta` tag (a name followed by space, `>` or `/`) starts, or -1. */
function nextTag(buffer: Buffer, from: number): { at: number; script: boolean } {
  let at = from;
  while (at < buffer.length) {
    const lt = buffer.indexOf(0x3c, at);
    if (lt < 0) return { at: -1, script: false };
    for (const [name, script] of [
      [SCRIPT_OPEN, true],
      [META_OPEN, false],
    ] as const) {
      const after = buffer[lt + name.length];
      if (
        buffer.subarray(lt, lt + name.length).equals(name) &&
        after !== undefined &&
        /[\s>/]/.test(String.fromCharCode(after))
      )
        return { at: lt, script };
    }
    at = lt + 1;
  }
  return { at: -1, script: false };
}

/** The attributes of an opening tag, by lower-cased name (values unquoted, entities left as they are). */
function attributesOf(openTag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of openTag.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The script as it should be sent: with the nonce when it is the framework's own, else unchanged. */
function stampScript(tagAsRendered: string, body: Buffer, nonce: string): Buffer {
  // Next stamps on its own the nonce it finds in a request's policy, which on pages whose policy the
  // proxy sets (the widget's) is the placeholder: that one is dropped and the tag judged as any other.
  const openTag = tagAsRendered.replace(PLACEHOLDER_NONCE_ATTRIBUTE, '');
  const attributes = attributesOf(openTag);
  const stamp =
    !attributes.has('src') &&
    !attributes.has('nonce') &&
    EXECUTABLE_TYPES.has((attributes.get('type') ?? '').trim().toLowerCase()) &&
    isFrameworkScript(body.toString('utf8'));
  const tag = stamp ? `<script nonce="${nonce}"${openTag.slice('<script'.length)}` : openTag;
  return Buffer.concat([Buffer.from(tag), body]);
}

/** A `<meta>` tag, with the nonce in place of the placeholder when it declares a policy. */
function stampMeta(openTag: string, nonce: string): string {
  if (!/http-equiv\s*=\s*["']?content-security-policy/i.test(openTag)) return openTag;
  return openTag.replaceAll(`nonce-${NONCE_PLACEHOLDER}`, `nonce-${nonce}`);
}

/** A stamper for one response; `nonce` is the base64 value its policy names. */
export function createNonceStamper(nonce: string): NonceStamper {
  let pending: Buffer = Buffer.alloc(0);
  let state: State = { kind: 'text' };

  function drain(final: boolean): Buffer {
    const out: Buffer[] = [];
    for (;;) {
      if (state.kind === 'text') {
        const tag = nextTag(pending, 0);
        if (tag.at < 0) {
          // Keep a tail that may be the start of a tag cut by the chunk's end.
          const keep = final ? 0 : Math.min(HOLD_BACK, pending.length);
          const lastLt = pending.lastIndexOf(0x3c);
          const cut = !final && lastLt >= 0 && lastLt >= pending.length - keep ? lastLt : pending.length;
          out.push(pending.subarray(0, cut));
          pending = pending.subarray(cut);
          break;
        }
        out.push(pending.subarray(0, tag.at));
        pending = pending.subarray(tag.at);
        state = { kind: 'tag', script: tag.script };
      } else if (state.kind === 'tag') {
        const end = endOfOpeningTag(pending);
        if (end < 0) {
          if (!final && pending.length <= MAX_TAG_BYTES) break;
          out.push(pending);
          pending = Buffer.alloc(0);
          state = { kind: 'text' };
          if (final) break;
          continue;
        }
        if (state.script) {
          state = { kind: 'script', openTagEnd: end };
        } else {
          out.push(Buffer.from(stampMeta(pending.subarray(0, end).toString('utf8'), nonce)));
          pending = pending.subarray(end);
          state = { kind: 'text' };
        }
      } else {
        const close = pending.indexOf(SCRIPT_CLOSE, state.openTagEnd);
        if (close < 0) {
          if (!final && pending.length <= MAX_SCRIPT_BYTES) break;
          out.push(pending);
          pending = Buffer.alloc(0);
          state = { kind: 'text' };
          if (final) break;
          continue;
        }
        const openTag = pending.subarray(0, state.openTagEnd).toString('utf8');
        out.push(stampScript(openTag, pending.subarray(state.openTagEnd, close), nonce));
        pending = pending.subarray(close);
        state = { kind: 'text' };
        // `</script` is text from here; step past its `<` so it is not taken for an opening tag.
        out.push(pending.subarray(0, 1));
        pending = pending.subarray(1);
      }
    }
    return Buffer.concat(out);
  }

  return {
    push(chunk) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      return drain(false);
    },
    end() {
      return drain(true);
    },
  };
}
