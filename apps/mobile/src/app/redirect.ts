/** A path of this site to go back to after login; anything else (another host, a login page) is refused. */
export function safeRedirect(value: string | null | undefined, fallback = "/portal"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/login")) return fallback;
  return value;
}

/** The login page that comes back to `path` afterwards. */
export function loginPath(path: string): string {
  return `/login-wap?redirect=${encodeURIComponent(path)}`;
}
