import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/uploads/[name]/route';
import { saveImage } from '@/lib/storage/images';
import { call, PNG_1x1 } from '../../helpers/http';

const blob = (bytes: Buffer | string, type = 'image/png') => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'x.png', { type });

describe('image uploads', () => {
  it('stores a real image under a server-made name and serves it with its type and nosniff', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#5b3df5' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const rel = await saveImage(blob(jpeg, 'text/plain'));
    expect(rel).toMatch(/^uploads\/[a-f0-9]{32}\.jpg$/);
    const r = await call(GET, { params: { name: rel.split('/')[1] } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/jpeg');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await call(GET, { params: { name: rel.split('/')[1] } });
    expect(served.res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('strips metadata by re-encoding', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    expect(png.includes(Buffer.from('secret-location'))).toBe(true);
    const rel = await saveImage(blob(png));
    const { default: fs } = await import('node:fs');
    const { env } = await import('@/lib/env');
    const stored = fs.readFileSync(`${env().UPLOADS_DIR}/${rel.split('/')[1]}`);
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it.each([
    ['text pretending to be a PNG', blob('hello, not an image'), 415],
    ['SVG', blob('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'), 415],
    ['HTML', blob('<!doctype html><script>alert(1)</script>', 'image/png'), 415],
    ['an empty file', blob(''), 400],
    ['a file over the size limit', blob(Buffer.concat([PNG_1x1, Buffer.alloc(6 * 1024 * 1024)])), 413],
  ])('refuses %s', async (_, file, status) => {
    await expect(saveImage(file)).rejects.toMatchObject({ status });
  });

  it('refuses decompression bombs (huge pixel dimensions) as too large, not as the wrong type', async () => {
    const huge = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    await expect(saveImage(blob(huge))).rejects.toMatchObject({
      status: 413,
      message: 'Image is too large: 10000 × 10000 pixels (100 megapixels); the limit is 40 megapixels',
    });
  });

  it('takes an image right at the pixel limit', async () => {
    const edge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(saveImage(blob(edge))).resolves.toMatch(/^uploads\//);
  });

  it('answers 404 for names that are not ours (path tricks included)', async () => {
    for (const name of ['../package.json', 'x.png', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(32)}.svg`]) {
      const res = await call(GET, { params: { name } });
      expect(res.status).toBe(404);
      expect(res.data.code).toBe('not_found');
    }
  });
});
