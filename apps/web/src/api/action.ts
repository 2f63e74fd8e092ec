import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { feedback } from "../app/feedback";

export interface ActionOptions<I, O> {
  /** Shown after success (a string, or made from the answer). */
  success?: string | ((out: O, input: I) => string);
  /** Query keys (prefixes) to refetch after success. */
  invalidate?: readonly QueryKey[];
  onSuccess?: (out: O, input: I) => void | Promise<void>;
}

/**
 * The one way a button or a form runs a call: `busy` while it runs, the success message and
 * the refetch after it, and SPEC §8 error handling by the HTTP client (its message is already
 * shown, so the rejection is settled here — no empty catch at the call site). `run` resolves to
 * the answer, or undefined when the call failed.
 */
export function useAction<I, O>(fn: (input: I) => Promise<O>, options: ActionOptions<I, O> = {}) {
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: fn,
    onSuccess: async (out, input) => {
      const { success, invalidate, onSuccess } = options;
      if (success) feedback.success(typeof success === "string" ? success : success(out, input));
      await onSuccess?.(out, input);
      await Promise.all((invalidate ?? []).map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
  const run = (input: I): Promise<O | undefined> => m.mutateAsync(input).catch(() => undefined);
  return { run, busy: m.isPending, error: m.error, reset: m.reset };
}
