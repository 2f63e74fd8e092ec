import { describe, expect, it, vi } from "vitest";
import { ApiError, createHttp, DEFAULT_MESSAGES, type HttpHooks, RELOAD_DELAY_MS } from "./http";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(responder: () => Response | Promise<Response>) {
  const hooks: HttpHooks = {
    message: vi.fn(),
    clearStoredUser: vi.fn(),
    reload: vi.fn(),
    onSessionInvalid: vi.fn(),
    onRestricted: vi.fn(),
  };
  const timers: (() => void)[] = [];
  const fetchMock = vi.fn(async () => responder());
  const http = createHttp({
    fetch: fetchMock as unknown as typeof fetch,
    hooks,
    setTimeout: (fn, ms) => {
      expect(ms).toBe(RELOAD_DELAY_MS);
      timers.push(fn);
      return 0;
    },
  });
  return { http, hooks, fetchMock, timers };
}

describe("http client", () => {
  it("posts JSON with credentials and the CSRF header and resolves data", async () => {
    const { http, fetchMock } = setup(() => jsonResponse(200, { success: true, data: { a: 1 }, msg: "", code: 0 }));
    await expect(http.post("/api/x", { q: 1 })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/x");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"q":1}');
    expect(init.headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" });
  });

  it("sends an empty object when no body is given", async () => {
    const { http, fetchMock } = setup(() => jsonResponse(200, { success: true, data: null, msg: "", code: 0 }));
    await http.post("/api/x");
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe("{}");
  });

  it.each([
    [400, "账号不能为空", "账号不能为空"],
    [400, "", DEFAULT_MESSAGES[400]],
    [403, "无权操作", "无权操作"],
    [403, "", DEFAULT_MESSAGES[403]],
    [500, "", DEFAULT_MESSAGES.other],
    [502, "网关错误", "网关错误"],
  ])("HTTP %i with msg %j shows %j and rejects", async (status, msg, shown) => {
    const { http, hooks } = setup(() => jsonResponse(status, { success: false, data: null, msg, code: status }));
    const err = (await http.post("/api/x").catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(status);
    expect(hooks.message).toHaveBeenCalledWith(shown);
    expect(hooks.clearStoredUser).not.toHaveBeenCalled();
  });

  it("HTTP error without a JSON body uses the default message", async () => {
    const { http, hooks } = setup(() => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(http.post("/api/x")).rejects.toBeInstanceOf(ApiError);
    expect(hooks.message).toHaveBeenCalledWith(DEFAULT_MESSAGES.other);
  });

  it("HTTP 401 clears the stored user, shows the message, then reloads", async () => {
    const { http, hooks, timers } = setup(() => jsonResponse(401, { success: false, data: null, msg: "", code: 401 }));
    await expect(http.post("/api/login")).rejects.toBeInstanceOf(ApiError);
    expect(hooks.clearStoredUser).toHaveBeenCalledTimes(1);
    expect(hooks.message).toHaveBeenCalledWith(DEFAULT_MESSAGES[401]);
    expect(hooks.reload).not.toHaveBeenCalled();
    timers.forEach((t) => {
      t();
    });
    expect(hooks.reload).toHaveBeenCalledTimes(1);
  });

  it("HTTP 401 prefers the server message", async () => {
    const { http, hooks } = setup(() =>
      jsonResponse(401, { success: false, data: null, msg: "账号已停用", code: 401 }),
    );
    await expect(http.post("/api/login")).rejects.toBeInstanceOf(ApiError);
    expect(hooks.message).toHaveBeenCalledWith("账号已停用");
  });

  it("code 1004 triggers the forced logout once and rejects every caller", async () => {
    const { http, hooks } = setup(() =>
      jsonResponse(401, { success: false, data: null, msg: "登录已失效", code: 1004 }),
    );
    const results = await Promise.allSettled([http.post("/api/a"), http.post("/api/b"), http.post("/api/c")]);
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(hooks.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(hooks.clearStoredUser).not.toHaveBeenCalled();
    expect(hooks.reload).not.toHaveBeenCalled();
    http.resetSessionInvalid();
    await http.post("/api/d").catch(() => {});
    expect(hooks.onSessionInvalid).toHaveBeenCalledTimes(2);
  });

  it("code 1401 sends the user to the restricted page", async () => {
    const { http, hooks } = setup(() => jsonResponse(403, { success: false, data: null, msg: "访问受限", code: 1401 }));
    await expect(http.post("/api/a")).rejects.toMatchObject({ code: 1401 });
    expect(hooks.onRestricted).toHaveBeenCalledTimes(1);
    expect(hooks.message).not.toHaveBeenCalled();
  });

  it("an unsuccessful envelope with HTTP 200 shows its message and rejects", async () => {
    const { http, hooks } = setup(() => jsonResponse(200, { success: false, data: null, msg: "名称已存在", code: 1 }));
    await expect(http.post("/api/a")).rejects.toMatchObject({ message: "名称已存在", code: 1 });
    expect(hooks.message).toHaveBeenCalledWith("名称已存在");
  });

  it("silent calls reject without messages or side effects", async () => {
    const { http, hooks } = setup(() => jsonResponse(401, { success: false, data: null, msg: "x", code: 1004 }));
    await expect(http.post("/api/a", {}, { silent: true })).rejects.toMatchObject({ code: 1004 });
    expect(hooks.message).not.toHaveBeenCalled();
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
  });

  it("network failures show a message and reject", async () => {
    const { http, hooks } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(http.post("/api/a")).rejects.toMatchObject({ status: 0 });
    expect(hooks.message).toHaveBeenCalledWith(DEFAULT_MESSAGES.network);
  });

  it("uploads multipart without forcing a JSON content type", async () => {
    const { http, fetchMock } = setup(() => jsonResponse(200, { success: true, data: { id: 1 }, msg: "", code: 0 }));
    const form = new FormData();
    form.append("kind", "image");
    await expect(http.upload("/api/l/file/upload", form)).resolves.toEqual({ id: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty("Content-Type");
  });
});
