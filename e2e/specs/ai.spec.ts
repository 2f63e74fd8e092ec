import { describe, expect, it } from "vitest";
import { browserSuite, pathOf, type Session, screenshot, waitForMessage } from "../support/browser";

describe("the AI assistant and the OCR toolbox", () => {
  const suite = browserSuite();
  let s: Session;

  it("the bubble appears 10 s after a route change; a question streams an answer whose recommendation opens at its second", async () => {
    s = await suite.open();
    const { page } = s;
    await page.goto("/course");
    const bubble = page.getByTestId("chat-bubble");
    await page.waitForTimeout(5000);
    expect(await bubble.count()).toBe(0);
    await bubble.waitFor({ timeout: 12_000 });
    await expect.poll(() => bubble.textContent()).toContain("课程助手");
    await page.getByRole("button", { name: "打开智能助手" }).click();
    const input = page.getByPlaceholder("输入问题，按 Enter 发送");
    // Whitespace only is ignored: no message appears.
    await input.fill("   ");
    await input.press("Enter");
    expect(await page.locator(".otp-chat-user").count()).toBe(0);
    const sent: { sessionID?: string }[] = [];
    page.on("request", (r) => {
      if (r.url().includes("doChatTaskWithSSE")) sent.push(r.postDataJSON() as { sessionID?: string });
    });
    await input.fill("阿基米德原理是什么？");
    await input.press("Enter");
    // Streaming: the plain text grows before the Markdown and the recommendations show.
    await page.locator(".otp-chat-plain").last().waitFor();
    await page.locator(".otp-chat-recommend").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator(".otp-chat-assistant").last().textContent()).toContain("阿基米德");
    expect(await page.locator(".otp-chat-text a[href^='/resource/']").count()).toBeGreaterThan(0);
    // Without a language model it says that it only searches the school's content (issue 23).
    expect(await page.locator(".otp-chat-assistant").last().textContent()).toMatch(/只在本校平台.*检索/);
    await screenshot(page, "ai-chat-answer", false);
    // SPEC §7: the first message sends an empty sessionID; the next sends the id the answer carried.
    await input.fill("浮力呢？");
    await input.press("Enter");
    await expect.poll(() => page.locator(".otp-chat-recommend").count(), { timeout: 30_000 }).toBe(2);
    expect(sent.map((b) => b.sessionID)).toEqual(["", expect.stringMatching(/^[\w-]{8,}$/)]);
    const atSecond = page.locator(".otp-chat-card", { hasText: "开始" }).first();
    await atSecond.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/resource\/\d+\?second=\d+$/);
  });

  it("a picture pasted into /OcrImage is recognised and a line copied", async () => {
    s = await suite.open({ permissions: ["clipboard-read", "clipboard-write"] });
    const { page } = s;
    await page.goto("/OcrImage");
    await page.getByRole("button", { name: /识\s*别/ }).click();
    await waitForMessage(page, "请选择图片");
    // A slide drawn in the page (the system's CJK font), pasted as a screenshot would be.
    await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 1280;
      canvas.height = 720;
      const g = canvas.getContext("2d") as CanvasRenderingContext2D;
      g.fillStyle = "#f8fafc";
      g.fillRect(0, 0, 1280, 720);
      g.fillStyle = "#1e3a8a";
      g.fillRect(0, 0, 1280, 140);
      g.font = "56px 'WenQuanYi Micro Hei', sans-serif";
      g.fillStyle = "#ffffff";
      g.fillText("第三章 光合作用", 80, 95);
      g.fillStyle = "#1f2937";
      g.font = "40px 'WenQuanYi Micro Hei', sans-serif";
      g.fillText("光反应在叶绿体类囊体薄膜上进行", 100, 280);
      g.fillText("暗反应在叶绿体基质中进行", 100, 380);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b as Blob), "image/png"));
      const data = new DataTransfer();
      data.items.add(new File([blob], "slide.png", { type: "image/png" }));
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
    });
    await page.locator(".otp-ocr-picture img").waitFor();
    await page.getByRole("button", { name: /识\s*别/ }).click();
    await waitForMessage(page, "识别完成", 120_000);
    const line = page.locator(".ant-list-item", { hasText: "光合作用" }).first();
    await line.waitFor();
    expect(await page.locator(".otp-ocr-box").count()).toBeGreaterThan(2);
    await screenshot(page, "ai-ocr-result", false);
    await line.getByRole("button", { name: /复\s*制/ }).click();
    await waitForMessage(page, /已复制|长按/);
  });
});
