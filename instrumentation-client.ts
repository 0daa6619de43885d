/**
 * Runs in the browser before the app hydrates. Zod tries `new Function('')` the first time it
 * parses, to see whether it may compile parsers; the site's content security policy forbids eval,
 * and Chromium reports the caught attempt as a policy violation (a browser console issue on every
 * page that validates a form). The policy stands, so Zod is told up front not to try.
 *
 * Zod keeps its global configuration in `globalThis.__zod_globalConfig` and adopts an object it
 * finds there when it loads. Writing to that object, instead of calling `config()` from
 * `zod/v4/core`, keeps Zod's core (~5 kB gzipped) out of every page's first load: a page loads Zod
 * when a form first validates. `instrumentation-client.test.ts` fails if Zod stops reading it.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig ??= {};
zodHost.__zod_globalConfig.jitless = true;

export {};
