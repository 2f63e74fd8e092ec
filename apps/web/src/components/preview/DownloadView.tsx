import { FileZipOutlined } from "@ant-design/icons";
import type { ResourceDetail, ResourceFile } from "@otp/contract";
import { Typography } from "antd";
import { canDownload, DownloadButton } from "./DownloadButton";
import { FileTypeIcon } from "./FileTypeIcon";

type DocResource = Pick<ResourceDetail, "id" | "allowDownload" | "canEdit">;

/** A file that is not previewed: its icon, name, the reason and a download button. */
export function DownloadView({
  resource,
  file,
  message,
  zip = false,
}: {
  resource: DocResource;
  file: ResourceFile;
  message: string;
  zip?: boolean;
}) {
  return (
    <div className="otp-player-doc-download">
      {zip ? (
        <FileZipOutlined style={{ fontSize: 56, color: "#faad14" }} aria-label="压缩包" />
      ) : (
        <FileTypeIcon file={file} style={{ fontSize: 56 }} />
      )}
      <div className="otp-player-doc-name">{file.fileName}</div>
      <Typography.Paragraph className="otp-player-doc-msg">{message}</Typography.Paragraph>
      <DownloadButton resource={resource} file={file} type="primary" text="下载文件" />
      {canDownload(resource) ? null : <Typography.Text type="secondary">该资源不允许下载</Typography.Text>}
    </div>
  );
}
