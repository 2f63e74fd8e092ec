import { describe, expect, it } from "vitest";
import { after, GUIDE_MAX_ENTRIES, guide, loopSeconds, onAir } from "./tv.schedule.js";

const slots = [
  { id: 1, resourceId: 11, name: "早间新闻", duration: 60 },
  { id: 2, resourceId: 12, name: "校园风采", duration: 120 },
  { id: 3, resourceId: 13, name: "科学实验", duration: 30 },
];
const anchor = Date.UTC(2026, 0, 1);

describe("scheduled playout", () => {
  it("puts every viewer at the same programme and second", () => {
    expect(loopSeconds(slots)).toBe(210);
    const at = anchor + 90_000; // 30 s into the second programme
    const now = onAir(slots, anchor, at);
    expect(now?.slot.name).toBe("校园风采");
    expect(now?.startMs).toBe(anchor + 60_000);
    expect(now?.endMs).toBe(anchor + 180_000);
    // The list loops: one full round later the same point is on air.
    expect(onAir(slots, anchor, at + 210_000)?.startMs).toBe(anchor + 270_000);
    // Before the anchor, the loop runs backwards consistently.
    expect(onAir(slots, anchor, anchor - 10_000)?.slot.name).toBe("科学实验");
  });

  it("gives the next programme, wrapping to the first", () => {
    const last = onAir(slots, anchor, anchor + 200_000);
    expect(last?.slot.name).toBe("科学实验");
    const next = after(slots, last as NonNullable<typeof last>);
    expect(next).toMatchObject({ index: 0, startMs: anchor + 210_000, endMs: anchor + 270_000 });
  });

  it("lists a day's guide without gaps, bounded for very short lists", () => {
    const day = guide(slots, anchor, anchor, anchor + 3_600_000);
    for (let i = 1; i < day.length; i++) expect(day[i]?.startMs).toBe(day[i - 1]?.endMs);
    expect(day[0]?.startMs).toBe(anchor);
    expect((day.at(-1)?.endMs ?? 0) >= anchor + 3_600_000).toBe(true);
    expect(
      guide([{ ...slots[0], duration: 1 } as (typeof slots)[number]], anchor, anchor, anchor + 86_400_000),
    ).toHaveLength(GUIDE_MAX_ENTRIES);
    expect(onAir([], anchor, anchor)).toBeNull();
  });

  it("keeps the programme on air in a day too long for the cap (short programmes, late in the day)", () => {
    const short = [
      { ...slots[0], duration: 20 },
      { ...slots[0], id: 99, duration: 31 },
    ] as typeof slots;
    const late = anchor + 23 * 3_600_000;
    const day = guide(short, anchor, anchor, anchor + 86_400_000, late);
    expect(day.length).toBeLessThanOrEqual(GUIDE_MAX_ENTRIES);
    const on = day.findIndex((p) => p.startMs <= late && late < p.endMs);
    expect(on).toBeGreaterThan(0);
    expect(on).toBeLessThan(GUIDE_MAX_ENTRIES / 2);
    for (let i = 1; i < day.length; i++) expect(day[i]?.startMs).toBe(day[i - 1]?.endMs);
    // Early in the day the list starts at the day's start, as before.
    expect(guide(short, anchor, anchor, anchor + 86_400_000, anchor + 60_000)[0]?.startMs).toBe(anchor);
  });
});
