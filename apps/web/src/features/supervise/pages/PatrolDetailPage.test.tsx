import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import PatrolDetailPage from "./PatrolDetailPage";

/** What the patrol hooks answer in each case (the API itself is tested on the server). */
const state = vi.hoisted(() => ({
  wall: [] as Array<{ id: number; title: string; teacherName: string; room: string; streams: [] }>,
  classroom: { data: undefined as unknown, error: null as Error | null },
  asked: [] as number[],
}));
vi.mock("../patrolApi", () => ({
  usePatrolWall: () => ({ data: state.wall, error: null }),
  useLiveHeadUp: () => ({ data: [{ liveId: 7, faceCount: 30, headUpRate: 0.8, at: "2026-03-02T08:00:00Z" }] }),
  usePatrolClassroom: (id: number) => {
    state.asked.push(id);
    return state.classroom;
  },
}));
vi.mock("../useSuperviseRights", () => ({ useSuperviseRights: () => ({ manages: true }) }));
vi.mock("../components/PatrolForm", () => ({ PatrolForm: () => <div>巡课表单</div> }));
vi.mock("../../../components/FlvPlayer", () => ({ FlvPlayer: ({ label }: { label: string }) => <div>{label}</div> }));

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  state.wall = [];
  state.classroom = { data: undefined, error: null };
  state.asked = [];
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PatrolDetailPage />
    </MemoryRouter>,
  );

describe("PatrolDetailPage", () => {
  it("without an id offers the live classrooms, each with a patrol link", () => {
    state.wall = [
      { id: 7, title: "高一(1)班 数学", teacherName: "张老师", room: "A101", streams: [] },
      { id: 9, title: "高一(2)班 语文", teacherName: "李老师", room: "A102", streams: [] },
    ];
    open("/patrol_class/detail");
    expect(screen.getByText("没有指定直播课堂，请从下面正在上课的课堂中选择一个巡课。")).toBeTruthy();
    const link = screen.getByRole("link", { name: "巡课：高一(1)班 数学" });
    expect(link.getAttribute("href")).toBe("/patrol_class/detail?id=7");
    expect(screen.getByRole("link", { name: "巡课：高一(2)班 语文" }).getAttribute("href")).toBe(
      "/patrol_class/detail?id=9",
    );
    expect(screen.getByText(/人数 30 · 抬头率 80%/)).toBeTruthy();
    expect(screen.queryByText("直播课堂不存在或已结束")).toBeNull();
    expect(state.asked.every((id) => id === 0)).toBe(true);
  });

  it("says no classroom is live and links to the wall when none is", () => {
    open("/patrol_class/detail?id=abc");
    expect(screen.getByText("当前没有正在上课的直播课堂")).toBeTruthy();
    expect(screen.getByRole("link", { name: "返回巡课墙" }).getAttribute("href")).toBe("/patrol_class/index");
    // Nothing to choose from: no "choose below" above the empty state.
    expect(screen.queryByText(/从下面/)).toBeNull();
  });

  it("with the id of a live that has ended says so above the list", () => {
    state.wall = [{ id: 7, title: "高一(1)班 数学", teacherName: "张老师", room: "A101", streams: [] }];
    state.classroom = { data: undefined, error: new Error("直播课堂不存在或已结束") };
    open("/patrol_class/detail?id=5");
    expect(screen.getByText("这个直播课堂不存在或已结束，可以从下面正在上课的课堂中选择一个巡课。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "巡课：高一(1)班 数学" })).toBeTruthy();
    expect(state.asked).toContain(5);
  });

  it("with a live id shows the classroom and the patrol form as before", () => {
    state.classroom = {
      data: { id: 5, title: "初二(3)班 物理", teacherName: "王老师", room: "B201", streams: [] },
      error: null,
    };
    open("/patrol_class/detail?id=5");
    expect(screen.getByText("初二(3)班 物理")).toBeTruthy();
    expect(screen.getByText("巡课表单")).toBeTruthy();
    expect(screen.getByText("该课堂当前没有可播放的画面")).toBeTruthy();
  });
});
