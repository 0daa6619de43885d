/**
 * Who may read the development mailbox (`/dev/mailbox`, `/api/dev/mailbox`), which shows the OTPs
 * and sign-in links the outbox holds. Outside production (`next dev`) anyone who reaches the server.
 * In a production build only the machine itself, like Mailpit or Django's console backend: the
 * connection comes from a loopback address, every host the request names is `localhost`,
 * `*.localhost` or a loopback address (so a page on another domain that resolves to 127.0.0.1 —
 * DNS rebinding — is refused), and TRUST_PROXY is unset (behind a proxy, even one on this machine,
 * every connection is loopback, whoever sent the request). Pure, so the rule is tested on its own.
 */
export interface MailboxRequest {
  nodeEnv: string | undefined;
  trustProxy: string | undefined;
  /** The connection's own address (lib/http/peer-address), null when unknown. */
  peerAddress: string | null;
  /** Every host the request names: Host, X-Forwarded-Host (null when absent). */
  hosts: (string | null)[];
}

export function mailboxOpenTo(req: MailboxRequest): boolean {
  if (req.nodeEnv !== 'production') return true;
  if (req.trustProxy?.trim()) return false;
  if (!req.peerAddress || !isLoopbackAddress(req.peerAddress)) return false;
  const named = req.hosts.filter((h): h is string => h !== null);
  return named.length > 0 && named.every(isLocalHost);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string): boolean {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** A Host header value (port allowed) naming this machine: localhost, *.localhost, a loopback address. */
function isLocalHost(host: string): boolean {
  const value = host.split(',')[0]?.trim().toLowerCase() ?? '';
  let hostname: string;
  try {
    hostname = new URL(`http://${value}`).hostname;
  } catch {
    return false;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare.endsWith('.localhost') || isLoopbackAddress(bare);
}
