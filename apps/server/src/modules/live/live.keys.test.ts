import { describe, expect, it } from "vitest";
import { createCache } from "../../platform/cache/index.js";
import { HLS_KEEPALIVE_S, hlsPlayRefusal, PLAY_TOKEN_TTL_S, type PlayMarks, playToken } from "./live.keys.js";

/** The HLS keep-alive of play tokens (decision 0061), on an injected clock. */

const SECRET = "test-secret";
const STREAM = "live-7-teacher";
const T0 = Date.UTC(2026, 10, 28, 8, 0, 0);
const EXPIRED = "播放地址已过期，请刷新页面";

/** A viewer's token issued at T0 (as `playFor` signs it) and a way to ask with it at any second after T0. */
function viewer(marks: PlayMarks = createCache(), on: { live: boolean } = { live: true }) {
  const token = playToken(SECRET, STREAM, "u:42", T0 / 1000 + PLAY_TOKEN_TTL_S);
  let asked = 0;
  const ask = (second: number, t = token) =>
    hlsPlayRefusal({
      secret: SECRET,
      stream: STREAM,
      token: t,
      nowMs: T0 + second * 1000,
      marks,
      streamOn: async () => {
        asked++;
        return on.live;
      },
    });
  return { token, ask, onAsked: () => asked };
}

describe("HLS play tokens", () => {
  it("keep a viewer who watches on past the token's five minutes", async () => {
    const v = viewer();
    // A playlist or segment every 4 s for 20 minutes.
    for (let s = 0; s <= 4 * PLAY_TOKEN_TTL_S; s += 4) expect(await v.ask(s), `second ${s}`).toBeNull();
    // Before the expiry nothing is looked up: the token alone decides.
    expect(v.onAsked()).toBe(Math.floor((4 * PLAY_TOKEN_TTL_S - PLAY_TOKEN_TTL_S) / 4));
  });

  it("refuse a token left idle for more than 30 s after its expiry", async () => {
    const v = viewer();
    expect(await v.ask(PLAY_TOKEN_TTL_S - 10)).toBeNull();
    // Within 30 s of the last request it plays on, and that request counts as the last one.
    expect(await v.ask(PLAY_TOKEN_TTL_S + HLS_KEEPALIVE_S - 11)).toBeNull();
    expect(await v.ask(PLAY_TOKEN_TTL_S + 2 * HLS_KEEPALIVE_S - 11)).toBeNull();
    expect(await v.ask(PLAY_TOKEN_TTL_S + 3 * HLS_KEEPALIVE_S)).toBe(EXPIRED);
    // Refused once, it stays refused.
    expect(await v.ask(PLAY_TOKEN_TTL_S + 3 * HLS_KEEPALIVE_S + 1)).toBe(EXPIRED);
  });

  it("refuse an expired token that was never used near its expiry (a copied address)", async () => {
    const v = viewer();
    expect(await v.ask(10)).toBeNull();
    expect(await v.ask(PLAY_TOKEN_TTL_S + 1)).toBe(EXPIRED);
  });

  it("refuse an expired token once the live ended, however recently it was used", async () => {
    const on = { live: true };
    const v = viewer(createCache(), on);
    for (let s = PLAY_TOKEN_TTL_S - 20; s <= PLAY_TOKEN_TTL_S + 20; s += 4) expect(await v.ask(s)).toBeNull();
    on.live = false;
    expect(await v.ask(PLAY_TOKEN_TTL_S + 24)).toBe(EXPIRED);
  });

  it("share the marks through the cache: another instance keeps the viewer on", async () => {
    const marks = createCache();
    const first = viewer(marks);
    expect(await first.ask(PLAY_TOKEN_TTL_S - 5)).toBeNull();
    const second = viewer(marks);
    expect(await second.ask(PLAY_TOKEN_TTL_S + 20)).toBeNull();
    // A fresh cache (no shared marks) knows nothing of the viewer.
    expect(await viewer().ask(PLAY_TOKEN_TTL_S + 20)).toBe(EXPIRED);
  });

  it("never keep alive a token that is not good for the stream", async () => {
    const v = viewer();
    expect(await v.ask(PLAY_TOKEN_TTL_S - 5)).toBeNull();
    expect(await v.ask(PLAY_TOKEN_TTL_S + 5, `${v.token}x`)).toBe("播放凭证无效");
    expect(await v.ask(PLAY_TOKEN_TTL_S + 5, "")).toBe("缺少播放凭证");
    const other = playToken(SECRET, "live-8-teacher", "u:42", T0 / 1000 + PLAY_TOKEN_TTL_S);
    expect(await v.ask(PLAY_TOKEN_TTL_S + 5, other)).toBe("播放凭证无效");
  });
});
