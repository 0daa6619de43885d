/**
 * The browser's start-up script switches Zod's eval probe off without loading Zod. These tests load
 * it and a fresh copy of Zod, in both orders, and read Zod's own view of its configuration.
 */
type ZodHost = { __zod_globalConfig?: Record<string, unknown> };

function freshZod(order: 'script first' | 'zod first') {
  delete (globalThis as ZodHost).__zod_globalConfig;
  let core!: typeof import('zod/v4/core');
  jest.isolateModules(() => {
    if (order === 'script first') require('./instrumentation-client');
    core = require('zod/v4/core');
    if (order === 'zod first') require('./instrumentation-client');
  });
  return core;
}

afterEach(() => {
  delete (globalThis as ZodHost).__zod_globalConfig;
});

it.each(['script first', 'zod first'] as const)('Zod sees jitless when loaded %s', (order) => {
  const core = freshZod(order);
  expect(core.config().jitless).toBe(true);
  // The probe answers false without trying `new Function` (which jest's Node would allow).
  expect(core.util.allowsEval.value).toBe(false);
});

it('a Zod loaded without the script still probes (the test above can fail)', () => {
  let util!: typeof import('zod/v4/core').util;
  jest.isolateModules(() => {
    util = require('zod/v4/core').util;
  });
  expect(util.allowsEval.value).toBe(true);
});
