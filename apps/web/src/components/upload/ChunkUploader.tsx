import { CaretRightOutlined, CloseOutlined, PauseOutlined, UploadOutlined } from "@ant-design/icons";
import { UPLOAD_LIMITS, type UploadedFile, type UploadKindName } from "@otp/contract";
import { Button, Progress, Tooltip } from "antd";
import { useEffect, useRef, useState } from "react";
import { feedback } from "../../app/feedback";
import { FileTypeIcon } from "../preview/FileTypeIcon";
import { abortUpload, acceptOf, checkUploadFile, errorText, formatBytes, isAbort, uploadFile } from "./uploadFile";
import "./upload.css";

export interface ChunkUploaderProps {
  kind: UploadKindName;
  /** File input accept; default the kind's extensions. */
  accept?: string;
  /** Fewer extensions than the kind takes (homework takes no subtitles): offered, hinted and checked. */
  exts?: readonly string[];
  multiple?: boolean;
  onUploaded(file: UploadedFile): void;
  buttonText?: string;
  disabled?: boolean;
}

type ItemStatus = "uploading" | "paused" | "error" | "done";

interface Item {
  key: number;
  file: File;
  status: ItemStatus;
  pct: number;
  error: string | null;
  uploadId: string | null;
}

/** How long a finished upload stays in the list before the parent's own list takes over. */
const DONE_LINGER_MS = 1500;

let nextKey = 1;

/**
 * Picks files and uploads them in resumable chunks with per-file progress. Pause keeps the
 * server session (resume continues where it stopped); cancel drops it on the server.
 */
export function ChunkUploader({
  kind,
  accept,
  exts,
  multiple = false,
  onUploaded,
  buttonText,
  disabled,
}: ChunkUploaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const mounted = useRef(true);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    mounted.current = true;
    const ctrls = controllers.current;
    return () => {
      mounted.current = false;
      // Leaving the page pauses: the sessions stay on the server and can be resumed later.
      for (const c of ctrls.values()) c.abort();
    };
  }, []);

  const patch = (key: number, p: Partial<Item>) => {
    if (mounted.current) setItems((list) => list.map((i) => (i.key === key ? { ...i, ...p } : i)));
  };
  const drop = (key: number) => {
    if (mounted.current) setItems((list) => list.filter((i) => i.key !== key));
  };

  const start = (key: number, file: File) => {
    const ctrl = new AbortController();
    controllers.current.set(key, ctrl);
    patch(key, { status: "uploading", error: null });
    uploadFile(file, kind, {
      signal: ctrl.signal,
      onProgress: (pct) => patch(key, { pct }),
      onSession: (s) => patch(key, { uploadId: s.uploadId }),
    })
      .then((result) => {
        controllers.current.delete(key);
        patch(key, { status: "done", pct: 100 });
        uploaded.current(result);
        setTimeout(() => drop(key), DONE_LINGER_MS);
      })
      .catch((e) => {
        controllers.current.delete(key);
        if (isAbort(e)) return;
        const msg = errorText(e);
        patch(key, { status: "error", error: msg });
        feedback.error(msg);
      });
  };

  const onPick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = "";
    const fresh: Item[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = checkUploadFile(file, kind, exts);
      if (problem) {
        feedback.error(problem);
        continue;
      }
      fresh.push({ key: nextKey++, file, status: "uploading", pct: 0, error: null, uploadId: null });
    }
    if (fresh.length === 0) return;
    setItems((l) => [...l, ...fresh]);
    for (const it of fresh) start(it.key, it.file);
  };

  const pause = (it: Item) => {
    controllers.current.get(it.key)?.abort();
    controllers.current.delete(it.key);
    patch(it.key, { status: "paused" });
  };
  const cancel = (it: Item) => {
    controllers.current.get(it.key)?.abort();
    controllers.current.delete(it.key);
    if (it.uploadId) void abortUpload(it.uploadId);
    drop(it.key);
  };

  const busy = items.some((i) => i.status === "uploading");
  const limit = UPLOAD_LIMITS[kind];
  return (
    <div className="otp-uploader">
      <input
        ref={input}
        type="file"
        style={{ display: "none" }}
        accept={accept ?? acceptOf(kind, exts)}
        multiple={multiple}
        onChange={(e) => onPick(e.target.files)}
        data-testid={`chunk-uploader-${kind}`}
      />
      <Button
        icon={<UploadOutlined />}
        onClick={() => input.current?.click()}
        disabled={disabled || (!multiple && busy)}
      >
        {buttonText ?? `上传${limit.label}`}
      </Button>
      <span className="otp-uploader-hint">
        支持 {(exts ?? limit.exts).join("、")}，不超过 {formatBytes(limit.maxBytes)}
      </span>
      {items.length > 0 ? (
        <ul className="otp-uploader-list">
          {items.map((it) => (
            <li key={it.key} className={`otp-uploader-item is-${it.status}`}>
              <FileTypeIcon file={{ fileName: it.file.name }} />
              <div className="otp-uploader-body">
                <div className="otp-uploader-name" title={it.file.name}>
                  {it.file.name}
                  <span className="otp-uploader-size">{formatBytes(it.file.size)}</span>
                </div>
                <Progress
                  percent={it.pct}
                  size="small"
                  status={it.status === "error" ? "exception" : it.status === "done" ? "success" : "active"}
                  format={(p) =>
                    it.status === "paused"
                      ? "已暂停"
                      : it.status === "error"
                        ? "失败"
                        : it.status === "done"
                          ? "完成"
                          : `${p}%`
                  }
                />
                {it.error ? <div className="otp-uploader-error">{it.error}</div> : null}
              </div>
              {it.status === "uploading" ? (
                <Tooltip title="暂停">
                  <Button
                    size="small"
                    type="text"
                    icon={<PauseOutlined />}
                    aria-label="暂停"
                    onClick={() => pause(it)}
                  />
                </Tooltip>
              ) : null}
              {it.status === "paused" || it.status === "error" ? (
                <Tooltip title={it.status === "paused" ? "继续" : "重试"}>
                  <Button
                    size="small"
                    type="text"
                    icon={<CaretRightOutlined />}
                    aria-label={it.status === "paused" ? "继续" : "重试"}
                    onClick={() => start(it.key, it.file)}
                  />
                </Tooltip>
              ) : null}
              {it.status !== "done" ? (
                <Tooltip title="取消">
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label="取消"
                    onClick={() => cancel(it)}
                  />
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
