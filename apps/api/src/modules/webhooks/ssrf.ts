import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a webhook may not go: private, loopback, link-local, shared (CGNAT), multicast, reserved and
 * documentation ranges. IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, IPv4-compatible
 * ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address inside.
 */
const blockedV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
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
  ['240.0.0.0', 4],
];
const blockedV6: Array<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blockList = new net.BlockList();
for (const [address, prefix] of blockedV4) blockList.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of blockedV6) blockList.addSubnet(address, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any valid textual form, dotted tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The IPv4 address an IPv6 address stands for, when it is one of the forms that embed one. */
export function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g.length !== 8) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((value) => value === 0);
  if (zeroTo(5) && g5 === 0xffff) return v4FromGroups(g6, g7); // ::ffff:a.b.c.d
  if (zeroTo(6) && (g6 !== 0 || g7 > 1)) return v4FromGroups(g6, g7); // ::a.b.c.d (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return v4FromGroups(g6, g7);
  if (g0 === 0x2002) return v4FromGroups(g1 ?? 0, g2 ?? 0); // 6to4
  return undefined;
}

/** True when a webhook may be sent to this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blockList.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return isPublicAddress(inner);
  return !blockList.check(address.split('%')[0] ?? address, 'ipv6');
}

export class BlockedTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a URL's host and picks the address to connect to. When private targets are not allowed,
 * every address the name resolves to must be public (a name with one private answer is refused), and
 * the caller connects to the returned address, so a second lookup cannot swap it (DNS rebinding).
 */
export async function resolveTarget(
  url: URL,
  options: {
    allowPrivate: boolean;
    /** Private addresses the operator trusts by name (WEBHOOK_ALLOWED_ADDRESSES). */
    allowedAddresses?: ReadonlySet<string>;
    resolve?: Resolver;
  },
): Promise<ResolvedTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  const answers = literal
    ? [{ address: host, family: literal }]
    : await (options.resolve ?? systemResolver)(host).catch(() => {
        throw new BlockedTargetError(`The host ${host} could not be resolved.`);
      });
  const first = answers[0];
  if (!first) throw new BlockedTargetError(`The host ${host} could not be resolved.`);
  if (!options.allowPrivate) {
    const blocked = answers.find(
      (answer) => !isPublicAddress(answer.address) && !options.allowedAddresses?.has(answer.address),
    );
    if (blocked) {
      throw new BlockedTargetError(
        `The host ${host} resolves to ${blocked.address}, a private, loopback or link-local address.`,
      );
    }
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
