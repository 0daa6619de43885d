/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientIp } from '../backend/ratelimit/client-ip';
import { installPeerAddressStamp, peerAddress, peerHeaderName } from './peer-address';

describe('the connection address stamped on every request', () => {
  it('is the socket’s address, whatever headers the client sent, and a client cannot forge it', async () => {
    installPeerAddressStamp();
    const seen: (string | null)[] = [];
    const server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const request = new Request(`http://x${req.url}`, { headers });
      seen.push(peerAddress(request), clientIp(request, { trustProxy: false }));
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-for': '203.0.113.50', [peerHeaderName()]: '198.51.100.1' },
    });
    server.close();
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(peerHeaderName()).toMatch(/^x-itinera-peer-[0-9a-f]{24}$/);
  });
});
