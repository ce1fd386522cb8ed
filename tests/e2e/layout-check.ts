import type { Page } from '@playwright/test';

/**
 * What a person would call broken layout on the page as it is, one line per problem, naming the
 * element (a selector path and its text) so it can be found:
 * - text squeezed: a visible element narrower than 48 px holding more than 8 characters of its own text
 *   (a column that collapsed, a name wrapping one letter per line);
 * - overflow: the document scrolls sideways, or an element reaches past the viewport's right or
 *   left edge (even where the page hides the overflow, which cuts the element off);
 * - overlap: two visible buttons or links covering each other (by more than 2 px both ways).
 * Parts a scrolling or clipping box hides are not visible; a fixed or sticky bar is compared only
 * with the controls on it (the page scrolls under it by design).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN_TEXT_WIDTH = 48;
    const MAX_CHARS_WHEN_NARROW = 8;
    const OVERLAP_PX = 2;
    const vw = document.documentElement.clientWidth;

    type Box = { left: number; top: number; right: number; bottom: number };
    const area = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });

    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 6; e = e.parentElement) {
        let part = e.tagName.toLowerCase();
        if (e.id) {
          parts.unshift(`${part}#${e.id}`);
          break;
        }
        const testId = e.getAttribute('data-testid');
        if (testId) part += `[data-testid="${testId}"]`;
        const classes = Array.from(e.classList).slice(0, 2);
        if (classes.length) part += `.${classes.join('.')}`;
        const parent = e.parentElement;
        if (parent) {
          const same = Array.from(parent.children).filter((c) => c.tagName === e!.tagName);
          if (same.length > 1) part += `:nth-of-type(${same.indexOf(e) + 1})`;
        }
        parts.unshift(part);
      }
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const label = el.getAttribute('aria-label');
      const shown = text ? `"${text.length > 50 ? `${text.slice(0, 50)}…` : text}"` : label ? `[aria-label="${label}"]` : '(no text)';
      return `${parts.join(' > ')} ${shown}`;
    };
    const px = (b: Box) => `${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)} px at (${Math.round(b.left)}, ${Math.round(b.top)})`;

    /** The element's box as far as the boxes that clip it let it show (html and body excepted: what they cut off is the overflow this check reports). */
    const shownBox = (el: Element): Box | null => {
      const r = el.getBoundingClientRect();
      let box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      const own = getComputedStyle(el);
      // Visually hidden text (the .visually-hidden pattern: a clipped 1 px box) is for screen readers only.
      if (own.clip !== 'auto' || own.clipPath !== 'none' || r.width <= 1 || r.height <= 1) return null;
      if (own.position === 'fixed') return box;
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        const clipsX = s.overflowX !== 'visible';
        const clipsY = s.overflowY !== 'visible';
        if (clipsX || clipsY || s.clipPath !== 'none' || s.clip !== 'auto') {
          const c = a.getBoundingClientRect();
          box = intersect(box, {
            left: clipsX ? c.left : -Infinity,
            right: clipsX ? c.right : Infinity,
            top: clipsY ? c.top : -Infinity,
            bottom: clipsY ? c.bottom : Infinity,
          });
          if (s.clipPath !== 'none' || s.clip !== 'auto') box = intersect(box, c);
        }
        if (s.position === 'fixed') break;
      }
      return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
    };
    const visible = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true }) && !el.closest('[inert], [aria-hidden="true"]');
    /** The fixed or sticky box the element rides on, if any. */
    const layer = (el: Element): Element | null => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const p = getComputedStyle(a).position;
        if (p === 'fixed' || p === 'sticky') return a;
      }
      return null;
    };

    const problems: string[] = [];
    const all = Array.from(document.body.querySelectorAll('*')).filter((el) => !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'svg'].includes(el.tagName));

    // Text squeezed into a sliver.
    for (const el of all) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own.length <= MAX_CHARS_WHEN_NARROW || !visible(el)) continue;
      const width = el.getBoundingClientRect().width;
      if (width < MIN_TEXT_WIDTH && shownBox(el))
        problems.push(`text squeezed to ${Math.round(width)} px wide: ${describe(el)}, ${px(el.getBoundingClientRect())}`);
    }

    // Sideways overflow.
    const scrollWidth = document.documentElement.scrollWidth;
    const past = all.filter((el) => {
      if (!visible(el)) return false;
      const box = shownBox(el);
      return box !== null && (box.right > vw + 0.5 || box.left < -0.5);
    });
    // The outermost elements that reach past the edge are the ones to fix (their content follows them).
    const outermost = past.filter((el) => !past.some((other) => other !== el && other.contains(el)));
    for (const el of outermost.slice(0, 5)) {
      const r = el.getBoundingClientRect();
      problems.push(`wider than the ${vw} px viewport: ${describe(el)}, ${px(r)}`);
    }
    if (outermost.length > 5) problems.push(`…and ${outermost.length - 5} more elements past the viewport's edge`);
    if (scrollWidth > vw && outermost.length === 0) problems.push(`the document scrolls sideways: ${scrollWidth} px wide in a ${vw} px viewport`);

    // Buttons and links covering each other.
    const controls = Array.from(document.body.querySelectorAll('a[href], button, [role="button"], input[type="submit"], input[type="button"], summary'))
      .filter(visible)
      .map((el) => ({ el, box: shownBox(el), layer: layer(el) }))
      .filter((c): c is { el: Element; box: Box; layer: Element | null } => c.box !== null && area(c.box) > 4);
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i];
        const b = controls[j];
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const o = intersect(a.box, b.box);
        if (o.right - o.left > OVERLAP_PX && o.bottom - o.top > OVERLAP_PX) {
          problems.push(`controls overlap by ${px(o)}: ${describe(a.el)} and ${describe(b.el)}`);
        }
      }
    }
    return problems;
  });
}
