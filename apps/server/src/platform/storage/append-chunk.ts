import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { ChunkRefusal } from "./storage.js";

/**
 * Streams a chunk into the file at `offset` (never held whole in memory), gathering socket reads
 * into writes of about 1 MB. Stops at the first piece that would pass `remaining` (the declared
 * size) or `max` (the chunk limit); what was written before stays, uncounted by the session.
 */
export async function appendChunk(
  fh: FileHandle,
  offset: number,
  body: Readable,
  limits: { remaining: number; max: number },
): Promise<{ length: number; refusal: ChunkRefusal | null }> {
  let n = 0;
  let written = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    if (batched === 0) return;
    await fh.writev(batch, offset + written);
    written += batched;
    batch = [];
    batched = 0;
  };
  // Leaving the loop early must not destroy the request: the 413 still has to reach the client.
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    if (n + chunk.length > limits.remaining) return { length: n, refusal: "oversize" };
    if (n + chunk.length > limits.max) return { length: n, refusal: "chunk" };
    batch.push(chunk);
    batched += chunk.length;
    n += chunk.length;
    if (batched >= 1024 * 1024) await flush();
  }
  await flush();
  return { length: n, refusal: null };
}
