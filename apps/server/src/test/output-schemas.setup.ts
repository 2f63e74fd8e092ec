import { outputSchemas } from "./output-schemas.js";

/** Vitest global setup: make (or find cached) the output schemas once, before test files run in parallel. */
export default function setup(): void {
  outputSchemas();
}
