import {
  ProForm,
  ProFormDateTimePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import {
  SEMINAR_MEMBER_ROLES,
  SEMINAR_ROLE_NAMES,
  type SeminarDetail,
  type SeminarMember,
  seminarBriefSaveSchema,
  seminarMemberSaveSchema,
  seminarNoticeSaveSchema,
  seminarSummarySchema,
} from "@otp/contract";
import { Button, Card, Form, Input, List, Popconfirm, Space, Table } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { ActionLink } from "../../../components/ActionLink";
import { asInstant, zodRule } from "../../../components/formRules";
import {
  useDeleteNotice,
  usePostNotice,
  useRemoveMember,
  useResearchOrgOptions,
  useSaveBrief,
  useSaveMembers,
  useSaveSummary,
} from "../api";
import { InviteDialog } from "./InviteDialog";
import { MeetingForm, MeetingList, SeminarReportView } from "./MeetingSections";

type TabProps = { s: SeminarDetail };

/** 简介: the brief form and the seminar's meetings; brief/new arranges a meeting. */
export function BriefTab({ s }: TabProps) {
  const { handle } = useParams();
  const navigate = useNavigate();
  const back = () => navigate(`/network-seminar/${s.id}/brief`);
  if (handle === "new")
    return (
      <Card title="安排会议" size="small">
        <MeetingForm seminarId={s.id} onDone={back} />
      </Card>
    );
  return (
    <>
      <BriefForm s={s} />
      <Card
        title="会议"
        size="small"
        style={{ marginTop: 16 }}
        extra={
          <Button type="primary" onClick={() => navigate(`/network-seminar/${s.id}/brief/new`)}>
            安排会议
          </Button>
        }
      >
        <MeetingList seminarId={s.id} kind={s.kind} />
      </Card>
    </>
  );
}

function BriefForm({ s }: TabProps) {
  const shape = seminarBriefSaveSchema.shape;
  const save = useSaveBrief();
  return (
    <ProForm
      layout="horizontal"
      labelCol={{ span: 3 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ ...s, startAt: dayjs(s.startAt), endAt: dayjs(s.endAt) }}
      submitter={{
        searchConfig: { submitText: "保存" },
        resetButtonProps: false,
        render: (_, dom) => <Form.Item wrapperCol={{ offset: 3 }}>{dom}</Form.Item>,
      }}
      onFinish={async (v: Record<string, unknown>) => {
        const r = await save.run({
          id: s.id,
          title: v.title as string,
          brief: (v.brief as string | undefined) ?? null,
          open: !!v.open,
          // ProForm hands a picked time over as "YYYY-MM-DD HH:mm:ss" text, not a Dayjs.
          startAt: asInstant(v.startAt) as string,
          endAt: asInstant(v.endAt) as string,
        });
        return r !== undefined;
      }}
    >
      <ProFormText name="title" label="教研主题" rules={[zodRule(shape.title)]} fieldProps={{ maxLength: 100 }} />
      <ProFormDateTimePicker name="startAt" label="开始时间" rules={[zodRule(shape.startAt, { as: asInstant })]} />
      <ProFormDateTimePicker name="endAt" label="结束时间" rules={[zodRule(shape.endAt, { as: asInstant })]} />
      <ProFormSwitch name="open" label="开放报名" />
      <ProFormTextArea
        name="brief"
        label="教研简介"
        rules={[zodRule(shape.brief)]}
        fieldProps={{ rows: 6, maxLength: 5000 }}
      />
    </ProForm>
  );
}

/** 公告: post to the seminar's page, delete. */
export function NoticeTab({ s }: TabProps) {
  const [form] = Form.useForm();
  const post = usePostNotice(() => form.resetFields());
  const remove = useDeleteNotice(s.id);
  const shape = seminarNoticeSaveSchema.shape;
  return (
    <Space direction="vertical" style={{ width: "100%" }} size="large">
      <Card size="small" title="发布公告">
        <Form
          form={form}
          layout="vertical"
          onFinish={(v: { title: string; content: string }) => post.run({ seminarId: s.id, ...v })}
        >
          <Form.Item name="title" label="标题" rules={[zodRule(shape.title)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[zodRule(shape.content)]}>
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={post.busy}>
            发布
          </Button>
        </Form>
      </Card>
      <List
        header="已发布的公告"
        bordered
        dataSource={s.notices}
        locale={{ emptyText: "暂无公告" }}
        renderItem={(n) => (
          <List.Item
            actions={[
              <Popconfirm key="del" title="确定删除该公告？" onConfirm={() => remove.run(n.id)}>
                <ActionLink>删除</ActionLink>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={n.title}
              description={`${dayjs(n.createdAt).format("YYYY-MM-DD HH:mm")}　${n.content}`}
            />
          </List.Item>
        )}
      />
    </Space>
  );
}

/** 参与人员: invite teachers with a role and their participating organization; change or remove. */
export function MemberTab({ s }: TabProps) {
  const teachers = useKvOptions("teacher");
  const orgs = useResearchOrgOptions();
  const roles = SEMINAR_MEMBER_ROLES.map((r) => ({ value: r, label: SEMINAR_ROLE_NAMES[r] }));
  const [form] = Form.useForm();
  const save = useSaveMembers(() => form.resetFields());
  const remove = useRemoveMember(s.id);
  return (
    <Space direction="vertical" style={{ width: "100%" }} size="large">
      <Card size="small" title="邀请教师" extra={<InviteDialog seminarId={s.id} />}>
        <ProForm
          form={form}
          layout="inline"
          initialValues={{ role: "participant" }}
          submitter={{ searchConfig: { submitText: "邀请" }, resetButtonProps: false }}
          onFinish={async (v: { userIds: number[]; role: (typeof SEMINAR_MEMBER_ROLES)[number]; orgId?: number }) =>
            (await save.run({ seminarId: s.id, ...v })) !== undefined
          }
        >
          <ProFormSelect
            name="userIds"
            label="教师"
            mode="multiple"
            showSearch
            options={teachers.filter((o) => o.value !== s.hostId)}
            rules={[zodRule(seminarMemberSaveSchema.shape.userIds)]}
            fieldProps={{ style: { minWidth: 260 } }}
          />
          <ProFormSelect name="role" label="角色" options={roles} allowClear={false} />
          <ProFormSelect name="orgId" label="参与机构" options={orgs} fieldProps={{ style: { minWidth: 160 } }} />
        </ProForm>
      </Card>
      <Table<SeminarMember>
        rowKey="userId"
        size="small"
        pagination={false}
        dataSource={s.members}
        columns={[
          { title: "姓名", dataIndex: "realName" },
          { title: "角色", dataIndex: "role", render: (r: SeminarMember["role"]) => SEMINAR_ROLE_NAMES[r] },
          { title: "参与机构", dataIndex: "orgName", render: (v: string | null) => v ?? "—" },
          { title: "加入时间", dataIndex: "joinedAt", render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm") },
          {
            title: "操作",
            render: (_, m) =>
              m.role === "host" ? (
                "—"
              ) : (
                <Popconfirm title={`确定移除${m.realName}？`} onConfirm={() => remove.run(m.userId)}>
                  <ActionLink>移除</ActionLink>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Space>
  );
}

/** 总结: the host's summary, shown on the seminar's page. */
export function SummaryTab({ s }: TabProps) {
  const [text, setText] = useState(s.summary ?? "");
  const [error, setError] = useState<string | null>(null);
  const saver = useSaveSummary(s.id);
  const save = () => {
    const r = seminarSummarySchema.shape.summary.safeParse(text);
    setError(r.success ? null : (r.error.issues[0]?.message ?? "格式不正确"));
    if (r.success) void saver.run(text);
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input.TextArea
        aria-label="教研总结"
        rows={12}
        value={text}
        status={error ? "error" : undefined}
        placeholder="总结本次教研的主要观点、共识与后续安排"
        onChange={(e) => setText(e.target.value)}
      />
      {error ? <span className="rs-error">{error}</span> : null}
      <Button type="primary" loading={saver.busy} onClick={save}>
        保存总结
      </Button>
      <h3 className="rs-subhead">出勤与评价结果</h3>
      <SeminarReportView seminarId={s.id} />
    </Space>
  );
}
