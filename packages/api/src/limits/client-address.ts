/**
 * Who a limit counts against: the client's address, the socket's unless KESTREL_API_TRUST_PROXY says
 * which proxies may set X-Forwarded-For. IPv6 clients are counted per /64, the block one subscriber gets,
 * so rotating through one's own addresses does not buy fresh limits.
 */
import net from 'node:net';

/** Fastify's trustProxy: false (socket address), true (any proxy), a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [addr = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(addr);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads KESTREL_API_TRUST_PROXY: unset, "" or "false" trusts no proxy; "true" any; a whole number that
 * many hops; otherwise a comma-joined list of proxy addresses or CIDRs. Anything else throws.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `KESTREL_API_TRUST_PROXY must be true, false, a hop count or proxy addresses/CIDRs, got "${(bad ?? text).slice(0, 60)}"`,
    );
  }
  return entries;
}

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 tails included). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** The key a client address is counted under: the IPv4 address, or the IPv6 /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip.split('%')[0] ?? '')) return ip;
  const groups = ipv6Groups(ip);
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
