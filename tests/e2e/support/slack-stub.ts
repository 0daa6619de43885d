import { createServer, type Server } from 'node:http';
import { pickFreePort } from './ecb-rates';

/**
 * A local stand-in for Slack's incoming webhook for the end-to-end run: the server is started with
 * SLACK_WEBHOOK_URL pointing here and APP_ENV=production (so send_to_slack/ posts; development and
 * staging skip), and the error-reports spec listens on the port while it runs, recording each POST
 * and answering `ok` as Slack does. The port is chosen once per run (the config is evaluated again in
 * each worker, which inherit it).
 */
export function slackStubPort(): number {
  const known = Number(process.env.E2E_SLACK_PORT);
  if (Number.isInteger(known) && known > 0) return known;
  const port = pickFreePort();
  process.env.E2E_SLACK_PORT = String(port);
  return port;
}

/** The server's settings for the stub (playwright.config.ts). */
export function slackServerEnv(port: number): Record<string, string> {
  return { SLACK_WEBHOOK_URL: `http://127.0.0.1:${port}/services/T0E2E/B0E2E/e2e`, APP_ENV: 'production' };
}

/** One message Slack received. */
export interface SlackPost {
  path: string;
  contentType: string | undefined;
  body: {
    text?: string;
    blocks?: { type: string; text?: { type: string; text: string }; elements?: { text: string }[] }[];
  };
}

/** Listens on the run's port; `posts` fills as messages arrive. */
export async function startSlackStub(): Promise<{ posts: SlackPost[]; close: () => Promise<void> }> {
  const posts: SlackPost[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      posts.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(raw || '{}'),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(slackStubPort(), '127.0.0.1', resolve));
  return { posts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
