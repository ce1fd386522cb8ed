// What an image field accepts, checked in the browser before upload (the server checks the bytes
// again). A module of its own so a page that only needs the rules does not load the ImageInput.

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What is wrong with a chosen image before it is sent, or null. */
export function imageProblem(file: File, maxBytes = MAX_IMAGE_BYTES): string | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';
  if (file.size > maxBytes) return `The image must be at most ${Math.floor(maxBytes / 1024 / 1024)} MB.`;
  return null;
}
