'use client';

import { useTranslations } from 'next-intl';
import { ModalFrame } from '@/components/dialogs';
import type { TForgotPasswordRequest, TLoginRequest, TUser } from '@/lib/contract/auth';
import type { TRegistrationRequest } from '@/lib/contract/auth-registration';
import type { DialCodeEntry } from '@/lib/reference/countries';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { AuthDialogMessages } from './auth-dialog-messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { OtpLoginForm, type OtpPrefill } from './otp-login-form';
import { PhoneVerification } from './phone-verification';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

export type LoginView =
  | { view: 'signIn' }
  | { view: 'forgot' }
  | { view: 'otp'; prefill?: OtpPrefill | null }
  | { view: 'register'; otpFlow: boolean; prefillEmail?: string }
  | { view: 'profile' };

export type LoginModalState = LoginView & { cancelDisabled: boolean };

type Result = { ok: boolean; message: string };

export interface LoginModalHandlers {
  signIn: (values: TLoginRequest) => Promise<string | null>;
  forgotPassword: (values: TForgotPasswordRequest) => Promise<Result>;
  generateOtp: (username: string) => Promise<Result>;
  verifyOtp: (username: string, otp: string) => Promise<string | null>;
  register: (values: TRegistrationRequest, otpFlow: boolean) => Promise<Result>;
  updateProfile: (values: TRegistrationRequest) => Promise<Result>;
  deleteAccount: () => Promise<boolean>;
}

type LoginModalProps = {
  state: LoginModalState | null;
  onNavigate: (next: LoginView) => void;
  onClose: () => void;
  handlers: LoginModalHandlers;
  /** Invitation-only sites admit nobody else: no Sign up or Register. */
  hideRegister: boolean;
  user: TUser | null;
  /** The dial-code list; undefined while the site's reference lists load (the forms wait for it). */
  dialCodes: readonly DialCodeEntry[] | undefined;
  defaultDialCode: string;
  /** Sites that sign in by OTP: Edit profile offers to verify an unverified phone, then calls this. */
  onPhoneVerified?: () => void;
};

/**
 * The login modal (§2 dialog 12: 550 px, at most 80vw, on desktop; full screen on mobile) and the
 * views it moves between: sign-in, forgot password, OTP login, register and edit profile. Loaded
 * lazily, it brings its own strings (AuthDialogMessages).
 */
export function LoginModal(props: LoginModalProps) {
  if (!props.state) return null;
  return (
    <AuthDialogMessages>
      <LoginModalViews {...props} />
    </AuthDialogMessages>
  );
}

function LoginModalViews({
  state,
  onNavigate,
  onClose,
  handlers,
  hideRegister,
  user,
  dialCodes,
  defaultDialCode,
  onPhoneVerified,
}: LoginModalProps) {
  const t = useTranslations('Auth');
  if (!state) return null;
  const dismissible = !state.cancelDisabled;
  const showRegister = !hideRegister && !state.cancelDisabled;

  const title = {
    signIn: t('signIn.title'),
    forgot: t('forgot.title'),
    otp: t('otp.title'),
    register: t('register.title'),
    profile: t('register.editTitle'),
  }[state.view];

  return (
    <ModalFrame open onClose={onClose} title={title} dismissible={dismissible}>
      {state.view === 'signIn' ? (
        <SignInForm
          onSubmit={handlers.signIn}
          onForgotPassword={() => onNavigate({ view: 'forgot' })}
          onSignUp={() => onNavigate({ view: 'register', otpFlow: false })}
          showSignUp={showRegister}
        />
      ) : null}
      {state.view === 'forgot' ? (
        <ForgotPasswordForm
          onSubmit={handlers.forgotPassword}
          onBack={() => onNavigate({ view: 'signIn' })}
        />
      ) : null}
      {state.view === 'otp' ? (
        <OtpLoginForm
          key={state.prefill?.username ?? 'otp'}
          onGenerate={handlers.generateOtp}
          onVerify={handlers.verifyOtp}
          onRegister={(username) =>
            onNavigate({
              view: 'register',
              otpFlow: true,
              prefillEmail: username?.includes('@') ? username : undefined,
            })
          }
          showRegister={showRegister}
          prefill={state.prefill}
        />
      ) : null}
      {state.view === 'register' && dialCodes ? (
        <RegisterForm
          prefillEmail={state.prefillEmail}
          dialCodes={dialCodes}
          defaultDialCode={defaultDialCode}
          onSubmit={(values) => handlers.register(values, state.otpFlow)}
          onCancel={() => (dismissible ? onClose() : onNavigate({ view: state.otpFlow ? 'otp' : 'signIn' }))}
          termsHref={SHELL_ROUTES.termsAndConditions}
          privacyHref={SHELL_ROUTES.privacyPolicy}
        />
      ) : null}
      {state.view === 'profile' && user && dialCodes ? (
        <RegisterForm
          user={user}
          dialCodes={dialCodes}
          defaultDialCode={defaultDialCode}
          onSubmit={handlers.updateProfile}
          onCancel={onClose}
          onDelete={handlers.deleteAccount}
          onChangePassword={() => handlers.forgotPassword({ email: user.email })}
          termsHref={SHELL_ROUTES.termsAndConditions}
          privacyHref={SHELL_ROUTES.privacyPolicy}
        />
      ) : null}
      {state.view === 'profile' && user && onPhoneVerified && user.phone_verified === false ? (
        <PhoneVerification onVerified={onPhoneVerified} />
      ) : null}
    </ModalFrame>
  );
}
