'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Answer } from '@/lib/client/answer';

/** A call's answer for a panel: undefined while loading, and `reload` to ask again. */
export function useAnswer<T>(load: () => Promise<Answer<T>>): [Answer<T> | undefined, () => void] {
  const [answer, setAnswer] = useState<Answer<T>>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void round;
    load().then((a) => {
      if (live) setAnswer(a);
    });
    return () => {
      live = false;
    };
  }, [load, round]);
  return [answer, useCallback(() => setRound((r) => r + 1), [])];
}

/** The first text of each refused field of a 400 answer (`errors.<field>: [text]`). */
export function fieldErrors(answer: Answer<unknown> | undefined): Record<string, string> {
  if (!answer || answer.ok || answer.status !== 400) return {};
  const errors = (answer.body as { errors?: unknown } | null)?.errors;
  const out: Record<string, string> = {};
  if (errors && typeof errors === 'object')
    for (const [k, v] of Object.entries(errors as Record<string, unknown>))
      if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
  return out;
}

export const inputClass = 'w-full rounded border border-gray-300 px-3 py-2 text-base';
export const buttonClass = 'min-h-11 rounded bg-gray-900 px-4 py-2 text-white disabled:opacity-50';
export const secondaryButtonClass = 'min-h-11 rounded border border-gray-400 px-4 py-2 disabled:opacity-50';
