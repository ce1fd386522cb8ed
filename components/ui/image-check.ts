// The checks an image field makes in the browser before upload, in plain words; the limits are
// the server's: MAX_UPLOAD_BYTES (5 MB) and 40 megapixels. Loaded when a file is chosen.
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from './image-rules';

const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif)$/i;
const MAX_IMAGE_PIXELS = 40_000_000;
const TYPES_IN_WORDS = 'a JPEG, PNG, WebP, GIF or AVIF image';

/** A size as a person reads it, rounded up so a file just over a limit never reads as the limit: "7.2 MB", "640 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${String(Math.ceil((bytes / 1024 / 1024) * 10) / 10)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

/** What is wrong with a chosen file's type or size (known without reading it), or null. */
export function imageProblem(file: File, maxBytes = MAX_IMAGE_BYTES): string | null {
  // Some systems leave the type empty (AVIF on older ones): the name's extension decides then.
  const typeOk = file.type ? IMAGE_TYPES.has(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return `“${file.name || 'This file'}” is not ${TYPES_IN_WORDS}. Please choose one of those.`;
  if (file.size === 0) return 'This image is empty. Please choose another one.';
  if (file.size > maxBytes) return `This image is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}.`;
  return null;
}

/** The problem with an image of this many pixels, or null. */
export function pixelProblem(width: number, height: number, maxPixels = MAX_IMAGE_PIXELS): string | null {
  if (width * height <= maxPixels) return null;
  return `This image is ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}.`;
}

/**
 * The image's pixel size as the browser reads it from the file's header (an <img> reports its
 * natural size on load without painting, so a huge image is not decoded); null when the browser
 * cannot read it, and then the server decides.
 */
function readDimensions(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (value: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    img.onload = () => done(img.naturalWidth && img.naturalHeight ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => done(null);
    img.src = url;
  });
}

/** Every check the browser can make before upload (type, size, then pixel dimensions): the first problem in plain words, or null. */
export async function checkImage(file: File, maxBytes = MAX_IMAGE_BYTES): Promise<string | null> {
  const problem = imageProblem(file, maxBytes);
  if (problem) return problem;
  const size = await readDimensions(file);
  return size ? pixelProblem(size.width, size.height) : null;
}

/** The first problem among several chosen images, or null. */
export async function checkImages(files: File[], maxBytes = MAX_IMAGE_BYTES): Promise<string | null> {
  for (const file of files) {
    const problem = await checkImage(file, maxBytes);
    if (problem) return files.length > 1 ? `${file.name}: ${problem}` : problem;
  }
  return null;
}
