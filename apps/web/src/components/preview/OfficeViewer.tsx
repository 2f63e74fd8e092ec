import type { DocPlay, ResourceDetail, ResourceFile } from "@otp/contract";
import { useEffect, useId, useRef, useState } from "react";
import { DownloadView } from "./DownloadView";
import { PlayerLoading } from "./MediaState";
import { readOfficeConfig, useOfficeConfig } from "./previewApi";

interface DocEditor {
  destroyEditor?(): void;
}
declare global {
  interface Window {
    DocsAPI?: { DocEditor: new (id: string, config: Record<string, unknown>) => DocEditor };
  }
}

const scripts = new Map<string, Promise<void>>();

/** Loads the document server's api.js once per URL. */
function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement("script");
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => {
        scripts.delete(src);
        reject(new Error("load failed"));
      };
      document.head.appendChild(s);
    });
    scripts.set(src, p);
  }
  return p;
}

export const OFFICE_UNAVAILABLE = "在线文档服务暂不可用，请下载后查看";

interface Props {
  resource: Pick<ResourceDetail, "id" | "allowDownload" | "canEdit">;
  file: ResourceFile;
  play: DocPlay;
  /** Open the editor in edit mode (only where editing was asked for). */
  edit?: boolean;
}

/**
 * Office documents in an OnlyOffice editor (word/cell/slide by extension). The server signs the
 * config with its JWT secret and sets the permissions (download, print, copy on; review off; edit
 * only when asked); the browser only adds the size. Without a document server the file is offered
 * for download.
 */
export function OfficeViewer({ resource, file, play, edit = false }: Props) {
  const holderId = `otp-office-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const editor = useRef<DocEditor | null>(null);
  const [failed, setFailed] = useState(false);
  const cfg = useOfficeConfig(file.id, edit);
  const parsed = readOfficeConfig(cfg.data);
  const documentType = play.documentType;

  useEffect(() => {
    const parsed = readOfficeConfig(cfg.data);
    if (!parsed) return;
    let cancelled = false;
    loadScript(parsed.apiUrl)
      .then(() => {
        if (cancelled || !window.DocsAPI) {
          if (!window.DocsAPI) setFailed(true);
          return;
        }
        const base = parsed.config;
        const type = (base.documentType as string | undefined) ?? documentType ?? "word";
        editor.current = new window.DocsAPI.DocEditor(holderId, {
          ...base,
          documentType: type,
          width: "100%",
          height: "100%",
          type: "desktop",
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      editor.current?.destroyEditor?.();
      editor.current = null;
    };
  }, [cfg.data, holderId, documentType]);

  if (cfg.isLoading) {
    return <PlayerLoading text="正在打开文档…" />;
  }
  if (cfg.isError || !parsed || failed) {
    return <DownloadView resource={resource} file={file} message={play.message || OFFICE_UNAVAILABLE} />;
  }
  return (
    <div className="otp-player-office">
      <div id={holderId} />
    </div>
  );
}
