#!/usr/bin/env node
// `npm run build`: the production build into NEXT_DIST_DIR (.next) with the production bundler
// (scripts/lib/next-build.mjs), the same build `npm start` and the tests make.
import { buildApp } from './lib/next-build.mjs';

process.exit(buildApp(process.env.NEXT_DIST_DIR || '.next'));
