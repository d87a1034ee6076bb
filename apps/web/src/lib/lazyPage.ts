import { type ComponentType, lazy } from 'react';
import { ChunkLoadError, reportPreloadError } from './chunkLoadError';

/**
 * `React.lazy` for a module's named export. A failed download raises the `preload-error` event
 * and throws a `ChunkLoadError`, which the route error screen turns into an offer to reload.
 * @example const HomePage = lazyPage(() => import('../pages/HomePage'), 'HomePage');
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
) {
  return lazy(async () => {
    try {
      const module = await load();
      return { default: module[exportName] as ComponentType<ExtractProps<M[K]>> };
    } catch (error) {
      reportPreloadError(error);
      throw new ChunkLoadError(`Failed to load the code of ${exportName}`, { cause: error });
    }
  });
}

type ExtractProps<C> = C extends ComponentType<infer P> ? P : never;
