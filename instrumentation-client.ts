import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app hydrates. Zod tries `new Function('')` the first time it
 * parses, to see whether it may compile parsers; the site's content security policy forbids eval,
 * and Chromium reports the caught attempt as a policy violation (a browser console issue on every
 * page that validates a form). The policy stands, so Zod is told up front not to try.
 */
config({ jitless: true });
