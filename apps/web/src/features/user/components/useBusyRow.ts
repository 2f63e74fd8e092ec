import { useState } from "react";
import { useAction } from "../../../api/action";

/**
 * Runs one row action at a time and remembers which row is busy (for spinners and "请稍候…").
 * Failures need no handling here: the HTTP client already shows the server's message.
 */
export function useBusyRow() {
  const [busyId, setBusyId] = useState<number | null>(null);
  const action = useAction((fn: () => Promise<void>) => fn());
  const run = async (id: number, fn: () => Promise<void>) => {
    setBusyId(id);
    await action.run(fn);
    setBusyId(null);
  };
  return { busyId, run };
}
