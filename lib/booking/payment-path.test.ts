import { MAKE_PAYMENT_PARAMS, makePaymentPath, readMakePaymentPath } from './payment-path';

const params = Object.fromEntries(MAKE_PAYMENT_PARAMS.map((k) => [k, `v ${k}/x`])) as Record<
  (typeof MAKE_PAYMENT_PARAMS)[number],
  string
>;

describe('make-payment path', () => {
  it('has the sixteen parameters of spec §2, in order, and reads back what it wrote', () => {
    expect(MAKE_PAYMENT_PARAMS).toHaveLength(16);
    const path = makePaymentPath(params);
    expect(path.startsWith('/make-payment/v%20method_id%2Fx/v%20package_id%2Fx/')).toBe(true);
    const segments = path.split('/').slice(2);
    expect(readMakePaymentPath(segments)).toEqual(params);
  });

  it('refuses any other number of segments and writes a dash for an empty value', () => {
    expect(readMakePaymentPath(['a', 'b'])).toBeNull();
    expect(makePaymentPath({ ...params, grn_token: '' })).toContain('/-/');
  });
});
