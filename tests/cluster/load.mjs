// The cluster test's mixed load: virtual users, each a visitor of the demo site with an address, a
// keep-alive connection and an account of its own, taking in turn (from one fixed schedule, so every
// run sends the same mix) a page, an autocomplete query, a sign-in (then a call with the new session)
// or a booking by the agency's agent paid from its balance. Every request is recorded with its
// outcome; every booking with its idempotency key, body and answers.
import http from 'node:http';
import { cookieNamed, cookiesOf } from '../../bench/lib/instances.mjs';
import { percentile, send } from '../../bench/lib/load.mjs';

/** The mix, by weight. */
export const MIX = { page: 40, autocomplete: 35, signIn: 10, booking: 15 };
const PAGES = ['/search/trips', '/static_package/list', '/about_us'];
const QUERIES = ['par', 'lon', 'rom', 'zur', 'bar', 'ams', 'ber', 'lis', 'mad', 'vie', 'new', 'dub'];
const TIMEOUT_MS = 15_000;

/**
 * The mix as one repeating sequence with each kind spread evenly through it (smooth weighted
 * round-robin, the way nginx spreads requests by weight): 100 steps for weights summing to 100.
 */
function scheduleOf(mix) {
  const total = Object.values(mix).reduce((a, b) => a + b, 0);
  const credit = Object.fromEntries(Object.keys(mix).map((op) => [op, 0]));
  const out = [];
  for (let n = 0; n < total; n++) {
    let best = '';
    for (const [op, weight] of Object.entries(mix)) {
      credit[op] += weight;
      if (best === '' || credit[op] > credit[best]) best = op;
    }
    credit[best] -= total;
    out.push(best);
  }
  return out;
}

const SCHEDULE = scheduleOf(MIX);

/** What a request came to: answered as expected, a network error, 5xx, refused (4xx) or a wrong answer. */
function outcomeOf(status, expected) {
  if (status >= 500) return '5xx';
  if (status >= 400) return 'refused';
  return expected ? 'ok' : 'wrong';
}

/**
 * The load: `users` virtual users (addresses 127.0.0.11…), their accounts (`accounts[i]`, one
 * each, all with `password`), and the agent's session and booking body for the bookings.
 */
export function createLoad({ users, accounts, password, agentCookie, bookingBody, tag }) {
  /** Every request: { phase, op, t0, t1, status, outcome, error, upstream }. */
  const records = [];
  /** Every booking sent: key → { key, body, answers: [{ status, id, error }] }. */
  const bookings = new Map();
  let keySeq = 0;

  const vus = Array.from({ length: users }, (_, i) => ({
    index: i,
    // Each user starts at its own place in the schedule, so the users are not in step.
    turn: i * 7,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${11 + i}` }),
    account: accounts[i % accounts.length],
    device: '',
  }));

  async function call(vu, target, phase, op, method, path, { json, headers, check }) {
    const t0 = Date.now();
    try {
      const r = await send(target.origin, target.host, method, path, {
        json,
        headers,
        agent: vu.agent,
        timeoutMs: TIMEOUT_MS,
      });
      const record = {
        phase,
        op,
        t0,
        t1: Date.now(),
        status: r.status,
        outcome: outcomeOf(r.status, check(r)),
      };
      records.push(record);
      return r;
    } catch (err) {
      records.push({
        phase,
        op,
        t0,
        t1: Date.now(),
        status: null,
        outcome: 'network',
        error: err.code ?? err.message,
      });
      return null;
    }
  }

  const json = (r) => {
    try {
      return JSON.parse(r.body);
    } catch {
      return null;
    }
  };

  async function book(vu, target, phase) {
    const key = `cluster-${tag}-${vu.index}-${++keySeq}`;
    const entry = { key, body: bookingBody, answers: [] };
    bookings.set(key, entry);
    const r = await call(vu, target, phase, 'booking', 'POST', '/api/api/booking/book', {
      json: bookingBody,
      headers: { cookie: agentCookie, 'idempotency-key': key },
      check: (res) => res.status === 200 && typeof json(res)?.data?.id === 'string',
    });
    entry.answers.push(answerOf(r));
  }

  async function signInAndUse(vu, target, phase) {
    const r = await call(vu, target, phase, 'signIn', 'POST', '/api/api/auth/api/v1/user/authenticate', {
      json: { email: vu.account, password },
      headers: vu.device ? { cookie: vu.device } : {},
      check: (res) => res.status === 200 && json(res)?.user?.email === vu.account,
    });
    if (r?.status !== 200) return;
    const cookie = cookiesOf(r.headers);
    vu.device = cookieNamed(cookie, 'itinera_device') || vu.device;
    // The new session, on whichever instance nginx picks next.
    await call(vu, target, phase, 'session', 'GET', '/api/user/details', {
      headers: { cookie: cookieNamed(cookie, 'itinera_session') },
      check: (res) => res.status === 200 && json(res)?.user?.email === vu.account,
    });
  }

  function step(vu, target, phase) {
    const turn = vu.turn++;
    const op = SCHEDULE[turn % SCHEDULE.length];
    if (op === 'booking') return book(vu, target, phase);
    if (op === 'signIn') return signInAndUse(vu, target, phase);
    if (op === 'autocomplete') {
      const q = QUERIES[turn % QUERIES.length];
      return call(vu, target, phase, op, 'GET', `/api/auto_complete?text=${q}&mode=1`, {
        check: (res) => res.status === 200 && Array.isArray(json(res)?.data),
      });
    }
    const page = PAGES[turn % PAGES.length];
    return call(vu, target, phase, op, 'GET', page, {
      check: (res) => res.status === 200 && res.body.includes('</html>'),
    });
  }

  return {
    records,
    bookings,
    /** Runs the mix through `target` ({ origin, host }) for `seconds`; `events` run at their offsets (ms). */
    async run(target, phase, seconds, events = []) {
      const started = Date.now();
      const end = started + seconds * 1000;
      const timers = events.map(({ atMs, run }) => setTimeout(run, atMs));
      await Promise.all(
        vus.map(async (vu) => {
          while (Date.now() < end) await step(vu, target, phase);
        }),
      );
      for (const t of timers) clearTimeout(t);
      return { started, ended: Date.now() };
    },
    /** Sends a booking again with its key and body (after a failed answer): its answer is recorded. */
    async retry(entry, target) {
      const r = await send(target.origin, target.host, 'POST', '/api/api/booking/book', {
        json: entry.body,
        headers: { cookie: agentCookie, 'idempotency-key': entry.key },
        timeoutMs: TIMEOUT_MS,
      }).catch((err) => ({ error: err.code ?? err.message }));
      const answer = answerOf(r);
      entry.answers.push(answer);
      return answer;
    },
    close() {
      for (const vu of vus) vu.agent.destroy();
    },
  };
}

function answerOf(r) {
  if (!r || r.error) return { status: null, id: null, error: r?.error ?? 'network' };
  let id = null;
  try {
    id = JSON.parse(r.body)?.data?.id ?? null;
  } catch {}
  return { status: r.status, id };
}

/** p50 and p95 of the answered requests' times (ms). */
function latency(records) {
  const ms = records
    .filter((r) => r.outcome === 'ok')
    .map((r) => r.t1 - r.t0)
    .sort((a, b) => a - b);
  return { p50_ms: percentile(ms, 50), p95_ms: percentile(ms, 95) };
}

/** Requests in [from, to): how many, answered as expected, each kind of failure, per second, times. */
export function windowOf(records, from, to) {
  const inside = records.filter((r) => r.t1 >= from && r.t1 < to);
  const count = (o) => inside.filter((r) => r.outcome === o).length;
  const seconds = Math.max(0.001, (to - from) / 1000);
  const ok = count('ok');
  return {
    seconds: Number(seconds.toFixed(1)),
    requests: inside.length,
    ok,
    network: count('network'),
    http5xx: count('5xx'),
    refused: count('refused'),
    wrong: count('wrong'),
    errors: count('network') + count('5xx'),
    rps: Number((ok / seconds).toFixed(1)),
    ...latency(inside),
    by_op: Object.fromEntries(
      [...Object.keys(MIX), 'session'].map((op) => {
        const mine = inside.filter((r) => r.op === op);
        return [op, { requests: mine.length, ...latency(mine) }];
      }),
    ),
  };
}
