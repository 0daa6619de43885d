import 'server-only';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '@/lib/db/like';
import type { Db } from '@/lib/db/open';
import { users } from '@/lib/db/schema';

/** How many users one search answers (the autocomplete's list, the book form's customers). */
export const USER_SEARCH_LIMIT = 10;

export interface FoundUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

/**
 * The tenant's users (never guests) whose e-mail, first, last or full name contains `text`
 * (wildcards taken literally), optionally of the given roles only; by last name, first name, e-mail,
 * ten at most. Empty text: the first ten. Only the columns a list shows are read.
 */
export async function searchUsers(
  db: Db,
  tenantId: string,
  { text, roles }: { text: string; roles?: readonly string[] },
): Promise<FoundUser[]> {
  const like = containsPattern(text);
  const rows = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.guest, false),
        roles ? inArray(users.role, [...roles]) : undefined,
        text
          ? or(
              ilike(users.email, like),
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(USER_SEARCH_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first} ${r.last}`.trim() || r.email,
    email: r.email,
    role: r.role,
  }));
}
