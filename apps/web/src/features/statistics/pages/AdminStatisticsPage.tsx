import type { StatsDashboard } from "@otp/contract";
import { Card, Tabs } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { StatsDashboardView } from "../components/StatsDashboardView";
import { DASHBOARDS } from "../dashboards";
import "../statistics.css";

/** 运维管理 → 数据统计: the same dashboards inside the back office, with a link to the full-width page. */
export default function AdminStatisticsPage() {
  const title = useRouteTitle();
  const [dashboard, setDashboard] = useState<StatsDashboard>("ds-course");
  return (
    <Card title={title} extra={<Link to={`/data-statistics/${dashboard}`}>全屏查看</Link>}>
      <Tabs
        activeKey={dashboard}
        onChange={(k) => setDashboard(k as StatsDashboard)}
        items={DASHBOARDS.map((d) => ({ key: d.key, label: d.title }))}
      />
      <StatsDashboardView key={dashboard} dashboard={dashboard} />
    </Card>
  );
}
