// The cluster test's database side: what it prepares before the load (accounts, the agent's balance,
// the departure's seats) and what it checks after it (each booking once, paid once, seats counted).
import pg from 'pg';

/** The agent whose bookings the load makes (README, "Demo accounts"). */
export const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const CONSUMER = 'consumer@wanderlight.example';
/** Their password: the seeded consumer's, whose hash the load's accounts are given. */
export const CONSUMER_PASSWORD = 'Wanderlight-demo-1';

/** Seats the departure is given, and the agent's credit (minor units): neither runs out in a run. */
const SEATS = 100_000;
const CREDIT_MINOR = 2_000_000_000;

export async function openLedger(databaseUrl, site) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const one = async (text, values) => (await db.query(text, values)).rows[0];
  const { id: tenantId } = await one('SELECT id FROM tenants WHERE key = $1', [site]);
  const { id: agentId } = await one('SELECT id FROM users WHERE tenant_id = $1 AND email = $2', [
    tenantId,
    AGENT.email,
  ]);

  /** Set by prepare(): the departure's ledger row and when the run's own rows begin. */
  let run = null;

  return {
    agentId,
    close: () => db.end(),

    /**
     * Prepares the run on the throwaway database, through SQL (no API does these, by design):
     * - `count` consumer accounts `cluster-N@wanderlight.example` with the seeded consumer's
     *   password hash, one per virtual user, so the sign-in limits (per account and client, which
     *   count attempts in flight) see one sign-in at a time per account, as real visitors make them;
     * - the agent's credit raised so the balance never runs out (each booking is paid from it);
     * - the departure's seats set to SEATS before anything was taken from it (its ledger row, which
     *   a first booking would otherwise create from the package's own figure).
     * Answers the account e-mails.
     */
    async prepare({ count, packageSlug, departureDate }) {
      const emails = Array.from({ length: count }, (_, i) => `cluster-${i + 1}@wanderlight.example`);
      await db.query(
        `INSERT INTO users (tenant_id, email, role, first_name, last_name, password_hash, email_verified_at)
         SELECT u.tenant_id, e.email, u.role, 'Cluster', 'Visitor', u.password_hash, now()
         FROM users u, unnest($3::text[]) AS e(email)
         WHERE u.tenant_id = $1 AND u.email = $2`,
        [tenantId, CONSUMER, emails],
      );
      await db.query('UPDATE users SET credit_minor = $3 WHERE tenant_id = $1 AND id = $2', [
        tenantId,
        agentId,
        CREDIT_MINOR,
      ]);
      const { id: packageId } = await one(
        'SELECT id FROM static_packages WHERE tenant_id = $1 AND slug = $2',
        [tenantId, packageSlug],
      );
      const taken = await one(
        `SELECT count(*)::int AS n FROM booking_inventory bi JOIN departure_seats ds ON ds.id = bi.departure_seats_id
         WHERE ds.package_id = $1 AND ds.departure_date = $2`,
        [packageId, departureDate],
      );
      if (taken.n > 0) throw new Error('the departure has bookings already: its seats cannot be reset');
      const { id: seatsId, since } = await one(
        `INSERT INTO departure_seats (tenant_id, package_id, departure_date, available) VALUES ($1, $2, $3, $4)
         ON CONFLICT (package_id, departure_date) DO UPDATE SET available = EXCLUDED.available
         RETURNING id, now() AS since`,
        [tenantId, packageId, departureDate, SEATS],
      );
      run = { seatsId, since };
      return emails;
    },

    /** Background jobs due and not finished (each booking's confirmation e-mail renders a voucher PDF). */
    async dueJobs() {
      const { n } = await one(
        "SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running') AND run_after <= now()",
      );
      return n;
    },

    /**
     * The bookings the load sent (key → { answers }), checked against the database. Each check is
     * { name, pass, detail }.
     */
    async check(sent) {
      const keys = (
        await db.query(
          `SELECT key, status, response->'data'->>'id' AS booking_id FROM idempotency_keys
           WHERE tenant_id = $1 AND scope = 'book' AND user_id = $2 AND created_at >= $3`,
          [tenantId, agentId, run.since],
        )
      ).rows;
      const rows = (
        await db.query(
          `SELECT id, status, total_minor, paid_minor, adults + children AS seats, package_slug, departure_date
           FROM bookings WHERE tenant_id = $1 AND created_by = $2 AND created_at >= $3`,
          [tenantId, agentId, run.since],
        )
      ).rows;
      const debits = (
        await db.query(
          `SELECT booking_id, amount_minor, kind FROM wallet_entries
           WHERE tenant_id = $1 AND user_id = $2 AND created_at >= $3`,
          [tenantId, agentId, run.since],
        )
      ).rows;
      const seats = await one(
        `SELECT ds.available,
           coalesce((SELECT sum(bi.seats) FROM booking_inventory bi
                     WHERE bi.departure_seats_id = ds.id AND bi.state <> 'released'), 0)::int AS taken
         FROM departure_seats ds WHERE ds.id = $1`,
        [run.seatsId],
      );

      const byId = new Map(rows.map((b) => [b.id, b]));
      const keyRow = new Map(keys.map((k) => [k.key, k]));
      const checks = [];
      const add = (name, problems, detail) =>
        checks.push({
          name,
          pass: problems.length === 0,
          detail: problems.length ? problems.slice(0, 5) : detail,
        });

      // 1. Whatever a client was told (200 with an id) is a booking, confirmed and paid in full.
      const told = [...sent.values()].flatMap((e) =>
        e.answers.filter((a) => a.status === 200).map((a) => a.id),
      );
      add(
        'every booking answered 200 exists, confirmed and paid',
        told
          .filter((id) => {
            const b = byId.get(id);
            return b?.status !== 'confirmed' || b.paid_minor !== b.total_minor;
          })
          .map((id) => `booking ${id}: ${byId.get(id)?.status ?? 'missing'}`),
        `${new Set(told).size} bookings`,
      );
      // 2. Nothing lost: every key sent ended (after its retry) with a stored 200 naming a booking,
      //    and every answer given for one key names that same booking.
      add(
        'no booking lost: every key sent has one booking, every answer for it names that booking',
        [...sent.values()].flatMap((e) => {
          const k = keyRow.get(e.key);
          if (k?.status !== 200 || !byId.has(k.booking_id)) return [`${e.key}: ${k ? k.status : 'no key'}`];
          const other = e.answers.find((a) => a.status === 200 && a.id !== k.booking_id);
          return other ? [`${e.key}: answered ${other.id}, stored ${k.booking_id}`] : [];
        }),
        `${sent.size} keys`,
      );
      // 3. Nothing doubled: one booking per key, and no booking that no key names.
      const named = new Map();
      for (const k of keys) named.set(k.booking_id, (named.get(k.booking_id) ?? 0) + 1);
      add(
        'no booking doubled: the agent has exactly one booking per key',
        [
          ...(rows.length !== keys.length ? [`${rows.length} bookings for ${keys.length} keys`] : []),
          ...rows
            .filter((b) => named.get(b.id) !== 1)
            .map((b) => `booking ${b.id} named by ${named.get(b.id) ?? 0} keys`),
        ],
        `${rows.length} bookings, ${keys.length} keys`,
      );
      // 4. Charged once: one debit of the booking's total per booking, no other entry.
      const debitsOf = new Map();
      for (const d of debits) debitsOf.set(d.booking_id, [...(debitsOf.get(d.booking_id) ?? []), d]);
      add(
        'the agent was charged once per booking',
        [
          ...rows
            .filter((b) => {
              const ds = debitsOf.get(b.id) ?? [];
              return ds.length !== 1 || ds[0].kind !== 'debit' || ds[0].amount_minor !== -b.total_minor;
            })
            .map(
              (b) =>
                `booking ${b.id}: ${(debitsOf.get(b.id) ?? []).map((d) => d.amount_minor).join(', ') || 'no debit'}`,
            ),
          ...debits
            .filter((d) => !byId.has(d.booking_id))
            .map((d) => `an entry of ${d.amount_minor} for no booking`),
        ],
        `${debits.length} debits`,
      );
      // 5. Seats: what is left plus what is taken is what there was, and never below zero.
      const bookedSeats = rows.reduce((n, b) => n + b.seats, 0);
      add(
        'seats: available + taken = capacity, each booking took its seats, none oversold',
        [
          ...(seats.available < 0 ? [`${seats.available} seats available`] : []),
          ...(seats.available + seats.taken !== SEATS
            ? [`${seats.available} available + ${seats.taken} taken for a capacity of ${SEATS}`]
            : []),
          ...(bookedSeats !== seats.taken ? [`${bookedSeats} seats booked, ${seats.taken} taken`] : []),
        ],
        `${seats.taken} of ${SEATS} seats taken`,
      );
      return checks;
    },
  };
}
