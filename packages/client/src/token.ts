import { TOKEN_NAME } from "@otp/contract";

/**
 * The real session token lives in an HttpOnly cookie the page cannot read. The web keeps a
 * non-secret marker under the storage key `Token` after a successful login; "with a token" in the
 * route guard means this marker is present (see apps/web/DECISIONS.md).
 */
export const TOKEN_MARKER_VALUE = "1";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function hasToken(): boolean {
  return storage()?.getItem(TOKEN_NAME) === TOKEN_MARKER_VALUE;
}

export function setToken(): void {
  storage()?.setItem(TOKEN_NAME, TOKEN_MARKER_VALUE);
}

/** Removes the marker and any script-visible cookie of the same name. */
export function removeToken(): void {
  storage()?.removeItem(TOKEN_NAME);
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a script-visible cookie needs the plain setter
    document.cookie = `${TOKEN_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
