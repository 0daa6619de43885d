/**
 * The planner contract's word lists and their guards, without the schemas (lib/contract/planner
 * builds its schemas from these): client components import them without loading zod.
 */

export const BOARD_TYPES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

export const DAY_ITEM_KINDS = ['leg', 'transfer', 'check_in', 'check_out', 'activity', 'free_time'] as const;
export const LEG_KINDS = ['flight', 'rail', 'ferry', 'cab'] as const;
export type LegKind = (typeof LEG_KINDS)[number];
export const isLegKind = (d: string | null): d is LegKind =>
  d !== null && (LEG_KINDS as readonly string[]).includes(d);

export const LEAD_STATUSES = ['draft', 'quoted', 'offline_requested', 'cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** What a variant's rank is explained by (TRankReason.factor). */
export const RANK_FACTORS = ['price', 'hotel_quality', 'activity_fit', 'travel_time'] as const;
