import { ArrowLeftOutlined } from "@ant-design/icons";
import { ASSIGNMENT_SCORE_MAX } from "@otp/contract";
import { Button, Card, Descriptions, Input, InputNumber, Result, Space, Switch, Tag } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import { submissionFileUrl, useReviewSubmission, useSubmission } from "../api";
import { FilePreview } from "../components/FilePreview";
import { StateTag } from "../components/StateTag";
import "../assignment.css";

/** /task/res1/{Id}: one submission, its files previewed; score, comment, return, recommend. */
export default function ReviewPage() {
  const id = Number(useParams().Id);
  const q = useSubmission(id);
  const { review, recommend } = useReviewSubmission(id);
  const s = q.data;
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  useEffect(() => {
    if (s) {
      setScore(s.score);
      setComment(s.comment);
    }
  }, [s]);
  const back = s ? (
    <Link to={`/task/res/${s.assignmentId}`}>
      <Button icon={<ArrowLeftOutlined />}>返回提交列表</Button>
    </Link>
  ) : null;
  if (q.error instanceof ApiError) return <Result status="403" title={q.error.message} />;
  return (
    <div className="asg-page">
      <Space style={{ marginBottom: 16 }}>
        {back}
        <h2 style={{ margin: 0 }}>{s ? `${s.assignmentTitle} · ${s.studentName}` : "作业批阅"}</h2>
      </Space>
      {s && (
        <>
          <Card title="学生作业" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="学生">{s.studentName}</Descriptions.Item>
              <Descriptions.Item label="班级">{s.className || "-"}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{dayjs(s.submittedAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
              <Descriptions.Item label="状态">
                <StateTag state={s.state} late={s.late} />
              </Descriptions.Item>
              <Descriptions.Item label="得分">{s.score ?? "-"}</Descriptions.Item>
              <Descriptions.Item label="公开展示">{s.shareConsent ? "学生同意" : "学生未同意"}</Descriptions.Item>
            </Descriptions>
            {s.content && <div className="asg-content">{s.content}</div>}
            <FilePreview files={s.files} urlOf={(f) => submissionFileUrl(s.id, f)} />
          </Card>
          <Card title="批阅">
            <Space direction="vertical" style={{ width: "100%" }}>
              <Space>
                分数
                <InputNumber
                  aria-label="分数"
                  min={0}
                  max={ASSIGNMENT_SCORE_MAX}
                  precision={0}
                  value={score}
                  onChange={(v) => setScore(v)}
                />
                <span className="asg-muted">满分 {ASSIGNMENT_SCORE_MAX}</span>
              </Space>
              <Input.TextArea
                rows={3}
                maxLength={1000}
                showCount
                aria-label="评语"
                placeholder="评语"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
              />
              <Space>
                <Button
                  type="primary"
                  disabled={s.state === "returned" || score === null}
                  loading={review.busy}
                  onClick={() => void review.run({ id, action: "score", score: score ?? 0, comment })}
                >
                  提交评分
                </Button>
                <Button
                  danger
                  disabled={s.state === "returned"}
                  onClick={() => void review.run({ id, action: "return", comment })}
                >
                  退回修改
                </Button>
                <Space style={{ marginLeft: 24 }}>
                  <Switch
                    aria-label="推荐为优秀作业"
                    checked={s.recommended}
                    disabled={s.state !== "scored"}
                    loading={recommend.busy}
                    onChange={(v) => void recommend.run(v)}
                  />
                  推荐为优秀作业
                  {s.recommended && s.shareConsent && <Link to={`/task/recommend/${s.id}`}>查看公开页面</Link>}
                  {s.recommended && !s.shareConsent && <Tag>学生未同意公开，不会公开展示</Tag>}
                </Space>
              </Space>
            </Space>
          </Card>
        </>
      )}
    </div>
  );
}
