import type { DocPlay, ResourceDetail, ResourceFile } from "@otp/contract";
import { lazy, Suspense } from "react";
import { DownloadView } from "./DownloadView";
import { PlayerLoading } from "./MediaState";
import { useDocumentText } from "./previewApi";
import { DOWNLOAD_MESSAGE, ZIP_MESSAGE } from "./viewerChoice";

const OfficeViewer = lazy(() => import("./OfficeViewer").then((m) => ({ default: m.OfficeViewer })));

type DocResource = Pick<ResourceDetail, "id" | "allowDownload" | "canEdit">;

function TextViewer({ url }: { url: string }) {
  const q = useDocumentText(url);
  if (q.isLoading) return <PlayerLoading />;
  if (q.isError || !q.data) return <div className="otp-player-center otp-player-light">文本加载失败，请稍后重试</div>;
  return (
    <pre className="otp-player-text">
      {q.data.text}
      {q.data.cut ? "\n\n……（内容过长，仅显示前 1MB，请下载查看全文）" : ""}
    </pre>
  );
}

interface Props {
  resource: DocResource;
  file: ResourceFile;
  play: DocPlay;
  edit?: boolean;
}

/** A document by its DocPlay: PDF in the browser's viewer, text inline, Office, or download. */
export function DocumentViewer({ resource, file, play, edit }: Props) {
  const url = play.url ?? file.httpPath;
  switch (play.mode) {
    case "pdf":
      return <iframe className="otp-player-pdf" src={url} title={file.fileName} />;
    case "text":
      return <TextViewer url={url} />;
    case "office":
      return (
        <Suspense fallback={<PlayerLoading />}>
          <OfficeViewer resource={resource} file={file} play={play} edit={edit} />
        </Suspense>
      );
    case "zip":
      return <DownloadView resource={resource} file={file} message={ZIP_MESSAGE} zip />;
    default:
      return <DownloadView resource={resource} file={file} message={play.message || DOWNLOAD_MESSAGE} />;
  }
}
