import { TrophyOutlined } from "@ant-design/icons";
import { Card, Descriptions, Result, Skeleton, Tag } from "antd";
import dayjs from "dayjs";
import { useParams } from "react-router";
import { submissionFileUrl, useRecommendedSubmission } from "../api";
import { FilePreview } from "../components/FilePreview";
import "../assignment.css";

/** /task/recommend/{Id}: excellent work, public when the teacher recommended it and the student agreed. */
export default function RecommendPage() {
  const id = Number(useParams().Id);
  const q = useRecommendedSubmission(id);
  if (q.isError) return <Result status="404" title="优秀作业不存在或未公开" />;
  const s = q.data;
  return (
    <div className="asg-page">
      {!s ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Card
          title={
            <>
              <TrophyOutlined style={{ color: "#d48806" }} /> 优秀作业 · {s.assignmentTitle}
            </>
          }
          extra={s.score !== null && <Tag color="gold">得分 {s.score}</Tag>}
        >
          <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="学生">{s.studentName}</Descriptions.Item>
            <Descriptions.Item label="班级">{s.className || "-"}</Descriptions.Item>
            <Descriptions.Item label="指导教师">{s.teacherName}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{dayjs(s.submittedAt).format("YYYY-MM-DD HH:mm")}</Descriptions.Item>
          </Descriptions>
          {s.content && <div className="asg-content">{s.content}</div>}
          <FilePreview files={s.files} urlOf={(f) => submissionFileUrl(s.id, f)} />
          {s.comment && (
            <p style={{ marginTop: 16 }}>
              <strong>教师评语：</strong>
              {s.comment}
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
