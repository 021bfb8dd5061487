import { describe, expect, it } from 'vitest';
import { privateAddressOf } from './private-address.ts';
import { isPrivateAddress } from './safe-fetch.ts';

describe('isPrivateAddress', () => {
  it.each<[address: string, verdict: 'private' | 'public', what: string]>([
    ['127.0.0.1', 'private', 'loopback'],
    ['127.255.255.254', 'private', 'loopback /8'],
    ['::1', 'private', 'IPv6 loopback'],
    ['0.0.0.0', 'private', 'unspecified'],
    ['0.1.2.3', 'private', 'this network /8'],
    ['::', 'private', 'IPv6 unspecified'],
    ['10.0.0.1', 'private', 'private 10/8'],
    ['10.255.255.255', 'private', 'private 10/8 end'],
    ['172.16.0.1', 'private', 'private 172.16/12'],
    ['172.31.255.255', 'private', 'private 172.16/12 end'],
    ['192.168.1.1', 'private', 'private 192.168/16'],
    ['169.254.169.254', 'private', 'cloud metadata'],
    ['169.254.0.1', 'private', 'link-local'],
    ['fe80::1', 'private', 'IPv6 link-local'],
    ['fe80::1%eth0', 'private', 'IPv6 link-local with zone'],
    ['febf::1', 'private', 'IPv6 link-local /10 end'],
    ['100.64.0.1', 'private', 'CGNAT'],
    ['100.127.255.255', 'private', 'CGNAT end'],
    ['fc00::1', 'private', 'unique local fc'],
    ['fd12:3456::1', 'private', 'unique local fd'],
    ['224.0.0.1', 'private', 'multicast'],
    ['239.255.255.250', 'private', 'multicast end'],
    ['240.0.0.1', 'private', 'reserved'],
    ['255.255.255.255', 'private', 'broadcast'],
    ['ff02::1', 'private', 'IPv6 multicast'],
    ['198.18.0.1', 'private', 'benchmark'],
    ['198.19.255.255', 'private', 'benchmark end'],
    ['::ffff:127.0.0.1', 'private', 'IPv4-mapped loopback (dotted)'],
    ['::ffff:7f00:1', 'private', 'IPv4-mapped loopback (hex)'],
    ['::ffff:10.0.0.1', 'private', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'private', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'private', 'IPv4-compatible loopback'],
    ['64:ff9b::127.0.0.1', 'private', 'NAT64 loopback'],
    ['64:ff9b::a00:1', 'private', 'NAT64 private'],
    ['2002:c0a8:101::1', 'private', '6to4 with a private IPv4'],
    ['[::1]', 'private', 'bracketed'],
    ['not-an-ip', 'private', 'garbage fails closed'],
    ['', 'private', 'empty fails closed'],
    ['8.8.8.8', 'public', 'Google DNS'],
    ['1.1.1.1', 'public', 'Cloudflare DNS'],
    ['93.184.216.34', 'public', 'example.com'],
    ['172.32.0.1', 'public', 'just past private 172.16/12'],
    ['100.128.0.1', 'public', 'just past CGNAT'],
    ['2606:4700::1111', 'public', 'Cloudflare over IPv6'],
    ['2a00:1450:4001:81c::200e', 'public', 'Google over IPv6'],
    ['::ffff:8.8.8.8', 'public', 'IPv4-mapped Google DNS'],
    ['64:ff9b::8.8.8.8', 'public', 'NAT64 Google DNS'],
  ])('%s is %s (%s)', (address, verdict) => {
    expect(isPrivateAddress(address)).toBe(verdict === 'private');
  });
});

describe('privateAddressOf: what a web address host stands for, when it is saved', () => {
  const answers = (addresses: string[]) => async () => addresses.map((address) => ({ address }));

  it('judges IP literals as they are, brackets or not', async () => {
    expect(await privateAddressOf('10.1.2.3')).toBe('10.1.2.3');
    expect(await privateAddressOf('[::1]')).toBe('::1');
    expect(await privateAddressOf('8.8.8.8')).toBeNull();
  });

  it('names the private answer among public ones, and passes names that resolve publicly', async () => {
    expect(
      await privateAddressOf('hooks.example', { lookup: answers(['93.184.216.34', '192.168.1.9']) }),
    ).toBe('192.168.1.9');
    expect(await privateAddressOf('hooks.example', { lookup: answers(['93.184.216.34']) })).toBeNull();
  });

  it('finds nothing when DNS fails or does not answer in time (sending checks again)', async () => {
    const failing = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    expect(await privateAddressOf('gone.example', { lookup: failing })).toBeNull();
    const started = Date.now();
    const never = () => new Promise<{ address: string }[]>(() => {});
    expect(await privateAddressOf('slow.example', { lookup: never, timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
