/** Every API response is wrapped in this envelope (SPEC §7). */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  msg: string;
  code: number;
}

export interface ListResult<T> {
  list: T[];
  count: number;
}

/** Application codes carried in `code`; HTTP status codes are used as-is otherwise. */
export const ResultCode = {
  OK: 0,
  /** Session missing, invalid or expired (SPEC §4, §8). */
  SESSION_INVALID: 1004,
  /** Platform access is restricted for this client (the web shows /401). */
  ACCESS_RESTRICTED: 1401,
} as const;

/** Header every state-changing request must carry (CSRF defence). */
export const CSRF_HEADER = "x-requested-with";
export const CSRF_HEADER_VALUE = "XMLHttpRequest";

/** Cookie and header that carry the session token. */
export const TOKEN_NAME = "Token";
