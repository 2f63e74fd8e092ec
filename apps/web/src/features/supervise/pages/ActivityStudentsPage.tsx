import { ProTable } from "@ant-design/pro-components";
import { type SuperviseActivityStudentRow, screenTitle } from "@otp/contract";
import { Progress, Segmented, Select, Space, Tag } from "antd";
import { useState } from "react";
import { tableRequest } from "../../../api/table";
import { superviseActivityApi, useSuperviseActivityChoices } from "../activityApi";

type Done = "all" | "done" | "pending";

/**
 * 学生评教: which students of an activity's classes have evaluated their offerings. Only how
 * many — what a student wrote is never linked to them.
 */
export default function ActivityStudentsPage() {
  const activities = useSuperviseActivityChoices();
  const [picked, setPicked] = useState<number | null>(null);
  const id = picked ?? activities.data?.list[0]?.id ?? null;
  const [done, setDone] = useState<Done>("all");
  const [keyword, setKeyword] = useState("");
  return (
    <ProTable<SuperviseActivityStudentRow>
      headerTitle={screenTitle("/admin/business/supervise-activity-student")}
      rowKey="userId"
      search={false}
      params={{ id, done, keyword }}
      request={
        id ? tableRequest(superviseActivityApi.students, { id }) : async () => ({ data: [], total: 0, success: true })
      }
      options={{
        density: false,
        setting: false,
        search: {
          placeholder: "搜索学生姓名或账号",
          onSearch: (v: string) => {
            setKeyword(v.trim());
            return true;
          },
        },
      }}
      toolBarRender={() => [
        <Space key="filters" wrap>
          <Select
            aria-label="评教活动"
            style={{ width: 280 }}
            value={id}
            onChange={(v: number) => setPicked(v)}
            options={(activities.data?.list ?? []).map((a) => ({ value: a.id, label: a.name }))}
            placeholder="选择评教活动"
          />
          <Segmented<Done>
            value={done}
            onChange={setDone}
            options={[
              { value: "all", label: "全部" },
              { value: "done", label: "已完成" },
              { value: "pending", label: "未完成" },
            ]}
          />
        </Space>,
      ]}
      columns={[
        { title: "账号", dataIndex: "account", width: 120 },
        { title: "姓名", dataIndex: "realName", width: 120 },
        { title: "班级", dataIndex: "className" },
        {
          title: "完成情况",
          dataIndex: "done",
          width: 220,
          render: (_, r) => (
            <Progress
              size="small"
              aria-label={`${r.realName}完成情况`}
              percent={r.expected ? Math.round((r.done / r.expected) * 100) : 0}
              format={() => `${r.done}/${r.expected}`}
            />
          ),
        },
        {
          title: "状态",
          width: 90,
          render: (_, r) => (r.done >= r.expected ? <Tag color="green">已完成</Tag> : <Tag color="orange">未完成</Tag>),
        },
      ]}
    />
  );
}
