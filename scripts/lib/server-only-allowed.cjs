// Preloaded by the command-line scripts (package.json: tsx --require …). They run on the server, so
// modules marked `import 'server-only'` (a guard against client bundles, which throws outside a
// React server build) are allowed here: 'server-only' resolves to this file, which exports nothing.
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'server-only' ? __filename : resolve.call(this, request, ...rest);
};
