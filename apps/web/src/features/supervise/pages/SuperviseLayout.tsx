import { Tabs } from "antd";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useSuperviseRights } from "../useSuperviseRights";
import "../supervise.css";

const TABS = [
  { key: "supervise_statistics", label: "督导统计", managers: true },
  { key: "supervise_evalution", label: "评价记录", managers: true },
  { key: "supervise_patrol_class", label: "在线巡课", managers: false },
  { key: "supervise_patrol_class_detail", label: "巡课记录", managers: true },
  { key: "supervise_patrol_in_class", label: "进班巡课", managers: false },
];

/**
 * /supervise: the area's sections as tabs over its pages. An evaluation's own page (detail,
 * supervise_evalution/{id}) shows no tabs: it is read full width, as SPEC's header rules say.
 */
export default function SuperviseLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { manages } = useSuperviseRights();
  const section = pathname.split("/")[2] ?? "";
  const own = pathname.startsWith("/supervise/detail") || /\/supervise_evalution\/\d+/.test(pathname);
  const tabs = TABS.filter((t) => manages || !t.managers);
  return (
    <>
      {own || !tabs.some((t) => t.key === section) ? null : (
        <div className="sup-area-tabs">
          <Tabs
            activeKey={section}
            onChange={(key) => navigate(`/supervise/${key}`)}
            items={tabs.map(({ key, label }) => ({ key, label }))}
          />
        </div>
      )}
      <Outlet />
    </>
  );
}
