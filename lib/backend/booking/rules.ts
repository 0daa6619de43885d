import { isAgencyStaff } from '@/lib/auth/roles';
import type { Tenant, UserRow } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { BOOKING_MESSAGES } from './messages';

/** no_booking (booking_disabled in the working configuration): every booking call refuses. */
export function assertBookingEnabled(tenant: Tenant): void {
  if (tenant.config.no_booking) throw new AppError('booking_disabled', 403, BOOKING_MESSAGES.disabled);
}

/** Whether the site charges cancellation fees (site configuration charge_cancellation_fee). */
export const chargesCancellationFee = (tenant: Tenant): boolean =>
  tenant.config.charge_cancellation_fee === true;

/** Agents pay from the agency balance by default (§9); travellers pay through the payment pages. */
export const paysFromWallet = (user: Pick<UserRow, 'role' | 'creditMinor'>): boolean =>
  isAgencyStaff(user.role) && user.creditMinor !== null;

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);
