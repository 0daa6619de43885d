'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Answer } from '@/lib/client/answer';

/** One staff call's answer for the booking (undefined while loading), and a way to load it again. */
export function useStaffAnswer<T>(load: () => Promise<Answer<T>>): [Answer<T> | undefined, () => void] {
  const [answer, setAnswer] = useState<Answer<T>>();
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the reload trigger
  useEffect(() => {
    let live = true;
    void load().then((a) => live && setAnswer(a));
    return () => {
      live = false;
    };
  }, [load, round]);
  return [answer, useCallback(() => setRound((n) => n + 1), [])];
}
