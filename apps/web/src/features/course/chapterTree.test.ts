import type { CourseChapter } from "@otp/contract";
import { describe, expect, it } from "vitest";
import {
  addChapter,
  addSection,
  canDrop,
  dropNode,
  dropPositionOf,
  fromChapters,
  moveNode,
  removedResourceCount,
  removeNode,
  renameNode,
  sameTree,
  toSaveInput,
  validateTree,
} from "./chapterTree";

const chapters: CourseChapter[] = [
  {
    id: 1,
    title: "力",
    sections: [
      { id: 11, title: "弹力", resourceCount: 2 },
      { id: 12, title: "重力", resourceCount: 0 },
    ],
  },
  { id: 2, title: "浮力", sections: [{ id: 21, title: "阿基米德原理", resourceCount: 3 }] },
  { id: 3, title: "功和机械能", sections: [] },
];

/** The tree as "chapter:section,section" strings, easy to compare. */
const shape = (tree: ReturnType<typeof fromChapters>) =>
  tree.map((c) => `${c.title}:${c.sections.map((s) => s.title).join(",")}`);

describe("chapter tree model", () => {
  const tree = fromChapters(chapters);

  it("serialises back to the save call with ids, order and trimmed titles", () => {
    expect(toSaveInput(tree)).toEqual([
      {
        id: 1,
        title: "力",
        sections: [
          { id: 11, title: "弹力" },
          { id: 12, title: "重力" },
        ],
      },
      { id: 2, title: "浮力", sections: [{ id: 21, title: "阿基米德原理" }] },
      { id: 3, title: "功和机械能", sections: [] },
    ]);
    const added = addSection(addChapter(tree, "  压强 ").tree, "c3", " 功 ").tree;
    const body = toSaveInput(added);
    expect(body[2].sections).toEqual([{ title: "功" }]);
    expect(body[3]).toEqual({ title: "压强", sections: [] });
  });

  it("adds with fresh keys, renames and removes", () => {
    const a = addChapter(tree, "新章");
    const b = addSection(a.tree, a.key, "新节");
    expect(a.key).not.toBe(b.key);
    expect(shape(b.tree)[3]).toBe("新章:新节");
    expect(shape(renameNode(b.tree, "s12", "重力与质量"))[0]).toBe("力:弹力,重力与质量");
    expect(shape(renameNode(tree, "c2", "浮力与压强"))[1]).toBe("浮力与压强:阿基米德原理");
    expect(shape(removeNode(tree, "s11"))[0]).toBe("力:重力");
    expect(shape(removeNode(tree, "c1"))).toEqual(["浮力:阿基米德原理", "功和机械能:"]);
  });

  it("moves chapters and sections with up/down, sections across chapter boundaries", () => {
    expect(shape(moveNode(tree, "c2", -1)).map((s) => s.split(":")[0])).toEqual(["浮力", "力", "功和机械能"]);
    expect(moveNode(tree, "c1", -1)).toBe(tree);
    expect(moveNode(tree, "c3", 1)).toBe(tree);
    expect(shape(moveNode(tree, "s11", 1))[0]).toBe("力:重力,弹力");
    // last section of chapter 1 moving down goes first into chapter 2
    expect(shape(moveNode(tree, "s12", 1)).slice(0, 2)).toEqual(["力:弹力", "浮力:重力,阿基米德原理"]);
    // first section of chapter 2 moving up goes last into chapter 1
    expect(shape(moveNode(tree, "s21", -1)).slice(0, 2)).toEqual(["力:弹力,重力,阿基米德原理", "浮力:"]);
    // the first section of the course cannot move up
    expect(moveNode(tree, "s11", -1)).toBe(tree);
  });

  it("allows only drops that keep chapters top-level and sections inside chapters", () => {
    expect(canDrop(tree, "c1", "c3", "after")).toBe(true);
    expect(canDrop(tree, "c1", "c3", "inside")).toBe(false);
    expect(canDrop(tree, "c1", "s21", "before")).toBe(false);
    expect(canDrop(tree, "s11", "c3", "inside")).toBe(true);
    expect(canDrop(tree, "s11", "c3", "after")).toBe(false);
    expect(canDrop(tree, "s11", "s21", "after")).toBe(true);
    expect(canDrop(tree, "s11", "s21", "inside")).toBe(false);
    expect(canDrop(tree, "s11", "s11", "after")).toBe(false);
    expect(canDrop(tree, "nope", "c1", "before")).toBe(false);
  });

  it("drops chapters between chapters", () => {
    expect(shape(dropNode(tree, "c1", "c3", "after")).map((s) => s.split(":")[0])).toEqual([
      "浮力",
      "功和机械能",
      "力",
    ]);
    expect(shape(dropNode(tree, "c3", "c1", "before")).map((s) => s.split(":")[0])).toEqual([
      "功和机械能",
      "力",
      "浮力",
    ]);
    expect(shape(dropNode(tree, "c3", "c2", "after"))).toEqual(shape(tree));
  });

  it("drops sections into and between sections of any chapter", () => {
    expect(shape(dropNode(tree, "s11", "c3", "inside"))).toEqual(["力:重力", "浮力:阿基米德原理", "功和机械能:弹力"]);
    expect(shape(dropNode(tree, "s12", "c2", "inside"))[1]).toBe("浮力:重力,阿基米德原理");
    expect(shape(dropNode(tree, "s11", "s21", "after"))).toEqual(["力:重力", "浮力:阿基米德原理,弹力", "功和机械能:"]);
    expect(shape(dropNode(tree, "s12", "s11", "before"))[0]).toBe("力:重力,弹力");
    expect(shape(dropNode(tree, "s11", "s12", "after"))[0]).toBe("力:重力,弹力");
    // invalid: returned unchanged
    expect(dropNode(tree, "s11", "c2", "after")).toBe(tree);
    // the moved section keeps its id, so the save moves rather than recreates it
    const moved = toSaveInput(dropNode(tree, "s11", "c3", "inside"));
    expect(moved[2].sections).toEqual([{ id: 11, title: "弹力" }]);
  });

  it("reads antd's drop info", () => {
    expect(dropPositionOf(0, false)).toBe("inside");
    expect(dropPositionOf(-1, true)).toBe("before");
    expect(dropPositionOf(1, true)).toBe("after");
  });

  it("validates titles and limits in Chinese", () => {
    expect(validateTree(tree)).toBeNull();
    expect(validateTree(renameNode(tree, "c2", "  "))).toBe("第2章的标题不能为空");
    expect(validateTree(renameNode(tree, "s12", ""))).toBe("「力」第2节的标题不能为空");
    expect(validateTree(renameNode(tree, "c1", "长".repeat(101)))).toMatch(/^章标题不能超过100个字符/);
    const many = fromChapters(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, title: `章${i}`, sections: [] })));
    expect(validateTree(many)).toBe("最多100章");
  });

  it("tracks changes and counts resources detached by deleted sections", () => {
    expect(sameTree(tree, fromChapters(chapters))).toBe(true);
    expect(sameTree(tree, moveNode(tree, "s11", 1))).toBe(false);
    expect(sameTree(tree, renameNode(tree, "c1", "力 "))).toBe(true);
    expect(removedResourceCount(tree, removeNode(tree, "c1"))).toBe(2);
    expect(removedResourceCount(tree, removeNode(removeNode(tree, "s11"), "s21"))).toBe(5);
    expect(removedResourceCount(tree, dropNode(tree, "s11", "c3", "inside"))).toBe(0);
  });
});
