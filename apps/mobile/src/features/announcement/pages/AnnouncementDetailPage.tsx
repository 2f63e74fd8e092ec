import { useParams } from "react-router";
import { Page } from "../../../components/Page";
import { QueryState } from "../../../components/QueryState";
import { attachmentUrl, useAnnouncement } from "../api";
import { day, size } from "../format";
import "../announcement.css";

/** /announcement/:announcementId: the text (sanitised HTML from the server) and its attachments. */
export default function AnnouncementDetailPage() {
  const id = Number(useParams().announcementId) || 0;
  const q = useAnnouncement(id);
  return (
    <Page title="公告详情" fallback="/announcement">
      <QueryState query={q}>
        {(a) => (
          <article className="m-section">
            <h2 className="m-ann-heading">{a.title}</h2>
            <div className="m-muted">
              {[a.authorName, day(a.publishAt), `${a.readCount} 次阅读`].filter(Boolean).join(" · ")}
            </div>
            {/* The server stores only sanitised HTML (sanitize-html on save), as the desktop page relies on. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
            <div className="m-rich" dangerouslySetInnerHTML={{ __html: a.content }} />
            {a.attachments.length > 0 ? (
              <section>
                <h3 className="m-ann-sub">附件</h3>
                <ul className="m-plain-list">
                  {a.attachments.map((f) => (
                    <li key={f.id}>
                      <a className="m-ann-file" href={attachmentUrl(a.id, f.id)} download={f.name}>
                        <span className="m-ann-file-name">{f.name}</span>
                        <span className="m-muted">{size(f.size)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </article>
        )}
      </QueryState>
    </Page>
  );
}
