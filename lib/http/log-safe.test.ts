import { errorForLog, redactPersonalData } from './log-safe';

describe('log lines hold no personal data', () => {
  it('cuts a failed query’s parameters and masks e-mails and phone numbers', () => {
    const err = new Error(
      'Failed query: select "id" from "users" where "email" = $1\nparams: victim@example.com,+447700900123',
    );
    const line = errorForLog(err);
    expect(line).toContain('Failed query');
    expect(line).not.toContain('victim@example.com');
    expect(line).not.toContain('7700900123');
    expect(redactPersonalData('user ann@example.org called from 07700 900123')).toBe(
      'user [email] called from [number]',
    );
  });
});
