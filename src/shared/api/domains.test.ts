import { describe, expect, it } from 'vitest';
import { domainBodySchema, HOSTNAME_RULE, hostnameProblem, normalizeHostname } from './domains.ts';

describe('the hostname rule', () => {
  it('normalises what people paste: spaces, capitals, the root dot', () => {
    expect(normalizeHostname('  WWW.Example.COM. ')).toBe('www.example.com');
    expect(domainBodySchema().parse({ hostname: ' Shop.Example.co.uk. ' })).toEqual({
      hostname: 'shop.example.co.uk',
    });
  });

  it.each([
    'www.example.com',
    'example.com',
    'a.b',
    'xn--caf-dma.example',
    '1password.com',
    `${'a'.repeat(63)}.example.com`,
    `${'abcdefghi.'.repeat(25)}com`,
  ])('accepts %s', (hostname) => {
    expect(hostnameProblem(hostname)).toBeNull();
  });

  it.each([
    ['', HOSTNAME_RULE],
    ['com', HOSTNAME_RULE],
    ['a..b', HOSTNAME_RULE],
    ['-a.example.com', HOSTNAME_RULE],
    ['a-.example.com', HOSTNAME_RULE],
    ['a_b.example.com', HOSTNAME_RULE],
    [`${'a'.repeat(64)}.example.com`, HOSTNAME_RULE],
    [`${'abcdefghi.'.repeat(26)}com`, 'A domain name is at most 253 characters'],
    ['10.0.0.1', 'Enter a domain name, not an IP address'],
    ['::1', 'Enter a domain name, not an IP address'],
    ['[2001:db8::1]', 'Enter a domain name, not an IP address'],
    ['http://example.com', 'Enter the domain name alone, without https:// or a path (like www.example.com)'],
  ])('refuses %j', (hostname, message) => {
    expect(hostnameProblem(hostname)).toBe(message);
  });

  it('refuses PUBLIC_HOST and names under it (a port in the setting is ignored)', () => {
    expect(hostnameProblem('pages.example.net', 'pages.example.net:8443')).toBe(
      `"pages.example.net" is Pagecraft's own address: use a domain of yours`,
    );
    expect(hostnameProblem('a.pages.example.net', 'Pages.Example.net')).toMatch(/own address/);
    expect(hostnameProblem('otherpages.example.net', 'pages.example.net')).toBeNull();
  });

  it('is a strict body: unknown keys are refused', () => {
    expect(domainBodySchema().safeParse({ hostname: 'www.example.com', pageId: 1 }).success).toBe(false);
  });
});
