import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { TAgentSelections, TSaveAgentSelections } from '@/lib/contract/agent-queries';
import type { Db } from '@/lib/db/open';
import { agentQueryEvents, agentSelections, type Lead, type UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { choicesNotOffered, optionsOf, uniqueInOrder } from './options';
import { toApiSelections } from './repository';
import { agentQueryText } from './text';

const conflict = () => new AppError('version_conflict', 409, agentQueryText('conflict'));

/** What changed between two saves, for the audit trail (only the fields that did). */
function changesOf(
  before: { hotelCodes: string[]; itemIds: string[]; note: string | null } | undefined,
  after: { hotelCodes: string[]; itemIds: string[]; note: string | null },
): Record<string, unknown> {
  const was = before ?? { hotelCodes: [], itemIds: [], note: null };
  const out: Record<string, unknown> = {};
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if (!same(was.hotelCodes, after.hotelCodes))
    out.hotel_codes = { from: was.hotelCodes, to: after.hotelCodes };
  if (!same(was.itemIds, after.itemIds)) out.item_ids = { from: was.itemIds, to: after.itemIds };
  // The note may hold what a customer said: the trail says that it changed, not what it says.
  if (was.note !== after.note) out.note = 'changed';
  return out;
}

/**
 * save_agent_selections for a query the caller works on (findAgentQuery checked it): every choice
 * must be one the query offers (400 naming the field), and the save must name the version it was
 * made from. Under the selections row's lock, a stale version is 409 and nothing changes; two first
 * saves at once meet at the unique (tenant, lead) index and the second is 409 too. The saver becomes
 * the query's agent, and one `agent_query_events` row records who changed what, in the same
 * transaction.
 */
export async function saveAgentSelections(
  db: Db,
  lead: Lead,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>,
  input: TSaveAgentSelections,
): Promise<TAgentSelections> {
  const chosen = { hotel_codes: uniqueInOrder(input.hotel_codes), item_ids: uniqueInOrder(input.item_ids) };
  const strangers = choicesNotOffered(optionsOf(lead.variant), chosen);
  const fields = Object.entries(strangers);
  if (fields.length) {
    const text = agentQueryText('notOffered');
    throw new AppError(
      'invalid_request',
      400,
      agentQueryText('badRequest'),
      Object.fromEntries(fields.map(([field, at]) => [`${field}.${at}`, [text]])),
    );
  }
  const after = { hotelCodes: chosen.hotel_codes, itemIds: chosen.item_ids, note: input.note };
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(agentSelections)
      .where(and(eq(agentSelections.tenantId, lead.tenantId), eq(agentSelections.leadId, lead.id)))
      .for('update');
    if ((current?.version ?? 0) !== input.version) throw conflict();
    const now = new Date();
    const [saved] = current
      ? await tx
          .update(agentSelections)
          .set({ ...after, agentId: user.id, version: current.version + 1, updatedAt: now })
          .where(and(eq(agentSelections.id, current.id), eq(agentSelections.version, current.version)))
          .returning()
      : await tx
          .insert(agentSelections)
          .values({ tenantId: lead.tenantId, leadId: lead.id, agentId: user.id, ...after, version: 1 })
          .onConflictDoNothing()
          .returning();
    if (!saved) throw conflict();
    await tx.insert(agentQueryEvents).values({
      tenantId: lead.tenantId,
      leadId: lead.id,
      event: 'selections_saved',
      actorId: user.id,
      changes: { version: saved.version, ...changesOf(current, after) },
    });
    return saved;
  });
  return toApiSelections(row, `${user.firstName} ${user.lastName}`.trim() || user.email);
}
