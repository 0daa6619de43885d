import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end run: the test server sends its e-mail to it over SMTP
 * (SMTP_URL), and every message it receives is written as one JSON file into a folder, because the
 * server lives in Playwright's runner process while the specs run in worker processes.
 *
 * playwright.config.ts starts it while the config is evaluated (Playwright launches the webServer
 * before globalSetup, and the webServer's environment needs the port); the global setup waits until
 * it listens and stops it at the end.
 */

export interface ReceivedMail {
  /** Envelope recipients (lower case). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  dir: string;
  /** Resolves once the server listens; rejects if it cannot. */
  listening: Promise<void>;
  close: () => Promise<void>;
}

/**
 * A free loopback port, found synchronously (the config module cannot await): a short-lived child
 * process binds port 0 and reports what the system gave it.
 */
export function pickFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 10_000 });
  const port = Number(r.stdout);
  if (r.status !== 0 || !Number.isInteger(port) || port <= 0)
    throw new Error(`could not find a free port for the SMTP sink: ${r.stderr || r.error?.message}`);
  return port;
}

async function store(dir: string, raw: Buffer, envelope: { from: string; to: string[] }) {
  const parsed = await simpleParser(raw);
  const mail: ReceivedMail = {
    to: envelope.to.map((a) => a.toLowerCase()),
    from: envelope.from,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    receivedAt: new Date().toISOString(),
  };
  const name = `${Date.now()}-${process.hrtime.bigint()}.json`;
  // Written under a temporary name and renamed, so a reader never sees half a file.
  writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify(mail));
  renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
}

/** Starts the sink on `port` (127.0.0.1 only), writing messages into `dir`. */
export function startSmtpSink(port: number, dir: string): SmtpSink {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        store(dir, Buffer.concat(chunks), envelope).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      // Never the reason the runner stays alive.
      server.server.unref();
      resolve();
    });
  });
  // Reported by the global setup (through `listening`), not as an unhandled rejection here.
  listening.catch(() => {});
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    dir,
    listening,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh folder for one run's received mail. */
export function makeMailDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-mail-'));
}

export function removeMailDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Every message received so far, oldest first. */
export function readMails(dir: string): ReceivedMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
}

const RUNNING = Symbol.for('itinera.e2e.smtpSink');
type WithSink = typeof globalThis & { [RUNNING]?: SmtpSink };

/**
 * Called by playwright.config.ts. In the runner process it starts the sink once and publishes
 * E2E_SMTP_URL and E2E_MAIL_DIR; worker processes evaluate the config again but inherit those
 * variables, so they only read them.
 */
export function ensureSmtpSink(): { url: string; dir: string } {
  const url = process.env.E2E_SMTP_URL;
  const dir = process.env.E2E_MAIL_DIR;
  if (url && dir) return { url, dir };
  const sink = startSmtpSink(pickFreePort(), makeMailDir());
  (globalThis as WithSink)[RUNNING] = sink;
  process.env.E2E_SMTP_URL = sink.url;
  process.env.E2E_MAIL_DIR = sink.dir;
  return { url: sink.url, dir: sink.dir };
}

/** The sink this process started, if any (held on globalThis: the config and the global setup may
 * be loaded as separate module instances). */
export function runningSmtpSink(): SmtpSink | undefined {
  return (globalThis as WithSink)[RUNNING];
}
