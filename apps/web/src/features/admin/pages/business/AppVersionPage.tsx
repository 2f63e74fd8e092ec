import { ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { APP_PLATFORMS, type AppVersionItem, appVersionSaveSchema } from "@otp/contract";
import { Image, Tag } from "antd";
import dayjs from "dayjs";
import { zodRule } from "../../../../components/formRules";
import { CrudPage } from "../../components/CrudPage";

const shape = appVersionSaveSchema.shape;
const platformName = (v: string) => APP_PLATFORMS.find((p) => p.value === v)?.label ?? v;

/** 业务管理 → APP版本: versions of the mobile app; the newest published one of each platform is on /app-download. */
export default function AppVersionPage() {
  return (
    <CrudPage<AppVersionItem>
      title="APP版本"
      base="/api/m/app/version"
      searchPlaceholder="搜索版本号或说明"
      defaults={{ platform: "android", published: true }}
      columns={[
        { title: "平台", dataIndex: "platform", width: 80, render: (_, r) => platformName(r.platform) },
        { title: "版本号", dataIndex: "version", width: 100 },
        { title: "更新说明", dataIndex: "notes", ellipsis: true },
        { title: "下载地址", dataIndex: "downloadUrl", ellipsis: true },
        {
          title: "二维码",
          dataIndex: "qrUrl",
          width: 80,
          render: (_, r) =>
            r.published ? <Image src={r.qrUrl} alt={`${r.version}下载二维码`} width={40} height={40} /> : "—",
        },
        {
          title: "状态",
          dataIndex: "published",
          width: 80,
          render: (_, r) => (r.published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
        },
        {
          title: "发布时间",
          dataIndex: "createdAt",
          width: 150,
          render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
        },
      ]}
      form={() => (
        <>
          <ProFormSelect name="platform" label="平台" options={[...APP_PLATFORMS]} rules={[zodRule(shape.platform)]} />
          <ProFormText name="version" label="版本号" placeholder="如 2.3.0" rules={[zodRule(shape.version)]} />
          <ProFormText
            name="downloadUrl"
            label="下载地址"
            placeholder="https://… 或站内路径"
            rules={[zodRule(shape.downloadUrl)]}
          />
          <ProFormTextArea name="notes" label="更新说明" fieldProps={{ maxLength: 2000, rows: 4 }} />
          <ProFormSwitch name="published" label="发布" />
        </>
      )}
    />
  );
}
