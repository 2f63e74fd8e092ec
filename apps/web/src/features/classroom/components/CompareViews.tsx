import type { CompareItem, ResearchCompare, ResearchMetric, StThresholds } from "@otp/contract";
import {
  CURVE_MEASURES,
  type CurveKey,
  chartTitleOf,
  curveCompareChart,
  metricBarsChart,
  rtChCompareChart,
  stOverlayChart,
  talkSharesChart,
  typesCompareChart,
  weeklyCompareChart,
} from "../compareCharts";
import type { CompareFocus } from "../compareModel";
import { ChartFigure } from "./ChartFigure";
import { CompareKey } from "./CompareCards";
import { CompareSync } from "./CompareSync";

function Section({
  title,
  note,
  items,
  children,
}: {
  title: string;
  note?: string;
  /** The key of the letters the charts' legends use. */
  items?: CompareItem[];
  children: React.ReactNode;
}) {
  return (
    <section className="ca-compare-section">
      <h2>
        {title}
        {note ? <small className="ca-muted">{note}</small> : null}
      </h2>
      {items ? <CompareKey items={items} /> : null}
      {children}
    </section>
  );
}

/** The lessons' curves, one chart per measure, a line per lesson; hovering one moves the others. */
export function CompareCurves({
  items,
  keys = CURVE_MEASURES.map((m) => m.key),
  title = "同步曲线",
}: {
  items: CompareItem[];
  keys?: CurveKey[];
  title?: string;
}) {
  return (
    <Section items={items} title={title} note="按上课分钟对齐；鼠标停在一张图上，其余图同步显示同一分钟">
      <CompareSync className="ca-charts">
        {keys.map((key) => (
          <ChartFigure
            key={key}
            title={CURVE_MEASURES.find((m) => m.key === key)?.name ?? key}
            height={240}
            {...curveCompareChart(items, key)}
          />
        ))}
      </CompareSync>
    </Section>
  );
}

/** Teachers and classes: each metric week by week, a line per item (synchronised too). */
export function CompareWeeks({
  items,
  metrics,
  title = "按周变化",
}: {
  items: CompareItem[];
  metrics: ResearchMetric[];
  title?: string;
}) {
  return (
    <Section items={items} title={title} note="每周所上课堂的平均值；鼠标停在一张图上，其余图同步显示同一周">
      <CompareSync className="ca-charts">
        {metrics.map((metric) => (
          <ChartFigure key={metric} title={chartTitleOf(metric)} height={240} {...weeklyCompareChart(items, metric)} />
        ))}
      </CompareSync>
    </Section>
  );
}

/** The S-T curves overlaid (lessons) and every item's lessons on one Rt–Ch chart. */
export function CompareTeachingType({ items, thresholds }: { items: CompareItem[]; thresholds: StThresholds }) {
  const lessons = items[0]?.kind === "lesson";
  return (
    <Section items={items} title="S-T 分析与教学类型" note="Rt：教师行为占有率；Ch：师生行为转换率">
      <div className="ca-charts">
        {lessons ? <ChartFigure title="S-T 曲线（叠加）" height={320} {...stOverlayChart(items)} /> : null}
        <ChartFigure
          title={lessons ? "Rt-Ch 图" : "Rt-Ch 图（每个点是一节课）"}
          height={320}
          {...rtChCompareChart(items, thresholds)}
        />
      </div>
    </Section>
  );
}

const FOCUS_WEEKS: Record<CompareFocus, ResearchMetric[]> = {
  teaching: ["lectureShare", "studentShare", "rt", "ch"],
  activity: ["handUp", "headDown", "studentShare"],
  concentration: ["headUpRate", "concentration"],
};
const FOCUS_CURVES: Record<Exclude<CompareFocus, "teaching">, CurveKey[]> = {
  activity: ["handUp", "headDown"],
  concentration: ["headUp", "concentration"],
};

/** The charts of one focus: teaching type, student activity or concentration. */
export function CompareFocusCharts({ data, focus }: { data: ResearchCompare; focus: CompareFocus }) {
  const { items, school } = data;
  const lessons = data.kind === "lesson";
  if (focus === "teaching")
    return (
      <>
        <Section items={items} title="教学类型与语言">
          <div className="ca-charts">
            <ChartFigure
              title={lessons ? "教学类型" : "教学类型分布（课堂占比）"}
              height={220}
              {...typesCompareChart(items)}
            />
            <ChartFigure title="教师语言、学生语言与沉寂占比" height={220} {...talkSharesChart(items, school)} />
            <ChartFigure title="讲授时间占比（%）" height={240} {...metricBarsChart(items, ["lectureShare"], school)} />
          </div>
        </Section>
        <CompareTeachingType items={items} thresholds={data.thresholds} />
        {lessons ? null : <CompareWeeks items={items} metrics={FOCUS_WEEKS.teaching} />}
      </>
    );
  return (
    <>
      <Section items={items} title={focus === "activity" ? "学生活动均值" : "专注度均值"}>
        <div className="ca-charts">
          {focus === "activity" ? (
            <>
              <ChartFigure
                title="举手、起立与低头（平均人数）"
                height={260}
                {...metricBarsChart(items, ["handUp", "standing", "headDown"], school)}
              />
              <ChartFigure
                title="学生语言占比（%）"
                height={260}
                {...metricBarsChart(items, ["studentShare"], school)}
              />
            </>
          ) : (
            <ChartFigure
              title="平均抬头率（%）与专注度"
              height={260}
              {...metricBarsChart(items, ["headUpRate", "concentration"], school)}
            />
          )}
        </div>
      </Section>
      {lessons ? (
        <CompareCurves
          items={items}
          keys={FOCUS_CURVES[focus]}
          title={focus === "activity" ? "举手与低头曲线" : "抬头率与专注度曲线"}
        />
      ) : (
        <CompareWeeks items={items} metrics={FOCUS_WEEKS[focus]} />
      )}
    </>
  );
}
