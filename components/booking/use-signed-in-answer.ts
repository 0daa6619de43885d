'use client';

import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { Answer } from '@/lib/client/answer';
import { useSignedIn } from './use-signed-in';

/**
 * A login-only page's one call: made once the visitor is signed in; `answer` is undefined until
 * it comes (and while `gate` shows the login state instead of the page).
 */
export function useSignedInAnswer<T>(load: () => Promise<Answer<T>>): {
  gate: ReactNode;
  answer: Answer<T> | undefined;
} {
  const { loggedIn, gate } = useSignedIn();
  const [answer, setAnswer] = useState<Answer<T> | undefined>(undefined);
  useEffect(() => {
    if (loggedIn !== true) return;
    let live = true;
    void load().then((res) => {
      if (live) setAnswer(res);
    });
    return () => {
      live = false;
    };
  }, [loggedIn, load]);
  return { gate, answer };
}
