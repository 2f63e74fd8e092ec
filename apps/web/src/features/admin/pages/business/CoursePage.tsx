import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import { Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { useKvOptions } from "../../../../api/kv";
import { feedback } from "../../../../app/feedback";
import { ActionLink } from "../../../../components/ActionLink";
import {
  type CourseRow,
  DateTimeCell,
  NameCell,
  PUBLISH_STATUS_LABEL,
  PublishStatusTag,
} from "../../../../components/audit";
import { businessApi, optionalNumber, optionalText } from "../../business/api";
import { BatchDelete } from "../../business/BatchDelete";

const STATUS_ENUM = Object.fromEntries(Object.entries(PUBLISH_STATUS_LABEL).map(([k, v]) => [k, { text: v.text }]));

/** 课程管理: every course in any state, filtered by keyword, status, college and term; open, delete. */
export default function CoursePage() {
  const action = useRef<ActionType>(null);
  const orgs = useKvOptions("org");
  const terms = useKvOptions("term");
  const [selected, setSelected] = useState<number[]>([]);
  const remove = async (ids: number[]) => {
    try {
      await businessApi.deleteCourses(ids);
      feedback.success(`已删除 ${ids.length} 门课程`);
      setSelected([]);
      action.current?.reload();
    } catch {
      // message shown by the HTTP client
    }
  };
  const columns: ProColumns<CourseRow>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "课程名称或教师" } },
    {
      title: "课程",
      dataIndex: "name",
      search: false,
      render: (_, r) => (
        <NameCell
          coverUrl={r.coverUrl}
          type="COURSE"
          title={r.name}
          sub={[
            r.kind === "academic" ? "教务课程" : r.kind === "open" ? "开放课程" : null,
            r.subjectName,
            r.courseTypeName,
          ]
            .filter(Boolean)
            .join(" · ")}
        />
      ),
    },
    {
      title: "授课教师",
      dataIndex: "teachers",
      search: false,
      width: 140,
      render: (_, r) => r.teachers?.map((t) => t.name).join("、") || "—",
    },
    {
      title: "院系",
      dataIndex: "orgId",
      width: 110,
      valueType: "select",
      fieldProps: { options: orgs, showSearch: true, optionFilterProp: "label" },
      render: (_, r) => r.orgName ?? "—",
    },
    {
      title: "学期",
      dataIndex: "termId",
      width: 170,
      valueType: "select",
      fieldProps: { options: terms, showSearch: true, optionFilterProp: "label" },
      render: (_, r) => r.termName ?? "—",
    },
    {
      title: "类别",
      dataIndex: "kind",
      hideInTable: true,
      valueType: "select",
      valueEnum: { open: { text: "开放课程" }, academic: { text: "教务课程" } },
    },
    {
      title: "状态",
      dataIndex: "status",
      width: 90,
      valueType: "select",
      valueEnum: STATUS_ENUM,
      render: (_, r) => <PublishStatusTag status={r.status} rejectReason={r.rejectReason} />,
    },
    { title: "访问", dataIndex: "visitCount", width: 70, search: false },
    {
      title: "更新时间",
      dataIndex: "updatedAt",
      width: 110,
      search: false,
      render: (_, r) => <DateTimeCell value={r.updatedAt} />,
    },
    {
      title: "操作",
      valueType: "option",
      width: 110,
      render: (_, r) => (
        <Space size="small">
          <ActionLink onClick={() => window.open(`/course/${r.id}`, "_blank", "noopener")}>查看</ActionLink>
          <Popconfirm
            title={`确定删除课程“${r.name}”？`}
            description="课程的章节、评论和资源关联将一并删除，且无法恢复"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove([r.id])}
          >
            <ActionLink danger>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<CourseRow>
      tableLayout="fixed"
      headerTitle="课程管理"
      rowKey="id"
      actionRef={action}
      columns={columns}
      search={{ labelWidth: "auto", defaultCollapsed: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ density: false, setting: false }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      tableAlertRender={({ selectedRowKeys }) => `已选 ${selectedRowKeys.length} 门课程`}
      tableAlertOptionRender={() => (
        <Space>
          <BatchDelete count={selected.length} noun="课程" unit="门" onConfirm={() => remove(selected)} />
          <ActionLink onClick={() => setSelected([])}>取消选择</ActionLink>
        </Space>
      )}
      request={async (params) => {
        const { current = 1, pageSize = 20 } = params;
        try {
          const r = await businessApi.courses({
            pageNo: current,
            pageSize,
            keyword: optionalText(params.keyword),
            status: optionalNumber(params.status),
            orgId: optionalNumber(params.orgId),
            termId: optionalNumber(params.termId),
            kind: optionalText(params.kind),
          });
          return { data: r.list, total: r.count, success: true };
        } catch {
          return { data: [], total: 0, success: false };
        }
      }}
    />
  );
}
