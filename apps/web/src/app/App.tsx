import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { queryClient } from './queryClient';
import { router } from './router';

/** Providers around the router; the outer Suspense waits for the first translations. */
export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullScreenLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
