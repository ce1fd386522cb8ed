// @vitest-environment happy-dom
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import PageCacheHandler, { asciiHtml } from './handler.mjs';

// A cached page is sent as ASCII (see asciiHtml): what the browser reads back must be the page as rendered.
const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Chai – ₹5,000 · “naïve” 😀</title>',
  '<style>.q::before{content:"“"}</style></head>',
  '<body><main data-note="café ₹"><p>Apply by 24 Nov · ← All campaigns … 😀</p><textarea>क्रिएटर</textarea>',
  '<script src="/x.js"></script>',
  '<script>self.__payload=["₹ 5,000 – naïve 😀 क्रिएटर","\\u003c/script>"]</script>',
  '</main></body></html>',
].join('');

function parse(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    title: doc.title,
    text: doc.querySelector('p')!.textContent,
    attr: doc.querySelector('main')!.getAttribute('data-note'),
    textarea: doc.querySelector('textarea')!.value,
    script: doc.querySelectorAll('script')[1]!.textContent!,
    style: doc.querySelector('style')!.textContent!,
  };
}

describe('asciiHtml', () => {
  it('writes every character beyond ASCII as an escape the browser reads back as the same character', () => {
    const out = asciiHtml(page);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    const before = parse(page);
    const after = parse(out);
    expect([after.title, after.text, after.attr, after.textarea]).toEqual([before.title, before.text, before.attr, before.textarea]);
    // The inline script computes the same values (its source now spells them as \u escapes).
    const run = (source: string) => {
      const self: { __payload?: string[] } = {};
      new Function('self', source)(self);
      return self.__payload;
    };
    expect(run(after.script)).toEqual(run(before.script));
    expect(after.style).toBe('.q::before{content:"\\201c "}');
    expect(asciiHtml(out)).toBe(out);
  });

  it('leaves an ASCII page as it is', () => {
    const ascii = '<html><body><p>plain</p><script>self.a=1</script></body></html>';
    expect(asciiHtml(ascii)).toBe(ascii);
  });

  it('is what the cache stores and sends, with the policy hashing the scripts as sent', async () => {
    const handler = new PageCacheHandler();
    const data = { kind: 'APP_PAGE', html: page, status: 200, headers: {} as Record<string, string>, rscData: Buffer.from('') };
    await handler.set('/ascii-test', data, { cacheControl: { revalidate: 10 } });
    expect(data.html).toMatch(/^[\x00-\x7f]*$/);
    const sent = parse(data.html).script;
    const hash = crypto.createHash('sha256').update(sent, 'utf8').digest('base64');
    expect(data.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});
