import { Tag } from "antd";
import { Link } from "react-router";
import { SearchListPage, useListParams } from "../../../components/SearchListPage";
import { UserAvatar } from "../../../components/UserAvatar";
import { useTeacherList } from "../api";
import "../teacher.css";

const PAGE_SIZE = 12;

/** /teacher: the recommended teachers, in their recommendation order. */
export default function TeacherListPage() {
  const params = useListParams();
  const { pageNo, keyword } = params;
  const q = useTeacherList({ pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  return (
    <SearchListPage
      title="名师风采"
      searchLabel="搜索教师姓名"
      className="teacher-page"
      headClassName="teacher-head"
      params={params}
      pageSize={PAGE_SIZE}
      query={q}
      errorTitle="名师加载失败"
      emptyText="暂无推荐名师"
      emptySearchText="没有找到相关教师"
      skeletonAvatar
      paginationStyle={{ marginTop: 16, textAlign: "center" }}
    >
      {(list) => (
        <ul className="teacher-grid">
          {list.map((t) => (
            <li key={t.id}>
              <Link to={`/teacher/${t.id}`} className="teacher-card">
                <UserAvatar size={88} src={t.avatarUrl} alt={t.realName} />
                <h2 className="teacher-card-name">{t.realName}</h2>
                <span className="teacher-muted">{[t.title, t.orgName].filter(Boolean).join(" · ") || "教师"}</span>
                {t.honours.length ? (
                  <span className="teacher-honour-tags">
                    {t.honours.map((h) => (
                      <Tag key={h} color="gold">
                        {h}
                      </Tag>
                    ))}
                  </span>
                ) : null}
                {t.intro ? <p className="teacher-card-intro">{t.intro}</p> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SearchListPage>
  );
}
