import { type ActionType, ModalForm, ProFormText, ProTable } from "@ant-design/pro-components";
import {
  type ChaoxingConfigInput,
  type ChaoxingItem,
  type ChaoxingListInput,
  chaoxingConfigSchema,
  chaoxingEndpoints,
  UPLOAD_STATUS,
  UPLOAD_STATUSES,
} from "@otp/contract";
import { Alert, Button, Select, Tag } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { tableRequest } from "../../../api/table";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { zodRule } from "../../../components/formRules";
import { chaoxingKeys, useChaoxingConfig } from "../api";

const api = chaoxingEndpoints;

const listResources = tableRequest((input: ChaoxingListInput) => call(api.list, input));
const STATUS_NAME = new Map<number, string>(UPLOAD_STATUSES.map((s) => [s.id, s.name]));
const STATUS_COLOR: Record<number, string> = {
  [UPLOAD_STATUS.NOT_UPLOADED]: "default",
  [UPLOAD_STATUS.UPLOADED]: "green",
  [UPLOAD_STATUS.UPLOADING]: "blue",
  [UPLOAD_STATUS.FAILED]: "red",
};
const TYPE_NAME: Record<string, string> = {
  VIDEO: "视频",
  MULTISCREEN: "多屏视频",
  DOCUMENT: "文档",
  AUDIO: "音频",
  PICTURE: "图片",
};

/** 超星审核: choose published resources, push them to the external platform, follow their upload status. */

/** Host and port of an address ("" when it is not one). */
function hostOf(url: unknown): string {
  try {
    return new URL(String(url ?? "")).host.toLowerCase();
  } catch {
    return "";
  }
}

export default function ChaoxingPage() {
  const title = useRouteTitle();
  const action = useRef<ActionType>(null);
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState(false);
  const config = useChaoxingConfig();
  const ready = !!config.data?.endpoint && !!config.data.appKey && config.data.hasSecret;
  const push = useAction((ids: number[]) => call(api.push, { ids }), {
    success: (r) => `已加入上传队列：${r.queued}个资源`,
    onSuccess: () => {
      setSelected([]);
      action.current?.reload();
    },
  });
  const saveConfig = useAction((values: ChaoxingConfigInput) => call(api.config.save, values), {
    success: "设置已保存",
    invalidate: [chaoxingKeys.config()],
    onSuccess: () => setEditing(false),
  });
  return (
    <>
      {config.data && !ready ? (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          message="尚未设置对接平台的接口地址、应用标识和密钥，设置后才能上传。"
        />
      ) : null}
      <ProTable<ChaoxingItem>
        headerTitle={title}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ status, keyword }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        tableAlertRender={false}
        polling={(rows) => (rows?.some((r) => r.status === UPLOAD_STATUS.UPLOADING) ? 5000 : 0)}
        request={listResources}
        options={{
          density: false,
          setting: false,
          search: {
            placeholder: "搜索资源名称",
            onSearch: (v: string) => {
              setKeyword(v.trim());
              return true;
            },
          },
        }}
        columns={[
          { title: "资源名称", dataIndex: "name", ellipsis: true },
          { title: "类型", dataIndex: "type", width: 100, render: (_, r) => TYPE_NAME[r.type] ?? r.type },
          {
            title: "上传状态",
            dataIndex: "status",
            width: 110,
            render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{STATUS_NAME.get(r.status)}</Tag>,
          },
          { title: "上传结果", dataIndex: "answer", ellipsis: true, render: (_, r) => r.answer || "—" },
          {
            title: "更新时间",
            dataIndex: "updatedAt",
            width: 160,
            render: (_, r) => (r.updatedAt ? dayjs(r.updatedAt).format("YYYY-MM-DD HH:mm") : "—"),
          },
        ]}
        toolBarRender={() => [
          <Select
            key="status"
            aria-label="上传状态"
            allowClear
            placeholder="全部状态"
            style={{ width: 130 }}
            value={status}
            onChange={(v?: number) => setStatus(v)}
            options={UPLOAD_STATUSES.map((s) => ({ value: s.id, label: s.name }))}
          />,
          <Button key="push" type="primary" disabled={!selected.length || !ready} onClick={() => push.run(selected)}>
            上传到审核平台
          </Button>,
          <Button key="config" onClick={() => setEditing(true)}>
            对接设置
          </Button>,
        ]}
      />
      <ModalForm<ChaoxingConfigInput>
        title="对接设置"
        open={editing}
        initialValues={{ endpoint: config.data?.endpoint, appKey: config.data?.appKey }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(false) }}
        onFinish={async (values) => (await saveConfig.run(values)) !== undefined}
      >
        <ProFormText name="endpoint" label="接口地址" rules={[zodRule(chaoxingConfigSchema.shape.endpoint)]} />
        <ProFormText name="appKey" label="应用标识" rules={[zodRule(chaoxingConfigSchema.shape.appKey)]} />
        <ProFormText.Password
          name="secret"
          label="密钥"
          placeholder={config.data?.hasSecret ? "已设置，接口地址的主机不变时留空则不修改" : "请输入密钥"}
          dependencies={["endpoint"]}
          rules={[
            zodRule(chaoxingConfigSchema.shape.secret, { optional: true }),
            ({ getFieldValue }) => ({
              // The server keeps the saved secret only for the same host (and port).
              validator: (_: unknown, value?: string) =>
                value || (config.data?.hasSecret && hostOf(getFieldValue("endpoint")) === hostOf(config.data.endpoint))
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(config.data?.hasSecret ? "接口地址的主机已更改，请重新输入密钥" : "请输入密钥"),
                    ),
            }),
          ]}
        />
      </ModalForm>
    </>
  );
}
