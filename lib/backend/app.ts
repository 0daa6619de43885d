import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isCrossSiteRequest, isStateChangingMethod } from '@/lib/auth/origin';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { AUTH_MESSAGES } from '@/lib/contract/auth';
import { bodyLimitFor } from '@/lib/http/body-limit';
import { errorForLog } from '@/lib/http/log-safe';
import { CROSS_SITE_RETURN_PATHS } from '@/lib/payment/return-paths';
import { requestContext } from './auth/request-context';
import { siteAccessGuard } from './auth/site-access';
import { bodyTooLarge, FIELD_HAS_NUL, fieldError } from './http/body';
import type { BackendDeps, BackendEnv } from './http/context';
import { AppError, GENERIC_ERROR_MESSAGE } from './http/errors';
import { agentQueryRoutes } from './routes/agent-queries';
import { authRoutes } from './routes/auth';
import { autocompleteRoutes } from './routes/autocomplete';
import { bnplRoutes } from './routes/bnpl';
import { bookingRoutes } from './routes/booking';
import { bookingAfterSaleRoutes } from './routes/booking-after-sale';
import { bookingDocumentRoutes } from './routes/booking-documents';
import { bookingProductRoutes } from './routes/booking-product';
import { bookingStaffRoutes } from './routes/booking-staff';
import { bookingTravellerRoutes } from './routes/booking-travellers';
import { bookingVariantRoutes } from './routes/booking-variant';
import { cartRoutes } from './routes/cart';
import { consoleRoutes } from './routes/console';
import { consoleInventoryRoutes } from './routes/console-inventory';
import { consolePeopleRoutes } from './routes/console-people';
import { currencyRoutes } from './routes/currency';
import { customerRoutes } from './routes/customers';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { discoveryRoutes } from './routes/discovery';
import { errorReportRoutes } from './routes/error-reports';
import { leadRoutes } from './routes/leads';
import { notifyCampaignRoutes } from './routes/notify-campaigns';
import { oauthRoutes } from './routes/oauth';
import { packageRoutes } from './routes/packages';
import { paymentRoutes } from './routes/payment';
import { paymentGatewayRoutes } from './routes/payment-gateways';
import { pdfRoutes } from './routes/pdf';
import { productRoutes } from './routes/products';
import { quotationRoutes } from './routes/quotations';
import { searchApiRoutes } from './routes/search-api';
import { supplierRoutes } from './routes/suppliers';
import { testGatewayRoutes } from './routes/test-gateway';
import { userSearchRoutes } from './routes/user-search';
import { walletRoutes } from './routes/wallet';
import { webconfigRoutes } from './routes/webconfig';

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
    // Sessions, OTPs and the admin token need the deployment secret: loaded at server start, again
    // here if that failed (e.g. the database was not up yet).
    await ensureDeploymentSecret(deps.db);
    await next();
  });
  // The calling site, its tenant, the database and the signed-in user: each resolved once, when first asked.
  app.use('*', requestContext);

  // Every body is limited (64 kB unless a route needs more), refused with 413 before it is read
  // when its Content-Length says so, else as soon as it passes the limit.
  app.use('*', (c, next) =>
    bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: () => {
        throw bodyTooLarge();
      },
    })(c, next),
  );

  // A NUL character cannot be stored or compared: refused in any query parameter (bodies: readBody).
  app.use('*', async (c, next) => {
    for (const [key, value] of new URL(c.req.url).searchParams) {
      if (key.includes('\u0000') || value.includes('\u0000')) throw fieldError(key || 'query', FIELD_HAS_NUL);
    }
    await next();
  });

  // Every state-changing call must come from the site's own origin (scheme, host and port), but a
  // gateway's return posted from its own page (lib/payment/return-paths.ts).
  app.use('*', async (c, next) => {
    if (
      isStateChangingMethod(c.req.method) &&
      isCrossSiteRequest(c.req.raw) &&
      !CROSS_SITE_RETURN_PATHS.has(c.req.path)
    ) {
      throw new AppError('cross_site', 403, AUTH_MESSAGES.unauthorized);
    }
    await next();
  });

  // Invitation-only sites answer only their signed-in members (auth/site-access.ts).
  app.use('*', siteAccessGuard);

  app.route('/', webconfigRoutes);
  app.route('/', autocompleteRoutes);
  app.route('/', currencyRoutes);
  app.route('/', authRoutes);
  app.route('/', userSearchRoutes);
  app.route('/', agentQueryRoutes);
  app.route('/', discoveryRoutes);
  app.route('/', devMailboxRoutes);
  app.route('/', oauthRoutes);
  app.route('/', searchApiRoutes);
  app.route('/', packageRoutes);
  app.route('/', productRoutes);
  app.route('/', leadRoutes);
  app.route('/', quotationRoutes);
  app.route('/', supplierRoutes);
  app.route('/', pdfRoutes);
  app.route('/', bookingRoutes);
  app.route('/', walletRoutes);
  app.route('/', bookingVariantRoutes);
  app.route('/', bnplRoutes);
  app.route('/', bookingProductRoutes);
  app.route('/', bookingTravellerRoutes);
  app.route('/', bookingAfterSaleRoutes);
  app.route('/', bookingStaffRoutes);
  app.route('/', bookingDocumentRoutes);
  app.route('/', consoleRoutes);
  app.route('/', consoleInventoryRoutes);
  app.route('/', consolePeopleRoutes);
  app.route('/', paymentRoutes);
  app.route('/', paymentGatewayRoutes);
  app.route('/', cartRoutes);
  app.route('/', testGatewayRoutes);
  app.route('/', errorReportRoutes);
  app.route('/', customerRoutes);
  app.route('/', notifyCampaignRoutes);

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
    log('unhandled error', { path: c.req.path, error: errorForLog(err) });
    return c.json(
      { data: null, errors: { message: GENERIC_ERROR_MESSAGE }, message: GENERIC_ERROR_MESSAGE },
      500,
    );
  });
  return app;
}

export type Backend = ReturnType<typeof createBackend>;
