/** A person as the audit trail, the booking page and the e-mails name them: by name, never by e-mail. */
export const personName = (u: { firstName: string; lastName: string } | undefined): string | null =>
  u ? `${u.firstName} ${u.lastName}`.trim() || null : null;
