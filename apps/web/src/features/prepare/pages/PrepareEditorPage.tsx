import { ArrowLeftOutlined, CommentOutlined, HistoryOutlined } from "@ant-design/icons";
import type { PlanCommentItem, PreparePlanItem } from "@otp/contract";
import type { Editor } from "@tiptap/react";
import { Alert, Badge, Button, Empty, Input, Layout, List, Modal, Result, Space, Spin, Tabs, Typography } from "antd";
import dayjs from "dayjs";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import * as Y from "yjs";
import { feedback } from "../../../app/feedback";
import { useSession } from "../../../app/session";
import { useAddPlanComment, usePlanContent, usePrepareDetail, usePrepares, useRefreshPrepares } from "../api";
import { selectAnchor, selectionAnchor } from "../components/anchors";
import { CommentsPanel } from "../components/CommentsPanel";
import { PlanActions } from "../components/PlanActions";
import { PlanEditor } from "../components/PlanEditor";
import { PlanToolbar } from "../components/PlanToolbar";
import { ResourceLinkModal } from "../components/ResourceLinkModal";
import { ResourcesPanel } from "../components/ResourcesPanel";
import { PlanStatusTag } from "../components/status";
import { STATUS_TEXT, usePlanCollab } from "../components/usePlanCollab";
import { VersionsDrawer } from "../components/VersionsDrawer";
import "../prepare.css";

/** The selected plan, co-edited live (editors) or read from its stored content (other members). */
function PlanPane({ plan, canManage, onChanged }: { plan: PreparePlanItem; canManage: boolean; onChanged(): void }) {
  const user = useSession((s) => s.user);
  const live = usePlanCollab(plan.canEdit ? plan.id : null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [linking, setLinking] = useState(false);
  const [versions, setVersions] = useState(false);
  const [commenting, setCommenting] = useState<{ anchorFrom: string; anchorTo: string; quote: string } | null>(null);
  const [body, setBody] = useState("");
  const readOnly = usePlanContent(plan.id, !plan.canEdit);
  const comment = useAddPlanComment(plan.id, () => {
    setCommenting(null);
    setBody("");
  });
  // Members who do not co-edit get the stored Yjs state: the same nodes, so anchors resolve.
  const readDoc = useMemo(() => {
    if (!readOnly.data) return null;
    const d = new Y.Doc();
    Y.applyUpdate(
      d,
      Uint8Array.from(atob(readOnly.data.state), (c) => c.charCodeAt(0)),
    );
    return d;
  }, [readOnly.data]);
  const doc = plan.canEdit ? live.doc : readDoc;
  const onReady = useCallback((e: Editor | null) => setEditor(e), []);
  const connected = live.status === "connected";
  // A submitted or approved plan is read-only to everyone (the server enforces it too).
  const writable = plan.canEdit && plan.status !== "submitted" && plan.status !== "approved";
  const startComment = () => {
    const anchor = editor && selectionAnchor(editor);
    if (!anchor?.quote.trim()) {
      feedback.error("请先选中要评论的文字");
      return;
    }
    setCommenting(anchor);
  };
  const addComment = async () => {
    if (!commenting || !body.trim()) {
      feedback.error("请输入评论内容");
      return;
    }
    await comment.run({ body: body.trim(), ...commenting });
  };
  const selectComment = (c: PlanCommentItem) => !!editor && selectAnchor(editor, c.anchorFrom, c.anchorTo);
  useEffect(() => () => readDoc?.destroy(), [readDoc]);
  return (
    <Layout className="plan-pane">
      <Layout.Content className="plan-main">
        <Space className="plan-head" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {plan.title}
          </Typography.Title>
          <PlanStatusTag plan={plan} />
          <Typography.Text type="secondary">
            负责人 {plan.assigneeName} · 截止 {dayjs(plan.deadline).format("YYYY-MM-DD HH:mm")}
          </Typography.Text>
          {plan.canEdit && (
            <Badge
              status={connected ? "success" : live.status === "denied" ? "error" : "processing"}
              text={
                <span data-testid="collab-status">
                  {/* Connected is not yet editable: the plan's content arrives with the first sync. */}
                  {live.status === "connected" && !live.synced ? "同步中…" : STATUS_TEXT[live.status]}
                </span>
              }
            />
          )}
          <span className="plan-head-spacer" />
          {plan.canEdit && (
            <Button icon={<HistoryOutlined />} onClick={() => setVersions(true)}>
              版本历史
            </Button>
          )}
          <PlanActions plan={plan} canManage={canManage} onChanged={onChanged} size="middle" />
        </Space>
        {plan.status === "returned" && plan.remark && (
          <Alert type="warning" showIcon message={`组长退回意见：${plan.remark}`} style={{ marginBottom: 12 }} />
        )}
        <div className="plan-paper">
          {!plan.canEdit && (
            <Alert
              type="info"
              message="您不是该章节的负责人，只能查看和评论（选中文字后点击“评论”）。"
              style={{ marginBottom: 12 }}
              action={
                <Button size="small" icon={<CommentOutlined />} onClick={startComment}>
                  评论
                </Button>
              }
            />
          )}
          {editor && writable && (
            <PlanToolbar editor={editor} onLinkResource={() => setLinking(true)} onComment={startComment} />
          )}
          {doc && user ? (
            <PlanEditor
              key={plan.id}
              doc={doc}
              provider={live.provider}
              user={{ id: user.id, name: user.realName }}
              editable={writable && live.status !== "denied"}
              onReady={onReady}
            />
          ) : (
            <Spin />
          )}
        </div>
      </Layout.Content>
      <Layout.Sider width={300} theme="light" className="plan-side">
        <Tabs
          size="small"
          items={[
            {
              key: "comments",
              label: "评论",
              children: <CommentsPanel planId={plan.id} canResolve={plan.canEdit} onSelect={selectComment} />,
            },
            { key: "resources", label: "附件", children: <ResourcesPanel planId={plan.id} canEdit={plan.canEdit} /> },
          ]}
        />
      </Layout.Sider>
      <ResourceLinkModal
        open={linking}
        onClose={() => setLinking(false)}
        onPick={(r) => {
          setLinking(false);
          if (!editor) return;
          const href = `/resource/${r.id}`;
          const { from, to } = editor.state.selection;
          // Selected words become the link; otherwise (nothing, or a picture selected) the
          // resource's name is inserted as linked text after the selection.
          if (editor.state.doc.textBetween(from, to, " ").trim()) editor.chain().focus().setLink({ href }).run();
          else {
            editor
              .chain()
              .focus()
              .setTextSelection(to)
              .insertContent({ type: "text", text: r.name, marks: [{ type: "link", attrs: { href } }] })
              .run();
          }
        }}
      />
      <Modal
        title="评论选中的文字"
        open={!!commenting}
        okText="发表"
        onOk={addComment}
        onCancel={() => setCommenting(null)}
      >
        <Typography.Paragraph type="secondary">“{commenting?.quote}”</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-label="评论内容"
          placeholder="写下您的意见"
        />
      </Modal>
      {plan.canEdit && <VersionsDrawer planId={plan.id} open={versions} onClose={() => setVersions(false)} />}
    </Layout>
  );
}

/** /prepare-course-editor/{courseId}: the plans of the course's preparation and the co-editor. */
export default function PrepareEditorPage() {
  const changed = useRefreshPrepares();
  const courseId = Number(useParams().courseId);
  const [params, setParams] = useSearchParams();
  const list = usePrepares();
  const ofCourse = (list.data ?? []).filter((p) => p.courseId === courseId);
  const prepareId = Number(params.get("prepare")) || ofCourse[0]?.id;
  const prepare = ofCourse.find((p) => p.id === prepareId);
  const detail = usePrepareDetail(prepareId, !!prepare);
  if (list.isLoading || detail.isLoading) return <Spin style={{ display: "block", margin: 80 }} />;
  if (!prepare || !detail.data) {
    return (
      <Result
        status="404"
        title="没有找到这门课程的集体备课"
        extra={<Link to="/user/prepare-course-teacher">返回集体备课</Link>}
      />
    );
  }
  const d = detail.data;
  const planId = Number(params.get("plan")) || d.plans.find((p) => p.canEdit)?.id || d.plans[0]?.id;
  const plan = d.plans.find((p) => p.id === planId);
  return (
    <Layout className="prepare-editor">
      <Layout.Header className="prepare-editor-header">
        <Space>
          <Link to="/user/prepare-course-teacher" aria-label="返回集体备课">
            <ArrowLeftOutlined /> 返回
          </Link>
          <Typography.Text strong>{d.courseName}</Typography.Text>
          <Typography.Text type="secondary">{d.groupName} · 集体备课</Typography.Text>
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={260} theme="light" className="prepare-plans">
          <Typography.Text strong className="plan-side-head">
            章节教案（{d.approvedCount}/{d.planCount} 已通过）
          </Typography.Text>
          <List
            dataSource={d.plans}
            locale={{ emptyText: "还没有分配章节" }}
            renderItem={(p) => (
              <List.Item
                className={p.id === planId ? "prepare-plan-item active" : "prepare-plan-item"}
                onClick={() => setParams({ prepare: String(d.id), plan: String(p.id) })}
              >
                <button type="button" className="prepare-plan-link" aria-current={p.id === planId}>
                  <span>{p.title}</span>
                  <span className="prepare-plan-meta">
                    {p.assigneeName} <PlanStatusTag plan={p} />
                  </span>
                </button>
              </List.Item>
            )}
          />
        </Layout.Sider>
        <Layout.Content>
          {plan ? (
            <PlanPane key={plan.id} plan={plan} canManage={d.canManage} onChanged={changed} />
          ) : (
            <Empty style={{ marginTop: 80 }} description="请选择章节" />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
