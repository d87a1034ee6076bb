import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import { ChunkLoadError } from '../lib/chunkLoadError';

/** The router's error element: the general error screen, with the reload reason when a chunk failed. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ErrorScreen chunkFailed={error instanceof ChunkLoadError} />;
}
