/**
 * The catalogue keys of the roles and permissions the server names (lib/backend/console/people-rules.ts),
 * so the People panel shows them in the reader's language; one the catalogue lacks is shown as sent.
 */
export const ROLE_KEYS: Record<string, string> = {
  'Agency Employee': 'agencyEmployee',
  'Agency Admin': 'agencyAdmin',
  Agency: 'agency',
  SuperAdmin: 'superAdmin',
};

export const PERMISSION_KEYS: Record<string, string> = {
  'view all bookings': 'viewAllBookings',
  'view all quotations': 'viewAllQuotations',
  'manage campaigns': 'manageCampaigns',
};

/** The label of a server-named value: its translation when the catalogue has one, else the value. */
export function labelOf(
  keys: Record<string, string>,
  prefix: 'roles' | 'permission',
  value: string,
  t: (key: string) => string,
): string {
  const key = keys[value];
  return key ? t(`${prefix}.${key}`) : value;
}

/** A change's credit limit from the two fields: none when the amount is empty. */
export function creditFromFields(
  amount: string,
  currency: string,
): { amount: string; currency: string } | null {
  const a = amount.trim();
  return a === '' ? null : { amount: a, currency: currency.trim().toUpperCase() };
}
