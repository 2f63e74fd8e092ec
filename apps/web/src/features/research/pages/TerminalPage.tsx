import { ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import {
  researchEndpoints,
  TERMINAL_KIND_NAMES,
  TERMINAL_KINDS,
  TERMINAL_STATE_NAMES,
  TERMINAL_STATES,
  type TerminalItem,
  terminalSaveSchema,
} from "@otp/contract";
import { Popconfirm, Tag, Typography } from "antd";
import { ActionLink } from "../../../components/ActionLink";
import { CrudPage } from "../../../components/CrudPage";
import { zodFieldRule, zodRule } from "../../../components/formRules";
import { useResearchOrgOptions, useRotateTerminalKey } from "../api";

/** 业务管理 → 终端管理: SIP and streaming terminals with the RTMP address the platform generated. */
export default function TerminalPage() {
  const orgs = useResearchOrgOptions();
  const rotate = useRotateTerminalKey().run;
  const s = terminalSaveSchema.shape;
  return (
    <CrudPage<TerminalItem>
      title="终端"
      endpoints={researchEndpoints.terminal}
      detailPath="/admin/business/interaction/sip"
      defaults={{ kind: "sip", state: "enabled" }}
      searchPlaceholder="搜索终端名称或SIP地址"
      columns={[
        { title: "终端名称", dataIndex: "name", width: 160 },
        { title: "所属机构", dataIndex: "orgName", width: 160 },
        { title: "类型", dataIndex: "kind", width: 90, render: (_, r) => TERMINAL_KIND_NAMES[r.kind] },
        { title: "SIP地址", dataIndex: "sipUri", render: (_, r) => r.sipUri || "—" },
        {
          title: "RTMP推流地址",
          dataIndex: "pushUrl",
          render: (_, r) => (
            <Typography.Text copyable={{ text: r.pushUrl }} style={{ wordBreak: "break-all" }}>
              {r.pushUrl}
            </Typography.Text>
          ),
        },
        { title: "安装场所", dataIndex: "placeName", width: 120, render: (_, r) => r.placeName || "未安装" },
        {
          title: "状态",
          dataIndex: "state",
          width: 80,
          render: (_, r) => (
            <Tag color={r.state === "enabled" ? "green" : "default"}>{TERMINAL_STATE_NAMES[r.state]}</Tag>
          ),
        },
        {
          title: "推流密钥",
          dataIndex: "id",
          width: 100,
          render: (_, r) => (
            <Popconfirm title="重置后旧推流地址立即失效，确定重置？" onConfirm={() => rotate(r.id)}>
              <ActionLink>重置密钥</ActionLink>
            </Popconfirm>
          ),
        },
      ]}
      form={() => (
        <>
          <ProFormText name="name" label="终端名称" rules={[zodRule(s.name)]} fieldProps={{ maxLength: 50 }} />
          <ProFormSelect name="orgId" label="所属机构" options={orgs} showSearch rules={[zodRule(s.orgId)]} />
          <ProFormRadio.Group
            name="kind"
            label="终端类型"
            options={TERMINAL_KINDS.map((k) => ({ value: k, label: TERMINAL_KIND_NAMES[k] }))}
          />
          <ProFormText
            name="sipUri"
            label="SIP地址"
            placeholder="sip:1001@10.0.0.8"
            rules={[zodFieldRule(terminalSaveSchema, "sipUri")]}
            extra="SIP终端的MCU须配置为向平台生成的RTMP地址推流"
          />
          <ProFormRadio.Group
            name="state"
            label="状态"
            options={TERMINAL_STATES.map((k) => ({ value: k, label: TERMINAL_STATE_NAMES[k] }))}
          />
          <ProFormTextArea name="remark" label="备注" rules={[zodRule(s.remark)]} fieldProps={{ maxLength: 200 }} />
        </>
      )}
    />
  );
}
