import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The step of a wizard whose steps share one form (so Back keeps what was typed). Moving
 * to another step puts the focus on that step's heading (`headingRef`), so screen readers
 * follow; the first render leaves the focus alone.
 */
export function useStepWizard() {
  const [step, setStep] = useState(0);
  /** The step for code that runs outside rendering, such as a form resolver. */
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = useCallback((next: number) => {
    stepRef.current = next;
    moved.current = true;
    setStep(next);
  }, []);

  return { step, stepRef, headingRef, goTo };
}
