// The vision worker thread (decision 0053): @vladmandic/human's BlazeFace and MoveNet Lightning on
// tfjs-core with the WASM backend (SIMD, one thread). Plain JavaScript so the server's build copies
// it as it is (like ocr.worker.mjs). The main thread (classroom.vision.ts) owns the pool, the tile
// layout, de-duplication and the behaviour rules; this thread only runs the models:
//
//   { id, op: "faces", rgb, width, height, tiles: [{ x, y, width, height }], minScore }
//     -> { id, tiles: [[{ box: [x, y, w, h], score }]] }   boxes in tile pixels, one list per tile
//   { id, op: "bodies", rgb, width, height, crops: [{ x, y, width, height }] }
//     -> { id, bodies: [[[x, y, score] × 17]] }             keypoints as fractions of each crop
//
// A tile or crop may reach past the frame: that part is black (cropAndResize extrapolation), so a
// square model input never stretches the picture. Models are read from @vladmandic/human/models
// (nothing is downloaded). No face descriptor, emotion or identity model is ever loaded.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);
// The same tfjs-core instance the human bundle requires: the load router registers on it and the
// tensors made here must belong to it.
const tf = require("@tensorflow/tfjs-core");

/** BlazeFace ("back" model) input side and its 896 anchors (from human's src/face/facemeshutil). */
const FACE_SIDE = 256;
const BODY_SIDE = 192;

let ready;
let faceModel;
let bodyModel;
let anchors;

function registerFileLoader() {
  // tfjs without tfjs-node cannot read file:// and Node's fetch refuses it: read the files here.
  tf.io.registerLoadRouter((url) => {
    const s = Array.isArray(url) ? url[0] : url;
    if (typeof s !== "string" || !s.startsWith("file://")) return null;
    const file = fileURLToPath(s);
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, "utf8"));
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const bufs = [];
          for (const g of manifest)
            for (const p of g.paths) bufs.push(await readFile(path.join(path.dirname(file), p)));
          const all = Buffer.concat(bufs);
          return [
            manifest.flatMap((g) => g.weights),
            all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
          ];
        });
      },
    };
  });
}

async function init() {
  registerFileLoader();
  // The package's exports map lacks "./" keys, so the WASM bundle is reached by its path.
  const humanDir = path.resolve(path.dirname(require.resolve("@vladmandic/human")), "..");
  const { Human } = require(path.join(humanDir, "dist/human.node-wasm.js"));
  const wasmDir = `${path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json"))}/dist/`;
  const human = new Human({
    backend: "wasm",
    wasmPath: wasmDir,
    modelBasePath: `${pathToFileURL(path.join(humanDir, "models")).href}/`,
    debug: false,
    async: false,
    warmup: "none",
    cacheSensitivity: 0,
    cacheModels: false,
    skipAllowed: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: "blazeface.json", rotation: false, maxDetected: 100, minConfidence: 0.5 },
      mesh: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: true, modelPath: "movenet-lightning.json", maxDetected: 1 },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await human.load();
  // A failed model load is only logged by human: check it here, or detect fails later obscurely.
  const stats = human.models.stats().modelStats;
  if (!stats.every((m) => m.loaded)) throw new Error("视觉模型加载失败");
  faceModel = human.models.models.blazeface;
  bodyModel = human.models.models.movenet;
  if (!faceModel || !bodyModel) throw new Error("视觉模型加载失败");
  const list = [];
  for (const [stride, n] of [
    [16, 2],
    [32, 6],
  ]) {
    const g = FACE_SIDE / stride;
    for (let y = 0; y < g; y++)
      for (let x = 0; x < g; x++) for (let k = 0; k < n; k++) list.push([(x + 0.5) * stride, (y + 0.5) * stride]);
  }
  anchors = tf.tensor2d(list);
  // The first run sets up the WASM kernels (about 1 s): pay it once, before the first frame.
  await detectFaces(tf.zeros([64, 64, 3], "int32"), [{ x: 0, y: 0, width: 64, height: 64 }], 0.5, true);
}

/** [n, 4] normalised [y1, x1, y2, x2] boxes for cropAndResize. */
function cropBoxes(rects, width, height) {
  return tf.tensor2d(
    rects.map((r) => [r.y / height, r.x / width, (r.y + r.height) / height, (r.x + r.width) / width]),
    [rects.length, 4],
  );
}

/** BlazeFace on each tile, decoded as human's src/face/blazeface.ts does (raw boxes, not enlarged). */
async function detectFaces(frame, tiles, minScore, disposeFrame = false) {
  const [height, width] = frame.shape;
  const out = [];
  const image = tf.tidy(() => tf.expandDims(tf.cast(frame, "float32"), 0));
  if (disposeFrame) tf.dispose(frame);
  try {
    for (const tile of tiles) {
      const o = tf.tidy(() => {
        const boxes = cropBoxes([tile], width, height);
        const crop = tf.image.cropAndResize(image, boxes, [0], [FACE_SIDE, FACE_SIDE], "bilinear", 0);
        const x = tf.sub(tf.div(crop, 127.5), 1);
        const r = faceModel.execute(x).sort((a, b) => a.size - b.size);
        const batch = tf.squeeze(tf.concat([tf.concat([r[1], r[3]], 2), tf.concat([r[0], r[2]], 2)], 1), [0]);
        const c = tf.add(tf.slice(batch, [0, 1], [-1, 2]), anchors);
        const half = tf.div(tf.slice(batch, [0, 3], [-1, 2]), 2);
        const corners = tf.concat([tf.sub(c, half), tf.add(c, half)], 1);
        return {
          corners,
          yx: tf.gather(corners, [1, 0, 3, 2], 1),
          scores: tf.sigmoid(tf.squeeze(tf.slice(batch, [0, 0], [-1, 1]), [1])),
        };
      });
      const keep = await tf.image.nonMaxSuppressionAsync(o.yx, o.scores, 100, 0.1, minScore);
      const idx = await keep.array();
      const b = await o.corners.array();
      const s = await o.scores.data();
      tf.dispose([keep, o.corners, o.yx, o.scores]);
      const kx = tile.width / FACE_SIDE;
      const ky = tile.height / FACE_SIDE;
      out.push(
        idx.map((i) => ({
          box: [b[i][0] * kx, b[i][1] * ky, (b[i][2] - b[i][0]) * kx, (b[i][3] - b[i][1]) * ky],
          score: s[i],
        })),
      );
    }
  } finally {
    tf.dispose(image);
  }
  return out;
}

/** MoveNet Lightning on each crop: 17 COCO keypoints [x, y, score], x and y as fractions of the crop. */
async function detectBodies(frame, crops) {
  const [height, width] = frame.shape;
  const out = [];
  const image = tf.tidy(() => tf.expandDims(tf.cast(frame, "float32"), 0));
  try {
    for (const crop of crops) {
      const res = tf.tidy(() => {
        const boxes = cropBoxes([crop], width, height);
        const input = tf.cast(
          tf.image.cropAndResize(image, boxes, [0], [BODY_SIDE, BODY_SIDE], "bilinear", 0),
          "int32",
        );
        return bodyModel.execute(input);
      });
      const kp = await res.array(); // [1][1][17][y, x, score]
      tf.dispose(res);
      out.push(kp[0][0].map(([y, x, s]) => [x, y, s]));
    }
  } finally {
    tf.dispose(image);
  }
  return out;
}

function frameTensor(m) {
  const rgb = m.rgb instanceof Uint8Array ? m.rgb : new Uint8Array(m.rgb);
  return tf.tensor3d(rgb, [m.height, m.width, 3], "int32");
}

async function handle(m) {
  ready ??= init();
  await ready;
  if (m.op === "faces") {
    const frame = frameTensor(m);
    try {
      return { tiles: await detectFaces(frame, m.tiles, m.minScore ?? 0.5) };
    } finally {
      tf.dispose(frame);
    }
  }
  if (m.op === "bodies") {
    const frame = frameTensor(m);
    try {
      return { bodies: await detectBodies(frame, m.crops) };
    } finally {
      tf.dispose(frame);
    }
  }
  if (m.op === "memory") {
    const u = process.memoryUsage();
    return { memory: { rss: u.rss, heapUsed: u.heapUsed, external: u.external, tensors: tf.memory().numTensors } };
  }
  if (m.op === "crash" && workerData?.testHooks) {
    // Tests only: end the thread abruptly, as a native crash or an out-of-memory kill would.
    process.exit(3);
  }
  throw new Error(`未知的视觉分析操作：${m.op}`);
}

// One message at a time: the pool never sends a second before the first is answered.
parentPort.on("message", (m) => {
  handle(m).then(
    (r) => parentPort.postMessage({ id: m.id, ...r }),
    (err) => parentPort.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
