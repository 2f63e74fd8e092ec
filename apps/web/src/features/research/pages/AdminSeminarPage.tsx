import {
  ProFormDateTimePicker,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import {
  researchEndpoints,
  SEMINAR_KIND_NAMES,
  SEMINAR_KINDS,
  SEMINAR_STATE_NAMES,
  type SeminarCard,
  type SeminarKind,
  seminarSaveSchema,
} from "@otp/contract";
import { Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useLocation } from "react-router";
import { call } from "../../../api/call";
import { useKvOptions } from "../../../api/kv";
import { CrudPage } from "../../../components/CrudPage";
import { asInstant, zodRule } from "../../../components/formRules";
import { useResearchOrgOptions, useResearchSubjectOptions } from "../api";
import { STATE_COLORS, spanText } from "../components/SeminarCardItem";

const SCREENS: Record<string, { kind?: SeminarKind; path: string }> = {
  research: { kind: "teaching", path: "/admin/business/research" },
  "network-seminar": { kind: "seminar", path: "/admin/business/network-seminar" },
  interaction: { path: "/admin/business/interaction/seminar" },
};

/** 业务管理 → 示范教学 / 网络教研 / 全部教研活动: seminars with their host, school, subject and time. */
export default function AdminSeminarPage() {
  const segment = useLocation().pathname.split("/")[3] ?? "";
  const screen = SCREENS[segment] ?? (SCREENS.interaction as { path: string });
  const orgs = useResearchOrgOptions();
  const subjects = useResearchSubjectOptions();
  const teachers = useKvOptions("teacher");
  const s = seminarSaveSchema.shape;
  return (
    <CrudPage<SeminarCard & { brief?: string | null }>
      title={screen.kind ? SEMINAR_KIND_NAMES[screen.kind] : "教研活动"}
      endpoints={researchEndpoints.seminar.admin}
      fixed={screen.kind ? { kind: screen.kind } : {}}
      detailPath={screen.kind ? screen.path : undefined}
      // The seminar itself (with its brief), not a search of the list, whose pages hold at most 100.
      find={(id) => call(researchEndpoints.seminar.get, { id })}
      defaults={{ open: true, kind: screen.kind ?? "seminar" }}
      searchPlaceholder="搜索教研主题"
      toForm={(row) => ({
        ...row,
        span: row.startAt && row.endAt ? [dayjs(row.startAt), dayjs(row.endAt)] : undefined,
        startAt: row.startAt ? dayjs(row.startAt) : undefined,
        endAt: row.endAt ? dayjs(row.endAt) : undefined,
      })}
      toBody={(v) => ({
        ...v,
        // ProForm hands a picked time over as "YYYY-MM-DD HH:mm:ss" text, not a Dayjs.
        startAt: asInstant(v.startAt),
        endAt: asInstant(v.endAt),
      })}
      columns={[
        { title: "教研主题", dataIndex: "title" },
        ...(screen.kind
          ? []
          : [{ title: "类型", dataIndex: "kind", render: (_: unknown, r: SeminarCard) => SEMINAR_KIND_NAMES[r.kind] }]),
        { title: "主办机构", dataIndex: "orgName" },
        { title: "学科", dataIndex: "subjectName", width: 80 },
        { title: "主持人", dataIndex: "hostName", width: 100 },
        { title: "时间", dataIndex: "startAt", render: (_, r) => spanText(r) },
        { title: "人数", dataIndex: "memberCount", width: 70 },
        {
          title: "状态",
          dataIndex: "state",
          width: 90,
          render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{SEMINAR_STATE_NAMES[r.state]}</Tag>,
        },
      ]}
      form={() => (
        <>
          {screen.kind ? null : (
            <ProFormRadio.Group
              name="kind"
              label="类型"
              options={SEMINAR_KINDS.map((k) => ({ value: k, label: SEMINAR_KIND_NAMES[k] }))}
            />
          )}
          <ProFormText name="title" label="教研主题" rules={[zodRule(s.title)]} fieldProps={{ maxLength: 100 }} />
          <ProFormSelect name="orgId" label="主办机构" options={orgs} showSearch rules={[zodRule(s.orgId)]} />
          <ProFormSelect name="subjectId" label="学科" options={subjects} showSearch rules={[zodRule(s.subjectId)]} />
          <ProFormSelect name="hostId" label="主持人" options={teachers} showSearch rules={[zodRule(s.hostId)]} />
          <ProFormDateTimePicker name="startAt" label="开始时间" rules={[zodRule(s.startAt, { as: asInstant })]} />
          <ProFormDateTimePicker
            name="endAt"
            label="结束时间"
            dependencies={["startAt"]}
            rules={[
              zodRule(s.endAt, { as: asInstant }),
              ({ getFieldValue }) => ({
                validator: async (_r, v?: Dayjs) => {
                  const start = getFieldValue("startAt") as Dayjs | undefined;
                  if (v && start && !v.isAfter(start)) throw new Error("结束时间须晚于开始时间");
                },
              }),
            ]}
          />
          <ProFormSwitch name="open" label="开放报名" />
          <ProFormTextArea
            name="brief"
            label="教研简介"
            rules={[zodRule(s.brief)]}
            fieldProps={{ maxLength: 5000, rows: 4 }}
          />
        </>
      )}
    />
  );
}
