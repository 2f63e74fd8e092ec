import type { TimetableEntry, TimetableLive } from "@otp/contract";
import { WEEKDAY_NAMES } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";

/** Usual start times of the periods; a live is placed in the period its start falls in. */
const PERIOD_STARTS = ["08:00", "08:55", "10:00", "10:55", "14:00", "14:55", "16:00", "16:55", "19:00", "19:55"];

function periodOf(time: string, entries: TimetableEntry[]): number {
  // The lessons' own times first (a school's real bell schedule), then the usual ones.
  const starts = new Map<number, string>(PERIOD_STARTS.map((s, i) => [i + 1, s]));
  for (const e of entries) starts.set(e.period, e.startTime);
  const sorted = [...starts.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  let period = sorted[0]?.[0] ?? 1;
  for (const [p, start] of sorted) if (start <= time) period = p;
  return period;
}

interface Props {
  entries: TimetableEntry[];
  lives: TimetableLive[];
  /** Monday of the week shown (YYYY-MM-DD). */
  monday: string;
  /** teacher: cells show the class; student: the teacher. */
  viewer: "teacher" | "student" | "none";
}

/** The week's timetable: periods down, Monday to Sunday across; lessons and lives in the cells. */
export function WeekGrid({ entries, lives, monday, viewer }: Props) {
  const livePeriods = lives.map((l) => ({ live: l, period: periodOf(dayjs(l.startAt).format("HH:mm"), entries) }));
  const maxPeriod = Math.max(8, ...entries.map((e) => e.period), ...livePeriods.map((l) => l.period));
  const days = WEEKDAY_NAMES.map((name, i) => ({ name, weekday: i + 1, date: dayjs(monday).add(i, "day") }));
  const timeOf = (p: number) => entries.find((e) => e.period === p);
  const today = dayjs().format("YYYY-MM-DD");
  return (
    <div className="tt-grid-wrap">
      <table className="tt-grid" aria-label="周课表">
        <thead>
          <tr>
            <th className="tt-period-head">节次</th>
            {days.map((d) => (
              <th key={d.weekday} className={d.date.format("YYYY-MM-DD") === today ? "tt-today" : undefined}>
                <div>{d.name}</div>
                <div className="tt-date">{d.date.format("MM-DD")}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: maxPeriod }, (_, i) => i + 1).map((p) => (
            <tr key={p}>
              <th className="tt-period">
                <div>第{p}节</div>
                {timeOf(p) && (
                  <div className="tt-date">
                    {timeOf(p)?.startTime}–{timeOf(p)?.endTime}
                  </div>
                )}
              </th>
              {days.map((d) => (
                <td key={d.weekday}>
                  {entries
                    .filter((e) => e.weekday === d.weekday && e.period === p)
                    .map((e) => (
                      <div key={e.id} className="tt-lesson">
                        {e.courseId ? (
                          <Link to={`/course/${e.courseId}`} className="tt-title">
                            {e.courseName}
                          </Link>
                        ) : (
                          <span className="tt-title">{e.courseName}</span>
                        )}
                        <div className="tt-meta">{viewer === "teacher" ? e.className : e.teacherName}</div>
                        {e.place && <div className="tt-meta">{e.place}</div>}
                      </div>
                    ))}
                  {livePeriods
                    .filter((l) => l.live.weekday === d.weekday && l.period === p)
                    .map(({ live }) => (
                      <div key={`live-${live.id}`} className="tt-live">
                        <Tag color="red">直播</Tag>
                        <Link to={`/live/${live.id}`} className="tt-title">
                          {live.name}
                        </Link>
                        <div className="tt-meta">
                          {dayjs(live.startAt).format("HH:mm")}–{dayjs(live.endAt).format("HH:mm")} · {live.teacherName}
                        </div>
                      </div>
                    ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
