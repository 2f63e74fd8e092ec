import {
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import { type LectureItem, lectureSaveSchema, researchEndpoints } from "@otp/contract";
import { Tag } from "antd";
import { Link } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { CrudPage } from "../../../components/CrudPage";
import { zodRule } from "../../../components/formRules";
import { useLectureChoices, useResearchSubjectOptions } from "../api";
import { lectureDetailPath } from "../components/LectureCard";

/** 业务管理 → 说课管理: lectures with their teacher, subject, term, media and evaluation template. */
export default function AdminLecturePage() {
  const subjects = useResearchSubjectOptions();
  const terms = useKvOptions("term");
  const teachers = useKvOptions("teacher");
  const choices = useLectureChoices();
  const c = choices.data;
  const s = lectureSaveSchema.shape;
  return (
    <CrudPage<LectureItem>
      title="说课"
      endpoints={researchEndpoints.lecture.admin}
      defaults={{ kind: "recorded" }}
      searchPlaceholder="搜索说课标题"
      columns={[
        { title: "说课标题", dataIndex: "title", render: (_, r) => <Link to={lectureDetailPath(r)}>{r.title}</Link> },
        {
          title: "类型",
          dataIndex: "kind",
          width: 100,
          render: (_, r) => (r.kind === "live" ? <Tag color="red">直播说课</Tag> : <Tag color="blue">录播说课</Tag>),
        },
        { title: "说课教师", dataIndex: "teacherName", width: 100 },
        { title: "学科", dataIndex: "subjectName", width: 90 },
        { title: "学期", dataIndex: "termName" },
        { title: "评价模板", dataIndex: "templateName" },
        { title: "评价人数", dataIndex: "evaluationCount", width: 90 },
        {
          title: "平均得分",
          dataIndex: "averageScore",
          width: 90,
          render: (_, r) => (r.averageScore === null ? "—" : r.averageScore.toFixed(1)),
        },
      ]}
      form={() => (
        <>
          <ProFormText name="title" label="说课标题" rules={[zodRule(s.title)]} fieldProps={{ maxLength: 100 }} />
          <ProFormSelect
            name="teacherId"
            label="说课教师"
            options={teachers}
            showSearch
            rules={[zodRule(s.teacherId)]}
          />
          <ProFormSelect name="subjectId" label="学科" options={subjects} showSearch rules={[zodRule(s.subjectId)]} />
          <ProFormSelect name="termId" label="学期" options={terms} rules={[zodRule(s.termId)]} />
          <ProFormRadio.Group
            name="kind"
            label="说课类型"
            options={[
              { value: "recorded", label: "录播说课（上传的视频）" },
              { value: "live", label: "直播说课" },
            ]}
          />
          <ProFormDependency name={["kind"]}>
            {({ kind }) =>
              kind === "live" ? (
                <ProFormSelect
                  name="liveId"
                  label="直播"
                  showSearch
                  options={(c?.lives ?? []).map((l) => ({ value: l.id, label: `${l.name}（${l.teacherName}）` }))}
                  rules={[zodRule(s.liveId)]}
                />
              ) : (
                <ProFormSelect
                  name="resourceId"
                  label="说课视频"
                  showSearch
                  options={(c?.videos ?? []).map((v) => ({ value: v.id, label: `${v.name}（${v.ownerName}）` }))}
                  rules={[zodRule(s.resourceId)]}
                />
              )
            }
          </ProFormDependency>
          <ProFormSelect
            name="templateId"
            label="评价模板"
            options={(c?.templates ?? []).map((x) => ({ value: x.id, label: x.name }))}
            rules={[zodRule(s.templateId)]}
          />
          <ProFormTextArea
            name="intro"
            label="说课简介"
            rules={[zodRule(s.intro)]}
            fieldProps={{ maxLength: 1000, rows: 3 }}
          />
        </>
      )}
    />
  );
}
