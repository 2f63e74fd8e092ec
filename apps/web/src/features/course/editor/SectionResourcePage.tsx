import { EyeOutlined, FolderOpenOutlined, PlusOutlined } from "@ant-design/icons";
import {
  PUBLISH_STATUS,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceCard,
  type ResourceDetail,
} from "@otp/contract";
import { Button, Drawer, Empty, Modal, Skeleton, Tag, Tooltip } from "antd";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAction } from "../../../api/action";
import { feedback } from "../../../app/feedback";
import { FileTypeIcon, ResourcePreviewDialog } from "../../../components/preview";
import { ResourceForm } from "../../../components/resource-form";
import { courseApi, useSectionResources } from "../api";
import { QueryError } from "../components/QueryError";
import { StatusTag } from "../components/StatusTag";
import { flatSections, numberFor } from "../outline";
import { ChapterEditor } from "./ChapterEditor";
import { useEditor, useEditorRefresh } from "./context";
import { OrderButtons } from "./OrderButtons";
import { ResourcePicker } from "./ResourcePicker";
import { SaveFooter } from "./SaveFooter";
import { sameIds } from "./sectionResources";

/** What a row shows: a picked card or a loaded detail (both have these fields). */
type Row = Pick<ResourceCard, "id" | "name" | "kind" | "type" | "status" | "ownerName" | "coverUrl"> & {
  fileList?: ResourceDetail["fileList"];
};

const toRow = (r: ResourceCard | ResourceDetail): Row => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  type: r.type,
  status: r.status,
  ownerName: r.ownerName,
  coverUrl: r.coverUrl,
  fileList: "fileList" in r ? r.fileList : undefined,
});

/** resource: per section, the attached resources; add from the library or create new; reorder. */
export default function SectionResourcePage() {
  const { course, kind } = useEditor();
  const refresh = useEditorRefresh();
  const [modal, holder] = Modal.useModal();
  const [params, setParams] = useSearchParams();
  const sections = flatSections(course.chapters);
  const wanted = Number(params.get("section"));
  const sectionId = sections.find((s) => s.id === wanted)?.id ?? sections[0]?.id ?? 0;
  const section = sections.find((s) => s.id === sectionId);
  const [rows, setRows] = useState<Row[]>([]);
  const [savedIds, setSavedIds] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [chapters, setChapters] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);

  const attached = useSectionResources(course.id, sectionId, true);
  useEffect(() => {
    const list = attached.data?.list ?? [];
    setRows(list.map(toRow));
    setSavedIds(list.map((r) => r.id));
  }, [attached.data]);
  const ids = rows.map((r) => r.id);
  const dirty = !sameIds(ids, savedIds);

  const save = useAction(() => courseApi.saveSectionResources(course.id, sectionId, ids), {
    success: (r) => (r.submitted ? `本节资源已保存，${r.submitted}个草稿资源已提交审核` : "本节资源已保存"),
    onSuccess: async () => {
      setSavedIds(ids);
      await refresh(course.id);
    },
  });

  const chooseSection = (id: number) => {
    const go = () => setParams({ section: String(id) }, { replace: true });
    if (!dirty) return go();
    modal.confirm({
      title: "放弃未保存的修改？",
      content: "当前小节的资源调整尚未保存，切换后将丢失。",
      okText: "放弃并切换",
      cancelText: "留在本节",
      onOk: go,
    });
  };
  const add = (list: Row[]) => {
    const have = new Set(ids);
    const fresh = list.filter((r) => !have.has(r.id));
    if (rows.length + fresh.length > 100) {
      feedback.error("一节最多100个资源");
      return;
    }
    setRows([...rows, ...fresh]);
    if (fresh.length) feedback.info(`已添加 ${fresh.length} 个资源，记得保存`);
  };
  const onCreated = async (id: number) => {
    setCreating(false);
    try {
      const detail = await courseApi.resourceDetail(id, { silent: true });
      add([toRow(detail)]);
    } catch {
      feedback.warning("资源已创建，但加载资源信息失败，请从资源库添加");
    }
  };

  const chapterDrawer = (
    <Drawer title="管理章节" width={720} open={chapters} onClose={() => setChapters(false)} destroyOnHidden>
      <ChapterEditor course={course} onSaved={() => setChapters(false)} />
    </Drawer>
  );

  if (sections.length === 0) {
    return (
      <div>
        {chapterDrawer}
        <div className="editor-head">
          <h2>章节资源</h2>
        </div>
        <Empty description="课程还没有小节，请先添加章节" style={{ margin: "48px 0" }}>
          {kind === "academic" ? (
            <Button type="primary" onClick={() => setChapters(true)}>
              添加章节
            </Button>
          ) : (
            <Link to={`/course-editor/${course.id}/chapter`}>
              <Button type="primary">去添加章节</Button>
            </Link>
          )}
        </Empty>
      </div>
    );
  }

  return (
    <div>
      {holder}
      {chapterDrawer}
      <div className="editor-head">
        <div>
          <h2>章节资源</h2>
          <p>选择左侧小节，为它添加视频、课件等资源；您的草稿资源随课程一起提交审核，课程已发布时保存本节即提交</p>
        </div>
        {kind === "academic" ? <Button onClick={() => setChapters(true)}>管理章节</Button> : null}
      </div>
      <div className="sres">
        <nav className="sres-sections" aria-label="小节">
          {course.chapters.map((c, ci) => (
            <div key={c.id}>
              <div className="sres-chapter">
                {numberFor(c.title, `第${ci + 1}章 `)}
                {c.title}
              </div>
              {c.sections.map((s, si) => (
                <button
                  type="button"
                  key={s.id}
                  className={`sres-section${s.id === sectionId ? " sres-section-on" : ""}`}
                  aria-current={s.id === sectionId ? "true" : undefined}
                  onClick={() => s.id !== sectionId && chooseSection(s.id)}
                >
                  <span className="chapter-node-no">{numberFor(s.title, `${ci + 1}.${si + 1}`)}</span>
                  <span className="sres-section-title">{s.title}</span>
                  <span className="sres-section-count" title={`已保存${s.resourceCount}个资源`}>
                    {s.resourceCount}
                  </span>
                </button>
              ))}
            </div>
          ))}
        </nav>
        <div className="sres-main">
          <div className="editor-head">
            <h3 style={{ margin: 0 }}>
              {section ? `${numberFor(section.title, `${section.label} `)}${section.title}` : ""}
            </h3>
            <div className="editor-actions">
              <Button icon={<FolderOpenOutlined />} onClick={() => setPicking(true)}>
                从资源库添加
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                新建资源
              </Button>
            </div>
          </div>
          {attached.isLoading ? (
            <Skeleton active />
          ) : attached.isError ? (
            <QueryError error={attached.error} what="本节资源" onRetry={() => attached.refetch()} />
          ) : rows.length === 0 ? (
            <Empty description="本节还没有资源" style={{ margin: "32px 0" }} />
          ) : (
            <ol style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {rows.map((r, i) => (
                <li key={r.id} className="sres-row">
                  <FileTypeIcon file={r.fileList?.[0] ?? {}} style={{ fontSize: 22 }} />
                  <div className="sres-row-text">
                    <div className="sres-row-name">{r.name}</div>
                    <div className="sres-row-meta">
                      {RESOURCE_KINDS.find((k) => k.id === r.kind)?.name} · {RESOURCE_TYPE_NAMES[r.type]} ·{" "}
                      {r.ownerName}
                    </div>
                  </div>
                  {r.status !== PUBLISH_STATUS.PUBLISHED ? (
                    <Tooltip title="资源随课程一起审核，发布后学生才能看到">
                      <span>
                        <StatusTag status={r.status} />
                      </span>
                    </Tooltip>
                  ) : null}
                  {savedIds.includes(r.id) ? null : <Tag color="green">新添加</Tag>}
                  <Tooltip title="预览">
                    <Button type="text" icon={<EyeOutlined />} aria-label="预览" onClick={() => setPreview(r.id)} />
                  </Tooltip>
                  <OrderButtons list={rows} index={i} onChange={setRows} removeTip="从本节移除（不删除资源）" />
                </li>
              ))}
            </ol>
          )}
          <SaveFooter
            saveLabel="保存本节资源"
            saving={save.busy}
            dirty={dirty}
            onSave={() => save.run(undefined)}
            onReset={() => setRows((attached.data?.list ?? []).map(toRow))}
          />
        </div>
      </div>
      <ResourcePicker
        open={picking}
        attached={ids}
        onClose={() => setPicking(false)}
        onPick={(list) => add(list.map(toRow))}
      />
      <Drawer title="新建资源" width={760} open={creating} onClose={() => setCreating(false)} destroyOnHidden>
        {/* Mounted only while open: a drawer reopened during its closing animation starts afresh. */}
        {creating ? (
          <ResourceForm askSubmit={false} onSaved={(id) => void onCreated(id)} onCancel={() => setCreating(false)} />
        ) : null}
      </Drawer>
      <ResourcePreviewDialog
        open={preview !== null}
        resourceId={preview ?? undefined}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
