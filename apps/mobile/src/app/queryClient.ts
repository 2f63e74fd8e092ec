import { QueryClient } from "@tanstack/react-query";

/** Lists stay fresh for 30 s; a phone switching apps does not refetch everything on return. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000, gcTime: 24 * 3600_000 },
  },
});
