import type { Services } from "../app.js";
import { DEMO_PASSWORD } from "./demo-data.js";
import { nameAt, phoneAt, rng } from "./names.js";

/**
 * 注册审核 has work waiting: two students and a teacher registered themselves through the
 * registration service, with the demo's registration audit switched on, so they are pending.
 */
export async function seedRegistrations(s: Services) {
  const rand = rng(20261128);
  const orgs = await s.base.kvOrgs();
  const orgOf = (name: string) => orgs.find((o) => o.name === name)?.id;
  const people = [
    { account: "s2601", userType: "student" as const, org: "初中部" },
    { account: "s2602", userType: "student" as const, org: "高中部" },
    { account: "t2601", userType: "teacher" as const, org: "高中数学教研组" },
  ];
  for (const [i, p] of people.entries()) {
    await s.registration.register({
      account: p.account,
      realName: nameAt(i * 17 + 5, rand),
      password: DEMO_PASSWORD,
      phone: phoneAt(700 + i),
      email: "",
      userType: p.userType,
      orgId: orgOf(p.org),
    });
  }
}
