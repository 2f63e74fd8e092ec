import { Card, Tabs } from "antd";
import { useRouteTitle } from "../../../app/useRouteTitle";
import TvChannelsPage from "./TvChannelsPage";
import TvSchedulePage from "./TvSchedulePage";
import TvSectionsPage from "./TvSectionsPage";
import "../tv.css";

/** Admin business 校园电视台: the station's channels, programme lists and columns in one place. */
export default function AdminTvPage() {
  const title = useRouteTitle();
  return (
    <Card title={title}>
      <Tabs
        items={[
          { key: "setting", label: "频道设置", children: <TvChannelsPage /> },
          { key: "manage", label: "节目编排", children: <TvSchedulePage /> },
          { key: "config", label: "栏目配置", children: <TvSectionsPage /> },
        ]}
        destroyOnHidden
      />
    </Card>
  );
}
