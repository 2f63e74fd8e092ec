import type { ResourceCard } from "@otp/contract";
import { sql } from "drizzle-orm";
import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";

/**
 * The campus TV station's demo: two scheduled channels whose programme lists are the demo's
 * published videos (played around the clock from seed time), a live channel relaying the next
 * live class, and columns grouping the library's videos by kind.
 */

async function videos(s: Services, admin: Principal, kind: number): Promise<ResourceCard[]> {
  const page = await s.resources.catalogue.list(
    { pageNo: 1, pageSize: 100, kind: kind as ResourceCard["kind"], type: "VIDEO", sort: "new" },
    admin,
  );
  return page.list.filter((r) => (r.duration ?? 0) > 0);
}

export async function seedTv(db: Db, s: Services, log: (line: string) => void): Promise<void> {
  await db.execute(sql`truncate table tv_channels, tv_programmes, tv_sections, tv_section_resources restart identity`);
  const user = await s.users.findByAccount("admin");
  const loaded = user ? await s.users.load(user.id) : null;
  if (!loaded) return;
  const admin: Principal = { ...loaded, sessionId: 0 };

  const [activity, lessons, micro] = await Promise.all([videos(s, admin, 6), videos(s, admin, 4), videos(s, admin, 2)]);
  const channels = [
    { name: "校园综合频道", brief: "校园活动与校园生活，全天轮播", list: [...activity, ...lessons].slice(0, 12) },
    { name: "课堂精选频道", brief: "微课与公开课精选，全天轮播", list: [...micro, ...lessons].slice(0, 12) },
  ];
  let programmes = 0;
  for (const [i, c] of channels.entries()) {
    const { id } = await s.tv.saveChannel(
      { name: c.name, kind: "schedule", brief: c.brief, sort: i + 1, enabled: true },
      admin,
    );
    if (c.list.length) programmes += (await s.tv.saveSchedule(id, [...new Set(c.list.map((r) => r.id))], admin)).count;
  }
  const upcoming = await s.lives.list(
    { pageNo: 1, pageSize: 1, status: 1 } as Parameters<Services["lives"]["list"]>[0],
    admin,
  );
  const live = upcoming.list[0];
  if (live) {
    await s.tv.saveChannel(
      { name: "直播频道", kind: "live", brief: "转播学校的直播课堂", sort: 3, enabled: true, liveId: live.id },
      admin,
    );
  }
  const sections = [
    { name: "校园活动", list: activity },
    { name: "公开课", list: lessons },
    { name: "微课", list: micro },
  ];
  for (const [i, sec] of sections.entries()) {
    if (sec.list.length)
      await s.tv.saveSection(
        { name: sec.name, sort: i + 1, resourceIds: sec.list.slice(0, 40).map((r) => r.id) },
        admin,
      );
  }
  log(`  campus TV: ${channels.length + (live ? 1 : 0)} channels, ${programmes} scheduled programmes`);
}
