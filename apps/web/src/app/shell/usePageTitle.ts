import { useEffect } from "react";
import { useMatches } from "react-router";
import type { RouteHandle } from "../lazyPage";
import { useLoginInfo } from "../useLoginInfo";

export function usePageTitle(): void {
  const matches = useMatches();
  const siteName = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} - ${siteName}` : siteName;
  }, [title?.title, siteName]);
}
