import { type ReceivedMail, readMails } from './smtp-sink';

export type { ReceivedMail } from './smtp-sink';

/**
 * The newest e-mail to `to` whose subject includes `subjectIncludes`, as received over SMTP by the
 * run's sink (see smtp-sink.ts); polls until one arrives or `timeout` ms pass. `since` skips older
 * messages (e.g. a code sent before the one a step expects).
 */
export async function waitForMail({
  to,
  subjectIncludes = '',
  since,
  timeout = 15_000,
}: {
  to: string;
  subjectIncludes?: string;
  since?: Date;
  timeout?: number;
}): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through playwright.config.ts');
  const recipient = to.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMails(dir)
      .filter(
        (m) =>
          m.to.includes(recipient) &&
          m.subject.includes(subjectIncludes) &&
          (!since || new Date(m.receivedAt) >= since),
      )
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no e-mail to ${to} with a subject including "${subjectIncludes}" within ${timeout} ms`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}
