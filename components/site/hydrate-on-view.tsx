'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

type Props = {
  /** How far outside the viewport (px) the part may be when it hydrates, so it is live before it is seen. */
  margin?: number;
  className?: string;
  children: ReactNode;
};

const subscribeNothing = () => () => {};
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** The child indices from `root` down to `node`, or null when `node` is not inside `root`. */
function pathTo(root: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  for (let n = node; n && n !== root; n = n.parentElement) {
    if (!n.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
  }
  return node && root.contains(node) ? path : null;
}

function follow(root: Element, path: number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/**
 * A part of a server-rendered page that does not hydrate with the page: its server HTML stays as it
 * is (seen, laid out, its links working) and React takes it over only when it comes near the
 * viewport, or at the first touch, press, key or focus inside it. Nothing is fetched or run for it
 * at load beyond this wrapper, so a long page's parts below the fold cost the first second nothing.
 *
 * How: while the page hydrates, the wrapper renders with an empty `dangerouslySetInnerHTML`, which
 * React hydrates without looking inside (the server's children stay in place); when the part is
 * due, it renders its children, which React then renders afresh into the same markup. Focus inside
 * the part (a keyboard visitor tabbing into it) is carried over to the same element. On a page
 * reached by client-side navigation there is no server HTML to keep: the children render at once.
 */
export function HydrateOnView({ margin = 300, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // True only in the render that hydrates the server's HTML (React uses the server snapshot then).
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [waiting, setWaiting] = useState(() => typeof window !== 'undefined' && hydrating);
  const focusPath = useRef<number[] | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!waiting || !el) return;
    const wake = () => {
      focusPath.current = pathTo(el, document.activeElement);
      setWaiting(false);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(el);
    for (const type of WAKE_EVENTS) el.addEventListener(type, wake, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) el.removeEventListener(type, wake);
    };
  }, [waiting, margin]);

  useLayoutEffect(() => {
    const el = ref.current;
    const path = focusPath.current;
    if (waiting || !el || !path) return;
    focusPath.current = null;
    const target = follow(el, path);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }, [waiting]);

  // The same element and attributes either way: hydration takes the wrapper as the server made it.
  if (waiting) return <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
