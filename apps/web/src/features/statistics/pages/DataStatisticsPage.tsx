import { Tabs } from "antd";
import { Navigate, useNavigate, useParams } from "react-router";
import { StatsDashboardView } from "../components/StatsDashboardView";
import { DASHBOARDS, isDashboard } from "../dashboards";
import "../statistics.css";

/** /data-statistics/{ds-…}: the dashboards, one tab each. */
export default function DataStatisticsPage() {
  const { dashboard } = useParams();
  const navigate = useNavigate();
  if (!isDashboard(dashboard)) return <Navigate to="/data-statistics/ds-course" replace />;
  return (
    <main className="stats-page">
      <h1 className="stats-title">数据统计</h1>
      <Tabs
        activeKey={dashboard}
        onChange={(key) => navigate(`/data-statistics/${key}`)}
        items={DASHBOARDS.map((d) => ({ key: d.key, label: d.title }))}
      />
      <StatsDashboardView key={dashboard} dashboard={dashboard} />
    </main>
  );
}
