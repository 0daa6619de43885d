import { Hono } from 'hono';
import type { Db } from '@/lib/db/open';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { AppError, GENERIC_ERROR_MESSAGE } from './http/errors';
import { authRoutes } from './routes/auth';
import { autocompleteRoutes } from './routes/autocomplete';
import { currencyRoutes } from './routes/currency';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { discoveryRoutes } from './routes/discovery';
import { leadRoutes } from './routes/leads';
import { oauthRoutes } from './routes/oauth';
import { packageRoutes } from './routes/packages';
import { pdfRoutes } from './routes/pdf';
import { quotationRoutes } from './routes/quotations';
import { searchApiRoutes } from './routes/search-api';
import { supplierRoutes } from './routes/suppliers';
import { webconfigRoutes } from './routes/webconfig';

export interface BackendDeps {
  db: () => Promise<Db>;
  log?: (message: string, extra?: Record<string, unknown>) => void;
}

export type BackendEnv = { Variables: { deps: BackendDeps; site: string | null } };

/**
 * The built-in Travel API: a plain Request → Response app implementing the contract of spec §7.
 * Mounted in-process behind /api/ by the storefront, or served on its own by a Node server.
 * Paths are the spec's, verbatim (trailing slashes included).
 */
export function createBackend(deps: BackendDeps) {
  const log = deps.log ?? ((m, extra) => console.error(`[backend] ${m}`, extra ?? ''));
  const app = new Hono<BackendEnv>({ strict: true });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('site', c.req.header(SITE_HEADER)?.toLowerCase() || null);
    await next();
  });

  app.route('/', webconfigRoutes);
  app.route('/', autocompleteRoutes);
  app.route('/', currencyRoutes);
  app.route('/', authRoutes);
  app.route('/', discoveryRoutes);
  app.route('/', devMailboxRoutes);
  app.route('/', oauthRoutes);
  app.route('/', searchApiRoutes);
  app.route('/', packageRoutes);
  app.route('/', leadRoutes);
  app.route('/', quotationRoutes);
  app.route('/', supplierRoutes);
  app.route('/', pdfRoutes);

  app.notFound((c) => c.json({ data: null, errors: { message: 'Not found' }, message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(
        {
          data: null,
          errors: { code: err.code, message: err.userMessage, ...err.details },
          message: err.userMessage,
        },
        err.status as 400,
      );
    }
    log('unhandled error', { path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return c.json(
      { data: null, errors: { message: GENERIC_ERROR_MESSAGE }, message: GENERIC_ERROR_MESSAGE },
      500,
    );
  });
  return app;
}

export type Backend = ReturnType<typeof createBackend>;
