#!/usr/bin/env node
// The cluster test (issue 34 item 5): three production instances behind nginx on one PostgreSQL and
// one Redis, as docs/operations.md ("Several instances") deploys them.
//
//   1. Throughput: the same mixed load (pages, autocomplete, sign-ins, bookings; tests/cluster/load.mjs)
//      through nginx with one instance behind it, then with three: requests/s and their ratio.
//   2. A tenant update: a site published through nginx, each instance read directly until it serves
//      it: seconds until it is everywhere (target: 1 s).
//   3. Kills: the load again on three instances; instance 2 gets SIGTERM, instance 3 SIGKILL a few
//      seconds later, and the load goes on on the survivor: errors around each kill, error rate,
//      requests/s before and after.
//   4. Checks (the run fails when one breaks): no booking lost or doubled (bookings whose answer was
//      lost are sent again with the same idempotency key), the agent charged once per booking, seats
//      counted, sessions signed on each instance still valid on the survivor, the SIGTERMed instance
//      exited 0, the survivor answering without errors once nginx has left the dead ones out.
//
//   npm run test:cluster
//
// Needs nginx (apt-get install nginx-light is tried when missing), PostgreSQL (DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, else redis://127.0.0.1:6379; the run
// uses database CLUSTER_REDIS_DB, 14, of that server and empties it). When one of the three is missing
// it says which and exits 77 (skipped). Settings: CLUSTER_DIST_DIR (the build, default .next-test),
// CLUSTER_BUILD (auto: build when missing or stale; never; always), CLUSTER_SECONDS (20, each
// throughput phase), CLUSTER_USERS (16 virtual users). Writes tests/cluster/last.json (the figures)
// and reports/cluster.json ({passed, failed, skipped}: each check one test, for `npm test`).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import {
  B2B_ADMIN,
  cookieNamed,
  cookiesOf,
  LOCAL_POSTGRES,
  LOCAL_REDIS,
  msUntilTitle,
  publishTitle,
  signIn,
  titleOf,
  withDatabase,
} from '../../bench/lib/instances.mjs';
import { get, send, startServer, waitUntilServed, writeResult } from '../../bench/lib/load.mjs';
import { buildApp, isBuildStale, root } from '../../scripts/lib/next-build.mjs';
import { AGENT, CONSUMER_PASSWORD, openLedger } from './ledger.mjs';
import { createLoad, MIX, windowOf } from './load.mjs';
import { findNginx, startNginx } from './nginx.mjs';

/** The exit status of a run that could not take place (nginx, PostgreSQL or Redis missing). */
const SKIPPED = 77;
const SERVER_URL = process.env.DATABASE_URL?.trim() || LOCAL_POSTGRES;
const REDIS_DB = Number(process.env.CLUSTER_REDIS_DB || 14);
const DIST = process.env.CLUSTER_DIST_DIR || '.next-test';
const BUILD = process.env.CLUSTER_BUILD || 'auto';
const SECONDS = Number(process.env.CLUSTER_SECONDS || 20);
const USERS = Number(process.env.CLUSTER_USERS || 16);
const WARM_UP_SECONDS = 5;
/** The kill phase: SIGTERM to instance 2, then SIGKILL to instance 3, then the survivor alone. */
const KILLS = { termAtMs: 5_000, killAtMs: 10_000, seconds: 20 };
/** How long after a kill errors may still come (requests in flight, nginx learning the instance is gone). */
const SETTLE_MS = 3_000;
const TARGET_PROPAGATION_S = 1;
const PACKAGE = 'classic-italy';
const CONSUMER = { email: 'consumer@wanderlight.example', password: CONSUMER_PASSWORD };
const REPORT = path.join(root, 'reports', 'cluster.json');
const LAST = path.join(import.meta.dirname, 'last.json');
const COPY_PREFIX = '.next-cluster-';

const demo = (port) => ({ origin: `http://127.0.0.1:${port}`, host: `demo.localhost:${port}` });
const b2b = (port) => ({ origin: `http://127.0.0.1:${port}`, host: `b2b.localhost:${port}` });
function writeReport(report) {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

function redisUrl() {
  const url = new URL(process.env.REDIS_URL?.trim() || LOCAL_REDIS);
  url.pathname = `/${REDIS_DB}`;
  return url.toString();
}

/** A connection string fit for a log line: its password, if any, hidden. */
function shown(connection) {
  const url = new URL(connection);
  if (url.password) url.password = '***';
  return url.toString();
}

async function postgresProblem() {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return `PostgreSQL does not answer at ${shown(SERVER_URL)}: ${err.message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Null when Redis answers (its database for the run is emptied), else why not. */
async function redisProblem(url) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.flushdb();
    return null;
  } catch (err) {
    return `Redis does not answer at ${shown(url)}: ${err.message}`;
  } finally {
    client.disconnect();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function ensureBuild() {
  const missing = !existsSync(path.join(root, DIST, 'BUILD_ID'));
  if (BUILD === 'never') {
    if (missing) throw new Error(`no build in ${DIST} (CLUSTER_BUILD=never)`);
    return;
  }
  if (BUILD !== 'always' && !isBuildStale(DIST)) return;
  console.log(`[cluster] building into ${DIST}…`);
  const status = buildApp(DIST);
  if (status !== 0) throw new Error(`next build exited with ${status}`);
}

function removeCopies() {
  for (const name of readdirSync(root))
    if (name.startsWith(COPY_PREFIX)) rmSync(path.join(root, name), { recursive: true, force: true });
}

/**
 * Each instance serves from a copy of the build of its own, as instances on their own machines do:
 * what one finds in the shared build folder would hide whether the shared cache in Redis works. Not
 * copied: the build's cache (the bundler's and the data a previous run cached, as `npm test` drops
 * it before the end-to-end tests).
 */
function copyBuild(n) {
  const from = path.join(root, DIST);
  const to = path.join(root, `${COPY_PREFIX}${n}`);
  cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (src) => src !== path.join(from, 'cache'),
  });
  return `${COPY_PREFIX}${n}`;
}

/** Starts instance `n` as `npm start` does (keep-alive 65 s, outliving nginx's 30 s to upstreams). */
function startInstance(n, port, env) {
  const run = startServer({
    distDir: `${COPY_PREFIX}${n}`,
    port,
    env,
    args: ['--keepAliveTimeout', '65000'],
    keepLog: true,
  });
  return { n, port, ...run, ...demo(port) };
}

/** Until the instance serves the demo home and /readyz says ready (database, autocomplete index). */
async function ready(instance) {
  await waitUntilServed(instance.server, instance.origin, instance.host, '/search/trips');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await get(instance.origin, instance.host, '/readyz')).status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance ${instance.n} not ready: ${instance.log().slice(-2000)}`);
}

/** Resolves the exit code (or signal) of an instance, or 'still running' after `ms`. */
function exitOf(instance, ms) {
  const { server } = instance;
  if (server.exitCode !== null || server.signalCode !== null)
    return Promise.resolve(server.exitCode ?? server.signalCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), ms);
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

/** The package's first departure with seats, the agent's session and the booking the load sends. */
async function bookingSetup(first) {
  const detail = await get(first.origin, first.host, `/api/v1/get_static_package?id=${PACKAGE}`);
  if (detail.status !== 200) throw new Error(`get_static_package answered ${detail.status}`);
  const today = new Date().toISOString().slice(0, 10);
  const departure = JSON.parse(detail.body).data.departures.find((d) => d.seats > 0 && d.date > today);
  if (!departure) throw new Error(`${PACKAGE} has no departure with seats`);
  const agentCookie = cookieNamed(await signIn(first.origin, first.host, AGENT), 'itinera_session');
  const party = { package_id: PACKAGE, departure_date: departure.date, adults: 1, currency: 'GBP' };
  const price = await send(first.origin, first.host, 'POST', '/api/api/booking/reprice', {
    json: party,
    headers: { cookie: agentCookie },
  });
  if (price.status !== 200) throw new Error(`reprice answered ${price.status}: ${price.body.slice(0, 200)}`);
  const total = JSON.parse(price.body).data.price.total.amount;
  return {
    departure: departure.date,
    agentCookie,
    bookingBody: {
      ...party,
      accepted_total: total,
      travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Cluster', last_name: 'Traveller' }],
    },
  };
}

/** A browser-tab title published through nginx; each live instance read directly until it has it. */
async function tenantUpdate(live, lbPort) {
  // Every instance has rendered and cached the b2b home with the current title.
  for (const i of live)
    for (let k = 0; k < 2; k++) await get(b2b(i.port).origin, b2b(i.port).host, '/search/trips');
  const lb = b2b(lbPort);
  const cookie = await signIn(lb.origin, lb.host, B2B_ADMIN);
  const before = titleOf((await get(lb.origin, lb.host, '/search/trips')).body);
  const title = `Meridian ${Date.now().toString(36)}`;
  const since = Date.now();
  await publishTitle(lb.origin, lb.host, cookie, title);
  const publishedMs = Date.now() - since;
  const ms = await Promise.all(
    live.map((i) => msUntilTitle(b2b(i.port).origin, b2b(i.port).host, title, since, 10_000)),
  );
  return {
    title_before: before,
    published_ms: publishedMs,
    per_instance_ms: Object.fromEntries(live.map((i, k) => [`instance ${i.n}`, ms[k]])),
    everywhere_s: ms.includes(null) ? null : Math.max(...ms) / 1000,
  };
}

/** Signs the demo consumer in on an instance directly: the session cookie, and the answer's header size. */
async function sessionFrom(instance) {
  const r = await send(instance.origin, instance.host, 'POST', '/api/api/auth/api/v1/user/authenticate', {
    json: CONSUMER,
  });
  if (r.status !== 200) throw new Error(`sign-in on instance ${instance.n} answered ${r.status}`);
  const headerBytes = Object.entries(r.headers)
    .flatMap(([name, v]) => [v].flat().map((x) => name.length + x.length + 4))
    .reduce((a, b) => a + b, 0);
  return { cookie: cookieNamed(cookiesOf(r.headers), 'itinera_session'), headerBytes };
}

async function sessionWorks(instance, cookie) {
  const r = await get(instance.origin, instance.host, '/api/user/details', { cookie });
  return r.status === 200 && JSON.parse(r.body).user?.email === CONSUMER.email;
}

/**
 * Waits (at most 2 minutes) until no background job is due: the confirmation e-mails of the bookings
 * made so far (a voucher PDF each) would otherwise still be rendered during the next phase. Answers
 * how many were due and how long they took.
 */
async function drain(ledger) {
  const started = Date.now();
  const due = await ledger.dueJobs();
  let left = due;
  while (left > 0 && Date.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 250));
    left = await ledger.dueJobs();
  }
  return { due, left, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
}

/** Of nginx's access-log lines in [from, to), how many each instance finally answered. */
function servedBy(lines, instances, from, to) {
  const byPort = new Map(instances.map((i) => [String(i.port), `instance ${i.n}`]));
  const out = {};
  for (const l of lines.filter((x) => x.at >= from && x.at < to)) {
    const last = l.upstream.split(/[, :]+/).at(-1);
    const name = byPort.get(last) ?? 'none';
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}

async function cluster(databaseUrl, nginx) {
  const tag = Date.now().toString(36);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl(), TRUST_PROXY: '1' };
  const ports = [await freePort(), await freePort(), await freePort()];
  const instances = [];
  const balancers = [];
  let ledger = null;
  let load = null;
  try {
    // The first instance migrates and seeds the database; the others start once it is ready.
    instances.push(startInstance(1, ports[0], env));
    const started = Date.now();
    await ready(instances[0]);
    console.log(`[cluster] instance 1 ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const setup = await bookingSetup(instances[0]);
    ledger = await openLedger(databaseUrl, 'demo');
    const accounts = await ledger.prepare({
      count: USERS,
      packageSlug: PACKAGE,
      departureDate: setup.departure,
    });
    load = createLoad({
      users: USERS,
      accounts,
      password: CONSUMER_PASSWORD,
      agentCookie: setup.agentCookie,
      bookingBody: setup.bookingBody,
      tag,
    });

    // 1. Throughput with one instance behind nginx, then with three.
    const lb1 = await startNginx({ bin: nginx, listenPort: await freePort(), upstreamPorts: [ports[0]] });
    balancers.push(lb1);
    const jobs = {};
    await load.run(demo(lb1.port), 'warm-up', WARM_UP_SECONDS);
    jobs.before_one = await drain(ledger);
    console.log(`[cluster] one instance: ${SECONDS} s of the mix, ${USERS} users`);
    const one = await load.run(demo(lb1.port), 'one instance', SECONDS);
    jobs.after_one = await drain(ledger);
    await lb1.stop();
    balancers.pop();

    instances.push(startInstance(2, ports[1], env), startInstance(3, ports[2], env));
    await Promise.all(instances.slice(1).map(ready));
    const lb3 = await startNginx({ bin: nginx, listenPort: await freePort(), upstreamPorts: ports });
    balancers.push(lb3);
    await load.run(demo(lb3.port), 'warm-up', WARM_UP_SECONDS);
    jobs.before_three = await drain(ledger);
    console.log(`[cluster] three instances: ${SECONDS} s of the mix`);
    const three = await load.run(demo(lb3.port), 'three instances', SECONDS);
    jobs.after_three = await drain(ledger);

    // 2. A tenant update, read on each instance.
    const propagation = await tenantUpdate(instances, lb3.port);
    console.log(`[cluster] tenant update everywhere after ${propagation.everywhere_s ?? 'never'} s`);

    // 3. Sessions signed by each instance, then the kills under load.
    jobs.before_kills = await drain(ledger);
    const sessions = [];
    for (const i of instances) sessions.push({ from: i.n, ...(await sessionFrom(i)) });
    const [survivor, termed, killed] = instances;
    const at = {};
    const termExit = new Promise((resolve) => {
      at.termExit = resolve;
    });
    console.log(
      `[cluster] kills: SIGTERM instance 2 at ${KILLS.termAtMs / 1000} s, SIGKILL instance 3 at ${KILLS.killAtMs / 1000} s`,
    );
    const kills = await load.run(demo(lb3.port), 'kills', KILLS.seconds, [
      {
        atMs: KILLS.termAtMs,
        run: () => {
          at.term = Date.now();
          termed.server.kill('SIGTERM');
          exitOf(termed, 60_000).then(at.termExit);
        },
      },
      {
        atMs: KILLS.killAtMs,
        run: () => {
          at.kill = Date.now();
          killed.server.kill('SIGKILL');
        },
      },
    ]);
    const termCode = await termExit;
    const sessionsAfter = [];
    for (const s of sessions)
      sessionsAfter.push({ from: s.from, works: await sessionWorks(survivor, s.cookie) });

    // Bookings whose answer was lost are sent again with their key; a few answered ones too.
    const entries = [...load.bookings.values()];
    const lost = entries.filter((e) => !e.answers.some((a) => a.status === 200));
    const answered = entries.filter((e) => e.answers.some((a) => a.status === 200));
    const again = answered
      .filter((_, k) => k % Math.max(1, Math.floor(answered.length / 5)) === 0)
      .slice(0, 5);
    for (const e of [...lost, ...again]) await load.retry(e, demo(lb3.port));

    // 4. Figures and checks.
    const records = load.records;
    const phase = (name) => records.filter((r) => r.phase === name);
    const w = {
      one: windowOf(phase('one instance'), one.started, one.ended),
      three: windowOf(phase('three instances'), three.started, three.ended),
      before_kills: windowOf(records, kills.started, at.term),
      sigterm: windowOf(records, at.term, at.kill),
      sigkill: windowOf(records, at.kill, at.kill + SETTLE_MS),
      after_kills: windowOf(records, at.kill + SETTLE_MS, kills.ended),
      kill_phase: windowOf(phase('kills'), kills.started, kills.ended),
    };
    const quiet = records.filter((r) => r.phase !== 'kills');
    const quietErrors = quiet.filter((r) => r.outcome === 'network' || r.outcome === '5xx');
    const refused = records.filter((r) => r.outcome === 'refused' || r.outcome === 'wrong');
    const checks = [
      {
        name: `a tenant update is on every instance within ${TARGET_PROPAGATION_S} s`,
        pass: propagation.everywhere_s !== null && propagation.everywhere_s <= TARGET_PROPAGATION_S,
        detail: propagation.per_instance_ms,
      },
      {
        name: 'no error while no instance is stopped',
        pass: quietErrors.length === 0,
        detail: quietErrors.slice(0, 5).map((r) => `${r.op} ${r.status ?? r.error}`),
      },
      {
        name: 'no request refused or answered wrongly (sessions, prices, pages)',
        pass: refused.length === 0,
        detail: refused.slice(0, 5).map((r) => `${r.phase} ${r.op} ${r.status}`),
      },
      {
        name: 'the SIGTERMed instance finished its requests and exited 0',
        pass: termCode === 0 && /\[itinera\] stopped in \d+ ms/.test(termed.log()),
        detail: { exit: termCode, log: /\[itinera\] stop.*$/m.exec(termed.log())?.[0] ?? null },
      },
      {
        name: 'the survivor takes the load: answers, and no error once the kills have settled',
        pass: w.after_kills.ok > 0 && w.after_kills.errors === 0,
        detail: { rps: w.after_kills.rps, errors: w.after_kills.errors },
      },
      {
        name: 'sessions signed by each instance are valid on the survivor',
        pass: sessionsAfter.every((s) => s.works),
        detail: sessionsAfter.map((s) => `from instance ${s.from}: ${s.works ? 'valid' : 'lost'}`),
      },
      ...(await ledger.check(load.bookings)),
    ];
    const served = servedBy(lb3.accessLog(), instances, at.kill + SETTLE_MS, kills.ended);
    const killErrors = w.sigterm.errors + w.sigkill.errors;
    return {
      figures: {
        rps_one_instance: w.one.rps,
        rps_three_instances: w.three.rps,
        ratio: Number((w.three.rps / w.one.rps).toFixed(2)),
        propagation_s: propagation.everywhere_s,
        errors_during_kills: killErrors,
        error_rate_kill_phase: Number((w.kill_phase.errors / Math.max(1, w.kill_phase.requests)).toFixed(4)),
        rps_before_kills: w.before_kills.rps,
        rps_after_kills: w.after_kills.rps,
        sign_in_answer_header_bytes: sessions[0].headerBytes,
      },
      windows: w,
      kill_errors: records
        .filter((r) => r.phase === 'kills' && (r.outcome === 'network' || r.outcome === '5xx'))
        .map((r) => ({ op: r.op, at_ms: r.t1 - kills.started, answer: r.status ?? r.error })),
      served_after_kills: served,
      jobs_due_between_phases: jobs,
      propagation,
      bookings: {
        sent: entries.length,
        answered_first_time: entries.filter((e) => e.answers[0]?.status === 200).length,
        retried_after_a_lost_answer: lost.length,
        answered_on_retry: lost.filter((e) => e.answers.at(-1)?.status === 200).length,
        answered_ones_sent_again: again.length,
      },
      sigterm_exit: termCode,
      checks,
    };
  } catch (err) {
    for (const i of instances)
      console.error(`[cluster] instance ${i.n}'s log ends:\n${i.log().slice(-3000)}`);
    for (const b of balancers) console.error(`[cluster] nginx's error log:\n${b.errorLog().slice(-2000)}`);
    throw err;
  } finally {
    load?.close();
    for (const b of balancers) await b.stop();
    for (const i of instances) await i.stop();
    await ledger?.close();
  }
}

function printSummary(result) {
  const f = result.figures;
  const w = result.windows;
  const cell = (v, n) => String(v ?? '–').padStart(n);
  const row = (label, x) =>
    `| ${label.padEnd(34)} | ${cell(x.requests, 6)} | ${cell(x.rps, 7)} | ${cell(x.p50_ms, 6)} | ${cell(x.p95_ms, 6)} | ${cell(x.errors, 6)} | ${cell(x.refused + x.wrong, 7)} |`;
  console.log('');
  console.log(
    '| window                             |  reqs  |  ok/s   | p50 ms | p95 ms | errors | refused |',
  );
  console.log(
    '|------------------------------------|-------:|--------:|-------:|-------:|-------:|--------:|',
  );
  console.log(row('one instance', w.one));
  console.log(row('three instances', w.three));
  console.log(row('kills: before', w.before_kills));
  console.log(row('kills: SIGTERM 2 → SIGKILL 3', w.sigterm));
  console.log(row(`kills: SIGKILL 3 + ${SETTLE_MS / 1000} s`, w.sigkill));
  console.log(row('kills: survivor alone', w.after_kills));
  console.log('');
  console.log(
    `requests/s: ${f.rps_one_instance} with one instance, ${f.rps_three_instances} with three (×${f.ratio}); ` +
      `errors during the kills: ${f.errors_during_kills} (kill phase error rate ${(f.error_rate_kill_phase * 100).toFixed(2)} %); ` +
      `tenant update everywhere in ${f.propagation_s} s; survivor ${f.rps_after_kills} req/s (served: ${JSON.stringify(result.served_after_kills)})`,
  );
  console.log(`bookings: ${JSON.stringify(result.bookings)}`);
  console.log('');
  for (const c of result.checks)
    console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}${c.pass ? '' : `: ${JSON.stringify(c.detail)}`}`);
}

async function main() {
  const missing = [];
  const nginx = findNginx();
  if (!nginx) missing.push('nginx is not installed (and apt-get could not install nginx-light)');
  const pgProblem = await postgresProblem();
  if (pgProblem) missing.push(pgProblem);
  const redis = redisUrl();
  const redisIssue = await redisProblem(redis);
  if (redisIssue) missing.push(redisIssue);
  if (missing.length) {
    for (const m of missing) console.log(`[cluster] skipped: ${m}`);
    writeReport({ passed: 0, failed: 0, skipped: 1, reason: missing.join('; ') });
    process.exit(SKIPPED);
  }

  process.env.BENCH_PIN = '0'; // three instances share the machine's cores: none is pinned
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  ensureBuild();
  removeCopies();
  for (const n of [1, 2, 3]) copyBuild(n);
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  let result;
  try {
    result = await withDatabase(SERVER_URL, `itinera_cluster_${tag}`, (url) => cluster(url, nginx));
  } finally {
    removeCopies();
    await redisProblem(redis);
  }
  printSummary(result);
  const passed = result.checks.filter((c) => c.pass).length;
  const failed = result.checks.length - passed;
  writeResult(LAST, {
    date: new Date().toISOString(),
    machine: {
      cores: os.availableParallelism(),
      cpu_model: os.cpus()[0]?.model ?? 'unknown',
      memory_gb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      load_average_at_start: loadAtStart,
      load_average_at_end: os.loadavg().map((l) => Number(l.toFixed(2))),
      note: 'the three instances, nginx, PostgreSQL, Redis and the load generator share these cores',
    },
    settings: { users: USERS, seconds: SECONDS, mix: MIX, kills: KILLS, settle_ms: SETTLE_MS, build: DIST },
    ...result,
    pass: failed === 0,
  });
  writeReport({ passed, failed, skipped: 0 });
  console.log(`\n${failed === 0 ? 'PASS' : 'FAIL'}: ${passed} of ${result.checks.length} checks passed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error('[cluster]', err);
  writeReport({ passed: 0, failed: 1, skipped: 0, reason: String(err?.message ?? err) });
  process.exit(1);
});
