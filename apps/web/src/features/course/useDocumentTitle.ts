import { useEffect } from "react";
import { useLoginInfo } from "../../app/useLoginInfo";

/**
 * Sets the document title from data (a course name, a menu title) once it has loaded; the shell
 * sets the route's static title first.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const siteName = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  useEffect(() => {
    if (title) document.title = `${title} - ${siteName}`;
  }, [title, siteName]);
}
