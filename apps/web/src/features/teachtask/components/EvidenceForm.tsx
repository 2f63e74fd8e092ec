import type { TeachTaskFile, UploadedFile } from "@otp/contract";
import { Button, Input, Space, Tag } from "antd";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { ChunkUploader } from "../../../components/upload";
import { teachTaskApi } from "../api";

/** A teacher hands in a free item: a note and files through the ordinary upload. */
export function EvidenceForm({ itemId, onDone }: { itemId: number; onDone(): void }) {
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<TeachTaskFile[]>([]);
  const [busy, setBusy] = useState(false);
  const added = (f: UploadedFile) => setFiles((l) => [...l, { id: f.id, name: f.name, url: "" }]);
  const submit = async () => {
    setBusy(true);
    try {
      await teachTaskApi.submit({ itemId, content, fileIds: files.map((f) => f.id) });
      feedback.success("已提交，等待确认");
      setContent("");
      setFiles([]);
      onDone();
    } catch {
      /* reported */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input.TextArea
        rows={3}
        maxLength={2000}
        showCount
        placeholder="完成说明（可只上传材料）"
        aria-label="完成说明"
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <Space wrap>
        <ChunkUploader kind="document" multiple buttonText="上传文档" onUploaded={added} />
        <ChunkUploader kind="image" multiple buttonText="上传图片" onUploaded={added} />
        {files.map((f) => (
          <Tag key={f.id} closable onClose={() => setFiles((l) => l.filter((x) => x.id !== f.id))}>
            {f.name}
          </Tag>
        ))}
      </Space>
      <Button type="primary" loading={busy} disabled={!content.trim() && !files.length} onClick={submit}>
        提交材料
      </Button>
    </Space>
  );
}
