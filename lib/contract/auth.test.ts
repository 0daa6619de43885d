import {
  AUTH_VALIDATION,
  otpTarget,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZOtpGenerateRequest,
  ZOtpLoginForm,
  ZOtpVerifyRequest,
} from './auth';
import { isValidPhoneForDialCode, ZAgencyCrmRegistration, ZRegistrationRequest } from './auth-registration';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const registration = {
  email: 'ada@example.com',
  details: {
    title: 'Ms.',
    first_name: 'Ada',
    last_name: 'Lovelace',
    code: '+44',
    mobile_number: '7700900123',
  },
};

describe('auth contract', () => {
  it('sign-in: spec §5 messages', () => {
    expect(messages(ZLoginRequest.safeParse({}))).toEqual([
      `email: ${AUTH_VALIDATION.emailRequired}`,
      `password: ${AUTH_VALIDATION.passwordRequired}`,
    ]);
    expect(messages(ZLoginRequest.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      'email: Please provide a valid email address',
    ]);
    expect(ZLoginRequest.safeParse({ email: ' a@b.co ', password: 'x' }).data?.email).toBe('a@b.co');
  });

  it('phone rule: dial code chosen, parses for it, national number equals input, possible', () => {
    expect(isValidPhoneForDialCode('+44', '7700900123')).toBe(true);
    expect(isValidPhoneForDialCode('44', '7700900123')).toBe(true);
    expect(isValidPhoneForDialCode('', '7700900123')).toBe(false);
    expect(isValidPhoneForDialCode('+44', '07700900123')).toBe(false); // national number differs
    expect(isValidPhoneForDialCode('+44', '12')).toBe(false);
    expect(isValidPhoneForDialCode('+31', '612345678')).toBe(true);
  });

  it('registration: each required field has its own message', () => {
    expect(messages(ZRegistrationRequest.safeParse(registration))).toEqual([]);
    expect(messages(ZRegistrationRequest.safeParse({ details: {} }))).toEqual([
      'email: Email is required',
      'details.title: Title is required',
      'details.first_name: First Name is required',
      'details.last_name: Last Name is required',
      'details.code: Please provide a valid Phone Number',
      'details.mobile_number: Phone Number is required',
    ]);
    const bad = { ...registration, details: { ...registration.details, mobile_number: '123' } };
    expect(messages(ZRegistrationRequest.safeParse(bad))).toEqual([
      'details.mobile_number: Please provide a valid Phone Number',
    ]);
    // A bad phone is named even while the rest of the form is still empty.
    expect(
      messages(ZRegistrationRequest.safeParse({ details: { code: '+44', mobile_number: '123' } })),
    ).toContain('details.mobile_number: Please provide a valid Phone Number');
  });

  it('agency CRM registration defaults the empty address fields', () => {
    const r = ZAgencyCrmRegistration.parse({
      email: 'a@b.co',
      title: 'Mr.',
      first_name: 'A',
      last_name: 'B',
      mobile_number: '612345678',
      country: 'Netherlands',
    });
    expect(r).toMatchObject({ city: '', state: '', pin_code: '', registered_address: '', pan_number: '' });
  });

  it('forgot password: the observed required text and a lowercase-only pattern', () => {
    expect(messages(ZForgotPasswordRequest.safeParse({ email: '' }))).toEqual([
      'email: First Name is required',
    ]);
    expect(messages(ZForgotPasswordRequest.safeParse({ email: 'Ada@Example.com' }))).toEqual([
      'email: Please provide a valid email address',
    ]);
  });

  it('OTP: username rules, target choice and a numeric otp', () => {
    expect(messages(ZOtpLoginForm.safeParse({ username: '' }))).toEqual([
      'username: Email or phone number is required',
    ]);
    expect(messages(ZOtpLoginForm.safeParse({ username: '12345678901' }))).toEqual([
      'username: Please provide a valid email address or phone number',
    ]);
    expect(otpTarget('a@b.co')).toEqual({ email: 'a@b.co' });
    expect(otpTarget('7700900123')).toEqual({ mobileNumber: '7700900123' });
    expect(messages(ZOtpGenerateRequest.safeParse({}))).toEqual(['email: Email or phone number is required']);
    expect(ZOtpGenerateRequest.parse({ mobile_number: '7700900123' })).toEqual({
      email: undefined,
      mobileNumber: '7700900123',
    });
    expect(ZOtpVerifyRequest.parse({ email: 'a@b.co', otp: '012345' }).otp).toBe(12345);
    expect(messages(ZOtpVerifyRequest.safeParse({ email: 'a@b.co' }))).toEqual(['otp: otp is required']);
    expect(messages(ZOtpVerifyRequest.safeParse({ email: 'a@b.co', otp: 'abc' }))).toEqual([
      'otp: otp is required',
    ]);
  });
});
