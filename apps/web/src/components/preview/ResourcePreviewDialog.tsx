import type { ResourceDetail } from "@otp/contract";
import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES } from "@otp/contract";
import { Modal, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import { QueryState } from "../QueryState";
import { DownloadButton } from "./DownloadButton";
import { FileList } from "./FileList";
import type { Sep } from "./playback";
import { formatSecond } from "./playback";
import { usePreviewDetail } from "./previewApi";
import { ResourcePlayer } from "./ResourcePlayer";

export const DIALOG_WIDTH = 1120;
export const DIALOG_HEIGHT = 630;

export interface ResourcePreviewDialogProps {
  open: boolean;
  /** Loads the resource when `resource` is not given. */
  resourceId?: number;
  resource?: ResourceDetail;
  startSecond?: number;
  sep?: Sep;
  onClose(): void;
}

function DialogContent({ resource, startSecond, sep }: { resource: ResourceDetail; startSecond?: number; sep?: Sep }) {
  const [fileIndex, setFileIndex] = useState(0);
  const multi = resource.type === "MULTISCREEN";
  const file = resource.fileList[fileIndex];
  return (
    <div className="otp-preview-body">
      <div className="otp-preview-main">
        <ResourcePlayer
          resource={resource}
          fileIndex={multi ? 0 : fileIndex}
          startSecond={fileIndex === 0 ? startSecond : undefined}
          sep={fileIndex === 0 ? sep : undefined}
        />
        <div className="otp-preview-bar">
          <Tag color="blue">{RESOURCE_KINDS.find((k) => k.id === resource.kind)?.name ?? "资源"}</Tag>
          <Tag>{RESOURCE_TYPE_NAMES[resource.type] ?? resource.type}</Tag>
          {resource.subjectName ? <Tag color="green">{resource.subjectName}</Tag> : null}
          <span>{resource.ownerName}</span>
          {resource.orgName ? <span>{resource.orgName}</span> : null}
          {resource.duration ? <span>时长 {formatSecond(resource.duration)}</span> : null}
          <span>浏览 {resource.visitCount}</span>
          <span style={{ marginLeft: "auto" }}>
            <DownloadButton resource={resource} file={multi ? resource.fileList[0] : file} />
          </span>
        </div>
      </div>
      <aside className="otp-preview-side">
        <h4>{multi ? "画面" : "文件"}</h4>
        <FileList
          files={resource.fileList}
          active={multi ? -1 : fileIndex}
          onSelect={multi ? () => {} : setFileIndex}
        />
        {resource.brief ? (
          <>
            <h4>简介</h4>
            <div className="otp-preview-brief">{resource.brief}</div>
          </>
        ) : null}
      </aside>
    </div>
  );
}

/** The resource preview dialog (SPEC §2): 1120x630 with the 840x473 player. */
export function ResourcePreviewDialog({
  open,
  resourceId,
  resource,
  startSecond,
  sep,
  onClose,
}: ResourcePreviewDialogProps) {
  const id = resource?.id ?? resourceId;
  const q = usePreviewDetail(id, open && !resource);
  const shown = resource ?? q.data;
  // Media stop when the dialog closes because the content is destroyed (destroyOnHidden).
  const [title, setTitle] = useState("资源预览");
  useEffect(() => {
    if (shown?.name) setTitle(shown.name);
  }, [shown?.name]);

  const content = resource ? (
    <DialogContent key={resource.id} resource={resource} startSecond={startSecond} sep={sep} />
  ) : (
    <QueryState
      query={q}
      loading={
        <div className="otp-preview-body" style={{ justifyContent: "center", alignItems: "center" }}>
          <Spin size="large" />
        </div>
      }
    >
      {(r) => <DialogContent key={r.id} resource={r} startSecond={startSecond} sep={sep} />}
    </QueryState>
  );

  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTH}
      footer={null}
      centered
      destroyOnHidden
      onCancel={onClose}
      className="otp-preview-modal"
      maskClosable={false}
    >
      {content}
    </Modal>
  );
}
