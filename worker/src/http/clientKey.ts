// Who a request comes from, as the limits count clients: an IPv4 address, or the /64
// prefix of an IPv6 address (one home or one server is given a whole /64, so counting
// single IPv6 addresses would give each of them billions of fresh limits).
import type { Context } from 'hono';
import type { WorkerDeps } from '../deps';

/** The eight 16-bit groups of an IPv6 address, or null when the text is not one. */
export function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (dotted) {
    const bytes = dotted.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    address = address.slice(0, dotted.index) + `${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The limits' key for an address: IPv4 as it is, IPv6 as its /64 ('2001:db8:0:7::/64'), IPv4-mapped IPv6 as the IPv4. */
export function addressKey(address: string): string {
  const text = address.trim();
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  // Not an address (a misconfigured proxy header): counted as it is, but never unbounded.
  if (!groups) return text.slice(0, 64) || 'unknown';
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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
