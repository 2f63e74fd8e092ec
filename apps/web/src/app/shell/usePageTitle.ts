import { useEffect } from "react";
import { useLoginInfo } from "../useLoginInfo";
import { useRouteTitle } from "../useRouteTitle";

export function usePageTitle(): void {
  const title = useRouteTitle();
  const siteName = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
