/**
 * The staff side of a booking (issue 29 item 3; built-in calls the spec does not name):
 * api/booking/audit-trail answers the booking's customer and its audit trail to staff who see all
 * bookings. update_booking_user and send_book_email/ are the spec's own calls.
 */

/** One line of a booking's audit trail: who (by name), when, what happened and what changed. */
export interface TAuditLine {
  event: string;
  from_status: string | null;
  to_status: string;
  /** The actor's name; null for the system (a job) or a deleted account. */
  actor: string | null;
  /** `{ field: { from, to } }` or what an action did (`{ recipient: name }`); names, never e-mails. */
  changes: Record<string, unknown> | null;
  at: string;
}

/** What api/booking/audit-trail answers in `data`. */
export interface TBookingStaffView {
  customer: { id: string; name: string | null; email: string } | null;
  events: TAuditLine[];
}
