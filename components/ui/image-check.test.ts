import { describe, expect, it } from 'vitest';
import { formatBytes, imageProblem, pixelProblem } from './image-check';

const file = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

describe('image rules (checked in the browser before upload)', () => {
  it.each([
    ['a PDF', file(10, 'brief.pdf', 'application/pdf'), '“brief.pdf” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.'],
    ['an SVG', file(10, 'logo.svg', 'image/svg+xml'), '“logo.svg” is not a JPEG, PNG, WebP, GIF or AVIF image. Please choose one of those.'],
    ['an empty image', file(0, 'x.png', 'image/png'), 'This image is empty. Please choose another one.'],
    ['a 7.2 MB JPEG', file(Math.round(7.15 * 1024 * 1024), 'big.jpg', 'image/jpeg'), 'This image is 7.2 MB; the limit is 5 MB.'],
    ['a JPEG one byte over 5 MB', file(5 * 1024 * 1024 + 1, 'edge.jpg', 'image/jpeg'), 'This image is 5.1 MB; the limit is 5 MB.'],
  ])('refuses %s in plain words', (_case, f, message) => {
    expect(imageProblem(f)).toBe(message);
  });

  it.each([
    ['a 5 MB PNG', file(5 * 1024 * 1024, 'ok.png', 'image/png')],
    ['an AVIF the system gave no type', file(100, 'photo.avif', '')],
    ['a GIF', file(100, 'a.gif', 'image/gif')],
  ])('takes %s', (_case, f) => {
    expect(imageProblem(f)).toBeNull();
  });

  it('refuses more pixels than the server takes, and takes exactly the limit', () => {
    expect(pixelProblem(8000, 6000)).toBe('This image is 8000 × 6000 pixels (48 megapixels); the limit is 40 megapixels.');
    expect(pixelProblem(8000, 5000)).toBeNull();
  });

  it('writes sizes as a person reads them, rounding up', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(1)).toBe('1 KB');
  });
});
