/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { parseTenantFile } from '@/lib/backend/admin/tenant-file';
import { validateCsv } from '@/lib/backend/inventory/import/validate';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { currencyForCountry } from '@/lib/reference';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { isPrototypeKey, PROTOTYPE_KEYS, prototypeKeyPaths } from './prototype-keys';

/**
 * Untrusted data merged or assigned by key, other than request bodies (lib/backend/http/body.ts has
 * its own suite): a site configuration from a Travel API, a tenant file, a CSV import. Each is fed
 * the three prototype keys at several depths; nothing may reach Object.prototype or replace an
 * object's prototype.
 */

const untouched = () => {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.is_enabled).toBeUndefined();
  expect(Object.keys(Object.prototype)).toEqual([]);
};

describe('prototypeKeyPaths', () => {
  it('names every prototype key of parsed JSON, at any depth, arrays included', () => {
    const value = JSON.parse(
      '{"a":{"__proto__":{"x":1}},"b":[{"constructor":{"prototype":{"y":1}}}],"prototype":2,"ok":{"c":3}}',
    );
    expect(prototypeKeyPaths(value)).toEqual(['a.__proto__', 'b.0.constructor', 'prototype']);
    expect(prototypeKeyPaths({ fine: [1, { also: 'fine' }] })).toEqual([]);
    expect([...PROTOTYPE_KEYS].every(isPrototypeKey)).toBe(true);
    expect(isPrototypeKey('proto')).toBe(false);
  });
});

describe('site configuration from a Travel API', () => {
  const config = (features: string) =>
    ZSiteConfig.parse(
      JSON.parse(`{
        "agency_details": { "name": "Probe", "__proto__": { "polluted": 1 } },
        "subdomain": "probe",
        "agency_id": 77,
        "fe_config": { "__proto__": { "polluted": 2 }, "constructor": { "prototype": { "polluted": 3 } } },
        "pricing_configuration": { "__proto__": 2, "hotel": 1.1 },
        "feature_configuration": ${features}
      }`),
    );

  it('cannot replace the prototype of the feature flags with a feature named __proto__', () => {
    const wc = toWorkingConfig(
      config(
        '[{"name":"__proto__","is_enabled":true},{"name":"constructor","is_enabled":true},{"name":"prototype","is_enabled":true},{"name":"notification_engine","is_enabled":true}]',
      ),
      { currencyForCountry },
    );
    expect(Object.getPrototypeOf(wc.featuresEnabled)).toBe(Object.prototype);
    // An unknown feature is off, not the __proto__ entry's is_enabled.
    expect((wc.featuresEnabled as Record<string, unknown>).is_enabled).toBeUndefined();
    expect(Object.hasOwn(wc.featuresEnabled, 'constructor')).toBe(false);
    expect(wc.featuresEnabled.notification_engine).toEqual({ is_enabled: true });
    expect(wc.pricingConfiguration.hotel).toBe(1.1);
    untouched();
  });
});

describe('tenant files (npm run tenant:upsert, PUT /api/internal/tenants)', () => {
  const file = (config: string, top = '') =>
    `{${top}"key":"probe","domains":[],"config":{"agency_details":{"name":"Probe"},"subdomain":"probe","agency_id":77${config}}}`;

  it.each([
    ['at the top', file('', '"__proto__":{"polluted":1},'), '__proto__'],
    ['in the configuration', file(',"constructor":{"prototype":{"polluted":1}}'), 'config.constructor'],
    ['in a free-form part', file(',"fe_config":{"__proto__":{"polluted":1}}'), 'config.fe_config.__proto__'],
    [
      'in a list',
      file(',"discount_config":[{"prototype":{"polluted":1}}]'),
      'config.discount_config.0.prototype',
    ],
  ])('refuses a prototype key %s, naming it', (_where, text, path) => {
    const result = parseTenantFile(text, 'probe.json');
    expect(result).toEqual({ ok: false, errors: [`probe.json: ${path}: this key is not allowed`] });
    untouched();
  });

  it('still accepts the same file without them', () => {
    expect(parseTenantFile(file(',"fe_config":{"chatbot":{"enabled":false}}'), 'probe.json').ok).toBe(true);
  });
});

describe('CSV imports', () => {
  it('keeps a __proto__ header an own field and refuses it as an unknown column', () => {
    const csv = '__proto__,constructor,prototype,code\nx,y,z,H1\n';
    const [row] = parse(csv, { columns: true }) as Record<string, unknown>[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    const result = validateCsv('hotels', csv);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.column)).toEqual(['__proto__', 'constructor', 'prototype']);
    untouched();
  });
});
