/**
 * The refund label and the supplier's cancellation text of a room, joined once: a non-refundable
 * room's cancellation text usually says 'Non-refundable' itself, which must not show twice.
 */
export function roomTerms(refundLabel: string, cancellation: string): string {
  const parts = [refundLabel, cancellation].map((s) => s.trim()).filter(Boolean);
  return parts
    .filter((p, i) => parts.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .join(' · ');
}
