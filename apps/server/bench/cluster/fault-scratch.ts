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
 * A 12 MB upload on b passes through it (each 5 MB chunk, then the assembly): the user gets a 507
 * in Chinese, no file is recorded, and the upload is kept; once the space is back the same upload
 * goes on from where it stopped and completes.
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
    // Chunks pass through the scratch space too: the first one that does not fit is refused.
    const send = async (from: number) => {
      for (let offset = from; offset < bytes.length; offset += CHUNK) {
        const res = await putChunk(base(b.port), cookie, id, offset, bytes.subarray(offset, offset + CHUNK));
        if (!res.ok) return { offset, status: res.status, msg: ((await res.json()) as { msg: string }).msg };
      }
      return null;
    };
    const complete = () =>
      post<{ id: number }>(base(b.port) + endpoints.media.upload.complete.path, { uploadId: id }, cookie);
    let refused = await send(0);
    if (!refused) {
      const done = await complete();
      refused = done.success ? null : { offset: bytes.length, status: done.status, msg: done.msg };
    }
    const db = new pg.Client({ connectionString: s.databaseUrl });
    await db.connect();
    const count = async () =>
      Number((await db.query("select count(*) from files where name = $1", [fileName])).rows[0].count);
    const recorded = await count();
    execFileSync("umount", [scratch]);
    const resumed = refused && refused.offset < bytes.length ? await send(refused.offset) : null;
    const again = resumed ? null : await complete();
    const after = await count();
    await db.end();
    console.log(
      `   full: ${refused ? `${refused.offset < bytes.length ? `chunk at ${refused.offset}` : "complete"} ${refused.status} ${refused.msg}` : "NOT refused"}; files recorded: ${recorded}; space back: the upload went on from there, complete ${again?.success ? "ok" : `failed ${resumed?.status ?? again?.status} ${resumed?.msg ?? again?.msg}`}, files recorded: ${after}`,
    );
    return refused?.status === 507 && recorded === 0 && !!again?.success && after === 1;
  } finally {
    if (mounted(scratch)) execFileSync("umount", [scratch]);
  }
}
