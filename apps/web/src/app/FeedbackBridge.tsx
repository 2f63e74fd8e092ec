import { message } from "antd";
import { useEffect } from "react";
import { setMessageApi } from "./feedback";

/**
 * Provides a context-aware antd message instance (theme, locale) to code outside React. Only the
 * message hook is used (not antd's App), so modal and notification code stay off the portal path.
 */
export function FeedbackBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setMessageApi(api);
    return () => setMessageApi(null);
  }, [api]);
  return holder;
}
