/**
 * Tiling of a student-camera frame for face detection (decision 0053). BlazeFace sees its input
 * at 256×256, so on a whole 1080p frame the 40–60 px faces at the back of a classroom shrink to
 * 6–8 px and are lost (10 of 44 found). Square tiles of 480 px with 120 px overlap keep such faces
 * at 21–32 px of the model's input, where recall was 100 % on the labelled mosaics. Pure code: the
 * worker only runs the model on the tiles listed here.
 */

/** [x, y, width, height] in pixels. */
export type Box = [number, number, number, number];

export interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScoredBox {
  box: Box;
  score: number;
}

export const TILE_SIZE = 480;
/** At least the largest face box expected, so every face lies whole inside some tile. */
export const TILE_OVERLAP = 120;
/** A box this close (px) to an inner tile edge is cut by it; its whole copy is in the next tile. */
export const EDGE_MARGIN = 3;
export const DEDUP_IOU = 0.3;
/** Intersection over the smaller box: a partial face box inside a whole one. */
export const DEDUP_CONTAINMENT = 0.6;

/** Tile origins along one side: evenly spread, first at 0 and last flush with the far edge. */
export function tileStarts(length: number, size = TILE_SIZE, overlap = TILE_OVERLAP): number[] {
  if (length <= size) return [0];
  const n = Math.ceil((length - overlap) / (size - overlap));
  return Array.from({ length: n }, (_, i) => Math.round((i * (length - size)) / (n - 1)));
}

/** The tiles covering a frame (1920×1080 → 5 × 3 = 15 tiles at the defaults). */
export function tileLayout(width: number, height: number, size = TILE_SIZE, overlap = TILE_OVERLAP): Tile[] {
  const tiles: Tile[] = [];
  for (const y of tileStarts(height, size, overlap)) {
    for (const x of tileStarts(width, size, overlap)) {
      // Always square (a side shorter than the tile is padded black by the worker): the model's
      // input is square, and stretching would distort the faces.
      tiles.push({ x, y, width: size, height: size });
    }
  }
  return tiles;
}

/**
 * One square tile over the whole frame (padded): BlazeFace then sees faces of about 120 px and up
 * whole, which the 480 px tiles cut (a face larger than the overlap is cut in every tile).
 */
export function wholeFrameTile(width: number, height: number): Tile {
  const side = Math.max(width, height);
  return { x: 0, y: 0, width: side, height: side };
}

/** Moves a box found in a tile into frame coordinates. */
export function toFrame(tile: Tile, box: Box): Box {
  return [box[0] + tile.x, box[1] + tile.y, box[2], box[3]];
}

/**
 * True when the box (frame coordinates) touches one of the tile's edges that is not also an edge
 * of the frame: the face was cut by the tile, and the overlap guarantees a neighbour holds it whole.
 */
export function touchesInnerEdge(tile: Tile, box: Box, frameW: number, frameH: number, margin = EDGE_MARGIN): boolean {
  const [x, y, w, h] = box;
  if (tile.x > 0 && x <= tile.x + margin) return true;
  if (tile.y > 0 && y <= tile.y + margin) return true;
  if (tile.x + tile.width < frameW && x + w >= tile.x + tile.width - margin) return true;
  if (tile.y + tile.height < frameH && y + h >= tile.y + tile.height - margin) return true;
  return false;
}

function intersection(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

export function iou(a: Box, b: Box): number {
  const i = intersection(a, b);
  const union = a[2] * a[3] + b[2] * b[3] - i;
  return union > 0 ? i / union : 0;
}

/** Intersection over the smaller box's area (1 when one box lies inside the other). */
export function containment(a: Box, b: Box): number {
  const smaller = Math.min(a[2] * a[3], b[2] * b[3]);
  return smaller > 0 ? intersection(a, b) / smaller : 0;
}

/** True when the centre of either box lies inside the other (two faces never do: one face seen twice). */
export function centreInside(a: Box, b: Box): boolean {
  const inside = (p: Box, q: Box) => {
    const cx = p[0] + p[2] / 2;
    const cy = p[1] + p[3] / 2;
    return cx > q[0] && cx < q[0] + q[2] && cy > q[1] && cy < q[1] + q[3];
  };
  return inside(a, b) || inside(b, a);
}

/**
 * Greedy de-duplication, best score first: a box is dropped when it overlaps a kept one by IoU
 * above `iouMax`, lies mostly inside it (containment above `containMax`), or the centre of one
 * lies inside the other (the whole-frame pass and a tile box the same tilted face differently).
 */
export function dedupe<T extends ScoredBox>(boxes: T[], iouMax = DEDUP_IOU, containMax = DEDUP_CONTAINMENT): T[] {
  const kept: T[] = [];
  for (const b of [...boxes].sort((p, q) => q.score - p.score)) {
    if (
      kept.some(
        (k) => iou(k.box, b.box) > iouMax || containment(k.box, b.box) > containMax || centreInside(k.box, b.box),
      )
    ) {
      continue;
    }
    kept.push(b);
  }
  return kept;
}

/**
 * Tile detections → frame detections: each tile's boxes are moved into the frame and the copies
 * seen by overlapping tiles are merged. A box cut by an inner tile edge is a partial face whose
 * whole copy is normally in a neighbour tile, so it only counts when nothing else covers it (a face
 * larger than the overlap is cut in every tile; the whole-frame pass usually holds it whole).
 */
export function mergeTiles(
  perTile: Array<{ tile: Tile; boxes: ScoredBox[] }>,
  frameW: number,
  frameH: number,
): ScoredBox[] {
  const whole: ScoredBox[] = [];
  const cut: ScoredBox[] = [];
  for (const { tile, boxes } of perTile) {
    for (const b of boxes) {
      const box = toFrame(tile, b.box);
      (touchesInnerEdge(tile, box, frameW, frameH) ? cut : whole).push({ box, score: b.score });
    }
  }
  const kept = dedupe(whole);
  // Largest first: of two pieces of one face, the bigger piece is the better box.
  for (const c of cut.sort((p, q) => q.box[2] * q.box[3] - p.box[2] * p.box[3])) {
    if (kept.some((k) => iou(k.box, c.box) > 0.1 || containment(k.box, c.box) > 0.3)) continue;
    kept.push(c);
  }
  return kept;
}

/** Scales a box (e.g. from the worker's downscaled copy back to the picture's own pixels). */
export function scaleBox(box: Box, k: number): Box {
  return [box[0] * k, box[1] * k, box[2] * k, box[3] * k];
}
