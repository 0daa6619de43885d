/**
 * What `/readyz` answers (issue 34 item 2): whether this instance can serve. Each check is cheap
 * and bounded in time (the database's is lib/backend/readiness.ts), so a load balancer may ask
 * every second.
 */

export interface Readiness {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

/** Resolves `work`, or says it took longer than `ms`. */
export async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The checks as one answer: ready when every check is 'ok'. */
export function readinessOf(checks: Record<string, 'ok' | string>): Readiness {
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}
