import { ensureTestTemplate } from "./database-template.js";
import { outputSchemas } from "./output-schemas.js";

/**
 * Vitest global setup: make (or find cached) the output schemas and the embedded database's test
 * template once, before test files run in parallel.
 */
export default async function setup(): Promise<void> {
  outputSchemas();
  await ensureTestTemplate();
}
