'use client';

import { useEffect, useState } from 'react';
import { resendVerification, verifyUser } from '@/lib/client/auth';
import { HOME_PATH } from '@/lib/shell/path-rules';
import { loginHref } from '@/lib/shell/routes';
import { FormMessage } from '../form-fields';

export interface VerifyText {
  working: string;
  success: string;
  failure: string;
  resend: string;
  resent: string;
  login: string;
}

type Phase = 'working' | 'verified' | 'failed' | 'resent';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-brand px-5 font-semibold text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Spends the verification link's token once (POST user/verify); a dead link can ask for a new one. */
export function VerifyAccount({ userId, token, text }: { userId: string; token: string; text: VerifyText }) {
  const [phase, setPhase] = useState<Phase>('working');

  useEffect(() => {
    let cancelled = false;
    void verifyUser(userId, token).then((r) => {
      if (!cancelled) setPhase(r.ok && r.body?.success ? 'verified' : 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [userId, token]);

  const resend = async () => {
    const r = await resendVerification(userId);
    setPhase(r.ok ? 'resent' : 'failed');
  };

  return (
    <div className="flex flex-col gap-4" aria-busy={phase === 'working'}>
      {phase === 'working' ? <p role="status">{text.working}</p> : null}
      {phase === 'verified' ? (
        <>
          <FormMessage tone="success">{text.success}</FormMessage>
          {/* A full page load: the login query is read when the site starts. */}
          <a href={loginHref(HOME_PATH)} className={buttonClass}>
            {text.login}
          </a>
        </>
      ) : null}
      {phase === 'failed' ? (
        <>
          <FormMessage tone="error">{text.failure}</FormMessage>
          <button type="button" className={buttonClass} onClick={() => void resend()}>
            {text.resend}
          </button>
        </>
      ) : null}
      {phase === 'resent' ? <FormMessage tone="success">{text.resent}</FormMessage> : null}
    </div>
  );
}
