// Who a request comes from, as the limits count clients: an IPv4 address, or the /64
// prefix of an IPv6 address (one home or one server is given a whole /64, so counting
// single IPv6 addresses would give each of them billions of fresh limits).
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { WorkerDeps } from '../deps';

/** The limits' key for an address: IPv4 as it is, IPv6 as its /64 ('2001:db8:0:7::/64'), IPv4-mapped IPv6 as the IPv4. */
export function addressKey(address: string): string {
  const text = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // Not an address (a misconfigured proxy header): counted as it is, but never unbounded.
  if (!ipaddr.isValid(text)) return text.slice(0, 64) || 'unknown';
  const parsed = ipaddr.process(text); // an IPv4-mapped IPv6 address comes back as the IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The client's key: from the header a trusted reverse proxy sets, when one is
 * configured (its last entry, the one that proxy added), else from the address the
 * runtime saw; without either every client shares one key.
 */
export function clientKey(c: Context, { env, clientAddress }: Pick<WorkerDeps, 'env' | 'clientAddress'>): string {
  const fromProxy = env.clientIpHeader
    ? (c.req.header(env.clientIpHeader) ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .at(-1)
    : undefined;
  const address = fromProxy || clientAddress(c);
  return address ? addressKey(address) : 'unknown';
}
