import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type AccessStatus,
  AREA_SAVE_PERMISSION,
  type AreaPic,
  areaCodeParamsSchema,
  areaPicSaveSchema,
  type MobileSettings,
  mobileSettingsSchema,
  propertiesDetailSchema,
  propertiesSaveSchema,
  type VersionInfo,
} from "../site.js";

/** Site configs (cms/area/pic), properties, mobile settings, access status and the server version. */
export const siteEndpoints = {
  area: {
    detail: endpoint({
      path: "/api/c/cms/area/pic/:code/detail",
      reads: true,
      access: "public",
      input: emptySchema,
      params: areaCodeParamsSchema,
      output: out<AreaPic>(),
      summary:
        "一项站点配置（code ∈ logo, logox, grey, PWD_STRONG, WATERMARK, WATERMARKLOGO, SEAL, guest, user_register_audit, app_somooc, app_somooc_qr, ACCESS_IP, BASE_INFO；未知 404）；ACCESS_IP 需 site.accessIp；PWD_STRONG、user_register_audit 缺行时视为开启",
    }),
    indexList: endpoint({
      path: "/api/c/cms/area/pic/index/list",
      reads: true,
      access: "public",
      input: emptySchema,
      output: out<AreaPic[]>(),
      summary: "门户模块（INDEX 区）列表，按 displayIndex",
    }),
    save: endpoint({
      path: "/api/m/cms/area/pic/save",
      access: { perm: [...new Set(Object.values(AREA_SAVE_PERMISSION))] },
      input: areaPicSaveSchema,
      output: out<AreaPic>(),
      summary: "保存一项站点配置（需该配置所属界面的权限），返回保存后的配置",
    }),
    delete: endpoint({
      path: "/api/m/cms/area/pic/delete",
      access: { perm: "site.portal" },
      input: idInputSchema,
      output: out<null>(),
      summary: "删除门户模块（仅 INDEX 区）",
    }),
  },
  properties: {
    detail: endpoint({
      path: "/api/properties/detail",
      reads: true,
      access: "public",
      input: propertiesDetailSchema,
      output: out<string | null>(),
      summary: "一个系统属性的值（无则 null）；仅 app 文件公开，其他文件需 site.storage",
    }),
    save: endpoint({
      path: "/api/m/properties/save",
      access: { perm: "site.storage" },
      input: propertiesSaveSchema,
      output: out<null>(),
      summary: "保存一个系统属性（file 默认 app）",
    }),
  },
  mobile: {
    detail: endpoint({
      path: "/api/c/site/mobile/detail",
      reads: true,
      access: "public",
      input: emptySchema,
      output: out<MobileSettings>(),
      summary: "移动端设置；siteUrl 为空表示同一主机的8448端口",
    }),
    save: endpoint({
      path: "/api/m/site/mobile/save",
      access: { perm: "site.mobile" },
      input: mobileSettingsSchema,
      output: out<MobileSettings>(),
      summary: "保存移动端设置（siteUrl 为空或 http(s) 地址），返回保存后的设置",
    }),
  },
  accessStatus: endpoint({
    path: "/api/c/access/status",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<AccessStatus>(),
    summary: "调用者地址是否受访问限制（总是答复）",
  }),
  version: endpoint({
    path: "/api/c/version",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<VersionInfo>(),
    summary: "服务器版本、提交和启动时间",
  }),
};
