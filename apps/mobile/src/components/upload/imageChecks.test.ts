import { describe, expect, it } from "vitest";
import {
  isPicture,
  jpegName,
  keepsOriginal,
  MAX_LONG_SIDE,
  MAX_PICTURE_BYTES,
  scaledSize,
  sizeRefusal,
  TOO_BIG_MESSAGE,
} from "./imageChecks";

describe("picture pre-checks on the phone", () => {
  it("takes pictures by type, or by name when the picker sends no type", () => {
    expect(isPicture({ type: "image/jpeg", name: "IMG_0001.JPG" })).toBe(true);
    expect(isPicture({ type: "image/heic", name: "IMG_0002.HEIC" })).toBe(true);
    expect(isPicture({ type: "", name: "photo.png" })).toBe(true);
    expect(isPicture({ type: "application/pdf", name: "report.pdf" })).toBe(false);
    expect(isPicture({ type: "text/plain", name: "fake.jpg" })).toBe(false);
    expect(isPicture({ type: "", name: "notes" })).toBe(false);
  });

  it("shrinks the long side to 2560 px keeping the ratio, never enlarges", () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(scaledSize(8000, 10)).toEqual({ width: 2560, height: 3 });
    expect(scaledSize(10000, 1)).toEqual({ width: 2560, height: 1 });
    expect(scaledSize(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(scaledSize(MAX_LONG_SIDE, 100)).toEqual({ width: MAX_LONG_SIDE, height: 100 });
  });

  it("keeps the original only when it is a kept type, small and short enough", () => {
    expect(keepsOriginal({ type: "image/jpeg", size: 2_000_000 }, 2000, 1500)).toBe(true);
    expect(keepsOriginal({ type: "image/png", size: MAX_PICTURE_BYTES }, 100, 100)).toBe(true);
    expect(keepsOriginal({ type: "image/jpeg", size: MAX_PICTURE_BYTES + 1 }, 100, 100)).toBe(false);
    expect(keepsOriginal({ type: "image/jpeg", size: 1000 }, 4032, 3024)).toBe(false);
    expect(keepsOriginal({ type: "image/heic", size: 1000 }, 100, 100)).toBe(false);
  });

  it("refuses what is still over 5 MB after down-scaling", () => {
    expect(sizeRefusal(MAX_PICTURE_BYTES)).toBeNull();
    expect(sizeRefusal(MAX_PICTURE_BYTES + 1)).toBe(TOO_BIG_MESSAGE);
    expect(TOO_BIG_MESSAGE).toBe("图片过大，请重新拍摄");
  });

  it("names a re-encoded picture .jpg", () => {
    expect(jpegName("IMG_0002.HEIC")).toBe("IMG_0002.jpg");
    expect(jpegName("scan.final.png")).toBe("scan.final.jpg");
    expect(jpegName(".png")).toBe(".png.jpg");
    expect(jpegName("")).toBe("photo.jpg");
  });
});
