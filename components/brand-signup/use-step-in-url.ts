'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';

type Step = 1 | 2 | 3;

const stepOf = (value: string | null): Step => (value === '2' ? 2 : value === '3' ? 3 : 1);

/**
 * The wizard's step in the address (`?step=2`), so the browser's Back and Forward move between
 * steps. A step opens only once the steps before it were done in this page's life (`reached`): a
 * deep link or a reload at a later step shows step 1, whose password is kept nowhere but in memory.
 * Each entry we add records the step it came from (the step number only), so the wizard's own Back
 * button goes back in history when that is where the previous step is, and Forward still works.
 */
export function useStepInUrl() {
  const asked = stepOf(useSearchParams().get('step'));
  const [reached, setReached] = useState<Step>(1);
  const reachedNow = useRef<Step>(1);
  const step = Math.min(asked, reached) as Step;

  // A step not open yet: the address says the step shown instead. After this commit's effects, so
  // the router has taken over history by then (it keeps its state in the entry, and ignores a
  // Back or Forward to an entry without it).
  useEffect(() => {
    if (asked <= reachedNow.current) return;
    const timer = setTimeout(() => window.history.replaceState(null, '', `?step=${reachedNow.current}`));
    return () => clearTimeout(timer);
  }, [asked]);

  const goTo = useCallback(
    (to: Step) => {
      if (to > reachedNow.current) {
        reachedNow.current = to;
        setReached(to);
      }
      window.history.pushState({ wizardFrom: step }, '', `?step=${to}`);
    },
    [step],
  );

  const back = useCallback(() => {
    if (step === 1) return;
    const to = (step - 1) as Step;
    if ((window.history.state as { wizardFrom?: number } | null)?.wizardFrom === to) window.history.back();
    else goTo(to);
  }, [step, goTo]);

  return { step, goTo, back };
}
