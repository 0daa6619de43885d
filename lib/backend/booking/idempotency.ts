import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/open';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';

/**
 * Idempotency keys (docs/architecture.md "Booking and payments"). The key's row is inserted at the start of
 * the transaction that does the work and filled in at its end: a concurrent request with the same
 * key blocks on the primary key until the first commits, then finds its row and answers the first
 * answer; if the first failed (rolled back) there is no row and the second does the work itself.
 */

export interface IdempotentAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims the key inside `tx`. Returns the stored answer when the key was used before (same body),
 * null when this request is the first (the caller then does the work and calls `remember`).
 */
export async function claimKey(
  tx: Tx,
  input: { tenantId: string; scope: string; key: string; userId: string; hash: string },
): Promise<IdempotentAnswer | null> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      tenantId: input.tenantId,
      scope: input.scope,
      key: input.key,
      userId: input.userId,
      requestHash: input.hash,
      status: 0,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, input.tenantId),
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
      ),
    );
  if (!row || row.userId !== input.userId || row.requestHash !== input.hash)
    throw new AppError('idempotency_key_reused', 409, BOOKING_MESSAGES.idempotencyReused);
  return { status: row.status, body: row.response };
}

export async function remember(
  tx: Tx,
  input: { tenantId: string; scope: string; key: string; answer: IdempotentAnswer },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: input.answer.status, response: input.answer.body, createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.tenantId, input.tenantId),
        eq(idempotencyKeys.scope, input.scope),
        eq(idempotencyKeys.key, input.key),
      ),
    );
}
