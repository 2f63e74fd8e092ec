import { Typography } from "antd";
import type { ReactNode } from "react";

/** Title of a personal-centre page with actions on the right. */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <div className="user-page-header">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra ? <div className="user-page-header-extra">{extra}</div> : null}
    </div>
  );
}
