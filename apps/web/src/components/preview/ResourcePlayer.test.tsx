import type { ResourceDetail, ResourceFile, UserInfo } from "@otp/contract";
import { GUEST_USER } from "@otp/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../app/session";
import { ResourcePlayer } from "./ResourcePlayer";

const user = { ...GUEST_USER, id: 5, account: "t001", realName: "张老师", isGuest: false } as UserInfo;

function file(id: number, fileName: string, extra: Partial<ResourceFile> = {}): ResourceFile {
  return {
    id,
    fileName,
    ext: fileName.split(".").pop() ?? "",
    size: 10,
    httpPath: `/api/l/resource/file/stream?id=${id}`,
    label: "",
    mediaStatus: "ready",
    progress: 100,
    duration: 60,
    thumbUrl: null,
    captionUrl: null,
    captionFileId: null,
    iconType: 0,
    ...extra,
  };
}

function resource(p: Partial<ResourceDetail>): ResourceDetail {
  return {
    id: 1,
    name: "浮力实验",
    kind: 2,
    type: "VIDEO",
    coverUrl: null,
    duration: 60,
    ownerId: 5,
    ownerName: "张老师",
    orgName: null,
    subjectName: null,
    visitCount: 0,
    status: 2,
    createdAt: "2026-01-01T00:00:00Z",
    brief: "",
    coverFileId: null,
    termId: null,
    orgId: null,
    subjectId: null,
    visibility: "public",
    allowDownload: true,
    downloadCount: 0,
    rejectReason: null,
    fileList: [file(11, "a.mp4")],
    docPlay: null,
    collected: false,
    canEdit: false,
    usedIn: [],
    ...p,
  };
}

function renderPlayer(r: ResourceDetail) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={["/resource/1?second=30"]}>
        <ResourcePlayer resource={r} startSecond={30} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("ResourcePlayer", () => {
  beforeEach(() => {
    // Site settings: watermark on with text; no intro picture.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const data = String(url).includes("/WATERMARK/") ? { isUsing: true, alt: "星河实验中学" } : null;
        return new Response(JSON.stringify({ success: true, data, msg: "", code: 0 }));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ user: null });
  });

  it("asks guests to log in instead of playing a resource for logged-in users", () => {
    useSession.setState({ user: { ...GUEST_USER } });
    const { container } = renderPlayer(resource({ visibility: "school" }));
    expect(screen.getByText("登录后观看")).toBeTruthy();
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/login?redirect=%2Fresource%2F1%3Fsecond%3D30");
  });

  it("plays a resource published for everybody to a guest, through the open stream", () => {
    useSession.setState({ user: { ...GUEST_USER } });
    const { container } = renderPlayer(
      resource({ fileList: [file(11, "a.mp4", { httpPath: "/api/c/resource/file/stream?id=11" })] }),
    );
    expect(screen.queryByText("登录后观看")).toBeNull();
    expect(container.querySelector("video")?.getAttribute("src")).toBe("/api/c/resource/file/stream?id=11");
  });

  it("keeps the office editor behind the login, even for a public document", () => {
    useSession.setState({ user: { ...GUEST_USER } });
    renderPlayer(
      resource({
        type: "DOCUMENT",
        fileList: [file(11, "a.docx")],
        docPlay: { mode: "office", url: null, documentType: "word" },
      }),
    );
    expect(screen.getByText("登录后观看")).toBeTruthy();
  });

  it("plays a video under the watermark, with captions", () => {
    useSession.setState({ user });
    const { container } = renderPlayer(
      resource({ fileList: [file(11, "a.mp4", { captionUrl: "/api/l/resource/file/stream?id=12" })] }),
    );
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/api/l/resource/file/stream?id=11");
    expect(container.querySelector("track")?.getAttribute("src")).toBe("/api/l/resource/file/stream?id=12");
    expect(container.querySelector(".otp-watermark")).toBeTruthy();
    expect(container.querySelector(".otp-player")?.getAttribute("style")).toContain("width: 840px");
  });

  it("shows the transcoding progress while the rendition is made", () => {
    useSession.setState({ user });
    renderPlayer(resource({ fileList: [file(11, "a.mov", { mediaStatus: "processing", progress: 42 })] }));
    expect(screen.getByText("视频转码中 42%")).toBeTruthy();
  });

  it("plays multi-screen videos with labels, one main screen with sound", () => {
    useSession.setState({ user });
    const { container } = renderPlayer(
      resource({
        type: "MULTISCREEN",
        fileList: [file(11, "t.mp4", { label: "教师" }), file(12, "s.mp4", { label: "学生" })],
      }),
    );
    const videos = container.querySelectorAll("video");
    expect(videos).toHaveLength(2);
    expect(videos[0].muted).toBe(false);
    expect(videos[1].muted).toBe(true);
    expect(screen.getByText("教师")).toBeTruthy();
    expect(screen.getByRole("button", { name: "切换学生为主画面" })).toBeTruthy();
  });

  it("says zip files are to be downloaded", () => {
    useSession.setState({ user });
    renderPlayer(resource({ type: "DOCUMENT", fileList: [file(11, "资料.zip")], docPlay: { mode: "zip", url: null } }));
    expect(screen.getByText("zip文件，请下载后在本地查看")).toBeTruthy();
    expect(screen.getByRole("button", { name: /下载文件/ })).toBeTruthy();
  });

  it("shows a PDF in the browser's viewer", () => {
    useSession.setState({ user });
    const { container } = renderPlayer(
      resource({ type: "DOCUMENT", fileList: [file(11, "讲义.pdf")], docPlay: { mode: "pdf", url: "/x.pdf" } }),
    );
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe("/x.pdf");
  });
});
