import { LEAD_STATUSES, type LeadStatus, type TItinerary } from '@/lib/contract/planner';
import type { Lead } from '@/lib/db/schema';

const asStatus = (s: string): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(s) ? (s as LeadStatus) : 'draft';

/** A lead row as get_itinerary / put_itinerary answer it. */
export function toItinerary(
  lead: Lead,
  alternatives: TItinerary['alternatives'] = [],
  choices: Partial<
    Pick<TItinerary, 'room_options' | 'activity_options' | 'transfer_options' | 'leg_options'>
  > = {},
): TItinerary {
  return {
    lead_id: lead.id,
    package_id: lead.packageId,
    variant_index: lead.variantIndex,
    status: asStatus(lead.status),
    search: lead.search,
    variant: lead.variant,
    alternatives,
    ...choices,
    leg_options: choices.leg_options ?? [],
    offline_note: lead.offlineNote ?? null,
    offline_requested_at: lead.offlineRequestedAt?.toISOString() ?? null,
    updated_at: lead.updatedAt.toISOString(),
  };
}
