import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { AUTH_VALIDATION, email, normaliseDialCode, requiredText, TITLES } from './auth';

/**
 * The registration calls of spec §7 (auth.ts has the other Auth calls): their schemas check the
 * phone with libphonenumber, whose metadata only the registration and profile forms and the server
 * need.
 */

/**
 * Spec §5 phone rule: a dial code must be chosen, the number must parse for that dial code, the
 * national number must equal the input, and the number must be possible. Pure; used by the forms on
 * keyup/change and by the server.
 */
export function isValidPhoneForDialCode(dialCode: string, input: string): boolean {
  const code = normaliseDialCode(dialCode);
  const number = input.trim();
  if (!code || !number) return false;
  const parsed = parsePhoneNumberFromString(number, { defaultCallingCode: code.slice(1) });
  if (!parsed) return false;
  return String(parsed.nationalNumber) === number && parsed.isPossible();
}

const registrationDetails = z
  .object({
    title: z.enum(TITLES, { error: AUTH_VALIDATION.titleRequired }),
    first_name: requiredText(AUTH_VALIDATION.firstNameRequired),
    last_name: requiredText(AUTH_VALIDATION.lastNameRequired),
    /** Dial code ('+44'); required: the phone cannot be checked without it. */
    code: z.string({ error: AUTH_VALIDATION.phoneInvalid }).trim().min(1, AUTH_VALIDATION.phoneInvalid),
    mobile_number: requiredText(AUTH_VALIDATION.phoneRequired, 20),
  })
  .superRefine(
    (d, ctx) => {
      if (d.code && d.mobile_number && !isValidPhoneForDialCode(d.code, d.mobile_number)) {
        ctx.addIssue({ code: 'custom', path: ['mobile_number'], message: AUTH_VALIDATION.phoneInvalid });
      }
    },
    // Checked even when another field (title, names) is missing, so a bad number is named at once
    // instead of after the rest is filled in.
    { when: ({ value }) => hasPhone(value) },
  );

function hasPhone(value: unknown): boolean {
  const d = value as { code?: unknown; mobile_number?: unknown } | null;
  return typeof d?.code === 'string' && typeof d.mobile_number === 'string' && d.mobile_number.trim() !== '';
}

/**
 * POST api/auth/api/v1/user/create and POST user/update (spec §3 Registration). `role` is accepted
 * but the server always registers a Consumer (spec §6); `country` is sent by the OTP-register flow.
 * When editing, the email is locked (the server ignores a different one).
 */
export const ZRegistrationRequest = z.object({
  email: email(),
  role: z.string().optional(),
  guest: z.boolean().optional(),
  register_and_continue: z.boolean().optional(),
  country: z.string().max(100).optional(),
  details: registrationDetails,
});
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;
export type TRegistrationInput = z.input<typeof ZRegistrationRequest>;

/**
 * POST create_user_in_agency_crm (spec §3 Agency-CRM registration): flat fields, a country name and
 * empty address fields. `code` (dial code) is optional here; when given, the phone is checked.
 */
export const ZAgencyCrmRegistration = z
  .object({
    email: email(),
    title: z.enum(TITLES, { error: AUTH_VALIDATION.titleRequired }),
    first_name: requiredText(AUTH_VALIDATION.firstNameRequired),
    last_name: requiredText(AUTH_VALIDATION.lastNameRequired),
    mobile_number: requiredText(AUTH_VALIDATION.phoneRequired, 20),
    code: z.string().optional(),
    country: z.string().max(100).default(''),
    city: z.string().max(100).default(''),
    state: z.string().max(100).default(''),
    pin_code: z.string().max(20).default(''),
    registered_address: z.string().max(500).default(''),
    pan_number: z.string().max(20).default(''),
  })
  .superRefine((d, ctx) => {
    if (d.code && !isValidPhoneForDialCode(d.code, d.mobile_number)) {
      ctx.addIssue({ code: 'custom', path: ['mobile_number'], message: AUTH_VALIDATION.phoneInvalid });
    }
  });
