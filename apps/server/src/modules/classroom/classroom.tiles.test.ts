import { describe, expect, it } from "vitest";
import {
  type Box,
  centreInside,
  containment,
  dedupe,
  iou,
  mergeTiles,
  tileLayout,
  tileStarts,
  touchesInnerEdge,
  wholeFrameTile,
} from "./classroom.tiles.js";

describe("tile layout", () => {
  it("covers 1920×1080 with 15 tiles of 480 px, overlapping by at least 120 px", () => {
    expect(tileStarts(1920)).toEqual([0, 360, 720, 1080, 1440]);
    expect(tileStarts(1080)).toEqual([0, 300, 600]);
    const tiles = tileLayout(1920, 1080);
    expect(tiles).toHaveLength(15);
    expect(tiles.at(-1)).toEqual({ x: 1440, y: 600, width: 480, height: 480 });
  });

  it("uses one padded square tile for a frame smaller than a tile", () => {
    expect(tileLayout(300, 200)).toEqual([{ x: 0, y: 0, width: 480, height: 480 }]);
    expect(wholeFrameTile(1920, 1080)).toEqual({ x: 0, y: 0, width: 1920, height: 1920 });
  });
});

describe("box overlap measures", () => {
  it("computes IoU, containment and centre inside on hand-made boxes", () => {
    expect(iou([0, 0, 10, 10], [5, 0, 10, 10])).toBeCloseTo(50 / 150);
    expect(iou([0, 0, 10, 10], [20, 20, 5, 5])).toBe(0);
    expect(containment([0, 0, 100, 100], [10, 10, 20, 20])).toBe(1);
    expect(centreInside([0, 0, 50, 50], [20, 0, 50, 50])).toBe(true);
    expect(centreInside([0, 0, 50, 50], [30, 0, 50, 50])).toBe(false);
    expect(centreInside([0, 0, 50, 50], [60, 0, 50, 50])).toBe(false);
  });
});

describe("de-duplication across tiles", () => {
  it("keeps the better of two copies of one face and both of two neighbours", () => {
    const kept = dedupe([
      { box: [100, 100, 50, 50] as Box, score: 0.7 },
      { box: [104, 102, 50, 50] as Box, score: 0.9 },
      { box: [160, 100, 50, 50] as Box, score: 0.8 },
    ]);
    expect(kept.map((k) => k.score)).toEqual([0.9, 0.8]);
  });

  it("drops a face cut by an inner tile edge when the neighbour tile holds it whole", () => {
    const left = { x: 0, y: 0, width: 480, height: 480 };
    const right = { x: 360, y: 0, width: 480, height: 480 };
    // A face at x 450–510: cut by the left tile's right edge (480), whole in the right tile.
    expect(touchesInnerEdge(left, [450, 100, 30, 60], 1920, 1080)).toBe(true);
    const merged = mergeTiles(
      [
        { tile: left, boxes: [{ box: [450, 100, 30, 60], score: 0.95 }] },
        { tile: right, boxes: [{ box: [90, 100, 60, 60], score: 0.8 }] },
      ],
      1920,
      1080,
    );
    expect(merged).toEqual([{ box: [450, 100, 60, 60], score: 0.8 }]);
  });

  it("keeps a cut face when no tile holds it whole, the larger piece only", () => {
    const a = { x: 0, y: 0, width: 480, height: 480 };
    const b = { x: 360, y: 0, width: 480, height: 480 };
    // A 200 px face at x 300–500: cut in both tiles.
    const merged = mergeTiles(
      [
        { tile: a, boxes: [{ box: [300, 100, 180, 200], score: 0.9 }] },
        { tile: b, boxes: [{ box: [0, 100, 140, 200], score: 0.95 }] },
      ],
      1920,
      1080,
    );
    expect(merged).toEqual([{ box: [300, 100, 180, 200], score: 0.9 }]);
  });

  it("does not treat a frame edge as a tile cut", () => {
    const corner = { x: 0, y: 0, width: 480, height: 480 };
    expect(touchesInnerEdge(corner, [0, 0, 40, 40], 1920, 1080)).toBe(false);
  });
});
