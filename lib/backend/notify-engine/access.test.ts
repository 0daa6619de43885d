import type { Tenant } from '@/lib/db/schema';
import { mayManageNotifications } from './access';

/** The engine's guard reads the rule of lib/auth/rules with the tenant's notification_engine feature. */
const tenantWith = (features: { name: string; is_enabled: boolean }[]) =>
  ({ config: { feature_configuration: features } }) as unknown as Pick<Tenant, 'config'>;

describe('mayManageNotifications', () => {
  const on = tenantWith([{ name: 'notification_engine', is_enabled: true }]);
  const off = tenantWith([{ name: 'notification_engine', is_enabled: false }]);
  const none = tenantWith([]);
  const agent = { role: 'Agency Employee', permissions: ['manage campaigns'] };
  const admin = { role: 'Agency Admin', permissions: [] };

  it('lets staff who manage campaigns in where the feature is on', () => {
    expect(mayManageNotifications(on, agent)).toBe(true);
    expect(mayManageNotifications(on, admin)).toBe(true);
  });

  it('refuses everyone where the feature is off or not named', () => {
    for (const t of [off, none]) {
      expect(mayManageNotifications(t, agent)).toBe(false);
      expect(mayManageNotifications(t, admin)).toBe(false);
    }
  });

  it('refuses a consumer and an employee without the permission', () => {
    expect(mayManageNotifications(on, { role: 'Consumer', permissions: ['manage campaigns'] })).toBe(false);
    expect(mayManageNotifications(on, { role: 'Agency Employee', permissions: ['view all bookings'] })).toBe(
      false,
    );
  });
});
