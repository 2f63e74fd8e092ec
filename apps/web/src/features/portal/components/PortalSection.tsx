import { RightOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import { ModuleLink } from "./ModuleLink";

interface Props {
  title: string;
  remark?: string;
  moreUrl?: string;
  children: ReactNode;
}

export function PortalSection({ title, remark, moreUrl, children }: Props) {
  return (
    <section className="portal-section" aria-label={title}>
      <div className="portal-section-head">
        <h2>{title}</h2>
        {remark ? <span className="portal-section-remark">{remark}</span> : null}
        {moreUrl ? (
          <ModuleLink url={moreUrl} className="portal-section-more">
            更多 <RightOutlined />
          </ModuleLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
