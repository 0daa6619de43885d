'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { ShellPathProvider } from '@/components/common/shell-path';
import { useLocaleRouter } from '@/components/i18n/locale-link';
import { loginTransport } from '@/lib/auth/login-transport';
import type { AuthConfig } from '@/lib/browser/auth/config';
import { LOGGED_OUT, loggedInAs } from '@/lib/browser/auth/session';
import { markLoginAlertOpened, persistLoggedIn } from '@/lib/browser/auth/storage';
import { useAuthState } from '@/lib/browser/auth/use-auth-state';
import type { TUser } from '@/lib/contract/auth';
import { AUTH_MESSAGES } from '@/lib/contract/auth-constants';
import type { TRegistrationRequest } from '@/lib/contract/auth-registration';
import { useReferenceLists } from '@/lib/reference/use-reference-lists';
import { SHELL_ROUTES } from '@/lib/shell/routes';
import { AuthContext, type AuthContextValue, type OpenLoginOptions } from './auth-context';
import { ContactModal } from './contact-modal';
import { DisclaimerConsent } from './disclaimer-consent';
import { LoginGuard } from './login-guard';
import type { LoginModalHandlers, LoginModalState, LoginView } from './login-modal';
import { OAuthReturn } from './oauth-return';
import { RedirectSignIn } from './redirect-sign-in';
import { ReleaseNotesLoader } from './release-notes-loader';
import { SpecialFarePrompt } from './special-fare-prompt';
import { Toast, type ToastMessage } from './toast';
import { UrlTriggers } from './url-triggers';

// The sign-in, registration and profile forms (react-hook-form, libphonenumber's metadata: ~50 kB
// gzipped) are loaded when the modal first opens, not with every page.
const LoginModal = dynamic(() => import('./login-modal').then((m) => m.LoginModal), { ssr: false });

export interface AuthProviderProps {
  /** The site key, so the prompts read the path as the visitor sees it. */
  tenant: string;
  config: AuthConfig;
  /** The agency country's dial code, preselected when registering. */
  defaultDialCode: string;
  children: ReactNode;
}

/**
 * The sign-in calls and their answer readers (zod) load when first used (sign-in, logout, a profile
 * change), not with every page.
 */
type AuthActions = typeof import('@/lib/browser/auth/actions');
/** What a call answers when its code cannot be loaded (offline, a deploy replaced the chunk). */
const NOT_LOADED = { ok: false as const, message: AUTH_MESSAGES.genericLoginError, status: 0 };
async function withAuthActions<T>(
  call: (actions: AuthActions) => Promise<T>,
): Promise<T | typeof NOT_LOADED> {
  let actions: AuthActions;
  try {
    actions = await import('@/lib/browser/auth/actions');
  } catch {
    return NOT_LOADED;
  }
  return call(actions);
}

/**
 * Everything per-visitor about sign-in, on the client so tenant pages stay cacheable: the auth
 * state (swr over check_auth and user/details), the login modal and its views, the prompts
 * (special fares, disclaimer, guarded routes, invitation), external sign-in and the release notes.
 */
export function AuthProvider({ tenant, config, defaultDialCode, children }: AuthProviderProps) {
  const router = useLocaleRouter();
  const { state, reload, announce } = useAuthState();
  const [modal, setModal] = useState<LoginModalState | null>(null);
  // The registration and profile forms' dial codes: fetched once the modal opens, not carried by
  // every cached page (lib/reference/browser-lists.ts).
  const dialCodes = useReferenceLists(modal !== null)?.dialCodes;
  const [redirecting, setRedirecting] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const afterLogin = useRef<(() => void) | undefined>(undefined);
  const toastId = useRef(0);

  const notify = useCallback((text: string, tone: ToastMessage['tone']) => {
    toastId.current += 1;
    setToast({ id: toastId.current, text, tone });
  }, []);
  const clearToast = useCallback(() => setToast(null), []);

  const openLogin = useCallback(
    (options: OpenLoginOptions = {}) => {
      markLoginAlertOpened();
      afterLogin.current = options.afterLogin;
      if (config.loginMethod === 'redirect') {
        setRedirecting(true);
        return;
      }
      setModal({
        view: config.loginMethod === 'otp' ? 'otp' : 'signIn',
        cancelDisabled: options.cancelDisabled === true,
      });
    },
    [config.loginMethod],
  );

  const openEditProfile = useCallback(() => setModal({ view: 'profile', cancelDisabled: false }), []);

  // §4: the login modal reloads the header state when it closes.
  const closeModal = useCallback(() => {
    setModal(null);
    void reload();
  }, [reload]);

  const onSignedIn = useCallback(
    (user: TUser, userUiId: string | null) => {
      announce(loggedInAs(user, userUiId));
      setModal(null);
      notify(AUTH_MESSAGES.loginSuccess, 'success');
      const next = afterLogin.current;
      afterLogin.current = undefined;
      next?.();
    },
    [announce, notify],
  );

  const becomeLoggedOut = useCallback(() => {
    persistLoggedIn(false);
    announce(LOGGED_OUT);
  }, [announce]);

  const logout = useCallback(async () => {
    const r = await withAuthActions((a) => a.logout());
    if (!r.ok) {
      notify(r.message, 'error');
      return;
    }
    becomeLoggedOut();
    notify(r.message, 'success');
    // §2: after logout in invitation-only mode the user goes to the search trips page.
    if (config.invitationOnly) router.push(SHELL_ROUTES.home);
  }, [becomeLoggedOut, notify, config.invitationOnly, router]);

  const handlers = useMemo<LoginModalHandlers>(
    () => ({
      signIn: async (values) => {
        const transport = loginTransport(values.password, window.location.hostname);
        const r = await withAuthActions((a) => a.login(values, transport));
        if (!r.ok) return r.message;
        onSignedIn(r.value.user, r.value.userUiId);
        return null;
      },
      forgotPassword: async (values) => withAuthActions((a) => a.forgotPassword(values)),
      generateOtp: async (username) => withAuthActions((a) => a.generateOtp(username)),
      verifyOtp: async (username, otp) => {
        const r = await withAuthActions((a) => a.verifyOtp(username, otp));
        if (!r.ok) return r.message;
        onSignedIn(r.value.user, r.value.userUiId);
        return null;
      },
      register: async (values: TRegistrationRequest, otpFlow: boolean) => {
        const country = otpFlow
          ? dialCodes?.find((d) => d.dial_code === values.details.code)?.name
          : undefined;
        const r = await withAuthActions((a) =>
          a.saveProfile({ ...values, ...(country ? { country } : {}) }, 'create'),
        );
        if (!r.ok || !otpFlow) return r;
        // §4 OTP registration: the server's message + '. Please login to continue.', an OTP is sent
        // at once and the OTP dialog opens pre-filled.
        const sent = await withAuthActions((a) => a.generateOtp(values.email));
        setModal((m) => ({
          view: 'otp',
          cancelDisabled: m?.cancelDisabled ?? false,
          prefill: {
            username: values.email,
            sent: sent.ok,
            message: sent.ok
              ? { tone: 'success', text: `${r.message}${AUTH_MESSAGES.pleaseLoginSuffix}` }
              : { tone: 'error', text: AUTH_MESSAGES.otpAfterRegistrationFailed },
          },
        }));
        return r;
      },
      updateProfile: async (values) => {
        const r = await withAuthActions((a) => a.saveProfile(values, 'update'));
        // Success shows once the header and a reopened form have the saved details.
        if (r.ok) await reload();
        return r;
      },
      deleteAccount: async () => {
        const r = await withAuthActions((a) => a.deleteAccount());
        if (!r.ok) return false;
        setModal(null);
        becomeLoggedOut();
        return true;
      },
    }),
    [dialCodes, onSignedIn, reload, becomeLoggedOut],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ config, state, openLogin, openEditProfile, logout }),
    [config, state, openLogin, openEditProfile, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modal ? (
        <LoginModal
          state={modal}
          onNavigate={(next: LoginView) =>
            setModal((m) => ({ ...next, cancelDisabled: m?.cancelDisabled ?? false }))
          }
          onClose={closeModal}
          handlers={handlers}
          hideRegister={config.invitationOnly}
          user={state?.loggedIn ? state.user : null}
          dialCodes={dialCodes}
          defaultDialCode={defaultDialCode}
          onPhoneVerified={config.loginMethod === 'otp' ? () => void reload() : undefined}
        />
      ) : null}
      <RedirectSignIn active={redirecting} onDone={() => setRedirecting(false)} />
      <ShellPathProvider tenant={tenant}>
        <UrlTriggers />
        <OAuthReturn onSignedIn={onSignedIn} />
        <LoginGuard />
        <SpecialFarePrompt />
        <DisclaimerConsent />
        <ContactModal />
        <ReleaseNotesLoader />
      </ShellPathProvider>
      <Toast message={toast} onDone={clearToast} />
    </AuthContext.Provider>
  );
}
