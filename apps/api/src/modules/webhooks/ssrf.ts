import dns from 'node:dns/promises';
import net from 'node:net';
import ipaddr, { type IPv4, type IPv6 } from 'ipaddr.js';

/**
 * Where a webhook may go: global unicast addresses only, as ipaddr.js classifies them (private,
 * loopback, link-local, CGNAT, multicast, reserved, documentation and benchmarking ranges are not).
 * IPv6 forms that carry an IPv4 address are judged by the IPv4 address inside, so 127.0.0.1 cannot
 * come in as ::ffff:127.0.0.1, ::127.0.0.1, ::ffff:0:127.0.0.1, 64:ff9b::127.0.0.1, 2002:7f00:1::
 * or a Teredo address. The local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215) is refused whole: where
 * it puts the IPv4 address depends on the operator's network, and it is never a public destination.
 */
const wellKnownNat64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const localUseNat64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

function v4(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The IPv4 addresses an IPv6 address stands for, when it is one of the forms that embed one (an
 * empty list otherwise), or null for a form that may carry one where we cannot tell (refused).
 */
function embeddedIpv4s(address: IPv6): IPv4[] | null {
  const p = address.parts;
  const [, p1 = 0, p2 = 0, p3 = 0, , , p6 = 0, p7 = 0] = p;
  if (address.match(localUseNat64)) return null;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d, IPv4-translated
      return [v4(p6, p7)];
    case 'rfc6052':
      return address.match(wellKnownNat64) ? [v4(p6, p7)] : null;
    case '6to4': // 2002:AABB:CCDD::/48
      return [v4(p1, p2)];
    case 'teredo': // 2001:0:server:flags:port:~client
      return [v4(p2, p3), v4(~p6 & 0xffff, ~p7 & 0xffff)];
  }
  // IPv4-compatible ::a.b.c.d (deprecated, but still parsed and routed by some stacks).
  if (p.slice(0, 6).every((part) => part === 0) && (p6 !== 0 || p7 > 1)) return [v4(p6, p7)];
  return [];
}

function isPublicIp(address: IPv4 | IPv6): boolean {
  if (address instanceof ipaddr.IPv4) return address.range() === 'unicast';
  const inner = embeddedIpv4s(address);
  if (inner === null) return false;
  if (inner.length > 0) return inner.every((v4address) => v4address.range() === 'unicast');
  return address.range() === 'unicast';
}

/** True when a webhook may be sent to this IP address (a literal, or what a name resolved to). */
export function isPublicAddress(address: string): boolean {
  // net.isIP first: ipaddr.js also reads classful forms ("127.1", "0x7f.1") that are not addresses here.
  if (!net.isIP(address.split('%')[0] ?? '')) return false;
  try {
    return isPublicIp(ipaddr.parse(address));
  } catch {
    return false;
  }
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
  // Whatever the reason a name is refused (no answer, or an internal one), the caller hears the same
  // words and never the address: the check must not become a way to map the internal network.
  const refusedName = () =>
    new BlockedTargetError(
      `The host ${host} cannot receive webhooks: it does not resolve to a public address.`,
    );
  const answers = literal
    ? [{ address: host, family: literal }]
    : await (options.resolve ?? systemResolver)(host).catch(() => {
        throw refusedName();
      });
  const first = answers[0];
  if (!first) throw refusedName();
  if (!options.allowPrivate) {
    const blocked = answers.some(
      (answer) => !isPublicAddress(answer.address) && !options.allowedAddresses?.has(answer.address),
    );
    if (blocked) {
      throw literal
        ? new BlockedTargetError('This is a private, loopback, link-local or reserved address.')
        : refusedName();
    }
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
