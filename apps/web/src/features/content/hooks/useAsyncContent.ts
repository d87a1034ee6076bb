import { useEffect, useState } from 'react';

/** The state of a content file being loaded. */
export type AsyncContent<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Runs `load` whenever `key` changes and keeps only the newest answer.
 * @example const state = useAsyncContent(`faq-${language}`, () => loadFaq(language));
 */
export function useAsyncContent<T>(key: string, load: () => Promise<T>): AsyncContent<T> {
  const [state, setState] = useState<{ key: string; value: AsyncContent<T> }>({
    key,
    value: { status: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads.
  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      () => current && setState({ key, value: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
