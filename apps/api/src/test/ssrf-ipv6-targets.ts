/**
 * IPv6 spellings of internal IPv4 addresses, as an attacker registers them as webhook targets
 * (`http://[<address>]/`). Every one must be refused where private targets are refused, at
 * registration, on update and again at delivery (a name that resolves to one of them).
 */
export const internalIpv6Targets: ReadonlyArray<{ address: string; form: string; carries: string }> = [
  { address: '::ffff:127.0.0.1', form: 'IPv4-mapped, dotted', carries: '127.0.0.1' },
  { address: '::ffff:7f00:1', form: 'IPv4-mapped, hex', carries: '127.0.0.1' },
  { address: '0:0:0:0:0:ffff:c0a8:0101', form: 'IPv4-mapped, full', carries: '192.168.1.1' },
  { address: '::ffff:169.254.169.254', form: 'IPv4-mapped', carries: '169.254.169.254' },
  { address: '::ffff:0:7f00:1', form: 'IPv4-translated (RFC 6145)', carries: '127.0.0.1' },
  { address: '::ffff:0:10.0.0.1', form: 'IPv4-translated, dotted', carries: '10.0.0.1' },
  { address: '::127.0.0.1', form: 'IPv4-compatible', carries: '127.0.0.1' },
  { address: '::a9fe:a9fe', form: 'IPv4-compatible, hex', carries: '169.254.169.254' },
  { address: '64:ff9b::7f00:1', form: 'NAT64 well-known prefix', carries: '127.0.0.1' },
  {
    address: '64:ff9b::169.254.169.254',
    form: 'NAT64 well-known prefix, dotted',
    carries: '169.254.169.254',
  },
  { address: '64:ff9b:1::7f00:1', form: 'NAT64 local-use prefix (RFC 8215)', carries: '127.0.0.1' },
  { address: '64:ff9b:1:7f00:0:100::', form: 'NAT64 local-use, /48 layout', carries: '127.0.0.1' },
  { address: '2002:7f00:1::', form: '6to4', carries: '127.0.0.1' },
  { address: '2002:c0a8:101::1', form: '6to4', carries: '192.168.1.1' },
  { address: '2001:0:7f00:1::', form: 'Teredo, server', carries: '127.0.0.1' },
  { address: '2001:0:808:808::80ff:fefe', form: 'Teredo, client (obfuscated)', carries: '127.0.1.1' },
  { address: '::1', form: 'loopback', carries: '-' },
  { address: 'fe80::1', form: 'link-local', carries: '-' },
  { address: 'fd00::1', form: 'unique local', carries: '-' },
  { address: '::', form: 'unspecified', carries: '-' },
];

/** IPv6 addresses that are public, including embedding forms whose IPv4 address is public. */
export const publicIpv6Targets: readonly string[] = [
  '2606:4700:4700::1111',
  '2404:6800:4003:c00::64',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];
