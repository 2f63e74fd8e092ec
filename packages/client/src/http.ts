import { CSRF_HEADER_VALUE, type Envelope, ResultCode } from "@otp/contract";

/** Chinese default messages of SPEC §8. */
export const DEFAULT_MESSAGES = {
  400: "请求参数错误",
  401: "密码错误或账号不存在",
  403: "没有访问权限，请联系管理员",
  other: "服务器错误，请联系技术支持",
  network: "网络连接失败，请稍后重试",
  failed: "操作失败",
} as const;

/** Delay before the page reloads after an HTTP 401, so the message can be read. */
export const RELOAD_DELAY_MS = 1500;

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly data: unknown;
  constructor(message: string, status: number, code: number, data: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export interface HttpHooks {
  /** Shows an error message to the user. */
  message(text: string): void;
  /** HTTP 401: clears the stored user (the page reloads afterwards). */
  clearStoredUser(): void;
  reload(): void;
  /** Code 1004: forced logout, called at most once until `resetSessionInvalid`. */
  onSessionInvalid(): void | Promise<void>;
  /** Code 1401: restricted platform access. */
  onRestricted(): void;
}

export interface RequestOptions {
  /**
   * Silent calls show no message and trigger none of the 401/1004/1401 side effects; the
   * caller (the route guard, background list loads) handles the rejection itself.
   */
  silent?: boolean;
  signal?: AbortSignal;
  /** The request outlives the page (a last save on `pagehide`); small bodies only (64 KB in all). */
  keepalive?: boolean;
}

export interface HttpDeps {
  fetch: typeof fetch;
  hooks: HttpHooks;
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

export interface HttpClient {
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  upload<T>(url: string, form: FormData, options?: RequestOptions): Promise<T>;
  resetSessionInvalid(): void;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && "success" in value;
}

export function createHttp(deps: HttpDeps): HttpClient {
  let sessionInvalidHandled = false;
  const later = deps.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));

  function fail(error: ApiError, options: RequestOptions): never {
    if (options.silent) throw error;
    const { hooks } = deps;
    if (error.code === ResultCode.SESSION_INVALID) {
      if (!sessionInvalidHandled) {
        sessionInvalidHandled = true;
        void hooks.onSessionInvalid();
      }
      throw error;
    }
    if (error.code === ResultCode.ACCESS_RESTRICTED) {
      hooks.onRestricted();
      throw error;
    }
    const serverMsg = error.message;
    switch (error.status) {
      case 400:
        hooks.message(serverMsg || DEFAULT_MESSAGES[400]);
        break;
      case 401:
        hooks.clearStoredUser();
        hooks.message(serverMsg || DEFAULT_MESSAGES[401]);
        later(() => hooks.reload(), RELOAD_DELAY_MS);
        break;
      case 403:
        hooks.message(serverMsg || DEFAULT_MESSAGES[403]);
        break;
      case 200:
        hooks.message(serverMsg || DEFAULT_MESSAGES.failed);
        break;
      default:
        hooks.message(serverMsg || (error.status === 0 ? DEFAULT_MESSAGES.network : DEFAULT_MESSAGES.other));
    }
    throw error;
  }

  async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<T> {
    let res: Response;
    try {
      res = await deps.fetch(url, {
        ...init,
        method: "POST",
        credentials: "include",
        signal: options.signal,
        keepalive: options.keepalive,
        headers: { "X-Requested-With": CSRF_HEADER_VALUE, Accept: "application/json", ...init.headers },
      });
    } catch (e) {
      if ((e as Error)?.name === "AbortError") throw e;
      return fail(new ApiError("", 0, 0), options);
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    const envelope = isEnvelope(body) ? body : null;
    if (res.ok && envelope?.success) return envelope.data as T;
    const code = envelope?.code ?? res.status;
    const msg = typeof envelope?.msg === "string" ? envelope.msg : "";
    return fail(new ApiError(msg, res.status, code, envelope?.data ?? null), options);
  }

  return {
    post<T>(url: string, body: unknown = {}, options: RequestOptions = {}) {
      return send<T>(
        url,
        { body: JSON.stringify(body ?? {}), headers: { "Content-Type": "application/json" } },
        options,
      );
    },
    upload<T>(url: string, form: FormData, options: RequestOptions = {}) {
      return send<T>(url, { body: form }, options);
    },
    resetSessionInvalid() {
      sessionInvalidHandled = false;
    },
  };
}

/* ---------- the application's single instance ---------- */

const noop = () => {};
let hooks: HttpHooks = {
  message: (text) => console.error(text),
  clearStoredUser: noop,
  reload: () => window.location.reload(),
  onSessionInvalid: noop,
  onRestricted: noop,
};

/** Installed once by the app (src/app/httpSetup.ts) before the router starts. */
export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

export const http: HttpClient = createHttp({
  fetch: (input, init) => fetch(input, init),
  hooks: {
    message: (t) => hooks.message(t),
    clearStoredUser: () => hooks.clearStoredUser(),
    reload: () => hooks.reload(),
    onSessionInvalid: () => hooks.onSessionInvalid(),
    onRestricted: () => hooks.onRestricted(),
  },
});
