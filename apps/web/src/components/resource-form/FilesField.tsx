import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, DeleteOutlined } from "@ant-design/icons";
import type { ResourceType } from "@otp/contract";
import { AutoComplete, Button, Progress, Space, Tag, Tooltip } from "antd";
import { useRef } from "react";
import { FileTypeIcon } from "../preview/FileTypeIcon";
import { useMediaProgress } from "../preview/hooks";
import { ChunkUploader } from "../upload/ChunkUploader";
import { formatBytes } from "../upload/uploadFile";
import { type FormFile, fileFitsType, MAX_FILES, newFormFile, SCREEN_LABELS, uploadKindOf } from "./resourceFormModel";

interface Props {
  type: ResourceType;
  files: FormFile[];
  onChange(files: FormFile[]): void;
}

function ProcessingState({ status, progress, error }: { status: string; progress: number; error: string | null }) {
  switch (status) {
    case "pending":
      return <Tag color="default">等待转码</Tag>;
    case "processing":
      return (
        <span className="otp-rf-progress">
          <span>转码中</span>
          <Progress percent={Math.round(progress)} size="small" style={{ width: 120, margin: 0 }} />
        </span>
      );
    case "ready":
      return <Tag color="success">可播放</Tag>;
    case "failed":
      return (
        <Tooltip title={error ?? undefined}>
          <Tag color="error">转码失败</Tag>
        </Tooltip>
      );
    default:
      return null;
  }
}

/**
 * The files of a resource: upload (chunked), order, multi-screen labels, optional WebVTT caption
 * per video, and the processing state of each media file.
 */
export function FilesField({ type, files, onChange }: Props) {
  const kind = uploadKindOf(type);
  const multi = type === "MULTISCREEN";
  const video = type === "VIDEO" || multi;
  const states = useMediaProgress(
    files.map((f) => ({ id: f.fileId, mediaStatus: f.mediaStatus, progress: f.progress })),
  );
  const set = (i: number, p: Partial<FormFile>) => onChange(files.map((f, j) => (j === i ? { ...f, ...p } : f)));
  const move = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= files.length) return;
    const next = [...files];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  const full = files.length >= MAX_FILES;
  const filesRef = useRef(files);
  filesRef.current = files;

  return (
    <div className="otp-rf-files">
      {files.length > 0 ? (
        <ul className="otp-rf-file-list">
          {files.map((f, i) => {
            const st = states.get(f.fileId);
            const fits = fileFitsType(f.fileName, type);
            return (
              <li key={f.fileId} className="otp-rf-file">
                <div className="otp-rf-file-main">
                  <FileTypeIcon file={{ fileName: f.fileName }} style={{ fontSize: 18 }} />
                  <span className="otp-rf-file-name" title={f.fileName}>
                    {f.fileName}
                  </span>
                  <span className="otp-rf-file-size">{formatBytes(f.size)}</span>
                  {fits ? null : <Tag color="warning">与资源类型不符</Tag>}
                  {st ? <ProcessingState status={st.status} progress={st.progress} error={st.error} /> : null}
                  <Space size={0} className="otp-rf-file-actions">
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label="上移"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label="下移"
                      disabled={i === files.length - 1}
                      onClick={() => move(i, 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="删除文件"
                      onClick={() => onChange(files.filter((_, j) => j !== i))}
                    />
                  </Space>
                </div>
                {multi || video ? (
                  <div className="otp-rf-file-extra">
                    {multi ? (
                      <span className="otp-rf-field">
                        <span>画面名称</span>
                        <AutoComplete
                          value={f.label}
                          options={SCREEN_LABELS.map((l) => ({ value: l }))}
                          onChange={(v) => set(i, { label: String(v ?? "") })}
                          placeholder="如 教师、学生、课件"
                          maxLength={20}
                          style={{ width: 160 }}
                          size="small"
                          status={f.label.trim() ? undefined : "error"}
                        />
                      </span>
                    ) : null}
                    {video ? (
                      <span className="otp-rf-field">
                        <span>字幕</span>
                        {f.captionFileId ? (
                          <Tag
                            closable
                            closeIcon={<CloseOutlined aria-label="移除字幕" />}
                            onClose={() => set(i, { captionFileId: null, captionName: null })}
                          >
                            {f.captionName ?? "字幕.vtt"}
                          </Tag>
                        ) : (
                          <ChunkUploader
                            kind="document"
                            accept=".vtt"
                            buttonText="上传字幕(.vtt)"
                            onUploaded={(u) => {
                              if (!u.name.toLowerCase().endsWith(".vtt")) return;
                              set(i, { captionFileId: u.id, captionName: u.name });
                            }}
                          />
                        )}
                      </span>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ChunkUploader
        kind={kind}
        multiple={multi || type === "DOCUMENT" || type === "PICTURE"}
        disabled={full}
        buttonText={full ? `最多${MAX_FILES}个文件` : multi ? "添加画面视频" : undefined}
        onUploaded={(u) => {
          // Several uploads may finish before the parent re-renders: append to the newest list.
          const next = [...filesRef.current, newFormFile(u, type, filesRef.current)];
          filesRef.current = next;
          onChange(next);
        }}
      />
    </div>
  );
}
