'use client';

import { Children, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { HydrateOnView } from '@/components/site';
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
  /**
   * Above the fold: fetch swiper only when the first slide is due to move (`delay` after it came
   * into view) or at the first touch, press or key, not while the page is still loading.
   */
  loadOnFirstStep?: boolean;
  className?: string;
  slideClassName?: string;
  children: ReactNode;
};

type Step = (swiper: Swiper) => void;
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
// A horizontal move this long (px) before swiper has started is a swipe: it moves one slide.
const SWIPE_PX = 40;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * A carousel. Above the fold (`loadOnFirstStep`) it hydrates with the page; anywhere else it stays
 * the server's HTML until it comes near the viewport or is touched (HydrateOnView), so the parts
 * of a page below the fold do no work at load.
 */
export function Carousel(props: Props) {
  if (props.loadOnFirstStep) return <LiveCarousel {...props} />;
  return (
    <HydrateOnView className={props.className}>
      <LiveCarousel {...props} className={undefined} />
    </HydrateOnView>
  );
}

/**
 * A carousel that is complete HTML from the server (the first slides show at once, no layout
 * shift) and becomes a swiper. Swiper's code
 * is fetched when the carousel comes into view (or, with `loadOnFirstStep`, when its first slide
 * is due), or at the first touch, press, key or focus inside it; a button pressed or a swipe made
 * before it is there takes effect once it is. Autoplay never pauses on hover, pauses while focus is
 * inside (so a focused link never slides away), stays off for visitors who prefer reduced motion,
 * and can be paused with a button.
 */
function LiveCarousel({
  label,
  delay,
  speed = 600,
  perView = { 0: 1 },
  inertHidden = false,
  loadOnFirstStep = false,
  className,
  slideClassName,
  children,
}: Props) {
  const regionRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const pending = useRef<Step[]>([]);
  const runRef = useRef<(step: Step) => void>(() => {});
  const firstStep = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Playing unless the visitor prefers reduced motion or paused it (the server's HTML says playing).
  const reduced = useSyncExternalStore(subscribeToMotion, reducedMotion, () => false);
  // Says on the region when it has hydrated (its buttons answer from then on).
  const hydrated = useHydrated();
  const choiceRef = useRef<boolean | null>(null);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const slides = Children.toArray(children);
  const perViewKey = JSON.stringify(perView);

  useEffect(() => {
    const region = regionRef.current;
    const el = rootRef.current;
    if (!region || !el) return;
    let cancelled = false;
    let started = false;
    const views: Record<number, number> = JSON.parse(perViewKey);
    const isPlaying = () => choiceRef.current ?? !reducedMotion();

    const load = (advance = false) => {
      clearTimeout(firstStep.current);
      if (started) return;
      started = true;
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
        if (!isPlaying()) swiper.autoplay.stop();
        // Loaded because the first slide was due: it moves now, as autoplay would have moved it.
        if (advance && isPlaying()) swiper.slideNext();
        for (const step of pending.current.splice(0)) step(swiper);
        setReady(true);
      });
    };
    /** Runs a step now, or as soon as swiper is there. */
    const run = (step: Step) => {
      if (swiperRef.current) step(swiperRef.current);
      else {
        pending.current.push(step);
        load();
      }
    };
    runRef.current = run;

    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      if (!loadOnFirstStep) load();
      else if (isPlaying()) firstStep.current = setTimeout(() => load(true), delay);
    });
    observer.observe(el);

    const wake = () => load();
    for (const type of WAKE_EVENTS) region.addEventListener(type, wake, { passive: true });

    // A swipe begun before swiper was there (it listens only from its start): one slide along.
    let swipeFrom: number | null = null;
    const onDown = (e: PointerEvent) => {
      swipeFrom = swiperRef.current ? null : e.clientX;
    };
    const onUp = (e: PointerEvent) => {
      if (swipeFrom === null) return;
      const dx = e.clientX - swipeFrom;
      swipeFrom = null;
      if (Math.abs(dx) >= SWIPE_PX) run(dx < 0 ? (s) => s.slideNext() : (s) => s.slidePrev());
    };
    // A mouse drag moves slides, not the picture or link under it (swiper does the same once there).
    const onDragStart = (e: DragEvent) => e.preventDefault();
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('dragstart', onDragStart);

    return () => {
      cancelled = true;
      observer.disconnect();
      clearTimeout(firstStep.current);
      for (const type of WAKE_EVENTS) region.removeEventListener(type, wake);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('dragstart', onDragStart);
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [delay, speed, perViewKey, loadOnFirstStep]);

  const run = (step: Step) => runRef.current(step);

  const togglePlay = () => {
    const next = !playing;
    choiceRef.current = next;
    setChoice(next);
    if (!next) clearTimeout(firstStep.current);
    run((swiper) => (next ? swiper.autoplay.start() : swiper.autoplay.stop()));
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
      ref={regionRef}
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={label}
      data-active={active}
      data-hydrated={hydrated || undefined}
      data-ready={ready}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={rootRef} className={`swiper ${styles.viewport}`}>
        <div className={`swiper-wrapper ${styles.track}`} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`swiper-slide ${styles.slide} ${slideClassName ?? ''}`}
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
        <button type="button" className={styles.control} onClick={() => run((s) => s.slidePrev())}>
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
        <button type="button" className={styles.control} onClick={togglePlay}>
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
        <button type="button" className={styles.control} onClick={() => run((s) => s.slideNext())}>
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
