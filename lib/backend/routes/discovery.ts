import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { activityRoutes } from './activities';
import { currencyConvertRoutes } from './currency-convert';
import { staticPackageRoutes } from './static-packages';
import { visitorLocationRoutes } from './visitor-location';

/** Country, currency, location and organised-package calls (issue "Search and discovery", items 5–6); activity listings (issue 15). */
export const discoveryRoutes = new Hono<BackendEnv>()
  .route('/', currencyConvertRoutes)
  .route('/', visitorLocationRoutes)
  .route('/', staticPackageRoutes)
  .route('/', activityRoutes);
