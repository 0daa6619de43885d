import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/**
 * The ECB's daily reference rates for the end-to-end run, served on loopback (test traffic never
 * leaves the machine): the server's rates job fetches this instead of www.ecb.europa.eu, so the specs
 * see prices converted with a publication of a known date (lib/backend/rates/fixtures/eurofxref-daily.xml,
 * rates of 2026-11-20). Started while playwright.config.ts is evaluated.
 */
export const E2E_RATES_DATE = '2026-11-20';

export function ensureEcbRates(): { url: string } {
  const known = process.env.E2E_ECB_URL;
  if (known) return { url: known };
  const xml = readFileSync(
    path.join(__dirname, '..', '..', '..', 'lib', 'backend', 'rates', 'fixtures', 'eurofxref-daily.xml'),
  );
  const port = pickFreePort();
  const server = createServer((req, res) => {
    if (req.url === '/eurofxref-daily.xml') {
      res.writeHead(200, { 'content-type': 'text/xml' }).end(xml);
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(port, '127.0.0.1');
  // Never the reason the runner stays alive.
  server.unref();
  process.env.E2E_ECB_URL = `http://127.0.0.1:${port}/eurofxref-daily.xml`;
  return { url: process.env.E2E_ECB_URL };
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
    throw new Error(`could not find a free port for the rates server: ${r.stderr || r.error?.message}`);
  return port;
}
