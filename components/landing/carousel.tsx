'use client';

import 'swiper/css';
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper } from './swiper-init';
import styles from './carousel.module.css';

type Props = {
  /** Accessible name of the carousel. */
  label: string;
  /** Autoplay delay in ms. */
  delay: number;
  /** Transition speed in ms. */
  speed?: number;
  /** Slides shown from a minimum window width (px) up; key 0 is the base. The slide CSS must match it. */
  perView?: Record<number, number>;
  /** Hide slides that are out of view from keyboard and screen readers (one slide per view). */
  inertHidden?: boolean;
  className?: string;
  slideClassName?: string;
  children: ReactNode;
};

/**
 * A carousel that is complete HTML from the server (the first slides show at once, no layout
 * shift) and becomes a swiper after hydration; swiper's code is fetched only then.
 * Autoplay never pauses on hover, pauses while focus is inside (so a focused link never slides
 * away), stays off for visitors who prefer reduced motion, and can be paused with a button.
 */
export function Carousel({ label, delay, speed = 600, perView = { 0: 1 }, inertHidden = false, className, slideClassName, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [active, setActive] = useState(0);
  const slides = Children.toArray(children);
  const perViewKey = JSON.stringify(perView);

  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    let cancelled = false;
    const views: Record<number, number> = JSON.parse(perViewKey);
    import('./swiper-init').then(({ createSwiper }) => {
      if (cancelled) return;
      const swiper = createSwiper(el, {
        speed,
        rewind: true,
        slidesPerView: views[0] ?? 1,
        breakpoints: Object.fromEntries(Object.entries(views).map(([w, n]) => [w, { slidesPerView: n }])),
        autoplay: { delay, disableOnInteraction: false, pauseOnMouseEnter: false },
        on: { slideChange: (s) => setActive(s.activeIndex) },
      });
      swiperRef.current = swiper;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (reduced) swiper.autoplay.stop();
      setPlaying(!reduced);
      setReady(true);
    });
    return () => {
      cancelled = true;
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [delay, speed, perViewKey]);

  const togglePlay = () => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  const onFocus = () => {
    const swiper = swiperRef.current;
    if (swiper && playing && swiper.autoplay.running && !swiper.autoplay.paused) swiper.autoplay.pause();
  };
  const onBlur = (e: React.FocusEvent) => {
    const swiper = swiperRef.current;
    if (swiper && playing && !e.currentTarget.contains(e.relatedTarget as Node | null)) swiper.autoplay.resume();
  };

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={label}
      data-active={active}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={rootRef} className="swiper">
        <div className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`swiper-slide ${slideClassName ?? ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={inertHidden && i !== active}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => swiperRef.current?.slidePrev()} disabled={!ready}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="m15 6-6 6 6 6" />
          </svg>
          <span className="visually-hidden">Previous slide</span>
        </button>
        <button type="button" className={styles.control} onClick={togglePlay} disabled={!ready}>
          {playing ? (
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
              <rect x="6" y="5" width="4" height="14" rx="1" />
              <rect x="14" y="5" width="4" height="14" rx="1" />
            </svg>
          ) : (
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
              <path d="M7 5v14l12-7z" />
            </svg>
          )}
          <span className="visually-hidden">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => swiperRef.current?.slideNext()} disabled={!ready}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="m9 6 6 6-6 6" />
          </svg>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </div>
  );
}
