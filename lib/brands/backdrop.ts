import fs from 'node:fs';
import path from 'node:path';

const IMAGE = /\.(webp|png|jpe?g|avif)$/i;

/** The product photos shipped in public/demo, as URLs for the sign-up backdrop. */
export function backdropImages(): string[] {
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
