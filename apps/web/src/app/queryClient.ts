import { QueryClient } from '@tanstack/react-query';

/** The app's one TanStack Query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
