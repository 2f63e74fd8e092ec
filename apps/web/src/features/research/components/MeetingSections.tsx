import {
  MEETING_STATE_NAMES,
  type MeetingItem,
  meetingSaveSchema,
  type SeminarKind,
  type SeminarReport,
} from "@otp/contract";
import { Button, DatePicker, Empty, Form, Input, List, Select, Space, Table, Tag } from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { Link } from "react-router";
import { zodRangeRule, zodRule } from "../../../components/formRules";
import { QueryState } from "../../../components/QueryState";
import { useMeetingPlaces, useMeetings, useSaveMeeting, useSeminarReport } from "../api";

const STATE_COLOR = { upcoming: "blue", live: "red", ended: "default" } as const;

/** A seminar's meetings with their venues, each linking to its page. */
export function MeetingList({ seminarId, kind }: { seminarId: number; kind: SeminarKind }) {
  const q = useMeetings(seminarId);
  return (
    <QueryState query={q} empty="暂无会议" rows={2}>
      {(meetings) => <MeetingItems meetings={meetings} kind={kind} />}
    </QueryState>
  );
}

function MeetingItems({ meetings, kind }: { meetings: MeetingItem[]; kind: SeminarKind }) {
  return (
    <List<MeetingItem>
      dataSource={meetings}
      renderItem={(m) => (
        <List.Item extra={<Link to={`/${kind}/meeting/${m.id}`}>{m.state === "ended" ? "观看录像" : "进入会议"}</Link>}>
          <List.Item.Meta
            title={
              <Space>
                <Link to={`/${kind}/meeting/${m.id}`}>{m.title}</Link>
                <Tag color={STATE_COLOR[m.state]}>{MEETING_STATE_NAMES[m.state]}</Tag>
              </Space>
            }
            description={
              <>
                {dayjs(m.startAt).format("YYYY-MM-DD HH:mm")} ~ {dayjs(m.endAt).format("HH:mm")}　会场：
                {m.venues.map((v) => `${v.placeName}${v.main ? "（主会场）" : ""}`).join("、")}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}

const shape = meetingSaveSchema.shape;

/** 安排会议 (brief/new): a title, a time span, the main venue and branch venues (places with terminals). */
export function MeetingForm({ seminarId, onDone }: { seminarId: number; onDone: () => void }) {
  const [form] = Form.useForm();
  const places = useMeetingPlaces();
  const saver = useSaveMeeting(onDone);
  const options = (places.data ?? []).map((p) => ({
    value: p.id,
    label: p.ready ? p.name : `${p.name}（无可用终端）`,
    disabled: !p.ready,
  }));
  const submit = async (v: { title: string; span: [Dayjs, Dayjs]; mainPlaceId: number; branchPlaceIds?: number[] }) => {
    await saver.run({
      seminarId,
      title: v.title,
      startAt: v.span[0].toISOString(),
      endAt: v.span[1].toISOString(),
      mainPlaceId: v.mainPlaceId,
      branchPlaceIds: v.branchPlaceIds ?? [],
    });
  };
  return (
    <Form form={form} layout="horizontal" labelCol={{ span: 3 }} wrapperCol={{ span: 14 }} onFinish={submit}>
      <Form.Item name="title" label="会议名称" rules={[zodRule(shape.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="span" label="会议时间" rules={[zodRangeRule(shape.startAt, shape.endAt)]}>
        <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      {/* Venues are checked by the server (a clear message names a place without a terminal). */}
      <Form.Item name="mainPlaceId" label="主会场" rules={[zodRule(shape.mainPlaceId)]}>
        <Select options={options} showSearch optionFilterProp="label" style={{ minWidth: 280 }} />
      </Form.Item>
      <Form.Item name="branchPlaceIds" label="分会场">
        <Select mode="multiple" options={options} optionFilterProp="label" style={{ minWidth: 280 }} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 3 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saver.busy}>
            安排会议
          </Button>
          <Button onClick={onDone}>取消</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The summary's facts: attendance per meeting and the evaluation results (members and editors). */
export function SeminarReportView({ seminarId }: { seminarId: number }) {
  const q = useSeminarReport(seminarId);
  if (q.isError) return null;
  const meetings: SeminarReport["meetings"] = q.data?.meetings ?? [];
  if (!meetings.length) return <Empty description="暂无会议记录" />;
  return (
    <Table<SeminarReport["meetings"][number]>
      rowKey="id"
      size="small"
      pagination={false}
      aria-label="出勤与评价结果"
      dataSource={meetings}
      columns={[
        { title: "会议", dataIndex: "title" },
        { title: "时间", dataIndex: "startAt", render: (v: string) => dayjs(v).format("MM-DD HH:mm") },
        {
          title: "出勤",
          dataIndex: "attendees",
          render: (a: SeminarReport["meetings"][number]["attendees"]) =>
            a.length ? `${a.length} 人：${a.map((x) => x.realName).join("、")}` : "—",
        },
        { title: "评价人数", dataIndex: "evaluationCount" },
        {
          title: "平均总分",
          dataIndex: "averageTotal",
          render: (v: number | null) => (v === null ? "—" : v.toFixed(1)),
        },
        {
          title: "各指标平均得分",
          dataIndex: "indicators",
          render: (list: SeminarReport["meetings"][number]["indicators"]) =>
            list.length ? list.map((i) => `${i.name} ${i.mean?.toFixed(1) ?? "—"}`).join("；") : "—",
        },
      ]}
    />
  );
}
