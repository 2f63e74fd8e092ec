import type { ResourceDetail } from "@otp/contract";
import { ProgressBar } from "antd-mobile";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { isLoggedIn, useSession } from "../../app/session";
import { LoginPrompt } from "../LoginPrompt";
import { PageSkeleton } from "../QueryState";
import { AudioPlayer } from "./AudioPlayer";
import { DownloadButton } from "./DownloadButton";
import { usePlayerDecor } from "./decor";
import { ImageViewer } from "./ImageViewer";
import { useMediaStatus, useSavedProgress } from "./mediaApi";
import { PdfViewer } from "./PdfViewer";
import { TextViewer } from "./TextViewer";
import { useProgress } from "./useProgress";
import { VideoPlayer } from "./VideoPlayer";
import { chooseViewer, documentUrl, isTimed } from "./viewerChoice";
import { Watermark } from "./Watermark";
import "./media.css";

export interface ResourceViewProps {
  resource: ResourceDetail;
  fileIndex?: number;
  /** A `?second=` to start at; without one the saved position is used. */
  startSecond?: number;
  /** Where it was opened from, saved with the position. */
  courseId?: number;
  sectionId?: number;
  /** Processing of a media file finished: the page reloads the resource for the new address. */
  onMediaReady?(): void;
}

const busy = (s: string | undefined) => s === "pending" || s === "processing";

function Note({ children }: { children: ReactNode }) {
  return <div className="m-player-box m-player-note-box">{children}</div>;
}

/**
 * A resource's file as a phone shows it: video or audio (resuming, saving the position), a
 * picture, a PDF drawn by pdf.js, text, or a download; under the watermark. A visitor is asked
 * to log in unless the resource is public (its stream needs a session otherwise).
 */
export function ResourceView({
  resource,
  fileIndex = 0,
  startSecond,
  courseId,
  sectionId,
  onMediaReady,
}: ResourceViewProps) {
  const loggedIn = isLoggedIn(useSession((s) => s.user));
  const decor = usePlayerDecor();
  const file = resource.fileList[fileIndex] ?? resource.fileList[0];
  const viewer = chooseViewer(resource, file ? resource.fileList.indexOf(file) : 0);
  const timed = isTimed(viewer);

  const status = useMediaStatus(file ? [file.id] : [], loggedIn && timed && busy(file?.mediaStatus));
  const state = status.data?.[0] ?? (file ? { status: file.mediaStatus, progress: file.progress } : undefined);
  const processing = timed && busy(state?.status);
  const wasBusy = useRef(processing);
  const ready = useRef(onMediaReady);
  ready.current = onMediaReady;
  useEffect(() => {
    if (wasBusy.current && !processing) ready.current?.();
    wasBusy.current = processing;
  }, [processing]);

  const wantSaved = loggedIn && timed && startSecond === undefined;
  const saved = useSavedProgress([resource.id], wantSaved);
  const savedHere = saved.data?.find((p) => p.resourceId === resource.id && p.fileId === file?.id);
  const start = startSecond ?? savedHere?.second;

  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const onMedia = useCallback((el: HTMLMediaElement | null) => setMedia(el), []);
  useProgress(
    media,
    loggedIn && timed && file ? { resourceId: resource.id, fileId: file.id, courseId, sectionId } : null,
  );

  if (!loggedIn && resource.visibility !== "public") {
    return (
      <Note>
        <LoginPrompt text="登录后观看" />
      </Note>
    );
  }
  if (!file || viewer === "none") return <Note>该资源暂无可预览的文件</Note>;
  if (processing) {
    const pct = Math.max(0, Math.min(100, Math.round(state?.progress ?? 0)));
    return (
      <Note>
        <div>
          {viewer === "audio" ? "音频" : "视频"}转码中 {pct}%
        </div>
        <ProgressBar percent={pct} style={{ width: 200, margin: "8px auto" }} />
        <div className="m-muted">转码完成后即可播放，请稍候</div>
      </Note>
    );
  }
  if (wantSaved && saved.isPending && !saved.error) return <PageSkeleton rows={3} />;

  let body: ReactNode;
  switch (viewer) {
    case "video":
      body = (
        <VideoPlayer
          key={`${file.id}-${file.httpPath}`}
          src={file.httpPath}
          poster={file.thumbUrl ?? resource.coverUrl}
          captionUrl={file.captionUrl}
          startSecond={start}
          intro={decor.intro}
          introReady={decor.ready}
          label={`视频：${resource.name}`}
          onMedia={onMedia}
        />
      );
      break;
    case "audio":
      body = (
        <AudioPlayer
          key={file.id}
          src={file.httpPath}
          title={resource.name}
          coverUrl={resource.coverUrl ?? file.thumbUrl}
          startSecond={start}
          onMedia={onMedia}
        />
      );
      break;
    case "picture":
      body = <ImageViewer src={file.httpPath} alt={file.fileName || resource.name} />;
      break;
    case "pdf":
      body = (
        <PdfViewer key={file.id} url={documentUrl(resource, resource.fileList.indexOf(file))} title={file.fileName} />
      );
      break;
    case "text":
      body = <TextViewer url={documentUrl(resource, resource.fileList.indexOf(file))} />;
      break;
    default:
      return (
        <Note>
          <div>{file.fileName}</div>
          <p className="m-muted">该文件暂不支持在手机上预览，请下载后查看</p>
          <DownloadButton resource={resource} file={file} />
        </Note>
      );
  }
  return (
    <div className="m-viewer" data-viewer={viewer}>
      <Watermark text={decor.watermarkText} enabled={decor.watermarkOn}>
        {body}
      </Watermark>
    </div>
  );
}
