import { z } from 'zod';
import { type Answer, answerOf, dataOf } from './answer';
import { callApi } from './browser-api';

/** The console's People calls (issue 32 item 4), same-origin through /api/, answers read field by field. */

const ZCredit = z.object({ amount: z.number(), currency: z.string() });

const ZPerson = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().catch(''),
  last_name: z.string().catch(''),
  role: z.string(),
  permissions: z.array(z.string()).catch([]),
  invitation: z.enum(['none', 'pending', 'accepted']).catch('none'),
  credit_limit: ZCredit.nullable().catch(null),
  balance: ZCredit.nullable().catch(null),
});
export type ConsolePerson = z.infer<typeof ZPerson>;

const ZPeople = z.object({
  staff: z.array(ZPerson),
  roles: z.array(z.string()).catch([]),
  permissions: z.array(z.string()).catch([]),
  you: z.string(),
});
export type ConsolePeople = z.infer<typeof ZPeople>;

const readPeople = (body: unknown): ConsolePeople | null => {
  const parsed = ZPeople.safeParse(dataOf(body));
  return parsed.success ? parsed.data : null;
};

const readPerson = (body: unknown): ConsolePerson | null => {
  const parsed = ZPerson.safeParse(dataOf<{ person?: unknown }>(body)?.person);
  return parsed.success ? parsed.data : null;
};

const ZInvited = z.object({ person: ZPerson, invitation_sent: z.boolean() });
export type ConsoleInvited = z.infer<typeof ZInvited>;

const readInvited = (body: unknown): ConsoleInvited | null => {
  const parsed = ZInvited.safeParse(dataOf(body));
  return parsed.success ? parsed.data : null;
};

export interface InviteInput {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  permissions: string[];
}

/** A change of access: what is sent is changed; a credit limit in major units as typed, or null to clear it. */
export interface AccessChange {
  role?: string;
  permissions?: string[];
  credit_limit?: { amount: string; currency: string } | null;
}

export const loadConsolePeople = async (): Promise<Answer<ConsolePeople>> =>
  answerOf(await callApi('api/console/people'), readPeople);

export const inviteConsolePerson = async (input: InviteInput): Promise<Answer<ConsoleInvited>> =>
  answerOf(await callApi('api/console/people/invite', { method: 'POST', body: input }), readInvited);

export const changeConsolePerson = async (id: string, change: AccessChange): Promise<Answer<ConsolePerson>> =>
  answerOf(
    await callApi(`api/console/people/${encodeURIComponent(id)}`, { method: 'POST', body: change }),
    readPerson,
  );

export const removeConsolePerson = async (id: string): Promise<Answer<ConsolePerson>> =>
  answerOf(
    await callApi(`api/console/people/${encodeURIComponent(id)}/remove`, { method: 'POST' }),
    readPerson,
  );
