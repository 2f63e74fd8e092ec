import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../app/toast";

export interface ActionOptions<I, O> {
  /** Shown after success (a string, or made from the answer). */
  success?: string | ((out: O, input: I) => string);
  /** Query keys (prefixes) to refetch after success. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (out: O, input: I) => void | Promise<void>;
}

/**
 * The one way a button or a form runs a call on the phone: `busy` while it runs, a toast after
 * success and the refetch; errors were already shown by the HTTP client (SPEC §8), so `run`
 * resolves to undefined on failure and no caller needs a catch.
 */
export function useAction<I, O>(fn: (input: I) => Promise<O>, options: ActionOptions<I, O> = {}) {
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: fn,
    onSuccess: async (out, input) => {
      const { success, invalidate, onSuccess } = options;
      if (success) toast(typeof success === "string" ? success : success(out, input), "success");
      await onSuccess?.(out, input);
      await Promise.all((invalidate ?? []).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
  const run = (input: I): Promise<O | undefined> => m.mutateAsync(input).catch(() => undefined);
  return { run, busy: m.isPending, error: m.error, reset: m.reset };
}
