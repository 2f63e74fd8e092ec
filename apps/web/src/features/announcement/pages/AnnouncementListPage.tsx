import { PaperClipOutlined, PushpinFilled } from "@ant-design/icons";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Empty, Input, Pagination, Result, Skeleton, Tag } from "antd";
import dayjs from "dayjs";
import { Link, useSearchParams } from "react-router";
import { announcementApi } from "../api";
import "../announcement.css";

const PAGE_SIZE = 10;

/** /announcement: what the reader may see now, pinned first; page and keyword live in the URL. */
export default function AnnouncementListPage() {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get("page")) || 1);
  const keyword = params.get("keyword") ?? "";
  const q = useQuery({
    queryKey: ["announcement", "list", pageNo, keyword],
    queryFn: () => announcementApi.list({ pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
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
    <div className="otp-page ann-page">
      <div className="ann-head">
        <h1>通知公告</h1>
        <Input.Search
          allowClear
          aria-label="搜索公告标题"
          placeholder="搜索公告标题"
          defaultValue={keyword}
          style={{ maxWidth: 280 }}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
      </div>
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : q.isError ? (
        <Result status="error" title="公告加载失败" subTitle="请稍后刷新重试" />
      ) : !q.data?.list.length ? (
        <Empty description={keyword ? "没有找到相关公告" : "暂无通知公告"} />
      ) : (
        <>
          <ul className="ann-list">
            {q.data.list.map((a) => (
              <li key={a.id}>
                <Link className="ann-item" to={`/announcement/${a.id}`}>
                  <span className="ann-item-title">
                    {a.pinned ? (
                      <Tag color="red" icon={<PushpinFilled />}>
                        置顶
                      </Tag>
                    ) : null}
                    {a.title}
                  </span>
                  {a.summary ? <p className="ann-item-summary">{a.summary}</p> : null}
                  <span className="ann-meta">
                    <span>{a.publishAt ? dayjs(a.publishAt).format("YYYY-MM-DD HH:mm") : ""}</span>
                    <span>阅读 {a.readCount}</span>
                    {a.attachmentCount ? (
                      <span>
                        <PaperClipOutlined /> 附件 {a.attachmentCount}
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            className="ann-pagination"
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
