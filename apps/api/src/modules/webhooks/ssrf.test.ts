import { describe, expect, it } from 'vitest';
import { internalIpv6Targets, publicIpv6Targets } from '../../test/ssrf-ipv6-targets.ts';
import { BlockedTargetError, isPublicAddress, resolveTarget } from './ssrf.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '103.4.145.2',
    '172.32.0.1',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '2404:6800::1',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(internalIpv6Targets)('refuses $address ($form carrying $carries)', ({ address }) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(publicIpv6Targets)('allows %s (public, or embedding a public IPv4 address)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolveTarget', () => {
  const answers = (list: string[]) => async () =>
    list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is private, and literal private hosts', async () => {
    await expect(
      resolveTarget(new URL('https://shop.example/hook'), {
        allowPrivate: false,
        resolve: answers(['8.8.8.8', '10.0.0.5']),
      }),
    ).rejects.toBeInstanceOf(BlockedTargetError);
    await expect(resolveTarget(new URL('http://[::1]:8080/'), { allowPrivate: false })).rejects.toThrow(
      /loopback/,
    );
    for (const { address } of internalIpv6Targets) {
      await expect(
        resolveTarget(new URL(`http://[${address}]/`), { allowPrivate: false }),
        address,
      ).rejects.toThrow(BlockedTargetError);
    }
    await expect(
      resolveTarget(new URL('http://[::ffff:127.0.0.1]/'), { allowPrivate: false }),
    ).rejects.toThrow();
    await expect(resolveTarget(new URL('http://2130706433/'), { allowPrivate: false })).rejects.toThrow();
  });

  it('pins the first checked address, and lets private ones through when allowed', async () => {
    const pinned = await resolveTarget(new URL('https://shop.example/'), {
      allowPrivate: false,
      resolve: answers(['203.112.1.9', '8.8.4.4']),
    });
    expect(pinned).toEqual({ address: '203.112.1.9', family: 4 });
    const local = await resolveTarget(new URL('http://127.0.0.1:9/'), { allowPrivate: true });
    expect(local.address).toBe('127.0.0.1');
  });

  it('lets through only the private addresses the operator named', async () => {
    const allowedAddresses = new Set(['10.1.2.3']);
    const trusted = await resolveTarget(new URL('https://hooks.internal/'), {
      allowPrivate: false,
      allowedAddresses,
      resolve: answers(['10.1.2.3']),
    });
    expect(trusted.address).toBe('10.1.2.3');
    await expect(
      resolveTarget(new URL('https://hooks.internal/'), {
        allowPrivate: false,
        allowedAddresses,
        resolve: answers(['10.1.2.3', '10.1.2.4']),
      }),
    ).rejects.toThrow(/hooks\.internal/);
  });

  it('refuses a name that does not resolve', async () => {
    const none = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(
      resolveTarget(new URL('https://nowhere.invalid/'), { allowPrivate: false, resolve: none }),
    ).rejects.toThrow(/nowhere\.invalid cannot receive webhooks/);
  });

  it('never tells the caller what an internal name resolves to', async () => {
    const internal = ['10.20.30.40', ...internalIpv6Targets.map((target) => target.address)];
    const none = async () => {
      throw new Error('ENOTFOUND');
    };
    const unresolved = await resolveTarget(new URL('https://nowhere.invalid/'), {
      allowPrivate: false,
      resolve: none,
    }).then(String, (error: Error) => error.message);
    for (const address of internal) {
      const message = await resolveTarget(new URL('https://intranet.example/'), {
        allowPrivate: false,
        resolve: answers(['8.8.8.8', address]),
      }).then(String, (error: Error) => error.message);
      expect(message).toBe(unresolved.replace('nowhere.invalid', 'intranet.example'));
      expect(message).not.toContain(address);
    }
  });
});
