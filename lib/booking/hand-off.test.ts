import { firstStep, readForm, safeGatewayUrl, storedStep, urlPaymentMemo } from './hand-off';

const FORM = { action: '/api/api/test-gateway/pay', method: 'GET', fields: { session: 's1' } };

describe('payment hand-off by method group (spec §4)', () => {
  it('(a) submits the form make_payment returned', () => {
    expect(firstStep({ payment_id: 'p1', method_group: 'form', response_content: FORM })).toEqual({
      kind: 'submit',
      form: { action: '/api/api/test-gateway/pay', method: 'GET', fields: { session: 's1' } },
    });
  });

  it('(a) reads a form without method_group (an external API answer) and defaults to POST', () => {
    expect(
      firstStep({
        payment_id: 'p1',
        response_content: { action: 'https://pay.example/x', fields: { a: 1 } },
      }),
    ).toEqual({
      kind: 'submit',
      form: { action: 'https://pay.example/x', method: 'POST', fields: { a: '1' } },
    });
  });

  it('(b) with nothing to follow, reads the stored details of the payment', () => {
    expect(firstStep({ payment_id: 'p1', method_group: 'stored', response_content: null })).toEqual({
      kind: 'readStored',
      paymentId: 'p1',
    });
    expect(firstStep({ payment_id: 'p1' })).toEqual({ kind: 'readStored', paymentId: 'p1' });
  });

  it('(b) the encrypted request wins over the stored redirect URL', () => {
    const enc = { action: '/api/api/test-gateway/pay', method: 'POST', fields: { enc_request: 'x' } };
    expect(storedStep({ redirect_url: '/elsewhere', encrypted_request: enc })).toEqual({
      kind: 'submit',
      form: { ...enc, method: 'POST' },
    });
    expect(
      storedStep({ redirect_url: '/api/api/test-gateway/pay?session=s1', encrypted_request: null }),
    ).toEqual({
      kind: 'redirect',
      url: '/api/api/test-gateway/pay?session=s1',
    });
    expect(storedStep({})).toEqual({ kind: 'fail' });
  });

  it('(c) goes to the returned URL, given as {url} or as a string', () => {
    expect(
      firstStep({ payment_id: 'p1', method_group: 'url', response_content: { url: '/pay/s1' } }),
    ).toEqual({
      kind: 'redirect',
      url: '/pay/s1',
    });
    expect(firstStep({ payment_id: 'p1', response_content: 'https://upi.example/pay?id=1' })).toEqual({
      kind: 'redirect',
      url: 'https://upi.example/pay?id=1',
    });
  });

  it('never follows a script, a protocol-relative or a malformed address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/\\evil.example',
      'http//x',
      '',
    ])
      expect(safeGatewayUrl(bad)).toBeNull();
    expect(readForm({ action: 'javascript:alert(1)', fields: {} })).toBeNull();
    expect(
      firstStep({ payment_id: 'p1', method_group: 'url', response_content: { url: 'javascript:x' } }),
    ).toEqual({ kind: 'fail' });
    expect(firstStep(null)).toEqual({ kind: 'fail' });
  });

  it('(c) remembers payment id, attempt id (the payment id when none) and amount', () => {
    expect(urlPaymentMemo({ payment_id: 'p1', payment_attempt_id: 'g1' }, '120.50')).toEqual({
      payment_id: 'p1',
      payment_attempt_id: 'g1',
      amount: '120.50',
    });
    expect(urlPaymentMemo({ payment_id: 'p1' }, '5')).toEqual({
      payment_id: 'p1',
      payment_attempt_id: 'p1',
      amount: '5',
    });
  });
});
