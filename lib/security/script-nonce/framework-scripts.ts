import { createHash } from 'node:crypto';

/**
 * Which inline scripts of a page are the framework's own, so that only they receive the request's
 * nonce (lib/security/script-nonce/stamper.ts). Next and React write a handful of inline scripts,
 * all of fixed shapes: data pushed into a queue (`self.__next_f.push([...])`, Turbopack's chunk
 * list), React's streaming runtime (a fixed text per React version, then calls whose arguments are
 * literals), Next's icon re-insertion. A script is accepted only when its whole text is a sequence
 * of those statements with JSON arguments, so an injected script, whatever it says, gets no nonce
 * and the browser refuses it: the same line Next draws when it stamps a nonce itself, which it can
 * only do on pages rendered per request.
 */

/**
 * React's streaming runtime (react-dom/server, "Fizz"): the function definitions it writes before
 * its first call of each kind, by length and SHA-256 (base64), as React 19.3 writes them.
 * react-runtime.test.ts reads the installed react-dom and fails when a definition is not listed:
 * after a React upgrade, add what it prints.
 */
export const REACT_RUNTIME_DEFINITIONS: readonly { length: number; sha256: string }[] = [
  // requestAnimationFrame(function(){$RT=performance.now()});
  { length: 57, sha256: '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=' },
  // $RS=function(a,b){...}; (complete segment)
  { length: 193, sha256: 'rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=' },
  // $RB=[];$RV=function(a){...};$RC=function(b,c){...}; (complete boundary)
  { length: 829, sha256: 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=' },
  // $RM=new Map;$RR=function(n,w,p){...}; (complete boundary with styles)
  { length: 1105, sha256: 'QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=' },
  // $RX=function(b,c,d,e,f){...}; (client render), alone and before its first call
  { length: 200, sha256: '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=' },
  { length: 201, sha256: 'HIwET9YbpCDSDZxSjDwBhUP6sywD0vfbAPbsgjDbN4U=' },
  // $RV=function(B,g){...} (view transitions)
  { length: 2694, sha256: 'R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=' },
];

/** Next's script that moves icons streamed into <body> back to <head> (create-server-inserted-metadata). */
const NEXT_FIXED_SCRIPTS = [
  `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`,
];

/** Callees whose arguments are data: the text before `(`. */
const DATA_CALLEES = [
  '(self.__next_f=self.__next_f||[]).push',
  'self.__next_f.push',
  // React's runtime calls: complete boundary, segment, boundary with styles, client render.
  /^\$R[CSRX]/,
  // Turbopack's bootstrap: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push`.
  /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push/,
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

// Longest first: one definition may be another with a `;` more.
const RUNTIME_LENGTHS = [...new Set(REACT_RUNTIME_DEFINITIONS.map((d) => d.length))].sort((a, b) => b - a);
const RUNTIME_HASHES = new Set(REACT_RUNTIME_DEFINITIONS.map((d) => `${d.length}:${d.sha256}`));

/** The length of a React runtime definition starting at `at`, or 0. */
function runtimeDefinitionAt(body: string, at: number): number {
  if (!body.startsWith('$R', at) && !body.startsWith('requestAnimationFrame(', at)) return 0;
  for (const length of RUNTIME_LENGTHS) {
    if (at + length > body.length) continue;
    if (RUNTIME_HASHES.has(`${length}:${sha256(body.slice(at, at + length))}`)) return length;
  }
  return 0;
}

/** The length of the callee at `at` (text up to its `(`), or 0. */
function calleeAt(body: string, at: number): number {
  const rest = body.slice(at, at + 120);
  for (const callee of DATA_CALLEES) {
    if (typeof callee === 'string') {
      if (rest.startsWith(`${callee}(`)) return callee.length;
    } else {
      const match = callee.exec(rest);
      if (match && rest[match[0].length] === '(') return match[0].length;
    }
  }
  return 0;
}

/**
 * The index just past the `)` closing the call whose `(` is at `open`, its arguments being JSON
 * (strings, numbers, arrays, objects, literals); -1 when they are not.
 */
function endOfJsonArguments(body: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open + 1; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ')' && depth === 0) {
      try {
        JSON.parse(`[${body.slice(open + 1, i)}]`);
      } catch {
        return -1;
      }
      return i + 1;
    }
    if (depth < 0) return -1;
  }
  return -1;
}

/**
 * The common case, one call whose whole argument list is JSON (an RSC data push), checked by the JSON
 * parser alone, without scanning its text first: half the time on a page's payload.
 */
function isSingleDataCall(body: string): boolean {
  const callee = calleeAt(body, 0);
  if (callee === 0) return false;
  const end = body.endsWith(');') ? body.length - 2 : body.endsWith(')') ? body.length - 1 : -1;
  if (end <= callee) return false;
  try {
    JSON.parse(`[${body.slice(callee + 1, end)}]`);
    return true;
  } catch {
    return false;
  }
}

/** True when the whole text of an inline script is one of the framework's own (see above). */
export function isFrameworkScript(body: string): boolean {
  if (body.length === 0) return false;
  if (NEXT_FIXED_SCRIPTS.includes(body)) return true;
  if (isSingleDataCall(body)) return true;
  let at = 0;
  while (at < body.length) {
    const definition = runtimeDefinitionAt(body, at);
    if (definition > 0) {
      at += definition;
      continue;
    }
    const callee = calleeAt(body, at);
    if (callee === 0) return false;
    const end = endOfJsonArguments(body, at + callee);
    if (end < 0) return false;
    at = end;
    if (body[at] === ';') at++;
  }
  return true;
}
