import {
  CSRF_HEADER_VALUE,
  mediaEndpoints,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_LIMITS,
  type UploadedFile,
  type UploadKindName,
  type UploadSession,
} from "@otp/contract";
import { call, urlOf } from "../../api/call";
import { ApiError } from "../../api/http";

const api = mediaEndpoints.upload;

export interface UploadOptions {
  /** Whole-file progress 0-100 (bytes the server has confirmed). */
  onProgress?(pct: number): void;
  /** Aborting pauses: the server keeps the session, a later upload of the same file resumes. */
  signal?: AbortSignal;
  /** Called with the session once it is known (its uploadId is needed to cancel for good). */
  onSession?(session: UploadSession): void;
}

/** Tries per chunk before the upload fails (network errors and 5xx only). */
export const CHUNK_TRIES = 3;
/** Backoff before the 2nd and 3rd try. */
export const RETRY_DELAYS_MS = [1000, 3000];

/** Human size with B, KB, MB, GB, TB (SPEC §9). */
export function formatBytes(n: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${i === 0 ? v : v.toFixed(v >= 100 ? 0 : 1).replace(/\.0$/, "")}${units[i]}`;
}

function extOfName(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Client-side check of a file against UPLOAD_LIMITS: a Chinese message, or null when fine. */
export function checkUploadFile(
  file: { name: string; size: number },
  kind: UploadKindName,
  only?: readonly string[],
): string | null {
  const limit = UPLOAD_LIMITS[kind];
  const exts: readonly string[] = only ?? limit.exts;
  const ext = extOfName(file.name);
  if (!exts.includes(ext)) {
    return `“${file.name}”格式不支持，${limit.label}仅支持 ${exts.join("、")}`;
  }
  if (file.size <= 0) return `“${file.name}”是空文件`;
  if (file.size > limit.maxBytes) return `“${file.name}”超过${limit.label}大小上限 ${formatBytes(limit.maxBytes)}`;
  return null;
}

/** The accept attribute for a file input of an upload kind (or of fewer of its extensions). */
export function acceptOf(kind: UploadKindName, only?: readonly string[]): string {
  return (only ?? UPLOAD_LIMITS[kind].exts).map((e) => `.${e}`).join(",");
}

/** The byte range [start, end) of the next chunk, or null when everything was received. */
export function nextChunk(received: number, size: number, chunkSize: number): { start: number; end: number } | null {
  if (received >= size) return null;
  const step = chunkSize > 0 ? chunkSize : UPLOAD_CHUNK_BYTES;
  return { start: received, end: Math.min(size, received + step) };
}

export function percentOf(received: number, size: number): number {
  return size > 0 ? Math.min(100, Math.floor((received / size) * 100)) : 0;
}

export interface UploadDeps {
  post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T>;
  fetch: typeof fetch;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

function abortError(): Error {
  const e = new Error("上传已暂停");
  e.name = "AbortError";
  return e;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/** 409: the server holds a different number of bytes (an earlier PUT landed); go on from there. */
class OffsetMismatch extends Error {
  readonly received: number;
  constructor(received: number) {
    super("offset mismatch");
    this.received = received;
  }
}

/** True for failures worth retrying: the network, or the server's 5xx. Refusals (4xx) are final. */
function retryable(e: unknown): boolean {
  if ((e as Error)?.name === "AbortError") return false;
  if (e instanceof ApiError) return e.status === 0 || e.status >= 500;
  return true;
}

/** PUT one chunk with the CSRF header and the session cookie; the server answers {received}. */
async function putChunk(
  deps: UploadDeps,
  uploadId: string,
  offset: number,
  body: Blob,
  signal?: AbortSignal,
): Promise<number> {
  let res: Response;
  try {
    res = await deps.fetch(urlOf(api.chunk, undefined, { uploadId, offset }), {
      method: "PUT",
      credentials: "include",
      signal,
      headers: {
        "X-Requested-With": CSRF_HEADER_VALUE,
        "Content-Type": "application/octet-stream",
        Accept: "application/json",
      },
      body,
    });
  } catch (e) {
    if ((e as Error)?.name === "AbortError") throw abortError();
    throw new ApiError("网络连接失败，正在重试", 0, 0);
  }
  let envelope: { success?: boolean; data?: { received?: number }; msg?: string; code?: number } | null = null;
  try {
    envelope = await res.json();
  } catch {
    envelope = null;
  }
  if (res.ok && envelope?.success && typeof envelope.data?.received === "number") return envelope.data.received;
  if (res.status === 409 && typeof envelope?.data?.received === "number") {
    throw new OffsetMismatch(envelope.data.received);
  }
  const msg =
    envelope?.msg || (res.status === 413 ? "文件过大" : res.status >= 500 ? "服务器错误，请稍后重试" : "上传失败");
  throw new ApiError(msg, res.status, envelope?.code ?? res.status);
}

/**
 * Chunked resumable upload (init → PUT chunks → complete). init resumes an unfinished session of
 * the same file, so the upload starts at the server's `received`. A chunk that fails on the
 * network or with a 5xx is retried up to 3 times with backoff, each time after asking the server
 * how much it has (the failed PUT may have landed); a 409 carries that number itself. A 4xx refusal (wrong type by content, too
 * big) ends the upload: the server has already removed the session.
 */
export function createUploader(deps: UploadDeps) {
  return async function upload(file: File, kind: UploadKindName, opts: UploadOptions = {}): Promise<UploadedFile> {
    const problem = checkUploadFile(file, kind);
    if (problem) throw new ApiError(problem, 400, 400);
    const { signal, onProgress } = opts;
    if (signal?.aborted) throw abortError();
    const session = await deps.post<UploadSession>(
      api.init.path,
      { kind, fileName: file.name, size: file.size },
      signal,
    );
    opts.onSession?.(session);
    let received = session.received;
    onProgress?.(percentOf(received, file.size));
    for (let chunk = nextChunk(received, file.size, session.chunkSize); chunk; ) {
      let attempt = 0;
      for (;;) {
        if (signal?.aborted) throw abortError();
        try {
          received = await putChunk(deps, session.uploadId, chunk.start, file.slice(chunk.start, chunk.end), signal);
          break;
        } catch (e) {
          attempt += 1;
          if (e instanceof OffsetMismatch) {
            if (attempt >= CHUNK_TRIES) throw new ApiError("上传进度与服务器不一致，请重新上传", 409, 409);
            received = e.received;
            const again = nextChunk(received, file.size, session.chunkSize);
            if (!again) break;
            chunk = again;
            continue;
          }
          if (!retryable(e) || attempt >= CHUNK_TRIES) throw e;
          await deps.sleep(RETRY_DELAYS_MS[attempt - 1] ?? 3000, signal);
          try {
            const status = await deps.post<UploadSession>(api.status.path, { uploadId: session.uploadId }, signal);
            received = status.received;
          } catch (statusError) {
            if (!retryable(statusError)) throw statusError;
            // Still offline: retry the same chunk; the next status call tells us more.
          }
          const again = nextChunk(received, file.size, session.chunkSize);
          if (!again) break;
          chunk = again;
        }
      }
      onProgress?.(percentOf(received, file.size));
      chunk = nextChunk(received, file.size, session.chunkSize);
    }
    return deps.post<UploadedFile>(api.complete.path, { uploadId: session.uploadId }, signal);
  };
}

/** The JSON calls of the protocol, by path (the deps take paths so tests can fake the server). */
const UPLOAD_CALLS = new Map([api.init, api.status, api.complete].map((e) => [e.path, e]));
function uploadCall(path: string) {
  const ep = UPLOAD_CALLS.get(path);
  if (!ep) throw new Error(`${path}: not an upload call`);
  return ep as typeof api.status;
}

const appDeps: UploadDeps = {
  // Silent: the uploader shows the failure next to the file; the thrown ApiError carries the msg.
  post: (url, body, signal) => call(uploadCall(url), body as never, { silent: true, signal }) as Promise<never>,
  fetch: (input, init) => fetch(input, init),
  sleep: defaultSleep,
};

/** Uploads a file in resumable chunks and returns the stored file (see createUploader). */
export const uploadFile: (file: File, kind: UploadKindName, opts?: UploadOptions) => Promise<UploadedFile> =
  createUploader(appDeps);

/** Gives up an upload for good: the server deletes the session and its bytes. */
export function abortUpload(uploadId: string): Promise<unknown> {
  return call(api.abort, { uploadId }, { silent: true }).catch(() => null);
}

export function isAbort(e: unknown): boolean {
  return (e as Error)?.name === "AbortError";
}

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message || (e.status === 0 ? "网络连接失败" : "上传失败");
  return (e as Error)?.message || "上传失败";
}
