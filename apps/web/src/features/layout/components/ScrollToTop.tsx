import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top of the page whenever the path changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
