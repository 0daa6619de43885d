/** @jest-environment node */
import { and, desc, eq } from 'drizzle-orm';
import { LOCALE_HEADER } from '@/i18n/routing';
import { encryptPassword } from '@/lib/auth/password-cipher';
import { outboxMessages, users } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { backendCaller } from '@/tests/support/backend-client';
import { useSeededBackend } from '@/tests/support/seeded-backend';
import { setSiteFeature } from '@/tests/support/site-features';
import { testDrivers } from '@/tests/support/test-db';
import { sendLink } from '../auth/links';
import { DEMO_PASSWORDS } from '../auth/seed-users';
import { findTenantBySite } from '../tenants/repository';

/**
 * Issue 31 item 5 on the server: a reader's language is the one they last used the site in
 * (users.locale, kept at sign-in and when a code is asked for), and the sign-in e-mails are written
 * in it, their links opening the site in it. The demo site offers all eight shipped languages.
 */
describe.each(testDrivers())("e-mails in the reader's language on $name", ({ open }) => {
  const s = useSeededBackend(open);
  const call = backendCaller(() => s.backend);
  const demo = async () => {
    const t = await findTenantBySite(s.tdb.db, 'demo');
    if (!t) throw new Error('no demo tenant');
    return t;
  };
  const userNamed = async (email: string) =>
    (await s.tdb.db.select().from(users).where(eq(users.email, email)))[0];
  const lastMail = async (to: string, kind: string) =>
    (
      await s.tdb.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.kind, kind)))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1)
    )[0];

  it('a password sign-in from a German page keeps de-DE; an unknown language keeps none', async () => {
    const t = await demo();
    const enc = t.config.fe_config?.password_encryption;
    if (!enc) throw new Error('no encryption');
    const signIn = async (locale: string) =>
      call('demo', 'POST', '/api/auth/api/v2/user/authenticate', {
        headers: { [LOCALE_HEADER]: locale },
        body: {
          email: 'consumer@wanderlight.example',
          password: await encryptPassword(DEMO_PASSWORDS.consumer, enc, 'aes-gcm'),
        },
      });
    expect((await signIn('de-DE')).status).toBe(200);
    expect((await userNamed('consumer@wanderlight.example'))?.locale).toBe('de-DE');
    // Not a language the platform ships: the site's default.
    expect((await signIn('tlh')).status).toBe(200);
    expect((await userNamed('consumer@wanderlight.example'))?.locale).toBe('en-GB');
  });

  it('a sign-in code asked from a French page comes in French, and the reader keeps French', async () => {
    const t = await demo();
    await setSiteFeature(s.tdb.db, 'demo', 'AUTHENTICATION_VIA_OTP', true);
    const email = 'lecteur@example.com';
    await forTenant(s.tdb.db, t.id).insert(users, {
      email,
      role: 'Consumer',
      firstName: 'Lou',
      emailVerifiedAt: new Date(),
    });
    const r = await call('demo', 'POST', '/verify/generate_otp', {
      headers: { [LOCALE_HEADER]: 'fr-FR' },
      body: { email },
    });
    expect(r.status).toBe(200);
    const mail = await lastMail(email, 'otp');
    expect(mail?.subject).toBe('Votre code de connexion Wanderlight Holidays');
    expect(mail?.html).toContain('<html lang="fr-FR" dir="ltr">');
    expect((await userNamed(email))?.locale).toBe('fr-FR');
  });

  it('a registration from a Spanish page keeps es-ES, and its set-password e-mail is in Spanish', async () => {
    const email = 'viajera@example.com';
    const r = await call('demo', 'POST', '/api/auth/api/v1/user/create', {
      headers: { [LOCALE_HEADER]: 'es-ES' },
      body: {
        email,
        details: {
          title: 'Ms.',
          first_name: 'Vera',
          last_name: 'Viajera',
          code: '34',
          mobile_number: '612345678',
        },
      },
    });
    expect(r.status).toBe(201);
    expect((await userNamed(email))?.locale).toBe('es-ES');
    const mail = await lastMail(email, 'set_password');
    expect(mail?.html).toContain('<html lang="es-ES" dir="ltr">');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:\d+\/es\/set-password\?/);
  });

  it("an Arabic reader's set-password e-mail is right to left and its link opens the Arabic site", async () => {
    const t = await demo();
    const [user] = await forTenant(s.tdb.db, t.id).insert(users, {
      email: 'qari@example.com',
      role: 'Consumer',
      firstName: 'Qari',
      locale: 'ar-AE',
    });
    if (!user) throw new Error('no user');
    await sendLink(s.tdb.db, t, user, 'set_password');
    const mail = await lastMail('qari@example.com', 'set_password');
    expect(mail?.html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:\d+\/ar\/set-password\?/);
    // A reader whose language the site no longer offers reads the site's default, unprefixed.
    await s.tdb.db.update(users).set({ locale: 'xx-XX' }).where(eq(users.id, user.id));
    await sendLink(s.tdb.db, t, { ...user, locale: 'xx-XX' }, 'set_password');
    const plain = await lastMail('qari@example.com', 'set_password');
    expect(plain?.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(plain?.links[0]).toMatch(/^http:\/\/demo\.localhost:\d+\/set-password\?/);
  });
});
