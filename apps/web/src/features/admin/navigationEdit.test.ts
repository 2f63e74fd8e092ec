import type { MenuItem } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { draftErrors, moveDraft, patchDraft, toDrafts, toSaveItems } from "./navigationEdit";

const item = (id: number, name: string, subList: MenuItem[] = [], more: Partial<MenuItem> = {}): MenuItem => ({
  id,
  code: `nav${id}`,
  name,
  url: `/p${id}`,
  alt: "",
  css: "",
  loginVisit: false,
  subList,
  ...more,
});

const tree = () =>
  toDrafts([
    item(1, "首页"),
    item(2, "课程", [item(21, "公开课"), item(22, "精品课")]),
    item(3, "直播", [], { hidden: true }),
  ]);

describe("编辑导航 drafts", () => {
  it("keeps the tree, the hidden flag, and saves parents before their children", () => {
    const d = tree();
    expect(d[2]?.hidden).toBe(true);
    expect(toSaveItems(d).map((i) => i.id)).toEqual([1, 2, 21, 22, 3]);
    expect(toSaveItems(d)[0]).not.toHaveProperty("children");
  });

  it("moves among siblings only, and not past the ends", () => {
    expect(toSaveItems(moveDraft(tree(), 3, -1)).map((i) => i.id)).toEqual([1, 3, 2, 21, 22]);
    expect(toSaveItems(moveDraft(tree(), 22, -1)).map((i) => i.id)).toEqual([1, 2, 22, 21, 3]);
    expect(toSaveItems(moveDraft(tree(), 1, -1)).map((i) => i.id)).toEqual([1, 2, 21, 22, 3]);
    expect(toSaveItems(moveDraft(tree(), 22, 1)).map((i) => i.id)).toEqual([1, 2, 21, 22, 3]);
  });

  it("names the entry with a bad name or link, with the contract's message", () => {
    let d = patchDraft(tree(), 21, { name: " " });
    d = patchDraft(d, 3, { url: "javascript:alert(1)" });
    const e = draftErrors(d);
    expect(e.get(21)).toBeTruthy();
    expect(e.get(3)).toBe("链接须以/、http://或https://开头（不能以//开头）");
    expect(e.has(1)).toBe(false);
    expect(draftErrors(tree()).size).toBe(0);
  });
});
