import { QueryClient } from "@tanstack/react-query";

/** The app's one query cache (also filled before the first render by web/app/preload.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});
