import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image without its client component: the same optimised, responsive <img> (srcset from
 * `sizes`, lazy loading, width and height against layout shift), rendered on the server only,
 * so public pages ship no image JavaScript. (No blur placeholder: it would never be removed.)
 *
 * The landing page's pictures pass `unoptimized`: they are our own WebP files, drawn at the size
 * they are shown (2–17 KB, scripts/make-landing-images.mts), so resizing them per width gains
 * nothing, while each srcset of `/_next/image?url=…` URLs cost ~550 bytes twice (the HTML and the
 * RSC payload). Uploaded campaign images keep the optimiser: they come in any size.
 *
 * An eager image sits in a <picture> (laid out as if it were not there): React announces every
 * other eager <img> as a preload hint in the page's RSC payload, and Next.js replays those hints
 * whenever a link prefetches the page, so every page linking to the list or a campaign would
 * download pictures it never shows (and Chromium warns about each). The browser finds the <img>
 * in the HTML just as early without the hint.
 */
export function StaticImage(props: Omit<ImageProps, 'placeholder' | 'onLoad' | 'onError'>) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is required by ImageProps and passed through
  const element = <img {...img} />;
  return img.loading === 'lazy' ? element : <picture className="layout-contents">{element}</picture>;
}
