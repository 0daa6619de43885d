import 'server-only';
import type { HotelSource } from '@/lib/reference/hotel-sources';
import { SupplierNotConfiguredError, SupplierUnavailableError } from '../errors';
import type { HotelSupplier, ProviderConfigurationEntry, SupplierContext } from '../hotel-types';
import { offlineSupplier } from '../offline/hotel-rooms';

/**
 * The hotel sources of spec §9 by name. 'offline' is the tenant's database; grn, tbo and hotelbeds
 * are remote APIs: until the tenant's provider_configuration carries credentials for them they
 * answer SupplierNotConfiguredError, and with credentials SupplierUnavailableError (the HTTP
 * clients are not part of this build).
 */

/** Whether the tenant's hotel provider configuration lists credentials for `source`. */
export function hasCredentials(providers: readonly ProviderConfigurationEntry[], source: string): boolean {
  return providers.some((p) => {
    if (p.bit_type !== 'hotel') return false;
    const creds = p.credentials?.[source];
    return !!creds && Object.values(creds).some((v) => typeof v === 'string' && v.trim() !== '');
  });
}

function remoteSupplier(source: Exclude<HotelSource, 'offline'>, ctx: SupplierContext): HotelSupplier {
  const fail = async (): Promise<never> => {
    throw hasCredentials(ctx.providers, source)
      ? new SupplierUnavailableError(source)
      : new SupplierNotConfiguredError(source);
  };
  return { source, availability: fail, recheck: fail, book: fail, cancel: fail };
}

const FACTORIES: Record<HotelSource, (ctx: SupplierContext) => HotelSupplier> = {
  offline: offlineSupplier,
  grn: (ctx) => remoteSupplier('grn', ctx),
  tbo: (ctx) => remoteSupplier('tbo', ctx),
  hotelbeds: (ctx) => remoteSupplier('hotelbeds', ctx),
};

export function hotelSupplier(source: HotelSource, ctx: SupplierContext): HotelSupplier {
  return FACTORIES[source](ctx);
}

/** The sources the tenant enables for hotels (provider_configuration), offline when none is listed. */
export function enabledHotelSources(providers: readonly ProviderConfigurationEntry[]): HotelSource[] {
  const listed = providers
    .filter((p) => p.bit_type === 'hotel')
    .flatMap((p) => p.providers ?? [])
    .filter((s): s is HotelSource => Object.hasOwn(FACTORIES, s));
  return listed.length ? [...new Set(listed)] : ['offline'];
}
