import { describe, expect, it } from "vitest";
import { glyphOutline } from "./activity.certificate.pdf.js";
import { bookTitle } from "./activity.present.js";

describe("a work's title on the certificate and in notices", () => {
  it("nests book-title marks instead of doubling them", () => {
    expect(bookTitle("浮力实验")).toBe("《浮力实验》");
    expect(bookTitle("《浮力实验》")).toBe("《浮力实验》");
    // The certificate read 《微课《浮力》》.
    expect(bookTitle("微课《浮力》")).toBe("《微课〈浮力〉》");
    expect(bookTitle("《背影》与《春》的比较阅读")).toBe("《〈背影〉与〈春〉的比较阅读》");
  });

  it("the certificate font draws the inner marks", () => {
    for (const ch of "《》〈〉") expect(glyphOutline(ch), ch).not.toBeNull();
  });
});
