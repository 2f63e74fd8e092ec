import { SEMINAR_KIND_NAMES } from "@otp/contract";
import { Button, Card, Result, Skeleton, Tabs } from "antd";
import { useNavigate, useParams } from "react-router";
import { useSeminarEditor } from "../api";
import { BriefTab, MemberTab, NoticeTab, SummaryTab } from "../components/EditorTabs";
import { ResourceTab } from "../components/ResourceTab";
import { StandardTab } from "../components/StandardTab";
import "../research.css";

const TABS = [
  { key: "brief", label: "简介", Tab: BriefTab },
  { key: "announcement", label: "公告", Tab: NoticeTab },
  { key: "participant", label: "参与人员", Tab: MemberTab },
  { key: "resource", label: "研讨资料", Tab: ResourceTab },
  { key: "evaluationStandard", label: "评价标准", Tab: StandardTab },
  { key: "summary", label: "总结", Tab: SummaryTab },
] as const;

/** /network-seminar/{seminarId}/{tab}: the host's (or a manager's) editor of a seminar. */
export default function SeminarEditorPage() {
  const { seminarId, tab = "brief" } = useParams();
  const id = Number(seminarId);
  const navigate = useNavigate();
  // Its edits refetch every research query: the editor, the seminar's page, the lists and 我的教研.
  const q = useSeminarEditor(id);
  if (!(id > 0) || q.isError) {
    return <Result status="403" title="无法编辑该教研活动" subTitle="只有主持人和管理员可以编辑" />;
  }
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const s = q.data;
  const active = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <div className="otp-page rs-page">
      <Card
        title={`编辑${SEMINAR_KIND_NAMES[s.kind]}：${s.title}`}
        extra={<Button onClick={() => navigate(`/${s.kind}/detail/${s.id}`)}>查看教研页面</Button>}
      >
        <Tabs
          activeKey={active.key}
          onChange={(k) => navigate(`/network-seminar/${s.id}/${k}`)}
          items={TABS.map((t) => ({
            key: t.key,
            label: t.label,
            children: t.key === active.key ? <t.Tab key={s.id} s={s} /> : null,
          }))}
        />
      </Card>
    </div>
  );
}
