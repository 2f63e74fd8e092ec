import { Worker } from "node:worker_threads";
import type { AudioSegment } from "@otp/contract";
import type { AudioEngine, AudioResult } from "./classroom.engines.js";

/**
 * The audio engine: voice activity and teacher/student attribution of a lesson's PCM in a worker
 * thread (classroom.audio.worker.mjs), one worker per lesson so a cancelled or crashed analysis
 * ends with its thread and the HTTP event loop never runs the pitch analysis (about 50 ms of CPU
 * per minute of audio). Method and accuracy: docs/decisions/0052-classroom-measures.md.
 */

interface WorkerAnswer {
  result?: { duration: number; hasAudio: boolean; segments: AudioSegment[]; method: string };
  error?: string;
}

export function createAudioEngine(): AudioEngine {
  return { analyse: analyseInWorker };
}

function analyseInWorker(pcm: Buffer, signal?: AbortSignal): Promise<AudioResult> {
  if (signal?.aborted) return Promise.reject(cancelled(signal));
  const copy = handOver(pcm);
  return new Promise<AudioResult>((resolve, reject) => {
    const worker = new Worker(new URL("./classroom.audio.worker.mjs", import.meta.url), {
      workerData: { classroomAudio: true },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = () => finish(() => reject(cancelled(signal)));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (m: WorkerAnswer) =>
      finish(() => {
        if (m.result) {
          const { duration, hasAudio, segments, method } = m.result;
          resolve({ duration, hasAudio, segments, method });
        } else reject(new Error(`语音分析失败：${m.error ?? "未知错误"}`));
      }),
    );
    worker.on("error", (err) => finish(() => reject(new Error(`语音分析失败：${err.message}`))));
    worker.on("exit", (code) => finish(() => reject(new Error(`语音分析进程意外退出（${code}）`))));
    worker.postMessage({ pcm: copy }, [copy]);
  });
}

/**
 * The samples as one ArrayBuffer to transfer to the worker. A buffer that owns its whole memory
 * (readFile of a lesson's audio) is handed over as it is, and is empty for the caller afterwards:
 * a 3-hour lesson's 345 MB of PCM is then held once, not twice. Anything else (a slice of a
 * pooled buffer, an odd trailing byte, which is dropped) is copied.
 */
function handOver(pcm: Buffer): ArrayBuffer {
  const bytes = pcm.length - (pcm.length % 2);
  const own = pcm.buffer;
  if (own instanceof ArrayBuffer && pcm.byteOffset === 0 && own.byteLength === bytes && bytes > 0) return own;
  const copy = new ArrayBuffer(bytes);
  new Uint8Array(copy).set(pcm.subarray(0, bytes));
  return copy;
}

function cancelled(signal?: AbortSignal): Error {
  return signal?.reason instanceof Error ? signal.reason : new Error("语音分析已取消");
}
