import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the page is still shown. A send that finishes after the visitor left must not
 * take them anywhere: a form checks this before it goes to /confirmation.
 */
export function useStillHere(): () => boolean {
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback(() => here.current, []);
}
