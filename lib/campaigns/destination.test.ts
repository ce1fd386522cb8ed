import { describe, expect, it } from 'vitest';
import { describeDestination, destinationHostKey, hostChangeLabel, hostLabel } from './destination';

describe('a destination host as people should read it', () => {
  it('shows a homograph in Unicode with its punycode beside it, whichever form was written', () => {
    // A Cyrillic "а" (U+0430) in place of the Latin "a".
    expect(hostLabel('xn--pple-43d.com')).toBe('аpple.com (xn--pple-43d.com)');
    expect(hostLabel('\u0430pple.com')).toBe('аpple.com (xn--pple-43d.com)');
    // A Greek omicron for the "o" of google.
    expect(hostLabel('g\u03bfogle.com')).toMatch(/^gοogle\.com \(xn--[a-z0-9-]+\.com\)$/);
    expect(describeDestination('https://xn--pple-43d.com/shop?x=1')).toEqual({
      host: 'аpple.com (xn--pple-43d.com)',
      href: 'https://xn--pple-43d.com/shop?x=1',
    });
    expect(describeDestination('https://\u0430pple.com/shop')).toEqual({ host: 'аpple.com (xn--pple-43d.com)', href: 'https://xn--pple-43d.com/shop' });
  });

  it('shows an ASCII host once, in lower case, with its port', () => {
    expect(hostLabel('apple.com')).toBe('apple.com');
    expect(describeDestination('https://Shop.Apple.com/')?.host).toBe('shop.apple.com');
    expect(describeDestination('https://m\u00fcnchen.de:8443/')?.host).toBe('münchen.de:8443 (xn--mnchen-3ya.de:8443)');
    expect(describeDestination(null)).toBeNull();
    expect(describeDestination('not a url')).toBeNull();
  });

  it('compares hosts in their ASCII form: case, Unicode or punycode spelling and paths do not change the key', () => {
    expect(destinationHostKey('https://APPLE.com/a')).toBe(destinationHostKey('https://apple.com/b?c=d'));
    expect(destinationHostKey('https://\u0430pple.com/')).toBe('xn--pple-43d.com');
    expect(destinationHostKey('https://XN--PPLE-43D.com/')).toBe('xn--pple-43d.com');
    expect(destinationHostKey('https://\u0430pple.com/')).not.toBe(destinationHostKey('https://apple.com/'));
    expect(destinationHostKey('https://apple.com:8443/')).toBe('apple.com:8443');
    expect(destinationHostKey('https://apple.com:443/')).toBe('apple.com');
    expect(destinationHostKey(null)).toBeNull();
  });

  it('words a change of host for the timeline', () => {
    expect(hostChangeLabel('apple.com', 'xn--pple-43d.com')).toBe('apple.com → аpple.com (xn--pple-43d.com)');
    expect(hostChangeLabel(null, 'apple.com')).toBe('none → apple.com');
    expect(hostChangeLabel('apple.com', null)).toBe('apple.com → none');
  });
});
