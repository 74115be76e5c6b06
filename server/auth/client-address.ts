import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/** The key of requests whose address cannot be told (no socket, nothing believable): they share one. */
export const UNKNOWN_ADDRESS = 'unknown';

/** The socket's peer as the Node server reports it; '' when there is none (`app.request` without bindings). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** The eight groups of an IPv6 address (without a zone), each as 4 hex digits; undefined if it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(plain) !== 6) return undefined;
  const toGroups = (part: string) => {
    if (!part) return [];
    const out: string[] = [];
    for (const g of part.split(':')) {
      if (g.includes('.')) {
        const [a, b, c, d] = g.split('.').map(Number);
        out.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
      } else out.push(g);
    }
    return out;
  };
  const [head, tail] = plain.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const zeros = Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.padStart(4, '0'));
}

/**
 * The throttle's key of an address: IPv4 as written, an IPv4-mapped IPv6 address as its IPv4, any other IPv6
 * address as its /64 network (one subscriber gets a whole /64, so single addresses would be free to rotate).
 * Undefined when `raw` is not an IP address.
 */
export function addressKey(raw: string): string | undefined {
  const value = raw.trim();
  if (isIP(value) === 4) return value;
  const groups = ipv6Groups(value);
  if (!groups) return undefined;
  if (groups.slice(0, 5).every((g) => g === '0000') && groups[5] === 'ffff') {
    const n = (g: string) => parseInt(g, 16);
    return [n(groups[6]) >> 8, n(groups[6]) & 255, n(groups[7]) >> 8, n(groups[7]) & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The client's address for the login throttle. Without trusted proxies (`trustProxy` 0) it is the socket's
 * peer and X-Forwarded-For is ignored: a client could write any address there. Behind `trustProxy` proxies,
 * each of which appends the address it saw, the entry that many hops from the socket is the client as the
 * outermost trusted proxy saw it; the entries left of it are the client's own words and are never read.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = socketAddress(c);
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket];
    const picked = addressKey(chain[Math.max(0, chain.length - 1 - trustProxy)]);
    if (picked) return picked;
  }
  return addressKey(socket) ?? UNKNOWN_ADDRESS;
}
