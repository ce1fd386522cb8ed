import { describe, expect, it } from 'vitest';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkify } from './linkify';

const html = (text: string) => renderToStaticMarkup(createElement(Fragment, null, ...linkify(text)));

describe('linkify (message text)', () => {
  it('links http(s) addresses and leaves a sentence’s closing punctuation outside', () => {
    expect(html('See https://example.com/a?b=1. Thanks')).toBe(
      'See <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/a?b=1</a>. Thanks',
    );
  });

  it('never renders HTML and never links other schemes', () => {
    const out = html('<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<a');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps quotes and angle brackets out of a link', () => {
    expect(html('"https://example.com/x"<b>')).toBe(
      '&quot;<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/x</a>&quot;&lt;b&gt;',
    );
  });
});
