import { call } from "@otp/client/call";
import { authEndpoints, type SessionPeek } from "@otp/contract";
import { loginPath } from "./redirect";
import { completeLogin, dropSession, isLoggedIn, useSession } from "./session";
import { confirm, toast } from "./toast";

/** The query parameters the desktop guard sends a phone with: the account and a one-time code. */
export const HANDOFF_PARAMS = ["account", "token"] as const;

export interface HandoffDeps {
  peek(code: string): Promise<SessionPeek>;
  login(code: string): Promise<void>;
  ask(target: SessionPeek): Promise<boolean>;
  fail(message: string): void;
  currentAccount(): string | null;
}

export type HandoffOutcome = "none" | "same" | "declined" | "done" | "expired";

/**
 * Redeems a hand-off code from the address, never trusting it blindly: the code names the account
 * it logs in (peek), the user confirms it (a link could otherwise log a reader in as someone else),
 * then it is used once. An expired or used code sends the phone to the login page with a message.
 */
export async function redeemHandoff(code: string | null, deps: HandoffDeps): Promise<HandoffOutcome> {
  if (!code) return "none";
  let target: SessionPeek;
  try {
    target = await deps.peek(code);
  } catch {
    deps.fail("登录链接无效或已过期，请重新登录");
    return "expired";
  }
  if (deps.currentAccount() === target.account) return "same";
  if (!(await deps.ask(target))) return "declined";
  try {
    await deps.login(code);
    return "done";
  } catch {
    deps.fail("登录链接无效或已过期，请重新登录");
    return "expired";
  }
}

/** The address without the hand-off parameters (they must not stay in history or be shared). */
export function withoutHandoff(url: URL): string {
  const next = new URL(url.toString());
  for (const p of HANDOFF_PARAMS) next.searchParams.delete(p);
  return next.pathname + next.search + next.hash;
}

/**
 * Takes the hand-off code out of the address before anything reads it (call it before the router
 * is created: the router keeps the address it starts with, and a page copying its parameters
 * would write the code back). Returns the code and the address without it.
 */
export function takeHandoffCode(): { code: string | null; clean: string } {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("token");
  const clean = withoutHandoff(url);
  if (code) window.history.replaceState(window.history.state, "", clean);
  return { code, clean };
}

/** Redeems a code taken from the address at start (see takeHandoffCode). */
export async function handoffFromAddress(
  taken: { code: string | null; clean: string },
  navigate: (to: string) => unknown,
): Promise<void> {
  const { code, clean } = taken;
  if (!code) return;
  const outcome = await redeemHandoff(code, {
    peek: (c) => call(authEndpoints.sessionPeek, { sessionId: c }, { silent: true }),
    login: async (c) => {
      if (isLoggedIn(useSession.getState().user)) await call(authEndpoints.logout, {}, { silent: true });
      try {
        completeLogin(await call(authEndpoints.sessionLogin, { sessionId: c }, { silent: true }));
      } catch (e) {
        // The old session may already be gone: show the phone as logged out, not as the old user.
        dropSession();
        throw e;
      }
    },
    ask: (t) => {
      const current = useSession.getState().user;
      const replacing = isLoggedIn(current) ? `当前已登录 ${current.realName}，继续将退出当前账号。` : "";
      return confirm("确认登录", `将以 ${t.realName}（账号 ${t.account}）的身份登录。${replacing}`, "登录");
    },
    fail: (m) => toast(m, "fail"),
    currentAccount: () => {
      const u = useSession.getState().user;
      return isLoggedIn(u) ? u.account : null;
    },
  });
  if (outcome === "expired") navigate(loginPath(clean));
}
