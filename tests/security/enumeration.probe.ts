import { expect, test } from '@playwright/test';
import { login, newAccount, postJson } from './http';

/** The lower quartile: load from other workers only ever adds time, so the low end shows the work itself. */
const lowerQuartile = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 4)] ?? 0;

test.describe('account enumeration (production build, over HTTP)', () => {
  test('sign-in, registration and forgot-password answer alike whether or not the account exists', async () => {
    const email = await newAccount('demo', 'Enum-pass-123');
    const nobody = `nobody-${Date.now()}@example.com`;
    const [known, unknown] = [
      await login('demo', email, 'wrong-pass-1', '127.0.0.4'),
      await login('demo', nobody, 'wrong-pass-1', '127.0.0.4'),
    ];
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);

    const forgot = async (e: string) =>
      postJson('demo', '/api/user/forgot-password', { email: e }, '127.0.0.4');
    const [f1, f2] = [await forgot(email), await forgot(nobody)];
    expect(f1.status).toBe(200);
    expect(f2.text).toBe(f1.text);
  });

  test('a wrong password takes about as long for an existing account as for none', async () => {
    const email = await newAccount('demo', 'Timing-pass-123');
    const times = { known: [] as number[], unknown: [] as number[] };
    // Alternate, from clients of their own, with few enough failures per client to stay unthrottled.
    // Twelve pairs: CI runs this beside other workers, whose load lands on single requests at random.
    for (let i = 0; i < 12; i++) {
      const from = `127.0.1.${10 + i}`;
      times.known.push((await login('demo', email, `wrong-${i}`, from)).ms);
      times.unknown.push((await login('demo', `none-${i}-${Date.now()}@example.com`, `wrong-${i}`, from)).ms);
    }
    const [k, u] = [lowerQuartile(times.known), lowerQuartile(times.unknown)];
    expect(Math.abs(k - u)).toBeLessThan(Math.max(150, 0.5 * Math.max(k, u)));
  });
});
