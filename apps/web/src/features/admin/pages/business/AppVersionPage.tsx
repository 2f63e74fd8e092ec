import { ProForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { APP_PLATFORMS, type AppVersionItem, appVersionSaveSchema, releaseEndpoints } from "@otp/contract";
import { Button, Image, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../../../components/format";
import { zodRule } from "../../../../components/formRules";
import { ChunkUploader } from "../../../../components/upload/ChunkUploader";
import { formatBytes } from "../../../../components/upload/uploadFile";
import { CrudPage } from "../../components/CrudPage";

const shape = appVersionSaveSchema.shape;
const platformName = (v: string) => APP_PLATFORMS.find((p) => p.value === v)?.label ?? v;

interface PackageValue {
  value?: number | null;
  onChange?(v: number | null): void;
  /** The package the version already has (name and size), while its id is the value. */
  current: { id: number | null; name: string | null; size: number | null };
}

/** The install package: upload (resumable, apk or ipa), shows the chosen one, can be removed. */
function PackageField({ value, onChange, current }: PackageValue) {
  const [picked, setPicked] = useState<{ id: number; name: string; size: number } | null>(null);
  const shown = picked?.id === value ? picked : current.id === value && current.name ? current : null;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {value && shown ? (
        <Space>
          <Typography.Text>{shown.name}</Typography.Text>
          {shown.size ? <Typography.Text type="secondary">{formatBytes(shown.size)}</Typography.Text> : null}
          <Button type="link" size="small" onClick={() => onChange?.(null)}>
            移除
          </Button>
        </Space>
      ) : null}
      <ChunkUploader
        kind="package"
        buttonText={value ? "重新上传安装包" : "上传安装包"}
        onUploaded={(f) => {
          setPicked({ id: f.id, name: f.name, size: f.size });
          onChange?.(f.id);
        }}
      />
    </Space>
  );
}

/** 业务管理 → APP版本: versions of the mobile app; the newest published one of each platform is on /app-download. */
export default function AppVersionPage() {
  return (
    <CrudPage<AppVersionItem>
      title="APP版本"
      endpoints={releaseEndpoints}
      searchPlaceholder="搜索版本号或说明"
      defaults={{ platform: "android", published: true }}
      // An uploaded package's address is the site's own download route, not an address to edit.
      toForm={(r) => ({ ...r, downloadUrl: r.fileId ? "" : r.downloadUrl })}
      toBody={(v) => ({ ...v, fileId: v.fileId ?? null, downloadUrl: v.downloadUrl ?? "" })}
      columns={[
        { title: "平台", dataIndex: "platform", width: 80, render: (_, r) => platformName(r.platform) },
        { title: "版本号", dataIndex: "version", width: 100 },
        { title: "更新说明", dataIndex: "notes", ellipsis: true },
        {
          title: "安装包 / 下载地址",
          dataIndex: "downloadUrl",
          ellipsis: true,
          render: (_, r) => (r.fileName ? `${r.fileName}（${formatBytes(r.fileSize ?? 0)}）` : r.downloadUrl),
        },
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
          render: (_, r) => formatDateTime(r.createdAt) || "—",
        },
      ]}
      form={(editing) => (
        <>
          <ProFormSelect name="platform" label="平台" options={[...APP_PLATFORMS]} rules={[zodRule(shape.platform)]} />
          <ProFormText name="version" label="版本号" placeholder="如 2.3.0" rules={[zodRule(shape.version)]} />
          <ProForm.Item name="fileId" label="安装包" extra="安卓版上传 .apk，iOS版上传 .ipa；上传后无需填写下载地址">
            <PackageField
              current={{ id: editing.fileId ?? null, name: editing.fileName ?? null, size: editing.fileSize ?? null }}
            />
          </ProForm.Item>
          <ProFormText
            name="downloadUrl"
            label="下载地址"
            placeholder="未上传安装包时填写：https://… 或站内路径"
            rules={[zodRule(shape.downloadUrl)]}
          />
          <ProFormTextArea name="notes" label="更新说明" fieldProps={{ maxLength: 2000, rows: 4 }} />
          <ProFormSwitch name="published" label="发布" />
        </>
      )}
    />
  );
}
