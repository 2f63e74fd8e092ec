// Dev helper: screenshots of a few pages against a running dev server.
// Usage: node e2e/scripts/shot.mjs <baseUrl> <account|-> <path>... (files go to e2e/artifacts/)
import { chromium } from "playwright-core";

const [base = "http://localhost:5173", account = "-", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") console.log(`[console.${m.type()}]`, m.text().slice(0, 300));
});
page.on("pageerror", (e) => console.log("[pageerror]", e.message));
if (account !== "-") {
  await page.goto(`${base}/login`);
  await page.getByPlaceholder("账号").fill(account);
  await page.getByPlaceholder("密码").fill(process.env.PASSWORD ?? "Demo@2026");
  await page.getByRole("button", { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 15000 });
}
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  const name = `${account === "-" ? "guest" : account}${p.replace(/[/?=&]+/g, "_")}.png`;
  await page.screenshot({ path: new URL(`../artifacts/${name}`, import.meta.url).pathname, fullPage: true });
  console.log("saved", name, "url:", page.url());
}
await browser.close();
