import type { CourseChapter, ResourceDetail } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { classOptions } from "./editor/classOptions";
import { moveItem, sameIds } from "./editor/sectionResources";
import {
  catalogueBase,
  editorPath,
  firstSectionId,
  flatSections,
  formatSecond,
  hasOwnNumber,
  numberFor,
} from "./outline";
import { pageHolding, pageOf, pickResource } from "./playback";

const chapters: CourseChapter[] = [
  { id: 1, title: "导论", sections: [{ id: 11, title: "课程介绍", resourceCount: 0 }] },
  { id: 2, title: "空章", sections: [] },
  {
    id: 3,
    title: "浮力",
    sections: [
      { id: 31, title: "浮力的概念", resourceCount: 2 },
      { id: 32, title: "阿基米德原理", resourceCount: 1 },
    ],
  },
];

describe("course outline", () => {
  it("flattens sections in course order with their numbers", () => {
    expect(flatSections(chapters).map((s) => `${s.label} ${s.title}`)).toEqual([
      "1.1 课程介绍",
      "3.1 浮力的概念",
      "3.2 阿基米德原理",
    ]);
  });

  it("starts learning at the first section with resources", () => {
    expect(firstSectionId(chapters)).toBe(31);
    expect(firstSectionId([{ id: 1, title: "a", sections: [{ id: 5, title: "b", resourceCount: 0 }] }])).toBe(5);
    expect(firstSectionId([{ id: 1, title: "a", sections: [] }])).toBeNull();
  });

  it("formats seconds", () => {
    expect(formatSecond(0)).toBe("0:00");
    expect(formatSecond(75.9)).toBe("1:15");
    expect(formatSecond(3725)).toBe("1:02:05");
  });

  it("builds catalogue and editor paths", () => {
    expect(catalogueBase()).toBe("/course");
    expect(catalogueBase(7)).toBe("/menu7");
    expect(editorPath(5, "open")).toBe("/course-editor/5/brief");
    expect(editorPath(5, "academic", "resource")).toBe("/academic-course-editor/5/resource");
  });
});

describe("section playback", () => {
  const res = (id: number) => ({ id }) as ResourceDetail;
  const list = [res(4), res(8), res(9)];
  const q = (s: string) => new URLSearchParams(s);

  it("plays the resource named in the URL from its second", () => {
    expect(pickResource(list, q("?resourceId=8&second=30"))).toEqual({ resource: list[1], second: 30 });
  });

  it("falls back to the first resource, without another resource's second", () => {
    expect(pickResource(list, q(""))).toEqual({ resource: list[0], second: undefined });
    expect(pickResource(list, q("?second=12"))).toEqual({ resource: list[0], second: 12 });
    expect(pickResource(list, q("?resourceId=77&second=30"))).toEqual({ resource: list[0], second: undefined });
    expect(pickResource(list, q("?resourceId=8&second=-3"))).toEqual({ resource: list[1], second: undefined });
    expect(pickResource([], q("?resourceId=8"))).toEqual({ resource: null, second: undefined });
  });

  it("pages the in-class grid", () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    expect(pageOf(items, 1, 18)).toHaveLength(18);
    expect(pageOf(items, 3, 18)).toEqual([36, 37, 38, 39]);
    expect(pageOf(items, 0, 18)[0]).toBe(0);
    expect(pageHolding(0, 18)).toBe(1);
    expect(pageHolding(17, 18)).toBe(1);
    expect(pageHolding(18, 18)).toBe(2);
    expect(pageHolding(-1, 18)).toBe(1);
  });
});

describe("editor helpers", () => {
  it("moves list items and compares id orders", () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1], [1, 2])).toBe(false);
  });

  it("groups classes by grade, teaching classes apart", () => {
    expect(
      classOptions([
        { id: 1, name: "初二（1）班", grade: "初二", orgId: 1, kind: "admin" },
        { id: 3, name: "初三（1）班", grade: "初三", orgId: 1, kind: "admin" },
        { id: 2, name: "初二（2）班", grade: "初二", orgId: 1, kind: "admin" },
        { id: 9, name: "物理兴趣班", grade: "初二", orgId: 1, kind: "teaching" },
      ]),
    ).toEqual([
      {
        label: "初二",
        options: [
          { value: 1, label: "初二（1）班" },
          { value: 2, label: "初二（2）班" },
        ],
      },
      { label: "初三", options: [{ value: 3, label: "初三（1）班" }] },
      { label: "教学班", options: [{ value: 9, label: "物理兴趣班" }] },
    ]);
  });
});

describe("own numbering in titles", () => {
  it("recognises titles that carry their own number", () => {
    for (const t of [
      "第一章 浮力",
      "第3章 力",
      "第十二节 复习",
      "1.2 阿基米德原理",
      "1 绪论",
      "3、实验",
      "二、实验探究",
      "第二单元 诗歌",
    ]) {
      expect(hasOwnNumber(t), t).toBe(true);
    }
    for (const t of ["浮力的产生", "2024年中考复习", "一元二次方程", "3D打印入门", "十字路口的交通"]) {
      expect(hasOwnNumber(t), t).toBe(false);
    }
    expect(numberFor("第一章 浮力", "第1章")).toBe("");
    expect(numberFor("浮力", "第1章")).toBe("第1章");
  });
});
