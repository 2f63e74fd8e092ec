import { ArrowLeftOutlined, FileTextOutlined, TrophyOutlined } from "@ant-design/icons";
import { RESOURCE_TYPE_NAMES, type TeacherActivity } from "@otp/contract";
import { Button, Empty, Result, Skeleton, Tag } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import { CourseCard } from "../../../components/course-card";
import { UserAvatar } from "../../../components/UserAvatar";
import { useTeacherDetail } from "../api";
import "../teacher.css";

const LEVEL_COLOR: Record<string, string> = {
  国家级: "red",
  省级: "volcano",
  市级: "orange",
  区县级: "blue",
  校级: "cyan",
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="teacher-block" aria-label={title}>
      <div className="teacher-block-head">
        <h2>{title}</h2>
      </div>
      {children}
    </section>
  );
}

function ActivityGrid({ items }: { items: TeacherActivity[] }) {
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;
  return (
    <div className="teacher-items">
      {items.map((a) => (
        <Link key={a.id} to={a.url} className="teacher-item">
          <div
            className="teacher-item-cover"
            style={a.coverUrl ? { backgroundImage: `url(${a.coverUrl})` } : undefined}
          />
          <div className="teacher-item-body">
            <h3 className="teacher-item-name">{a.title}</h3>
            <span className="teacher-muted">{a.time ? dayjs(a.time).format("YYYY-MM-DD HH:mm") : ""}</span>
          </div>
        </Link>
      ))}
    </div>
  );
}

/** /teacher/{teacherId}: profile, honours, courses, resources; lives and lectures once their domains answer. */
export default function TeacherDetailPage() {
  const id = Number(useParams().teacherId);
  const valid = Number.isInteger(id) && id > 0;
  const q = useTeacherDetail(id, valid);
  useEffect(() => {
    if (q.data) document.title = `${q.data.profile.realName} - 名师风采`;
  }, [q.data]);
  const back = (
    <Link to="/teacher">
      <Button icon={<ArrowLeftOutlined />}>返回名师风采</Button>
    </Link>
  );
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return <Result status="404" title="教师不存在" extra={back} />;
  }
  if (q.isError) return <Result status="error" title="教师信息加载失败" extra={back} />;
  if (!q.data) {
    return (
      <div className="otp-page teacher-page">
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const { profile: p, honours, courses, resources, lives, lectures } = q.data;
  return (
    <div className="otp-page teacher-page">
      <nav aria-label="面包屑" style={{ marginBottom: 12 }}>
        <Link to="/teacher">名师风采</Link>
      </nav>
      <div className="teacher-profile">
        <UserAvatar size={120} src={p.avatarUrl} alt={p.realName} />
        <div>
          <h1>{p.realName}</h1>
          <span className="teacher-muted">{[p.title, p.orgName].filter(Boolean).join(" · ") || "教师"}</span>
          {p.intro ? <p className="teacher-profile-intro">{p.intro}</p> : null}
        </div>
      </div>
      {honours.length ? (
        <Block title="荣誉称号">
          <ul className="teacher-honours">
            {honours.map((h) => (
              <li key={h.id}>
                <TrophyOutlined style={{ color: "#d48806" }} aria-hidden />
                <span>{h.title}</span>
                <Tag color={LEVEL_COLOR[h.level]}>{h.level}</Tag>
                <span className="teacher-muted">{h.year}年</span>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      <Block title={`主讲课程（${courses.count}）`}>
        {courses.list.length ? (
          <div className="course-grid">
            {courses.list.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公开课程" />
        )}
      </Block>
      <Block title={`教学资源（${resources.count}）`}>
        {resources.list.length ? (
          <div className="teacher-items">
            {resources.list.map((r) => (
              <Link key={r.id} to={`/resource/${r.id}`} className="teacher-item">
                <div
                  className="teacher-item-cover"
                  style={r.coverUrl ? { backgroundImage: `url(${r.coverUrl})` } : undefined}
                >
                  {r.coverUrl ? null : <FileTextOutlined aria-hidden />}
                </div>
                <div className="teacher-item-body">
                  <h3 className="teacher-item-name">{r.name}</h3>
                  <span className="teacher-muted">
                    {RESOURCE_TYPE_NAMES[r.type]} · 浏览 {r.visitCount}
                  </span>
                </div>
              </Link>
            ))}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公开资源" />
        )}
      </Block>
      {lives ? (
        <Block title={`直播（${lives.count}）`}>
          <ActivityGrid items={lives.list} />
        </Block>
      ) : null}
      {lectures ? (
        <Block title={`说课（${lectures.count}）`}>
          <ActivityGrid items={lectures.list} />
        </Block>
      ) : null}
    </div>
  );
}
