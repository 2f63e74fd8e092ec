import type { CompareItem, ResearchMetric, UnitMeasures } from "@otp/contract";
import { useState } from "react";
import { Link } from "react-router";
import { ITEM_COLORS, itemKpis, itemLabel, metricRows } from "../compareModel";

/** The compared items side by side: name, subtitle and key figures, each in its chart colour. */
export function CompareCards({ items, compact = false }: { items: CompareItem[]; compact?: boolean }) {
  return (
    <ul className={`ca-compare-cards ca-compare-cards-${items.length}`} aria-label="对比对象">
      {items.map((item, i) => (
        <li key={`${item.kind}-${item.id}`} className="ca-compare-card" style={{ borderTopColor: ITEM_COLORS[i] }}>
          <div className="ca-compare-card-head">
            <span className="ca-compare-letter" style={{ background: ITEM_COLORS[i] }} aria-hidden="true">
              {itemLabel(item, i).slice(0, 1)}
            </span>
            <div>
              <h2>
                {item.kind === "lesson" ? (
                  <Link to={`/class-ai-analysis/class-analysis?id=${item.id}`}>{item.name}</Link>
                ) : (
                  item.name
                )}
              </h2>
              <p className="ca-muted">{item.subtitle}</p>
            </div>
          </div>
          {compact ? null : (
            <dl className="ca-compare-kpis">
              {itemKpis(item).map((k) => (
                <div key={k.label}>
                  <dt>{k.label}</dt>
                  <dd>{k.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Which letter and colour is which item (the charts' legends show the letters). */
export function CompareKey({ items }: { items: CompareItem[] }) {
  return (
    <ul className="ca-compare-key" aria-label="图例">
      {items.map((item, i) => (
        <li key={`${item.kind}-${item.id}`}>
          <span className="ca-compare-letter" style={{ background: ITEM_COLORS[i] }} aria-hidden="true">
            {itemLabel(item, i).slice(0, 1)}
          </span>
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/** The largest differences shown at once; the rest behind a button. */
const FIRST_DIFFERENCES = 6;

/** The differences named in words, largest first: what the comparison is for. */
export function CompareDifferences({
  sentences,
  title = "差异说明",
  none = "各项指标差异均不明显",
}: {
  sentences: string[];
  title?: string;
  none?: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? sentences : sentences.slice(0, FIRST_DIFFERENCES);
  const more = sentences.length - shown.length;
  return (
    <section className="ca-compare-diff" aria-labelledby="ca-compare-diff-title">
      <h2 id="ca-compare-diff-title">{title}</h2>
      {sentences.length ? (
        <ol>
          {shown.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      ) : (
        <p>{none}</p>
      )}
      {more > 0 || all ? (
        <button type="button" className="ca-link" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? "收起" : `还有 ${more} 条差异，展开`}
        </button>
      ) : null}
    </section>
  );
}

/** Every metric of every item with the school's norm; the better value of a metric is marked. */
export function CompareMetricTable({
  items,
  school,
  metrics,
  caption = "指标对照",
}: {
  items: CompareItem[];
  school: UnitMeasures | null;
  metrics: ResearchMetric[];
  caption?: string;
}) {
  const rows = metricRows(items, school, metrics);
  return (
    <div className="ca-compare-table-wrap">
      <table className="ca-compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">指标</th>
            {items.map((item, i) => (
              <th key={`${item.kind}-${item.id}`} scope="col">
                <span className="ca-dot" style={{ background: ITEM_COLORS[i] }} aria-hidden="true" />
                {itemLabel(item, i)}
              </th>
            ))}
            <th scope="col">全校平均</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.metric}>
              <th scope="row">{r.name}</th>
              {r.cells.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per compared item, in order
                <td key={i} className={r.best === i ? "ca-compare-best" : undefined}>
                  {c}
                  {r.best === i ? <span className="ca-sr-only">（较好）</span> : null}
                </td>
              ))}
              <td className="ca-muted">{r.school}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
