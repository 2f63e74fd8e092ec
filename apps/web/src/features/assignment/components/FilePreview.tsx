import { FileOutlined } from "@ant-design/icons";
import type { AssignmentFile } from "@otp/contract";
import { Button, List, Modal, Result } from "antd";
import { useState } from "react";
import { formatBytes } from "../../../components/format";

const IMAGE = ["jpg", "jpeg", "png", "gif", "bmp", "webp"];
const VIDEO = ["mp4", "webm", "m4v", "mov"];
const AUDIO = ["mp3", "m4a", "aac", "wav", "ogg", "flac"];

function Viewer({ file, url }: { file: AssignmentFile; url: string }) {
  const ext = file.ext.toLowerCase();
  if (IMAGE.includes(ext)) return <img src={url} alt={file.name} style={{ maxWidth: "100%", maxHeight: "70vh" }} />;
  // biome-ignore lint/a11y/useMediaCaption: students' uploaded work carries no caption file
  if (VIDEO.includes(ext)) return <video src={url} controls style={{ width: "100%", maxHeight: "70vh" }} />;
  // biome-ignore lint/a11y/useMediaCaption: students' uploaded work carries no caption file
  if (AUDIO.includes(ext)) return <audio src={url} controls style={{ width: "100%" }} />;
  if (ext === "pdf" || ext === "txt")
    return <iframe title={file.name} src={url} style={{ width: "100%", height: "70vh", border: 0 }} />;
  return (
    <Result
      icon={<FileOutlined />}
      title="该文件暂不支持在线预览，请下载后查看"
      extra={
        <Button type="primary" href={url} download={file.name}>
          下载 {file.name}
        </Button>
      }
    />
  );
}

/** A submission's or an assignment's files; each opens in a preview dialog. */
export function FilePreview({ files, urlOf }: { files: AssignmentFile[]; urlOf(fileId: number): string }) {
  const [open, setOpen] = useState<AssignmentFile | null>(null);
  if (!files.length) return <span className="asg-muted">无附件</span>;
  return (
    <>
      <List
        size="small"
        bordered
        dataSource={files}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button key="view" type="link" onClick={() => setOpen(f)}>
                预览
              </Button>,
              <Button key="down" type="link" href={urlOf(f.id)} download={f.name}>
                下载
              </Button>,
            ]}
          >
            <FileOutlined /> {f.name} <span className="asg-muted">（{formatBytes(f.size)}）</span>
          </List.Item>
        )}
      />
      <Modal title={open?.name} open={!!open} onCancel={() => setOpen(null)} footer={null} width={960} destroyOnHidden>
        {open && <Viewer file={open} url={urlOf(open.id)} />}
      </Modal>
    </>
  );
}
