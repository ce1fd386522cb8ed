import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & { src: string; alt: string; width: number; height: number };

/**
 * An uploaded image (or a local preview of one) at a fixed size. Uploads are re-encoded and shrunk
 * by the server already, so they skip the optimiser; a plain <img> keeps next/image's client
 * component (about 5 KB gzip) out of the pages that show them. Width and height keep the layout still.
 */
export function UploadImage({ src, alt, width, height, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- served as uploaded (see above)
  return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding={decoding} {...rest} />;
}
