import * as echarts from "echarts/core";
import { type ReactNode, useCallback, useEffect, useId, useRef } from "react";

/**
 * Charts that move together: hovering one chart's minute (or week) shows the same minute on the
 * others (ECharts `connect`). The charts inside are ChartFigure's; their instances are made
 * asynchronously (and remade once sized), so they join the group when the pointer or the focus
 * enters, by which time they exist. The charts share their axis and grid, so the same position
 * is the same minute on each.
 */
export function CompareSync({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const group = `ca-compare-${useId()}`;
  const join = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    for (const node of el.querySelectorAll<HTMLElement>(".echarts-for-react")) {
      const chart = echarts.getInstanceByDom(node);
      if (chart && chart.group !== group) chart.group = group;
    }
    echarts.connect(group);
  }, [group]);
  useEffect(() => {
    const el = ref.current;
    el?.addEventListener("pointerenter", join);
    el?.addEventListener("focusin", join);
    return () => {
      el?.removeEventListener("pointerenter", join);
      el?.removeEventListener("focusin", join);
      echarts.disconnect(group);
    };
  }, [group, join]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
