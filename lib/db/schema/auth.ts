import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-owned';

/**
 * Accounts. A user belongs to one tenant: the same e-mail on two agencies' sites is two accounts
 * (unique per tenant, e-mail stored lower-cased). `password_hash` is a self-describing scrypt
 * string (lib/auth/password.ts), null until a password is set. `session_version` is copied into
 * every session cookie; bumping it (logout, password change) revokes all sealed cookies at once.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    email: text('email').notNull(),
    role: text('role').notNull().default('Consumer'),
    guest: boolean('guest').notNull().default(false),
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The language the user last used (issue 31): their e-mails and campaigns are in it. */
    locale: text('locale').notNull().default('en-GB'),
    dialCode: text('dial_code'),
    mobileNumber: text('mobile_number'),
    country: text('country'),
    agencyRole: text('agency_role'),
    /** Extra fields of the agency-CRM registration (city, state, pin_code, registered_address, pan_number). */
    crmDetails: jsonb('crm_details').$type<Record<string, string>>(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the owner proved this phone number (an SMS code entered while signed in). Only a verified
     * number receives sign-in OTPs; changing the number clears it.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** 'none', or 'pending' / 'accepted' for users an agency invited. */
    invitation: text('invitation').$type<'none' | 'pending' | 'accepted'>().notNull().default('none'),
    sessionVersion: integer('session_version').notNull().default(1),
    /** Credit limit / wallet (spec §3), integer minor units of `credit_currency`; null: none. */
    creditMinor: integer('credit_minor'),
    creditCurrency: text('credit_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantId, t.email),
    index('users_tenant_mobile_idx').on(t.tenantId, t.mobileNumber),
  ],
);

/** What a one-time code is for; each is sent on one channel (lib/backend/auth/otp.ts). */
export type TOtpPurpose = 'sign_in_email' | 'sign_in_sms' | 'phone_verify';

/**
 * One-time codes: for signing in by e-mail or by SMS, and for proving a phone number. Each row says
 * what it is for and the address or E.164 number it was sent to, and verifies only that: a code
 * mailed for sign-in never proves a phone. Only an HMAC of the code over that binding is stored; a
 * code expires after 10 minutes and dies after 5 wrong attempts (counted with the other attempt
 * counters, lib/backend/ratelimit). A new code replaces the user's previous one of the same purpose. Rows
 * older than the purpose column say 'unbound' and verify nothing.
 */
export const authOtps = pgTable(
  'auth_otps',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TOtpPurpose | 'unbound'>().notNull().default('unbound'),
    /** The e-mail address or E.164 phone number the code was sent to. */
    sentTo: text('sent_to').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    /**
     * Unused: wrong attempts are counted with the other attempt counters now (lib/backend/auth/otp.ts).
     * Kept for one release, because dropping it in the migration that adds the columns above makes
     * drizzle-kit ask interactively whether it was renamed; drop it in a migration of its own.
     */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_otps_user_idx').on(t.tenantId, t.userId, t.purpose)],
);

/**
 * Single-use, expiring link tokens (set-password, e-mail verification, invitation). Only a SHA-256
 * of the random token is stored; `used_at` marks it spent.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'set_password' | 'verify' | 'invitation' | 'unlock'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.tenantId, t.userId),
  ],
);

/** The agency's subscription plan (spec §7 GET api/subscription/v1/agency/: subscription.plan_name). */
export const agencySubscriptions = pgTable(
  'agency_subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    planName: text('plan_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agency_subscriptions_tenant_uq').on(t.tenantId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
