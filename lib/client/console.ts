import { z } from 'zod';
import { type Answer, answerOf, dataOf } from './answer';
import { callApi } from './browser-api';

/** The site console's calls (issue 32), same-origin through /api/, answers read field by field. */

const ZVersion = z.object({
  version: z.number().int(),
  action: z.string(),
  at: z.string(),
  author: z.string().nullable().catch(null),
  restored_from: z.number().int().nullable().catch(null),
  changes: z.array(z.string()).catch([]),
});

const ZConsoleSite = z.object({
  version: z.number().int(),
  config: z.record(z.string(), z.unknown()),
  versions: z.array(ZVersion).catch([]),
});

export type ConsoleSite = z.infer<typeof ZConsoleSite>;

const readSite = (body: unknown): ConsoleSite | null => {
  const parsed = ZConsoleSite.safeParse(dataOf(body));
  return parsed.success ? parsed.data : null;
};

const readVersion = (body: unknown): number | null => {
  const v = dataOf<{ version?: unknown }>(body)?.version;
  return typeof v === 'number' ? v : null;
};

export const loadConsoleSite = async (): Promise<Answer<ConsoleSite>> =>
  answerOf(await callApi('api/console/site'), readSite);

export const publishConsoleSite = async (
  baseVersion: number,
  config: Record<string, unknown>,
): Promise<Answer<number>> =>
  answerOf(
    await callApi('api/console/site/publish', {
      method: 'POST',
      body: { base_version: baseVersion, config },
    }),
    readVersion,
  );

export const restoreConsoleVersion = async (baseVersion: number, version: number): Promise<Answer<number>> =>
  answerOf(
    await callApi('api/console/site/restore', {
      method: 'POST',
      body: { base_version: baseVersion, version },
    }),
    readVersion,
  );

/** Saves the draft the live preview renders (issue 32 item 2); refused like a publish, field by field. */
export const saveConsoleDraft = async (config: Record<string, unknown>): Promise<Answer<boolean>> =>
  answerOf(await callApi('api/console/site/draft', { method: 'POST', body: { config } }), () => true);

/** Ends the admin's live preview in this browser: the page route clears draft mode's cookie. */
export async function leavePreview(href: string): Promise<void> {
  await fetch(href, { redirect: 'manual', credentials: 'same-origin' }).catch(() => undefined);
}

/** The field problems of a refused publish (`config.main_button_color: Expected…`), as the server wrote them. */
export function publishProblems(answer: Answer<unknown> | undefined): string[] {
  if (!answer || answer.ok || answer.status !== 400) return [];
  const list = (answer.body as { errors?: { errors?: unknown } } | null)?.errors?.errors;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [];
}
