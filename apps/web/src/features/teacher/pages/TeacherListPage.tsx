import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Input, Pagination, Result, Skeleton, Tag } from "antd";
import { Link, useSearchParams } from "react-router";
import { UserAvatar } from "../../../components/UserAvatar";
import { teacherApi } from "../api";
import "../teacher.css";

const PAGE_SIZE = 12;

/** /teacher: the recommended teachers, in their recommendation order. */
export default function TeacherListPage() {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get("page")) || 1);
  const keyword = params.get("keyword") ?? "";
  const q = useQuery({
    queryKey: ["teacher", "list", pageNo, keyword],
    queryFn: () => teacherApi.list({ pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { page?: number; keyword?: string }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) p.set("keyword", k);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p);
  };
  return (
    <div className="otp-page teacher-page">
      <div className="teacher-head">
        <h1>名师风采</h1>
        <Input.Search
          allowClear
          aria-label="搜索教师姓名"
          placeholder="搜索教师姓名"
          defaultValue={keyword}
          style={{ maxWidth: 280 }}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
      </div>
      {q.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      ) : q.isError ? (
        <Result status="error" title="名师加载失败" subTitle="请稍后刷新重试" />
      ) : !q.data?.list.length ? (
        <Empty description={keyword ? "没有找到相关教师" : "暂无推荐名师"} />
      ) : (
        <>
          <ul className="teacher-grid">
            {q.data.list.map((t) => (
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
          <Pagination
            style={{ marginTop: 16, textAlign: "center" }}
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={q.data.count}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(page) => go({ page })}
          />
        </>
      )}
    </div>
  );
}
