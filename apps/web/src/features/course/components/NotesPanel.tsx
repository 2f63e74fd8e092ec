import { BulbOutlined } from "@ant-design/icons";
import { Empty, Skeleton } from "antd";
import { useCourseNotes } from "../api";
import { formatSecond } from "../outline";

interface Props {
  resourceId: number;
  /** Jump the player to this second. */
  onJump(second: number): void;
}

/** 知识点: the resource's knowledge-point notes; a click jumps the player to the note's second. */
export function NotesPanel({ resourceId, onJump }: Props) {
  const notes = useCourseNotes(resourceId);
  const list = [...(notes.data?.list ?? [])].sort((a, b) => a.second - b.second);
  return (
    <aside className="course-notes" aria-label="知识点">
      <h3>
        <BulbOutlined aria-hidden /> 知识点
      </h3>
      {notes.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : notes.isError ? (
        <div className="course-notes-empty">知识点加载失败</div>
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该资源暂无知识点" />
      ) : (
        <ol>
          {list.map((n) => (
            <li key={n.id}>
              <button type="button" onClick={() => onJump(n.second)} title={`跳转到 ${formatSecond(n.second)}`}>
                {n.imgUrl ? <img src={n.imgUrl} alt="" loading="lazy" /> : null}
                <span className="course-note-time">{formatSecond(n.second)}</span>
                <span className="course-note-text">{n.content}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
