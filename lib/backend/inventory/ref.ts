import { isCalendarDate } from '@/lib/contract/calendar-date';
import { isProductKind, type ProductKind } from '@/lib/contract/products';

/**
 * An offer's ref names what it sells, so the server can find it again: `kind:code@date#slot`, parts
 * joined by '+' (a return flight: outbound+inbound). Never trusted for a price: the supplier re-reads
 * each part from the inventory.
 */
export interface RefPart {
  kind: ProductKind;
  code: string;
  date: string;
  slot: string;
}

const PART = /^([a-z_]+):([^@#+]+)@(\d{4}-\d{2}-\d{2})#([^+]*)$/;

export function encodeRef(parts: readonly RefPart[]): string {
  return parts.map((p) => `${p.kind}:${p.code}@${p.date}#${p.slot}`).join('+');
}

/** The parts of a ref, or null when it is not one. */
export function decodeRef(ref: string): RefPart[] | null {
  const out: RefPart[] = [];
  for (const raw of ref.split('+')) {
    const m = PART.exec(raw);
    if (!m) return null;
    const [, kind = '', code = '', date = '', slot = ''] = m;
    // A day that does not exist (2020-02-30) names no offer: not a ref (issue 26, Input).
    if (!isProductKind(kind) || !isCalendarDate(date)) return null;
    out.push({ kind, code, date, slot });
  }
  return out.length > 0 ? out : null;
}
