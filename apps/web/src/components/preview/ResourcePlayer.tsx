import { LockOutlined } from "@ant-design/icons";
import type { ResourceDetail } from "@otp/contract";
import { Button, Image } from "antd";
import { forwardRef, type ReactElement, useCallback, useEffect, useImperativeHandle, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Watermark } from "../Watermark";
import { AudioPlayer } from "./AudioPlayer";
import { DocumentViewer } from "./DocumentViewer";
import { isProcessing, useLoggedIn, useMediaProgress, usePlayerDecor } from "./hooks";
import { PlayerMessage, TranscodingNotice } from "./MediaState";
import { MultiScreenPlayer } from "./MultiScreenPlayer";
import type { Sep } from "./playback";
import { useReloadResourceDetail } from "./previewApi";
import type { PlayerHandle } from "./types";
import { VideoPlayer } from "./VideoPlayer";
import { chooseViewer, docPlayFor } from "./viewerChoice";
import "./preview.css";

export const PLAYER_WIDTH = 840;
export const PLAYER_HEIGHT = 473;

export interface ResourcePlayerProps {
  resource: ResourceDetail;
  startSecond?: number;
  sep?: Sep;
  width?: number;
  height?: number;
  /** Which file to show for resources with several (not multi-screen); default the first. */
  fileIndex?: number;
  /** Office documents: open the editor in edit mode (only where editing was asked for). */
  edit?: boolean;
  /**
   * Called when media processing finished while the player was open. The player reloads
   * resourceDetailKey(id) itself; pages holding the resource under another query key reload it here.
   */
  onMediaReady?(): void;
}

/**
 * Login prompt instead of the player: media and document streams need a session, except those
 * of a resource published for everybody (公开（含游客）), which a guest plays through the open
 * stream (the office editor still needs a session).
 */
function needsLogin(resource: ResourceDetail, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  return resource.visibility !== "public" || resource.docPlay?.mode === "office";
}

/** The lock shown instead of the player, with a login link back here. */
function LoginPrompt({ cover }: { cover: string | null }) {
  const { pathname, search } = useLocation();
  return (
    <div className="otp-player-login" style={cover ? { backgroundImage: `url(${cover})` } : undefined}>
      <PlayerMessage icon={<LockOutlined />}>
        <div>登录后观看</div>
        <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>
          <Button type="primary" style={{ marginTop: 12 }}>
            立即登录
          </Button>
        </Link>
      </PlayerMessage>
    </div>
  );
}

/**
 * Plays any resource (SPEC §2 preview dialog): video, multi-screen, audio, picture or document,
 * under the moving watermark, with the copyright intro before videos. The ref gives the current
 * time and a seek for timed players (knowledge-point notes).
 */
export const ResourcePlayer = forwardRef<PlayerHandle, ResourcePlayerProps>(function ResourcePlayer(
  { resource, startSecond, sep, width = PLAYER_WIDTH, height = PLAYER_HEIGHT, fileIndex = 0, edit, onMediaReady },
  ref,
) {
  const loggedIn = useLoggedIn();
  const locked = needsLogin(resource, loggedIn);
  const decor = usePlayerDecor();
  const inner = useRef<PlayerHandle | null>(null);
  useImperativeHandle(ref, () => ({
    currentTime: () => inner.current?.currentTime() ?? 0,
    seek: (s) => inner.current?.seek(s),
  }));
  const onHandle = useCallback((h: PlayerHandle | null) => {
    inner.current = h;
  }, []);

  const viewer = chooseViewer(resource, fileIndex);
  const file = resource.fileList[fileIndex] ?? resource.fileList[0];
  const mediaFiles = viewer === "multiscreen" ? resource.fileList : file ? [file] : [];
  const timed = viewer === "video" || viewer === "multiscreen" || viewer === "audio";
  const progress = useMediaProgress(loggedIn && timed ? mediaFiles : []);
  const anyBusy = mediaFiles.some((f) => isProcessing(progress.get(f.id)?.status));
  const wasBusy = useRef(anyBusy);
  const reload = useReloadResourceDetail();
  const readyCallback = useRef(onMediaReady);
  readyCallback.current = onMediaReady;
  // The web rendition is a new file: once processing ends the detail must be reloaded for its URL.
  useEffect(() => {
    if (wasBusy.current && !anyBusy) {
      void reload(resource.id);
      readyCallback.current?.();
    }
    wasBusy.current = anyBusy;
  }, [anyBusy, reload, resource.id]);

  let body: ReactElement;
  if (locked) {
    body = <LoginPrompt cover={resource.coverUrl} />;
  } else if (!file || viewer === "none") {
    body = <PlayerMessage>该资源暂无可预览的文件</PlayerMessage>;
  } else {
    const states = mediaFiles.map((f) => progress.get(f.id));
    const busy = states.filter((s) => s && isProcessing(s.status));
    const failed = states.find((s) => s?.status === "failed");
    const what = viewer === "audio" ? "音频" : "视频";
    if (timed && busy.length > 0) {
      const pct = busy.reduce((sum, s) => sum + (s?.progress ?? 0), 0) / busy.length;
      body = <TranscodingNotice progress={pct} what={what} />;
    } else {
      // A failed processing still tries the original file: it may be web-playable already.
      const common = { startSecond, sep, width, height, onHandle };
      switch (viewer) {
        case "video":
          body = (
            <VideoPlayer
              key={`${file.id}-${progress.get(file.id)?.status}`}
              file={file}
              failedHint={failed ? `转码失败${failed.error ? `：${failed.error}` : ""}` : null}
              intro={decor.intro}
              introReady={decor.ready}
              {...common}
            />
          );
          break;
        case "multiscreen":
          body = (
            <MultiScreenPlayer files={resource.fileList} intro={decor.intro} introReady={decor.ready} {...common} />
          );
          break;
        case "audio":
          body = (
            <AudioPlayer key={file.id} file={file} title={resource.name} coverUrl={resource.coverUrl} {...common} />
          );
          break;
        case "picture":
          body = (
            <div className="otp-player-picture">
              <Image
                src={file.httpPath}
                alt={file.fileName}
                width={width}
                height={height}
                style={{ objectFit: "contain" }}
                preview={{ mask: "点击查看大图" }}
              />
            </div>
          );
          break;
        default: {
          const play = docPlayFor(resource, fileIndex);
          body = play ? (
            <DocumentViewer key={file.id} resource={resource} file={file} play={play} edit={edit} />
          ) : (
            <PlayerMessage>该资源暂无可预览的文件</PlayerMessage>
          );
        }
      }
    }
  }

  return (
    <div className="otp-player" style={{ width, height }} data-viewer={locked ? "login" : viewer}>
      <Watermark text={decor.watermarkText} enabled={decor.watermarkOn}>
        <div className="otp-player-box" style={{ width, height }}>
          {body}
        </div>
      </Watermark>
    </div>
  );
});
