import { DesktopOutlined } from "@ant-design/icons";
import { Tabs } from "antd";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useTvSimple } from "../api";
import { useTvManager } from "../useTvManager";
import "../tv.css";

/** The station's frame: its tabs (the manage ones for its managers), the child page below. */
export default function TvLayout() {
  const navigate = useNavigate();
  const child = useLocation().pathname.split("/")[2] ?? "player";
  const manager = useTvManager();
  const simple = useTvSimple();
  const tabs = [
    { key: "player", label: "频道直播" },
    ...(simple.data
      ? []
      : [
          { key: "list", label: "栏目点播" },
          { key: "playback", label: "节目回看" },
        ]),
    ...(manager
      ? [
          { key: "setting", label: "频道设置" },
          { key: "manage", label: "节目编排" },
          { key: "config", label: "栏目配置" },
        ]
      : []),
  ];
  return (
    <div className="tv-page">
      <div className="tv-head">
        <h1>
          <DesktopOutlined aria-hidden /> 校园电视台
        </h1>
      </div>
      <Tabs activeKey={child} items={tabs} onChange={(k) => navigate(`/campus-tv-station/${k}`)} />
      <Outlet />
    </div>
  );
}
