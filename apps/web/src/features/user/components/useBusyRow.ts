import { useState } from "react";

/**
 * Runs one row action at a time and remembers which row is busy (for spinners and "请稍候…").
 * Failures need no handling here: the HTTP client already shows the server's message.
 */
export function useBusyRow() {
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, fn: () => Promise<void>) => {
    setBusyId(id);
    try {
      await fn();
    } catch {
      // message shown by the HTTP client
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
