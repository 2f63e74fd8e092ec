import { Skeleton } from "antd";
import { usePortalModules } from "../api";
import { PortalBlockView } from "../components/PortalBlockView";
import { DEFAULT_MODULES } from "../defaultModules";
import { portalBlocks } from "../sectionKind";
import "../portal.css";

/** Home page: the portal modules (index list) in displayIndex order. */
export default function PortalPage() {
  const { data, isLoading } = usePortalModules();
  if (isLoading) {
    return (
      <div className="portal">
        <Skeleton.Node active style={{ width: "100%", height: 360 }} />
        <div className="otp-page">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }
  const blocks = portalBlocks(data && data.length > 0 ? data : DEFAULT_MODULES);
  return (
    <div className="portal">
      {blocks.map((b) => (
        <PortalBlockView key={b.modules[0].id} block={b} />
      ))}
    </div>
  );
}
