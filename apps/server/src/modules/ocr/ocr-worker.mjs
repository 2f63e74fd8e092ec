// The OCR worker thread: loads the PaddleOCR models (@gutenye/ocr-node, ONNX on the CPU) on its
// first job and answers { id, path } with the recognised lines. Plain JavaScript so the server's
// build copies it as it is; the main thread (ocr.engine.ts) owns the queue and ends this thread
// when it has been idle for a while, which gives the models' memory back.
import { parentPort, workerData } from "node:worker_threads";

let ocr;

async function engine() {
  if (!ocr) {
    const { default: Ocr } = await import("@gutenye/ocr-node");
    ocr = await Ocr.create({
      onnxOptions: { intraOpNumThreads: workerData?.threads ?? 1, interOpNumThreads: 1 },
    });
  }
  return ocr;
}

parentPort.on("message", async ({ id, path }) => {
  try {
    const lines = await (await engine()).detect(path);
    parentPort.postMessage({
      id,
      lines: lines.map((l) => ({ text: String(l.text ?? ""), mean: Number(l.mean ?? 0), box: l.box ?? [] })),
    });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
