/**
 * Opportunity IDs (spec §3 Quotation, get_opp_id): 'OPP-<agency_id>-<6-digit number>', the number
 * sequential per tenant. Pure.
 */
export function formatOppId(agencyId: number, oppNumber: number): string {
  return `OPP-${agencyId}-${String(oppNumber).padStart(6, '0')}`;
}

/**
 * The opportunity number a search term means for this agency: a whole 'OPP-1001-000042' (its agency
 * part must match), 'OPP-…' case-insensitive, or just the number ('42', '000042'). Null otherwise.
 */
export function parseOppNumber(value: string, agencyId: number): number | null {
  const v = value.trim();
  const full = /^opp-(\d+)-(\d{1,9})$/i.exec(v);
  if (full) return Number(full[1]) === agencyId ? Number(full[2]) : null;
  return /^\d{1,9}$/.test(v) ? Number(v) : null;
}
