import { readFileSync } from "node:fs";
import { AREA_CODES, AREA_SAVE_PERMISSION, endpoints } from "@otp/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requirePerm } from "../../platform/access/require.js";
import { notFound, sessionInvalid } from "../../platform/http/errors.js";
import { defineRoute, type RouteDeps } from "../../platform/http/route.js";
import type { SiteService } from "./site.service.js";

const api = endpoints.site;

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
    endpoint: api.area.detail,
    handler: async ({ params, user }) => {
      const parsed = z.enum(AREA_CODES).safeParse(params.code);
      if (!parsed.success) throw notFound("配置项不存在");
      if (parsed.data === "ACCESS_IP") {
        if (!user) throw sessionInvalid();
        requirePerm(user, "site.accessIp");
      }
      return site.detail(parsed.data);
    },
  });

  defineRoute(app, deps, {
    endpoint: api.area.indexList,
    handler: () => site.indexList(),
  });

  defineRoute(app, deps, {
    endpoint: api.area.save,
    log: "保存站点配置",
    handler: async ({ input, user }) => {
      requirePerm(user, AREA_SAVE_PERMISSION[input.areaCode]);
      return site.save(input, deps.fileExists);
    },
  });

  defineRoute(app, deps, {
    endpoint: api.area.delete,
    log: "删除门户模块",
    handler: async ({ input }) => {
      await site.deleteIndex(input.id);
      return null;
    },
  });

  defineRoute(app, deps, {
    endpoint: api.properties.detail,
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
    endpoint: api.properties.save,
    log: "保存系统属性",
    handler: async ({ input }) => {
      await site.saveProperty(input.key, input.value, input.file || "app");
      return null;
    },
  });

  defineRoute(app, deps, {
    endpoint: api.mobile.detail,
    handler: () => site.mobileSettings(),
  });
  defineRoute(app, deps, {
    endpoint: api.mobile.save,
    log: "保存移动端设置",
    handler: ({ input }) => site.saveMobileSettings(input),
  });

  defineRoute(app, deps, {
    endpoint: api.accessStatus,
    handler: async ({ req }) => ({ restricted: req.accessRestricted === true }),
  });

  defineRoute(app, deps, {
    endpoint: api.version,
    handler: async () => VERSION,
  });
}
