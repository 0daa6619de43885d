import { testGatewayAllowed } from './allowed';

const demos = ['demo', 'b2b'];

describe('testGatewayAllowed', () => {
  it('lets only the demo sites use the test gateway by default', () => {
    expect(testGatewayAllowed('demo', demos, {})).toBe(true);
    expect(testGatewayAllowed('b2b', demos, {})).toBe(true);
    expect(testGatewayAllowed('acme', demos, {})).toBe(false);
  });

  it('PAYMENT_TEST_GATEWAY=on opens it to every site, off closes it to all', () => {
    expect(testGatewayAllowed('acme', demos, { PAYMENT_TEST_GATEWAY: 'on' })).toBe(true);
    expect(testGatewayAllowed('demo', demos, { PAYMENT_TEST_GATEWAY: ' OFF ' })).toBe(false);
  });

  it('treats an unknown setting as the default', () => {
    expect(testGatewayAllowed('acme', demos, { PAYMENT_TEST_GATEWAY: 'yes' })).toBe(false);
    expect(testGatewayAllowed('demo', demos, { PAYMENT_TEST_GATEWAY: 'yes' })).toBe(true);
  });
});
