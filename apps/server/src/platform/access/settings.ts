/** Site switches the platform layer needs; implemented by the site module (cached there). */
export interface PlatformSettings {
  guestMode(): Promise<boolean>;
  strongPassword(): Promise<boolean>;
  registerNeedsAudit(): Promise<boolean>;
  accessPolicy(): Promise<{ restricted: boolean; allow: string[] }>;
}

/** True when `ip` matches an allowed address or IPv4 CIDR block. */
export function ipAllowed(ip: string, allow: string[]): boolean {
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  for (const rule of allow) {
    if (rule === v4 || rule === ip) return true;
    const [base, bits] = rule.split("/");
    if (bits === undefined || !base) continue;
    const n = Number(bits);
    const a = toInt(v4);
    const b = toInt(base);
    if (a === null || b === null || !(n >= 0 && n <= 32)) continue;
    const mask = n === 0 ? 0 : (~0 << (32 - n)) >>> 0;
    if ((a & mask) >>> 0 === (b & mask) >>> 0) return true;
  }
  return false;
}

function toInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return null;
    n = n * 256 + v;
  }
  return n >>> 0;
}
