import { eq } from "drizzle-orm";
import { openDatabase, s3StorageOf } from "../bootstrap.js";
import { loadConfig } from "../config.js";
import { files } from "../modules/file/file.tables.js";
import { LocalStorage } from "../platform/storage/local-storage.js";
import { migrateStore } from "../platform/storage/migrate-store.js";

/**
 * npm run storage:migrate — copies the local file store (DATA_DIR/files) into the S3 bucket the
 * S3_* settings name, then reads every object back and compares its sha256 with the local file's
 * and with the files table's. Safe to run again (what is there already is only verified). Then
 * start the platform with STORAGE=s3.
 */
async function main() {
  const config = loadConfig({ ...process.env, STORAGE: "s3" });
  const target = s3StorageOf(config);
  await target.check();
  const source = new LocalStorage(config.filesDir, config.scratchDir);
  const database = await openDatabase(config);
  const db = database.handle.db;
  try {
    const expected = async (key: string) =>
      (await db.select({ sha256: files.sha256 }).from(files).where(eq(files.storageKey, key)).limit(1))[0]?.sha256 ??
      null;
    const result = await migrateStore(source, target, { log: (line) => console.log(`  ${line}`), expected });
    console.log(
      `复制 ${result.copied} 个，已存在 ${result.skipped} 个，校验通过 ${result.verified} 个，不一致 ${result.mismatches.length} 个`,
    );
    if (result.mismatches.length) {
      for (const key of result.mismatches) console.error(`  校验不一致：${key}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
