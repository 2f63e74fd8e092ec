import { type ActionType, ProTable } from "@ant-design/pro-components";
import { SUPERVISE_EVALUATOR_KINDS, type SuperviseTemplateRow, screenTitle } from "@otp/contract";
import { Button, Popconfirm, Space, Tag, Tooltip } from "antd";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { useTemplateBase } from "../components/templateBase";
import { listTemplates, useCopyTemplate, useRemoveTemplate } from "../templateApi";
import "../supervise.css";

const kindLabel = new Map<string, string>(SUPERVISE_EVALUATOR_KINDS.map((k) => [k.value, k.label]));

/** 评价模板: the list, with step 1 / step 2 / preview / copy / delete. */
export default function TemplateListPage() {
  const BASE = useTemplateBase();
  const navigate = useNavigate();
  const action = useRef<ActionType>(null);
  const [keyword, setKeyword] = useState("");
  const reload = () => action.current?.reload();
  const copy = useCopyTemplate(reload);
  const remove = useRemoveTemplate(reload);
  return (
    <ProTable<SuperviseTemplateRow>
      headerTitle={screenTitle(BASE)}
      rowKey="id"
      actionRef={action}
      search={false}
      params={{ keyword }}
      request={tableRequest(listTemplates)}
      options={{
        density: false,
        setting: false,
        search: {
          placeholder: "搜索模板名称",
          onSearch: (v: string) => {
            setKeyword(v.trim());
            return true;
          },
        },
      }}
      toolBarRender={() => [
        <Button key="add" type="primary" onClick={() => navigate(`${BASE}/new/step/1`)}>
          新建模板
        </Button>,
      ]}
      columns={[
        { title: "模板名称", dataIndex: "name", render: (_, r) => <span>{r.name}</span> },
        { title: "版本", dataIndex: "version", width: 70, render: (_, r) => `v${r.version}` },
        {
          title: "计分方式",
          dataIndex: "mode",
          width: 90,
          render: (_, r) => (r.mode === "levels" ? "等级制" : "分数制"),
        },
        {
          title: "评价人",
          dataIndex: "evaluatorKinds",
          render: (_, r) => r.evaluatorKinds.map((k) => <Tag key={k}>{kindLabel.get(k)}</Tag>),
        },
        { title: "课程类型", dataIndex: "courseTypeNames", render: (_, r) => r.courseTypeNames.join("、") || "全部" },
        { title: "指标数", dataIndex: "itemCount", width: 80 },
        {
          title: "状态",
          dataIndex: "ready",
          width: 110,
          render: (_, r) =>
            !r.ready ? (
              <Tag color="orange">待设置指标</Tag>
            ) : r.used || r.activities ? (
              <Tooltip title={`评价 ${r.used} 份 · 评教活动 ${r.activities} 个`}>
                <Tag color="purple">使用中（{r.used + r.activities}）</Tag>
              </Tooltip>
            ) : (
              <Tag color="green">可用</Tag>
            ),
        },
        {
          title: "操作",
          valueType: "option",
          width: 280,
          render: (_, r) => (
            <Space>
              <ActionLink onClick={() => navigate(`${BASE}/${r.id}/step/1`)}>基本信息</ActionLink>
              <ActionLink onClick={() => navigate(`${BASE}/${r.id}/step/2`)}>评价指标</ActionLink>
              {r.ready ? <ActionLink onClick={() => navigate(`${BASE}/preview/${r.id}`)}>预览</ActionLink> : null}
              <ActionLink onClick={() => copy.run(r.id)}>复制</ActionLink>
              <Popconfirm title="确定删除该模板？" onConfirm={() => remove.run(r.id)}>
                <ActionLink>删除</ActionLink>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
