import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import type { CourseChapter, CourseDetail } from "@otp/contract";
import { Button, Empty, Input, Modal, Popconfirm, Tooltip, Tree } from "antd";
import type { DataNode } from "antd/es/tree";
import { type ReactNode, useEffect, useState } from "react";
import { useAction } from "../../../api/action";
import { feedback } from "../../../app/feedback";
import { courseApi } from "../api";
import {
  addChapter,
  addSection,
  type ChapterTree,
  canDrop,
  dropNode,
  dropPositionOf,
  findNode,
  fromChapters,
  MAX_TITLE,
  moveNode,
  removedResourceCount,
  removeNode,
  renameNode,
  sameTree,
  toSaveInput,
  validateTree,
} from "../chapterTree";
import { numberFor } from "../outline";
import { useEditorRefresh } from "./context";

interface Props {
  course: CourseDetail;
  /** Called after a successful save with the saved chapters. */
  onSaved?(chapters: CourseChapter[]): void;
}

/**
 * Chapters and sections: add, rename (inline), delete, reorder by drag (antd Tree) or the
 * up/down buttons; the whole tree is saved in one call.
 */
export function ChapterEditor({ course, onSaved }: Props) {
  const refresh = useEditorRefresh();
  const [modal, holder] = Modal.useModal();
  const [saved, setSaved] = useState<ChapterTree>(() => fromChapters(course.chapters));
  const [tree, setTree] = useState<ChapterTree>(saved);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [expanded, setExpanded] = useState<string[]>(() => saved.map((c) => c.key));
  const dirty = !sameTree(tree, saved);

  // The course was reloaded (another tab, a save elsewhere): follow it unless there are edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server copy changes
  useEffect(() => {
    if (dirty) return;
    const next = fromChapters(course.chapters);
    setSaved(next);
    setTree(next);
  }, [course.chapters]);

  const save = useAction(() => courseApi.saveChapters(course.id, toSaveInput(tree)), {
    success: "章节目录已保存",
    onSuccess: async (result) => {
      if (Array.isArray(result)) {
        const next = fromChapters(result);
        setSaved(next);
        setTree(next);
        setExpanded(next.map((c) => c.key));
        onSaved?.(result);
      }
      await refresh(course.id);
    },
  });

  const startEdit = (key: string, title: string) => {
    setEditing(key);
    setDraft(title);
  };
  const commitEdit = () => {
    if (!editing) return;
    const ref = findNode(tree, editing);
    const title = draft.trim().slice(0, MAX_TITLE);
    if (ref && title) setTree(renameNode(tree, editing, title));
    setEditing(null);
  };
  const onAddChapter = () => {
    const r = addChapter(tree, "新章节");
    setTree(r.tree);
    setExpanded([...expanded, r.key]);
    startEdit(r.key, "新章节");
  };
  const onAddSection = (chapterKey: string) => {
    const title = "新小节";
    const r = addSection(tree, chapterKey, title);
    setTree(r.tree);
    if (!expanded.includes(chapterKey)) setExpanded([...expanded, chapterKey]);
    startEdit(r.key, title);
  };
  const onSave = () => {
    if (editing) commitEdit();
    const problem = validateTree(tree);
    if (problem) {
      feedback.error(problem);
      return;
    }
    const lost = removedResourceCount(saved, tree);
    if (lost > 0) {
      modal.confirm({
        title: "删除小节",
        content: `删除的小节中共有 ${lost} 个资源关联将被移除（资源本身不会删除），确定保存吗？`,
        okText: "保存",
        cancelText: "取消",
        onOk: () => save.run(undefined),
      });
      return;
    }
    save.run(undefined);
  };

  const op = (title: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={title}
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );

  const renderNode = (key: string): ReactNode => {
    const ref = findNode(tree, key);
    if (!ref) return null;
    const chapter = tree[ref.chapterIndex];
    const isChapter = ref.type === "chapter";
    const node = isChapter ? chapter : chapter.sections[ref.sectionIndex];
    const no = isChapter ? `第${ref.chapterIndex + 1}章` : `${ref.chapterIndex + 1}.${ref.sectionIndex + 1}`;
    const first = isChapter ? ref.chapterIndex === 0 : ref.chapterIndex === 0 && ref.sectionIndex === 0;
    const last = isChapter
      ? ref.chapterIndex === tree.length - 1
      : ref.chapterIndex === tree.length - 1 && ref.sectionIndex === chapter.sections.length - 1;
    return (
      <div className={`chapter-node ${isChapter ? "chapter-node-chapter" : "chapter-node-section"}`}>
        <span className="chapter-node-no">{numberFor(node.title, no)}</span>
        {editing === key ? (
          <Input
            className="chapter-node-input"
            size="small"
            autoFocus
            value={draft}
            maxLength={MAX_TITLE}
            aria-label={isChapter ? "章标题" : "节标题"}
            onChange={(e) => setDraft(e.target.value)}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => {
              e.stopPropagation();
              if (e.key === "Enter") commitEdit();
              if (e.key === "Escape") setEditing(null);
            }}
            onBlur={commitEdit}
          />
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; the 重命名 button is the accessible way
          <span
            className="chapter-node-title"
            title={`${node.title}（双击重命名）`}
            onDoubleClick={() => startEdit(key, node.title)}
          >
            {node.title}
          </span>
        )}
        {node.id ? null : <span className="chapter-node-new">未保存</span>}
        {isChapter ? (
          <span className="chapter-node-meta">{chapter.sections.length}节</span>
        ) : (
          <span className="chapter-node-meta">
            {"resourceCount" in node && node.resourceCount > 0 ? `${node.resourceCount}个资源` : ""}
          </span>
        )}
        <span className="chapter-node-ops">
          {isChapter ? op("添加小节", <PlusOutlined />, () => onAddSection(key)) : null}
          {op("重命名", <EditOutlined />, () => startEdit(key, node.title))}
          {op("上移", <ArrowUpOutlined />, () => setTree(moveNode(tree, key, -1)), first)}
          {op("下移", <ArrowDownOutlined />, () => setTree(moveNode(tree, key, 1)), last)}
          <Popconfirm
            title={isChapter ? "删除这一章及其所有小节？" : "删除这一节？"}
            description="保存后生效"
            okText="删除"
            cancelText="取消"
            onConfirm={() => setTree(removeNode(tree, key))}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除"
              onClick={(e) => e.stopPropagation()}
            />
          </Popconfirm>
        </span>
      </div>
    );
  };

  const treeData: DataNode[] = tree.map((c) => ({
    key: c.key,
    title: c.title,
    children: c.sections.map((s) => ({ key: s.key, title: s.title, isLeaf: true })),
  }));

  return (
    <div>
      {holder}
      <div className="editor-actions" style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={onAddChapter}>
          添加章
        </Button>
        {tree.length > 0 ? (
          <Button onClick={() => setExpanded(expanded.length ? [] : tree.map((c) => c.key))}>
            {expanded.length ? "全部收起" : "全部展开"}
          </Button>
        ) : null}
      </div>
      {tree.length === 0 ? (
        <Empty description="还没有章节，先添加一章，再在章下添加小节" style={{ margin: "32px 0" }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAddChapter}>
            添加第一章
          </Button>
        </Empty>
      ) : (
        <Tree
          className="chapter-tree"
          blockNode
          selectable={false}
          draggable={{ icon: <HolderOutlined />, nodeDraggable: () => editing === null }}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          treeData={treeData}
          titleRender={(n) => renderNode(String(n.key))}
          allowDrop={({ dragNode, dropNode: target, dropPosition }) =>
            canDrop(
              tree,
              String(dragNode.key),
              String(target.key),
              dropPosition === 0 ? "inside" : dropPosition < 0 ? "before" : "after",
            )
          }
          onDrop={(info) => {
            const pos = info.node.pos.split("-");
            const relative = info.dropPosition - Number(pos[pos.length - 1]);
            setTree(
              dropNode(
                tree,
                String(info.dragNode.key),
                String(info.node.key),
                dropPositionOf(relative, info.dropToGap),
              ),
            );
          }}
        />
      )}
      <div className="editor-footer">
        <Button type="primary" onClick={onSave} loading={save.busy} disabled={!dirty && editing === null}>
          保存章节
        </Button>
        <Button disabled={!dirty} onClick={() => setTree(saved)}>
          撤销修改
        </Button>
        {dirty ? <span className="editor-dirty">有未保存的修改</span> : null}
        <span style={{ marginInlineStart: "auto", color: "#5c6670" }}>拖动左侧手柄可调整顺序，双击标题可重命名</span>
      </div>
    </div>
  );
}
