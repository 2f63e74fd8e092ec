import { Typography } from "antd";
import type { ReactNode } from "react";
import { useRouteTitle } from "../../../app/useRouteTitle";

/**
 * Title of a personal-centre page with actions on the right; by default the screen's title
 * (the registry's, through the route), so the heading says what the menu says.
 */
export function PageHeader({ title, extra }: { title?: string; extra?: ReactNode }) {
  const screenTitle = useRouteTitle();
  return (
    <div className="user-page-header">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? screenTitle}
      </Typography.Title>
      {extra ? <div className="user-page-header-extra">{extra}</div> : null}
    </div>
  );
}
