import { chromium } from "playwright-core";

const base = "http://127.0.0.1:8140";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu"],
});
async function session(account) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  if (account) {
    await page.goto("/login");
    await page.getByPlaceholder("账号").fill(account);
    await page.getByPlaceholder("密码").fill("Demo@2026");
    await page.locator("form button[type=submit]").click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  }
  return { context, page };
}
const which = process.argv[2] ?? "all";
const api = async (page, url, body) =>
  page.evaluate(
    async ([url, body]) =>
      (
        await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify(body),
        })
      ).json(),
    [url, body],
  );
if (which === "all" || which === "admin") {
  const { page, context } = await session("admin");
  const list = await api(page, "/api/m/activity/list", { pageNo: 1, pageSize: 20 });
  for (const a of list.data.list) {
    console.log(a.id, a.name, a.stage);
    if (a.stage === "draft") continue;
    await page.goto(`/activity-editor/${a.id}/activityStatistics`);
    await page.getByText("评委一致性").first().waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/act-shots/stats-${a.id}.png`, fullPage: true });
  }
  const spring = list.data.list.find((a) => a.name.includes("春季"));
  await page.goto(`/activity-editor/${spring.id}/ucRecommend`);
  await page.getByText("推荐设置").first().waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/act-shots/recommend-admin.png`, fullPage: true });
  const b = await api(page, "/api/l/activity/recommend", { id: spring.id });
  console.log("recommenders", JSON.stringify(b.data.recommenders));
  await page.goto("/admin/site/logo");
  await page.getByText("证书印章").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/act-shots/admin-site-logo.png`, fullPage: true });
  await page.goto("/admin/business/activity");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/act-shots/admin-activity.png` });
  await context.close();
}
if (which === "all" || which === "teacher") {
  const { page, context } = await session("teacher");
  await page.goto("/user/activity");
  await page.locator("tr.ant-table-row").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/act-shots/teacher-my-activity.png`, fullPage: true });
  const link = page.getByRole("link", { name: /下载证书/ }).first();
  if (await link.count()) {
    const dl = page.waitForEvent("download");
    await link.click();
    const f = await dl;
    await f.saveAs("/tmp/act-shots/teacher-cert.pdf");
    console.log("cert", f.suggestedFilename());
  } else console.log("no certificate link");
  await context.close();
}
if (which === "all" || which === "recommender") {
  const { page, context } = await session("teacher");
  await page.goto("/user/activity");
  await page.getByText("单位推荐").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/act-shots/teacher-my-activity.png`, fullPage: true });
  await page.getByRole("link", { name: "推荐作品" }).first().click();
  await page.getByText("已推荐").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/act-shots/recommend-teacher.png`, fullPage: true });
  await context.close();
}
if (which === "all" || which === "videos") {
  const { page, context } = await session(null);
  await page.goto("/resource6");
  await page.locator(".act-video-card").first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/act-shots/resource6.png`, fullPage: true });
  await page.locator(".act-video-card").first().getByRole("button").click();
  const v = page.locator(".ant-modal video").first();
  await v.waitFor({ timeout: 30000 });
  await page.waitForTimeout(3000);
  console.log("readyState", await v.evaluate((x) => x.readyState));
  await page.screenshot({ path: `/tmp/act-shots/resource6-play.png` });
  await context.close();
}
await browser.close();
