import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image without its client component: the same optimised, responsive <img> (srcset from
 * `sizes`, lazy loading, width and height against layout shift), rendered on the server only,
 * so public pages ship no image JavaScript. (No blur placeholder: it would never be removed.)
 */
export function StaticImage(props: Omit<ImageProps, 'placeholder' | 'onLoad' | 'onError'>) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is required by ImageProps and passed through
  return <img {...img} />;
}
