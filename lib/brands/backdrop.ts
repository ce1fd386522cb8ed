import 'server-only';
import { getImageProps } from 'next/image';
import fs from 'node:fs';
import path from 'node:path';

/** One photo as getImageProps prepared it: optimised widths for the browser to pick from. */
export type BackdropImage = { src: string; srcSet?: string; sizes?: string };

const IMAGE = /\.(webp|png|jpe?g|avif)$/i;

/** The product photos shipped in public/demo, as URLs for the sign-up backdrop. */
function backdropUrls(): string[] {
  try {
    return fs
      .readdirSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', 'demo'))
      .filter((f) => IMAGE.test(f))
      .sort()
      .map((f) => `/demo/${f}`);
  } catch {
    return [];
  }
}

/**
 * The sign-up backdrop's photos with next/image's optimised widths, made here on the server so
 * the page ships no image component (its client code is about 5 KB of the first-load budget).
 */
export function backdropImages(): BackdropImage[] {
  return backdropUrls().map((src) => {
    const { props } = getImageProps({ src, alt: '', fill: true, sizes: '100vw' });
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  });
}
