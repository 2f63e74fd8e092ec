import { parseArgs } from "node:util";
import { buildServices } from "../app.js";
import { openDatabase } from "../bootstrap.js";
import { loadConfig } from "../config.js";
import { createCache } from "../platform/cache/index.js";
import { createAdministrator } from "./first-admin.js";

const USAGE = "npm run admin:create -- --account <账号> --password <密码> [--name <姓名>]";

/**
 * Creates a system administrator, e.g. the first one of a production database started with
 * SEED=off. Uses the same DATA_DIR / DATABASE_URL as the server (stop an embedded-database
 * server first: its files have one owner).
 */
async function main() {
  const { values } = parseArgs({
    options: { account: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  if (!values.account || !values.password) {
    console.error(`Usage: ${USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  const db = database.handle.db;
  const cache = createCache(config.REDIS_URL);
  try {
    const services = buildServices({ config, db, cache });
    const id = await createAdministrator(db, services, {
      account: values.account,
      password: values.password,
      realName: values.name ?? "系统管理员",
    });
    console.log(`系统管理员 ${values.account} 已创建 (user id ${id})。`);
  } finally {
    await cache.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
