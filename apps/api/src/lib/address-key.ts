import ipaddr from 'ipaddr.js';

/**
 * How long a prefix of an IPv6 address is one client. A subscriber (a phone, a home router) is handed
 * a whole /64 and may use any address in it, so counting the full address would give one person
 * 2^64 fresh counters.
 */
export const ipv6ClientPrefix = 64;

/**
 * The one key every limit counts a client address under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address read as its IPv4 address), an IPv6 address as its /64 network. Anything that is not
 * an address (a test's or a proxy's odd value) is kept as it came, lowercased.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.toLowerCase();
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${ipv6ClientPrefix}`);
  return `${network.toString()}/${ipv6ClientPrefix}`;
}
