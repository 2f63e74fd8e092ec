import type { UploadedFile, UploadKindName } from "@otp/contract";
import { Space, Tag } from "antd";
import { ChunkUploader } from "./ChunkUploader";

/** A file already uploaded and chosen, as forms keep it. */
export interface ChosenFile {
  id: number;
  name: string;
  size: number;
  kind: string;
  ext: string;
}

interface Props {
  /** One upload button per kind (each kind has its own extensions and size limit; `exts` narrows them). */
  kinds: { value: UploadKindName; label: string; exts?: readonly string[] }[];
  value: ChosenFile[];
  onChange(files: ChosenFile[]): void;
  disabled?: boolean;
}

/**
 * Upload buttons plus the chosen files as removable tags: the same control for a student's
 * hand-in and a teacher's assignment attachments, both through the chunked upload and its
 * content checks. Removing only drops the file from the form; the upload itself stays.
 */
export function FileListUploader({ kinds, value, onChange, disabled }: Props) {
  const added = (f: UploadedFile) =>
    onChange([
      ...value.filter((x) => x.id !== f.id),
      { id: f.id, name: f.name, size: f.size, kind: f.kind, ext: f.ext },
    ]);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space wrap>
        {kinds.map((k) => (
          <ChunkUploader
            key={k.value}
            kind={k.value}
            exts={k.exts}
            multiple
            disabled={disabled}
            buttonText={`上传${k.label}`}
            onUploaded={added}
          />
        ))}
      </Space>
      {value.length > 0 && (
        <Space wrap>
          {value.map((f) => (
            <Tag key={f.id} closable={!disabled} onClose={() => onChange(value.filter((x) => x.id !== f.id))}>
              {f.name}
            </Tag>
          ))}
        </Space>
      )}
    </Space>
  );
}
