import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { endpoints } from "@otp/contract";
import pg from "pg";
import { base, CHUNK, pdfOf, post, putChunk, ROOT, type State } from "./cluster-client.js";

const mounted = (dir: string) => {
  try {
    execFileSync("mountpoint", ["-q", dir]);
    return true;
  } catch {
    return false;
  }
};

/**
 * Instance b's scratch space full: a 4 MB tmpfs mounted over it (root only; skipped otherwise).
 * Finishing a 12 MB upload on b assembles it there: the user gets a 507 in Chinese, no file is
 * recorded, and the upload is kept; once the space is back the same upload completes.
 */
export async function scratchFull(s: State, cookie: string): Promise<boolean> {
  console.log("\n6. instance b's scratch space full");
  const b = s.instances[1];
  if (!b) throw new Error("two instances expected");
  const scratch = path.join(ROOT, ".cluster", b.name, "scratch");
  mkdirSync(scratch, { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", scratch], { stdio: "ignore" });
  } catch {
    console.log("   skipped: a small tmpfs cannot be mounted here (root needed)");
    return true;
  }
  try {
    const bytes = pdfOf(2 * CHUNK + 4321);
    const fileName = `scratch-full-${Date.now()}.pdf`;
    const init = await post<{ uploadId: string }>(
      base(b.port) + endpoints.media.upload.init.path,
      { kind: "document", fileName, size: bytes.length },
      cookie,
    );
    if (!init.success) throw new Error(`init: ${init.msg}`);
    const id = init.data.uploadId;
    for (let offset = 0; offset < bytes.length; offset += CHUNK) {
      const res = await putChunk(base(b.port), cookie, id, offset, bytes.subarray(offset, offset + CHUNK));
      if (!res.ok) throw new Error(`chunk at ${offset}: ${res.status} ${await res.text()}`);
    }
    const full = await post<{ id: number }>(
      base(b.port) + endpoints.media.upload.complete.path,
      { uploadId: id },
      cookie,
    );
    const db = new pg.Client({ connectionString: s.databaseUrl });
    await db.connect();
    const recorded = Number((await db.query("select count(*) from files where name = $1", [fileName])).rows[0].count);
    execFileSync("umount", [scratch]);
    const again = await post<{ id: number }>(
      base(b.port) + endpoints.media.upload.complete.path,
      { uploadId: id },
      cookie,
    );
    const after = Number((await db.query("select count(*) from files where name = $1", [fileName])).rows[0].count);
    await db.end();
    console.log(
      `   complete on a full scratch: ${full.status} ${full.msg}; files recorded: ${recorded}; space back: complete ${again.success ? "ok" : `${again.status} ${again.msg}`}, files recorded: ${after}`,
    );
    return full.status === 507 && recorded === 0 && again.success && after === 1;
  } finally {
    if (mounted(scratch)) execFileSync("umount", [scratch]);
  }
}
