import { PaperClipOutlined, PushpinFilled } from "@ant-design/icons";
import { Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { SearchListPage, useListParams } from "../../../components/SearchListPage";
import { useAnnouncementList } from "../api";
import "../announcement.css";

const PAGE_SIZE = 10;

/** /announcement: what the reader may see now, pinned first; page and keyword live in the URL. */
export default function AnnouncementListPage() {
  const params = useListParams();
  const { pageNo, keyword } = params;
  const q = useAnnouncementList({ pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined });
  return (
    <SearchListPage
      title="通知公告"
      searchLabel="搜索公告标题"
      className="ann-page"
      headClassName="ann-head"
      params={params}
      pageSize={PAGE_SIZE}
      query={q}
      errorTitle="公告加载失败"
      emptyText="暂无通知公告"
      emptySearchText="没有找到相关公告"
      paginationClassName="ann-pagination"
    >
      {(list) => (
        <ul className="ann-list">
          {list.map((a) => (
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
      )}
    </SearchListPage>
  );
}
