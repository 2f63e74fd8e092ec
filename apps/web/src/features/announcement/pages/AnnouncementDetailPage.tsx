import { ArrowLeftOutlined, PaperClipOutlined } from "@ant-design/icons";
import { Button, Result, Skeleton } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import { formatBytes } from "../../../components/format";
import "../../../components/rich-text/rich-text.css";
import { useAnnouncement } from "../api";
import "../announcement.css";

/** /announcement/{announcementId}: the sanitised text, its attachments, and how many have read it. */
export default function AnnouncementDetailPage() {
  const id = Number(useParams().announcementId);
  const valid = Number.isInteger(id) && id > 0;
  const q = useAnnouncement(id, valid);
  useEffect(() => {
    if (q.data) document.title = q.data.title;
  }, [q.data]);
  const back = (
    <Link to="/announcement">
      <Button icon={<ArrowLeftOutlined />}>返回公告列表</Button>
    </Link>
  );
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return <Result status="404" title="公告不存在或已下线" extra={back} />;
  }
  if (q.isError) return <Result status="error" title="公告加载失败" extra={back} />;
  const a = q.data;
  return (
    <div className="otp-page ann-page">
      <nav aria-label="面包屑" style={{ marginBottom: 12 }}>
        <Link to="/announcement">通知公告</Link>
      </nav>
      <article className="ann-article">
        {!a ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <h1>{a.title}</h1>
            <div className="ann-meta">
              {a.authorName ? <span>发布人：{a.authorName}</span> : null}
              <span>发布时间：{a.publishAt ? dayjs(a.publishAt).format("YYYY-MM-DD HH:mm") : ""}</span>
              <span>阅读：{a.readCount}</span>
              {a.expireAt ? <span>有效期至：{dayjs(a.expireAt).format("YYYY-MM-DD HH:mm")}</span> : null}
            </div>
            {/* The server stores only sanitised HTML (sanitize-html on save). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: a.content }} />
            {a.attachments.length ? (
              <section className="ann-files" aria-label="附件">
                <h2>
                  <PaperClipOutlined /> 附件
                </h2>
                <ul>
                  {a.attachments.map((f) => (
                    <li key={f.id}>
                      <a href={f.url} download={f.name}>
                        {f.name}
                      </a>{" "}
                      <span className="ann-meta-inline">（{formatBytes(f.size)}）</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </article>
    </div>
  );
}
