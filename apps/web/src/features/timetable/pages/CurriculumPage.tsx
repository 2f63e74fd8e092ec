import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type TimetableEntry, WEEKDAY_NAMES } from "@otp/contract";
import { Alert, Button, Modal, Popconfirm, Upload } from "antd";
import { useRef, useState } from "react";
import { useClasses } from "../../../api/kv";
import { tableRequest } from "../../../api/table";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { triggerDownload } from "../../../components/download";
import { CURRICULUM_TEMPLATE_URL, listCurriculum, useImportCurriculum, useRemoveLessons } from "../api";
import { LessonForm } from "../components/LessonForm";
import "../timetable.css";

/** 课表管理 (administrators): the semester's timetable, imported from the xlsx template. */
export default function CurriculumPage() {
  const action = useRef<ActionType>(null);
  const [term, setTerm] = useState<string | null>(null);
  const [editing, setEditing] = useState<TimetableEntry | null>(null);
  const [errors, setErrors] = useState<{ head: string; rows: string[] } | null>(null);
  const classes = useClasses();
  const reload = () => action.current?.reload();
  const importer = useImportCurriculum(reload, (msg) => {
    const [head = msg, ...rows] = msg.replace(/^参数 file：/, "").split("\n");
    setErrors({ head, rows });
  });
  const remover = useRemoveLessons(reload);
  const remove = (ids: number[]) => remover.run(ids);
  return (
    <>
      <ProTable<TimetableEntry, { keyword?: string; classId?: number }>
        headerTitle={term ? `课表管理 · ${term}` : "课表管理"}
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={tableRequest(
          async (input: { pageNo: number; pageSize: number; keyword?: string; classId?: number }) => {
            const r = await listCurriculum(input);
            setTerm(r.term?.name ?? null);
            return r;
          },
        )}
        pagination={{ defaultPageSize: 50 }}
        toolBarRender={() => [
          <Button key="tpl" icon={<DownloadOutlined />} onClick={() => triggerDownload(CURRICULUM_TEMPLATE_URL)}>
            下载模板
          </Button>,
          <Upload
            key="import"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(f) => {
              void importer.run(f);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={importer.busy}>
              导入课表
            </Button>
          </Upload>,
        ]}
        tableAlertRender={false}
        locale={{ emptyText: "本学期还没有课表，请下载模板填写后导入" }}
        columns={[
          { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "课程或地点" } },
          {
            title: "班级",
            dataIndex: "classId",
            hideInTable: true,
            valueType: "select",
            fieldProps: {
              showSearch: true,
              options: (classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            },
          },
          { title: "班级", dataIndex: "className", search: false, width: 100 },
          {
            title: "星期",
            dataIndex: "weekday",
            search: false,
            width: 60,
            render: (_, e) => WEEKDAY_NAMES[e.weekday - 1],
          },
          { title: "节次", dataIndex: "period", search: false, width: 50 },
          { title: "时间", search: false, width: 110, render: (_, e) => `${e.startTime}–${e.endTime}` },
          { title: "课程", dataIndex: "courseName", search: false, width: 180, ellipsis: true },
          { title: "教师", dataIndex: "teacherName", search: false, width: 80 },
          { title: "地点", dataIndex: "place", search: false, width: 110 },
          { title: "周次", search: false, width: 80, render: (_, e) => `${e.weekStart}–${e.weekEnd}周` },
          {
            title: "操作",
            valueType: "option",
            width: 100,
            render: (_, e) => [
              <ActionLink key="edit" onClick={() => setEditing(e)}>
                修改
              </ActionLink>,
              <Popconfirm key="del" title="确定删除这节课？" onConfirm={() => remove([e.id])}>
                <ActionLink>删除</ActionLink>
              </Popconfirm>,
            ],
          },
        ]}
      />
      <LessonForm
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          feedback.success("已保存");
          reload();
        }}
      />
      <Modal
        title="导入失败"
        open={errors !== null}
        onOk={() => setErrors(null)}
        onCancel={() => setErrors(null)}
        cancelButtonProps={{ style: { display: "none" } }}
        width={640}
      >
        <Alert type="error" showIcon message={errors?.head} style={{ marginBottom: 12 }} />
        {errors?.rows.length ? (
          <ul className="tt-errors" aria-label="错误行">
            {errors.rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
