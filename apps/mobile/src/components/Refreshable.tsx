import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";

/** How long after the page loaded the gesture library may load. */
const ARM_DELAY_MS = 2000;

type PullProps = { onRefresh: () => Promise<unknown>; children: ReactNode };

/** antd-mobile's PullToRefresh (with react-spring and use-gesture, about 25 KB): off the first screen. */
const PullToRefresh = lazy(
  () =>
    import("antd-mobile/es/components/pull-to-refresh") as unknown as Promise<{ default: ComponentType<PullProps> }>,
);

/**
 * Pull down to refresh, loaded a moment after the page has loaded, when the phone is idle: the first screen
 * shows its content without the gesture library. Mounting it re-creates the content once, early,
 * before a thumb is likely on the page (waiting for the first touch would re-create it under the
 * finger).
 */
export function Refreshable({ onRefresh, children }: PullProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Two seconds after load, then when idle: the portal's own requests and pictures go first.
    const arm = () => {
      timer = setTimeout(() => {
        if (w.requestIdleCallback) w.requestIdleCallback(() => setReady(true), { timeout: 3000 });
        else setReady(true);
      }, ARM_DELAY_MS);
    };
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
    return () => {
      window.removeEventListener("load", arm);
      clearTimeout(timer);
    };
  }, []);
  if (!ready) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>
    </Suspense>
  );
}
