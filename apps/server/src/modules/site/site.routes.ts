import { readFileSync } from "node:fs";
import {
  AREA_CODES,
  type AreaCode,
  areaPicSaveSchema,
  emptySchema,
  idInputSchema,
  mobileSettingsSchema,
  propertiesDetailSchema,
  propertiesSaveSchema,
} from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { requirePerm } from "../../platform/access/require.js";
import { notFound, sessionInvalid } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SiteService } from "./site.service.js";

/** Which admin screen (MG permission) owns each config. */
const SAVE_PERMISSION: Record<AreaCode | "INDEX", PermissionCode> = {
  logo: "site.logo",
  logox: "site.logo",
  BASE_INFO: "site.logo",
  WATERMARK: "site.logo",
  WATERMARKLOGO: "site.logo",
  SEAL: "site.logo",
  INDEX: "site.portal",
  grey: "site.webGrey",
  PWD_STRONG: "site.loginRegister",
  guest: "site.loginRegister",
  user_register_audit: "site.loginRegister",
  app_somooc: "site.app",
  app_somooc_qr: "site.app",
  ACCESS_IP: "site.accessIp",
};

const VERSION = (() => {
  const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return { version: pkg.version, commit: process.env.GIT_COMMIT ?? "", startedAt: new Date().toISOString() };
})();

export interface SiteRouteDeps extends RouteDeps {
  site: SiteService;
  fileExists(id: number): Promise<boolean>;
}

export function registerSiteRoutes(app: FastifyInstance, deps: SiteRouteDeps) {
  const { site } = deps;

  defineRoute(app, deps, {
    url: "/api/c/cms/area/pic/:code/detail",
    access: "public",
    input: emptySchema,
    handler: async ({ req, user }) => {
      const code = (req.params as { code: string }).code;
      const parsed = z.enum(AREA_CODES).safeParse(code);
      if (!parsed.success) throw notFound("配置项不存在");
      if (parsed.data === "ACCESS_IP") {
        if (!user) throw sessionInvalid();
        requirePerm(user, "site.accessIp");
      }
      return site.detail(parsed.data);
    },
  });

  defineRoute(app, deps, {
    url: "/api/c/cms/area/pic/index/list",
    access: "public",
    input: emptySchema,
    handler: () => site.indexList(),
  });

  defineRoute(app, deps, {
    url: "/api/m/cms/area/pic/save",
    access: { perm: [...new Set(Object.values(SAVE_PERMISSION))] },
    input: areaPicSaveSchema,
    log: "保存站点配置",
    handler: async ({ input, user }) => {
      requirePerm(user, SAVE_PERMISSION[input.areaCode]);
      return site.save(input, deps.fileExists);
    },
  });

  defineRoute(app, deps, {
    url: "/api/m/cms/area/pic/delete",
    access: { perm: "site.portal" },
    input: idInputSchema,
    log: "删除门户模块",
    handler: ({ input }) => site.deleteIndex(input.id),
  });

  defineRoute(app, deps, {
    url: "/api/properties/detail",
    access: "public",
    input: propertiesDetailSchema,
    handler: async ({ input, user }) => {
      const file = input.file || "app";
      // Only the "app" file is public; others (storage and the like) belong to the admin.
      if (file !== "app") {
        if (!user) throw sessionInvalid();
        requirePerm(user, "site.storage");
      }
      return site.property(input.key, file);
    },
  });

  defineRoute(app, deps, {
    url: "/api/m/properties/save",
    access: { perm: "site.storage" },
    input: propertiesSaveSchema,
    log: "保存系统属性",
    handler: ({ input }) => site.saveProperty(input.key, input.value, input.file || "app"),
  });

  defineRoute(app, deps, {
    url: "/api/c/site/mobile/detail",
    access: "public",
    input: emptySchema,
    handler: () => site.mobileSettings(),
  });
  defineRoute(app, deps, {
    url: "/api/m/site/mobile/save",
    access: { perm: "site.mobile" },
    input: mobileSettingsSchema,
    log: "保存移动端设置",
    handler: ({ input }) => site.saveMobileSettings(input),
  });

  defineRoute(app, deps, {
    url: "/api/c/access/status",
    access: "public",
    input: emptySchema,
    handler: async ({ req }) => ({ restricted: req.accessRestricted === true }),
  });

  defineRoute(app, deps, {
    url: "/api/c/version",
    access: "public",
    input: emptySchema,
    handler: async () => VERSION,
  });
}
