'use client';

import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

// What wakes a waiting part before it scrolls into view: a press, a tap, a key or the focus inside it.
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const waiting = new WeakMap<Element, Promise<void>>();
const wakers = new Set<() => void>();

/**
 * A click, a form sent or a step back in history wakes every waiting part, and no part waits
 * from then on: each may start a navigation (a link to an anchor in the footer, a search), and
 * React holds a navigation that reaches a part still waiting until that part hydrates. Parts are
 * not nested: a part inside another is first tried only once its parent hydrates, maybe inside
 * such a navigation, which it would then hold.
 */
let awake = false;
function wakeAll() {
  awake = true;
  for (const wake of [...wakers]) wake();
}
let listening = false;
function listenForNavigation() {
  if (listening) return;
  listening = true;
  document.addEventListener('click', wakeAll, true);
  document.addEventListener('submit', wakeAll, true);
  window.addEventListener('popstate', wakeAll);
}

/** Settles once `el` comes within `margin` of the viewport or is interacted with; one promise per element. */
function wanted(el: Element, margin: string): Promise<void> {
  let promise = waiting.get(el);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const wake = () => {
        observer.disconnect();
        for (const type of WAKE_EVENTS) el.removeEventListener(type, wake, true);
        wakers.delete(wake);
        resolve();
      };
      wakers.add(wake);
      listenForNavigation();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), { rootMargin: margin });
      observer.observe(el);
      for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { capture: true, passive: true });
    });
    waiting.set(el, promise);
  }
  return promise;
}

const subscribeNothing = () => () => {};
// The parts whose hydration has been tried once (and waited).
const tried = new WeakSet<Element>();

/**
 * Suspends the first hydration of the server's HTML until that HTML is wanted. React keeps the
 * HTML of a Suspense boundary whose hydration suspends as it is (readable, its links and forms
 * working as plain HTML) and hydrates it when the promise settles. It waits only at the first try:
 * React tries again before the promise settles only when something reaches into the part (a
 * click inside it, or a navigation or refresh, whose new router context every part below a layout
 * receives), and a transition reaching a part that waited again would never commit. Rendered on
 * the client without hydration (a client-side navigation), it never waits.
 */
function Gate({ id, margin, children }: { id: string; margin: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const el = hydrating && typeof document !== 'undefined' ? document.getElementById(id) : null;
  if (el && !tried.has(el) && !awake) {
    tried.add(el);
    use(wanted(el, margin));
  }
  return children;
}

/**
 * Server HTML that hydrates only when it comes near the viewport (`margin`, 200 px by default) or
 * is touched, clicked, focused or typed in: what lies below the fold costs nothing at load.
 * Renders a block `<div>` around its children (the element watched).
 */
export function HydrateOnView({ children, margin = '200px', className }: { children: ReactNode; margin?: string; className?: string }) {
  const id = useId();
  return (
    <div id={id} className={className}>
      <Suspense>
        <Gate id={id} margin={margin}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
