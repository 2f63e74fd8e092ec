import type { TeachTaskFile, UploadedFile } from "@otp/contract";
import { Button, Input, Space, Tag } from "antd";
import { useState } from "react";
import { ChunkUploader } from "../../../components/upload";
import { useSubmitEvidence } from "../api";

/** A teacher hands in a free item: a note and files through the ordinary upload. */
export function EvidenceForm({ itemId }: { itemId: number }) {
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<TeachTaskFile[]>([]);
  const added = (f: UploadedFile) => setFiles((l) => [...l, { id: f.id, name: f.name, url: "" }]);
  // Its success refetches the caller's tasks.
  const submitter = useSubmitEvidence(() => {
    setContent("");
    setFiles([]);
  });
  const submit = () => void submitter.run({ itemId, content, fileIds: files.map((f) => f.id) });
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
      <Button type="primary" loading={submitter.busy} disabled={!content.trim() && !files.length} onClick={submit}>
        提交材料
      </Button>
    </Space>
  );
}
