import { removeMailDir, runningSmtpSink } from './smtp-sink';

/**
 * Waits until the SMTP sink that playwright.config.ts started is listening (failing the run with
 * the reason if it cannot), and stops it — and removes its mail folder — when the run ends.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const sink = runningSmtpSink();
  if (!sink) return undefined;
  await sink.listening;
  return async () => {
    await sink.close();
    removeMailDir(sink.dir);
  };
}
