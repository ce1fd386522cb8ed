'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import styles from './signup.module.css';

export const BACKDROP_INTERVAL_MS = 5000;

/** Product photos behind the wizard, changing every 5 s; still when the user prefers reduced motion. */
export function Backdrop({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const media = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = media.matches ? undefined : setInterval(() => setIndex((i) => (i + 1) % images.length), BACKDROP_INTERVAL_MS);
    };
    start();
    media.addEventListener('change', start);
    return () => {
      clearInterval(timer);
      media.removeEventListener('change', start);
    };
  }, [images.length]);
  if (images.length === 0) return null;
  const src = images[index % images.length];
  return (
    <div className={styles.backdrop} aria-hidden="true" data-testid="signup-backdrop" data-src={src}>
      <Image key={src} src={src} alt="" fill sizes="100vw" preload={index === 0} className={styles.slide} />
    </div>
  );
}
