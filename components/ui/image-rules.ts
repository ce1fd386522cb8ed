// What an image field accepts (the server checks the bytes again, lib/storage/images.ts). The
// constants a field shows or sets; the checks themselves are in image-check.ts, which a picker
// loads when a file is chosen, so no page carries them on its first load.

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The rules in words, as a drop zone shows them. */
export const IMAGE_RULES_TEXT = 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB';
