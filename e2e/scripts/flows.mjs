// Dev helper: quick browser checks of guard branches against a running dev server.
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://localhost:5173";
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
const shot = (p, n) => p.screenshot({ path: new URL(`../artifacts/${n}.png`, import.meta.url).pathname });
async function login(page, account, path = "/login") {
  await page.goto(`${base}${path}`);
  await page.getByPlaceholder("账号").fill(account);
  await page.getByPlaceholder("密码").fill("Demo@2026");
  await page.locator("button[type=submit]").click();
}
// 1. teacher: no admin menu, /admin -> /404
{
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await login(page, "teacher");
  await page.waitForURL("**/portal");
  await page.getByRole("button", { name: "用户菜单" }).hover();
  await page.waitForTimeout(500);
  console.log("teacher menu has 管理后台:", await page.getByText("管理后台").count());
  await page.goto(`${base}/admin/site/logo`);
  await page.waitForTimeout(1500);
  console.log("teacher /admin/site/logo ->", new URL(page.url()).pathname);
  await page.close();
}
// 2. expert login refuses a teacher, accepts an expert
{
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await login(page, "teacher", "/loginByExperts");
  await page.getByText("该账号不是评审专家").waitFor({ timeout: 5000 });
  console.log("expert page refused teacher, at", new URL(page.url()).pathname);
  await shot(page, "expert-refused");
  await login(page, "expert", "/loginByExperts");
  await page.waitForURL("**/portal");
  console.log("expert accepted ->", new URL(page.url()).pathname);
  await page.close();
}
// 3. mobile UA -> port 8448
{
  const ctx = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
  });
  const page = await ctx.newPage();
  let target = "";
  page.on("request", (r) => {
    if (r.url().includes(":8448")) target = r.url();
  });
  await page.goto(`${base}/portal`).catch(() => {});
  await page.waitForTimeout(2000);
  console.log("mobile redirect ->", target || page.url());
  await page.goto(`${base}/app-download`).catch(() => {});
  await page.waitForTimeout(1500);
  console.log("mobile /app-download stays ->", page.url());
  await ctx.close();
}
// 4. forced 1004: drop the cookie while the marker stays
{
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await login(page, "teacher");
  await page.waitForURL("**/portal");
  await page.goto(`${base}/user/personal-information`);
  await page.waitForTimeout(1000);
  await ctx.clearCookies();
  await page.getByRole("tab", { name: "修改密码" }).click();
  await page.getByLabel("原密码").fill("x");
  await page.getByLabel("新密码").fill("Abcdef1!");
  await page.getByLabel("确认密码").fill("Abcdef1!");
  await page.locator("form button[type=submit]").last().click();
  await page.waitForTimeout(2500);
  console.log(
    "after 1004 ->",
    new URL(page.url()).pathname,
    "marker:",
    await page.evaluate(() => localStorage.getItem("Token")),
  );
  await ctx.close();
}
await browser.close();
