import 'server-only';
import type { HotelSource } from '@/lib/reference/hotel-sources';
import { SupplierNotConfiguredError, SupplierUnavailableError } from '../errors';
import type { HotelSupplier, ProviderConfigurationEntry, SupplierContext } from '../types';

/**
 * The remote hotel sources of spec §9 (grn, tbo, hotelbeds). Until the tenant's
 * provider_configuration carries credentials for one it answers SupplierNotConfiguredError, and
 * with credentials SupplierUnavailableError (the HTTP clients are not part of this build). An
 * adapter replaces its stub here and reshapes its API's payloads into the shapes of ../types.ts.
 */

/** Whether the tenant's hotel provider configuration lists credentials for `source`. */
export function hasCredentials(providers: readonly ProviderConfigurationEntry[], source: string): boolean {
  return providers.some((p) => {
    if (p.bit_type !== 'hotel') return false;
    const creds = p.credentials?.[source];
    return !!creds && Object.values(creds).some((v) => typeof v === 'string' && v.trim() !== '');
  });
}

export function remoteHotels(source: Exclude<HotelSource, 'offline'>, ctx: SupplierContext): HotelSupplier {
  const fail = async (): Promise<never> => {
    throw hasCredentials(ctx.providers, source)
      ? new SupplierUnavailableError(source)
      : new SupplierNotConfiguredError(source);
  };
  return {
    source,
    offers: fail,
    priceCheck: fail,
    availability: fail,
    cancellationPolicy: fail,
    recheck: fail,
    book: fail,
    cancel: fail,
  };
}
