import { useDocumentText } from "./mediaApi";

/** A text document inline (long ones cut: the rest is for the download). */
export function TextViewer({ url }: { url: string }) {
  const q = useDocumentText(url);
  if (q.isPending) return <div className="m-center m-muted">加载中…</div>;
  if (q.error || !q.data)
    return <div className="m-center m-muted">{q.error?.message || "文本加载失败，请稍后重试"}</div>;
  return (
    <pre className="m-text-doc">
      {q.data.text}
      {q.data.cut ? "\n\n……（内容过长，仅显示前一部分，请下载查看全文）" : ""}
    </pre>
  );
}
