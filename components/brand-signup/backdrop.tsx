'use client';

import { useEffect, useState } from 'react';
import type { BackdropImage } from '@/lib/brands/backdrop';
import styles from './signup.module.css';

const BACKDROP_INTERVAL_MS = 5000;

/** Product photos behind the wizard, changing every 5 s; still when the user prefers reduced motion. */
export function Backdrop({ images }: { images: BackdropImage[] }) {
  const [index, setIndex] = useState(0);
  // Unknown until the browser says whether the user prefers reduced motion (after hydration).
  const [moving, setMoving] = useState<boolean>();
  useEffect(() => {
    if (images.length < 2) return;
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = media.matches ? undefined : setInterval(() => setIndex((i) => (i + 1) % images.length), BACKDROP_INTERVAL_MS);
      setMoving(!media.matches);
    };
    start();
    media.addEventListener('change', start);
    return () => {
      clearInterval(timer);
      media.removeEventListener('change', start);
    };
  }, [images.length]);
  if (images.length === 0) return null;
  const image = images[index % images.length];
  return (
    <div className={styles.backdrop} aria-hidden="true" data-testid="signup-backdrop" data-src={image.src} data-moving={moving}>
      {/* eslint-disable-next-line @next/next/no-img-element -- props from getImageProps on the server (see BackdropImage) */}
      <img key={image.src} {...image} alt="" decoding="async" fetchPriority={index === 0 ? 'high' : 'low'} className={styles.slide} />
    </div>
  );
}
