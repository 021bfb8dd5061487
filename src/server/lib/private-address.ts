import { lookup as dnsLookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses a server-side fetch of a user-supplied URL must never reach: anything
 * loopback, private, link-local (cloud metadata lives at 169.254.169.254), shared, reserved,
 * multicast or used for documentation, including IPv4 addresses smuggled inside IPv6 forms.
 * Anything that does not parse is treated as private: the guard fails closed.
 */

type V4Range = readonly [base: string, bits: number];

const blockedV4: readonly V4Range[] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, often internal in clouds
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
];

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const blockedV4Numeric = blockedV4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToNumber(base);
  return { start, end: start + size - 1 };
});

function isPrivateV4Number(n: number): boolean {
  return blockedV4Numeric.some(({ start, end }) => n >= start && n <= end);
}

/** Eight 16-bit groups, or null when the text is not a plain IPv6 address. */
function parseV6(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!isIPv6(text)) return null;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // Rewrite a trailing dotted IPv4 part as two hex groups so one parser handles every form.
    const n = v4ToNumber(last);
    text = `${text.slice(0, lastColon + 1)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - headGroups.length - restGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  const result = groups.map((g) => Number.parseInt(g, 16));
  return result.length === 8 && result.every((g) => g >= 0 && g <= 0xffff) ? result : null;
}

const embeddedV4 = (g: number[], at: number) => (g[at] ?? 0) * 65536 + (g[at + 1] ?? 0);

function isPrivateV6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(6)) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (zeroTo(5) && g5 === 0xffff) return isPrivateV4Number(embeddedV4(g, 6)); // ::ffff:a.b.c.d
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return isPrivateV4Number(embeddedV4(g, 6)); // SIIT
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isPrivateV4Number(embeddedV4(g, 6)); // NAT64 well-known prefix
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // local-use NAT64
  if (g0 === 0x2002) return isPrivateV4Number(embeddedV4(g, 1)); // 6to4 carries an IPv4 address
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0xdb8)) return true; // Teredo (opaque v4) and documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard-only
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return true; // link-local, old site-local
  return (g0 & 0xff00) === 0xff00; // multicast
}

export function isPrivateAddress(ip: string): boolean {
  const text = ip.trim().replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(text)) return isPrivateV4Number(v4ToNumber(text));
  const groups = parseV6(text);
  return groups ? isPrivateV6(groups) : true;
}

/**
 * The private or local address a web address's host stands for, or null: an IP literal is
 * judged as it is, a name by what DNS answers now (within `timeoutMs`). A name DNS cannot
 * answer for is no finding: whatever it resolves to later, the connection's own check
 * (safe-fetch) still refuses a private address. This is for telling a user at once, when they
 * save an address, what sending to it would refuse later.
 */
export async function privateAddressOf(
  hostname: string,
  options: { lookup?: (host: string) => Promise<{ address: string }[]>; timeoutMs?: number } = {},
): Promise<string | null> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(host) || isIPv6(host)) return isPrivateAddress(host) ? host : null;
  const lookup = options.lookup ?? ((name: string) => dnsLookup(name, { all: true }));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.timeoutMs ?? 2000);
  });
  try {
    const answers = await Promise.race([lookup(host), late]);
    return answers?.find((answer) => isPrivateAddress(answer.address))?.address ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
