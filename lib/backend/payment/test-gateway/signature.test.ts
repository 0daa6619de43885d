import { GatewaySignatureError } from '@/lib/payment/gateway';
import { cardOutcome, challengeOutcome, TEST_CARDS } from './cards';
import { signed, verifySigned } from './signature';

const KEY = 'k'.repeat(43);
const message = {
  event_id: 'ev1',
  payment_id: 'p1',
  session: 's1',
  result: 'CAPTURED',
  amount: '300000',
  currency: 'GBP',
  ts: '1800000000',
  msg: '',
};

describe('test gateway signature', () => {
  it('verifies what it signed', () => {
    expect(verifySigned(signed(message, KEY), KEY)).toMatchObject({
      eventId: 'ev1',
      paymentId: 'p1',
      result: 'CAPTURED',
      amountMinor: 300_000,
      currency: 'GBP',
      signedAt: 1_800_000_000_000,
      message: null,
    });
  });

  it.each(['payment_id', 'result', 'amount', 'currency', 'ts', 'session', 'event_id'])(
    'refuses a changed %s',
    (field) => {
      const tampered = { ...signed(message, KEY), [field]: 'X1' };
      expect(() => verifySigned(tampered, KEY)).toThrow(GatewaySignatureError);
    },
  );

  it('refuses another key, a missing or malformed signature', () => {
    expect(() => verifySigned(signed(message, KEY), 'other')).toThrow(GatewaySignatureError);
    expect(() => verifySigned(message, KEY)).toThrow(GatewaySignatureError);
    expect(() => verifySigned({ ...message, sig: 'zz' }, KEY)).toThrow(GatewaySignatureError);
  });
});

describe('test cards', () => {
  it('captures, declines or challenges by number', () => {
    expect(cardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'captured' });
    expect(cardOutcome(TEST_CARDS.decline)).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(cardOutcome(TEST_CARDS.threeDSecure)).toEqual({ kind: 'challenge' });
    expect(cardOutcome('1234')).toMatchObject({ kind: 'declined' });
    expect(challengeOutcome('123456')).toEqual({ kind: 'captured' });
    expect(challengeOutcome('000000')).toMatchObject({ kind: 'declined' });
  });
});
