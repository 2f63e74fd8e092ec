import type { Marks, SuperviseActivityForStudent } from "@otp/contract";
import { Alert, Button, Card, List, Result, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../../api/http";
import { isLoggedIn, useSession } from "../../../app/session";
import { QueryState } from "../../../components/QueryState";
import { usePublicSuperviseActivities, useSubmitSuperviseActivity, useSuperviseActivityForm } from "../activityApi";
import { ActivityStateTag, activityWindow } from "../components/activityState";
import { EvaluationFormView } from "../components/EvaluationFormView";
import "../supervise.css";

/** The public list of supervision activities (督导活动). */
function ActivityList() {
  const query = usePublicSuperviseActivities();
  return (
    <QueryState query={query} empty="暂无督导活动">
      {(data) => (
        <List
          dataSource={data.list}
          renderItem={(a) => (
            <List.Item
              actions={[
                <Link key="go" to={`/supervise-activity?id=${a.id}`}>
                  {a.state === "closed" ? "查看" : "参加评价"}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space>
                    {a.name}
                    <ActivityStateTag state={a.state} />
                  </Space>
                }
                description={`${a.termName}　${activityWindow(a)}　参评课程 ${a.targets} 门　已收到评价 ${a.submissions} 份`}
              />
            </List.Item>
          )}
        />
      )}
    </QueryState>
  );
}

/** One offering's form: every item marked, then submitted once. */
function TargetForm({
  activity,
  targetId,
  onDone,
}: {
  activity: SuperviseActivityForStudent;
  targetId: number;
  onDone: () => void;
}) {
  const [marks, setMarks] = useState<Marks>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const submission = useSubmitSuperviseActivity(activity.id, onDone);
  const submit = () => void submission.run({ targetId, marks, answers });
  return (
    <>
      <EvaluationFormView
        form={activity.form}
        marks={marks}
        answers={answers}
        onMark={(key, value) => {
          const next = { ...marks };
          if (value === undefined) delete next[key];
          else next[key] = value;
          setMarks(next);
        }}
        onAnswer={(key, value) => setAnswers({ ...answers, [key]: value })}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={submission.busy} onClick={submit}>
          匿名提交
        </Button>
        <Typography.Text type="secondary">提交后不能修改；教师只能看到汇总结果，看不到评价人。</Typography.Text>
      </Space>
    </>
  );
}

/** A student's view of one activity: their class's offerings, each evaluated or not. */
function ActivityForm({ id }: { id: number }) {
  const { data, error } = useSuperviseActivityForm(id);
  const [current, setCurrent] = useState<number | null>(null);
  if (error) {
    const msg = error instanceof ApiError ? error.message : "无法打开该活动";
    return <Result status="info" title={msg} extra={<Link to="/supervise-activity">返回活动列表</Link>} />;
  }
  if (!data) return <Skeleton active />;
  const target = data.list.find((t) => t.id === current);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Card
        title={
          <Space>
            {data.name}
            <ActivityStateTag state={data.state} />
          </Space>
        }
        extra={activityWindow(data)}
      >
        {data.remark ? <Typography.Paragraph>{data.remark}</Typography.Paragraph> : null}
        {data.state !== "open" ? (
          <Alert type="info" showIcon message={data.state === "upcoming" ? "活动尚未开始" : "活动已结束"} />
        ) : null}
        <List
          dataSource={data.list}
          renderItem={(t) => (
            <List.Item
              actions={[
                t.done ? (
                  <Tag key="done" color="green">
                    已评价
                  </Tag>
                ) : (
                  <Button key="go" type="link" disabled={data.state !== "open"} onClick={() => setCurrent(t.id)}>
                    评价
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta title={t.title} description={`任课教师：${t.teacherName}　班级：${t.className}`} />
            </List.Item>
          )}
        />
      </Card>
      {target && !target.done ? (
        <Card title={`评价：${target.title}`}>
          <TargetForm key={target.id} activity={data} targetId={target.id} onDone={() => setCurrent(null)} />
        </Card>
      ) : null}
    </Space>
  );
}

/** /supervise-activity: the public list; `?id=` opens one activity for a student to evaluate. */
export default function ActivityEvaluatePage() {
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || null;
  const user = useSession((s) => s.user);
  return (
    <div className="sup-page">
      <h2>督导活动</h2>
      {!id ? (
        <ActivityList />
      ) : isLoggedIn(user) ? (
        <ActivityForm id={id} />
      ) : (
        <Result status="info" title="请登录后参加评价" extra={<Link to="/login">去登录</Link>} />
      )}
    </div>
  );
}
