import { isLoopbackAddress, type MailboxRequest, mailboxOpenTo } from './mailbox-access';

const local: MailboxRequest = {
  nodeEnv: 'production',
  trustProxy: undefined,
  peerAddress: '127.0.0.1',
  hosts: ['demo.localhost:3000', null],
};

describe('mailboxOpenTo', () => {
  it('opens to the machine itself in a production build', () => {
    expect(mailboxOpenTo(local)).toBe(true);
    expect(mailboxOpenTo({ ...local, peerAddress: '::1', hosts: ['localhost:3000', 'localhost:3000'] })).toBe(
      true,
    );
    expect(mailboxOpenTo({ ...local, peerAddress: '::ffff:127.0.0.1', hosts: ['127.0.0.1:3000'] })).toBe(
      true,
    );
    expect(mailboxOpenTo({ ...local, hosts: ['[::1]:3000'] })).toBe(true);
  });

  it('is open to anyone outside production (next dev)', () => {
    expect(
      mailboxOpenTo({ ...local, nodeEnv: 'development', peerAddress: '203.0.113.7', hosts: ['x.example'] }),
    ).toBe(true);
  });

  it.each<[string, Partial<MailboxRequest>]>([
    ['another machine', { peerAddress: '192.168.1.20' }],
    ['a public address', { peerAddress: '203.0.113.7' }],
    ['an unknown connection address', { peerAddress: null }],
    ['a proxy, even on this machine (TRUST_PROXY set)', { trustProxy: '1' }],
    ['a public host name on loopback (DNS rebinding)', { hosts: ['evil.example:3000'] }],
    ['a forwarded host that is not local', { hosts: ['demo.localhost:3000', 'evil.example'] }],
    ['a host that only looks local', { hosts: ['localhost.evil.example'] }],
    ['no host at all', { hosts: [null] }],
    ['an address that only starts like loopback', { peerAddress: '127.0.0.1.evil' }],
  ])('stays closed to %s', (_label, change) => {
    expect(mailboxOpenTo({ ...local, ...change })).toBe(false);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])('%s is loopback', (a) => {
    expect(isLoopbackAddress(a)).toBe(true);
  });
  it.each(['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '', 'localhost'])('%s is not', (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});
