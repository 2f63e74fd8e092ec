import { describe, expect, it } from "vitest";
import { guestVisibleIds, toModuleGroups } from "./user.menu.present.js";
import type { MenuRow } from "./user.menu.queries.js";

const row = (id: number, parentId: number | null, loginVisit: boolean, hidden = false): MenuRow => ({
  id,
  groupCode: "nav",
  parentId,
  code: `m${id}`,
  name: `菜单${id}`,
  url: `/m${id}`,
  alt: "",
  css: "",
  loginVisit,
  hidden,
  sort: id,
});

describe("the guest's header", () => {
  const rows = [row(1, null, false), row(2, 1, false), row(3, 1, true), row(4, null, true), row(5, 4, false)];

  it("keeps guest items under guest sections and leaves out guest items under login-only entries", () => {
    expect([...guestVisibleIds(rows)].sort()).toEqual([1, 2]);
    const nav = toModuleGroups(rows, guestVisibleIds(rows), true).find((g) => g.code === "nav");
    expect(nav?.subList.map((m) => [m.id, m.subList.map((c) => c.id)])).toEqual([[1, [2]]]);
  });

  it("a hidden section hides its guest items too", () => {
    const withHidden = [row(1, null, false, true), row(2, 1, false)];
    const nav = toModuleGroups(withHidden, guestVisibleIds(withHidden), true).find((g) => g.code === "nav");
    expect(nav?.subList).toEqual([]);
  });
});
