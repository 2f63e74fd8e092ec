import { useLayoutEffect } from "react";
import { useLoginInfo } from "../useLoginInfo";
import { useRouteTitle } from "../useRouteTitle";

/**
 * The route's title in the tab. A layout effect, so it runs before the pages' own (passive)
 * effects that put data in the title (a course name): when the site name arrives after the
 * page's data, the page's title is set last and stays, instead of losing the race.
 */
export function usePageTitle(): void {
  const title = useRouteTitle();
  const siteName = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  useLayoutEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
