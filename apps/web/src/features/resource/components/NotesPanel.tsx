import { ClockCircleOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { ResourceNote } from "@otp/contract";
import { Button, Empty, Input, Popconfirm, Skeleton } from "antd";
import { type RefObject, useState } from "react";
import { useAction } from "../../../api/action";
import { feedback } from "../../../app/feedback";
import { formatSecond } from "../../../components/preview/playback";
import type { PlayerHandle } from "../../../components/preview/types";
import { resourceApi, resourceKeys, useResourceNotes } from "../api";

interface Props {
  resourceId: number;
  /** The player, for the current time and jumps (timed players only). */
  player: RefObject<PlayerHandle | null>;
  timed: boolean;
  loggedIn: boolean;
}

/** Notes sorted by time; the list endpoint returns them in random order for recommendations. */
export function sortNotes(list: readonly ResourceNote[]): ResourceNote[] {
  return [...list].sort((a, b) => a.second - b.second || a.id - b.id);
}

/**
 * Knowledge-point notes of a resource: jump to a note's second; logged-in users add one at the
 * player's current time.
 */
export function NotesPanel({ resourceId, player, timed, loggedIn }: Props) {
  const q = useResourceNotes(resourceId);
  const invalidate = [resourceKeys.notes(resourceId)];
  const [adding, setAdding] = useState<number | null>(null);
  const [content, setContent] = useState("");
  const add = useAction(
    (input: { second: number; content: string }) => resourceApi.saveNote({ resourceId, ...input }),
    {
      success: "知识点已添加",
      invalidate,
      onSuccess: () => setAdding(null),
    },
  );
  const removeNote = useAction((noteId: number) => resourceApi.deleteNote(noteId), { success: "已删除", invalidate });

  const startAdd = () => {
    setAdding(Math.floor(player.current?.currentTime() ?? 0));
    setContent("");
  };
  const save = async () => {
    const text = content.trim();
    if (!text) {
      feedback.warning("请输入知识点内容");
      return;
    }
    if (adding === null) return;
    await add.run({ second: adding, content: text });
  };

  const notes = sortNotes(q.data?.list ?? []);
  return (
    <section className="res-notes">
      <div className="res-notes-head">
        <h3>知识点</h3>
        {timed && loggedIn && adding === null ? (
          <Button size="small" icon={<PlusOutlined />} onClick={startAdd}>
            在当前时间添加
          </Button>
        ) : null}
      </div>
      {adding !== null ? (
        <div className="res-note-form">
          <div className="res-note-at">
            <ClockCircleOutlined /> {formatSecond(adding)}
          </div>
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={500}
            showCount
            rows={3}
            autoFocus
            placeholder="这一时刻讲解的知识点"
          />
          <div className="res-note-form-actions">
            <Button size="small" onClick={() => setAdding(null)}>
              取消
            </Button>
            <Button size="small" type="primary" loading={add.busy} onClick={save}>
              保存
            </Button>
          </div>
        </div>
      ) : null}
      {q.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : q.isError ? (
        <div className="res-muted">知识点加载失败</div>
      ) : notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无知识点" />
      ) : (
        <ul className="res-note-list">
          {notes.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className="res-note"
                disabled={!timed}
                onClick={() => player.current?.seek(n.second)}
                title={timed ? `跳转到 ${formatSecond(n.second)}` : undefined}
              >
                <span className="res-note-time">{formatSecond(n.second)}</span>
                <span className="res-note-content">
                  {n.content}
                  {n.userName ? <span className="res-note-user">{n.userName}</span> : null}
                </span>
              </button>
              {n.canDelete ? (
                <Popconfirm
                  title="删除这个知识点？"
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => removeNote.run(n.id)}
                >
                  <Button
                    type="text"
                    size="small"
                    className="res-note-del"
                    icon={<DeleteOutlined />}
                    aria-label="删除知识点"
                  />
                </Popconfirm>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
