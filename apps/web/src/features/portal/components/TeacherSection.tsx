import { Empty, Skeleton } from "antd";
import { Link } from "react-router";
import { UserAvatar } from "../../../components/UserAvatar";
import { usePortalTeachers } from "../api";

/** Famous teachers: recommended teachers from the user list. */
export function TeacherSection() {
  const { data, isLoading, isError } = usePortalTeachers(8);
  if (isLoading) return <Skeleton active avatar />;
  const list = isError ? [] : (data?.list ?? []);
  if (list.length === 0) return <Empty description="暂无推荐名师" />;
  return (
    <div className="portal-grid portal-grid-teachers">
      {list.map((t) => (
        <Link key={t.id} to={`/teacher/${t.id}`} className="portal-teacher">
          <UserAvatar size={72} src={t.avatarUrl} alt={t.realName} />
          <div className="portal-teacher-name">{t.realName}</div>
          <div className="portal-teacher-meta">{[t.title, t.orgName].filter(Boolean).join(" · ") || "教师"}</div>
          {t.intro ? <p className="portal-teacher-intro">{t.intro}</p> : null}
        </Link>
      ))}
    </div>
  );
}
