import { ldapSettingsSchema, oidcSettingsSchema, type SsoSourceView, ssoSourceSaveSchema } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { defaultsOf, initialValues, sourceKey, toSaveInput } from "./ssoForm";

const view = (over: Partial<SsoSourceView>): SsoSourceView => ({
  kind: "ldap",
  configured: false,
  enabled: false,
  name: "",
  provision: true,
  roleId: null,
  userType: "student",
  orgId: null,
  settings: {},
  secretSet: false,
  callbackUrl: null,
  lastSync: null,
  ...over,
});

describe("identity source form", () => {
  it("starts a new source from the contract's defaults and the kind's name", () => {
    const v = initialValues(view({}));
    expect(v.name).toBe("LDAP 目录");
    expect(v.settings).toMatchObject({
      userFilter: "(objectClass=person)",
      accountAttr: "uid",
      nameAttr: "cn",
      syncEnabled: false,
      syncMinutes: 60,
      removed: "suspend",
      bindPassword: "",
    });
    expect(defaultsOf(oidcSettingsSchema)).toMatchObject({
      accountClaim: "preferred_username",
      scope: "openid profile email",
    });
    expect(defaultsOf(ldapSettingsSchema)).not.toHaveProperty("url");
  });

  it("shows the stored settings, never a secret: the field starts empty (kept when saved empty)", () => {
    const v = initialValues(
      view({
        kind: "oidc",
        configured: true,
        name: "校园门户",
        settings: { issuer: "https://sso.school.edu.cn", clientId: "otp", clientSecret: "leaked?", scope: "openid" },
        secretSet: true,
      }),
    );
    expect(v.settings).toMatchObject({
      issuer: "https://sso.school.edu.cn",
      clientId: "otp",
      clientSecret: "",
      scope: "openid",
    });
    expect(v.name).toBe("校园门户");
  });

  it("sends what the contract accepts, an unpicked role and organisation as null", () => {
    const values = initialValues(view({ kind: "cas", settings: { url: "https://cas.school.edu.cn/cas/" } }));
    const input = toSaveInput("cas", { ...values, enabled: true, roleId: undefined, orgId: undefined });
    expect(input).toMatchObject({ kind: "cas", enabled: true, roleId: null, orgId: null, userType: "student" });
    const parsed = ssoSourceSaveSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.settings).toEqual({ url: "https://cas.school.edu.cn/cas" });
  });

  it("makes the card again when the stored source changes, not when only its last sync does", () => {
    const a = view({ configured: true });
    const sync = {
      startedAt: "2026-03-01T00:00:00Z",
      finishedAt: null,
      ok: true,
      read: 1,
      created: 0,
      updated: 0,
      suspended: 0,
      message: "",
    };
    expect(sourceKey({ ...a, lastSync: sync })).toBe(sourceKey(a));
    expect(sourceKey({ ...a, secretSet: true })).not.toBe(sourceKey(a));
  });
});
