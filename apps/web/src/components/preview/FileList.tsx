import type { ResourceFile } from "@otp/contract";
import { FileTypeIcon } from "./FileTypeIcon";
import { formatSecond } from "./playback";

interface Props {
  files: ResourceFile[];
  active: number;
  onSelect(index: number): void;
}

/** The files of a resource with their type icons; the active one is highlighted. */
export function FileList({ files, active, onSelect }: Props) {
  return (
    <ul className="otp-preview-files">
      {files.map((f, i) => (
        <li key={f.id}>
          <button
            type="button"
            className={i === active ? "otp-preview-file is-active" : "otp-preview-file"}
            onClick={() => onSelect(i)}
            title={f.fileName}
          >
            <FileTypeIcon file={f} />
            <span className="otp-preview-file-name">{f.label ? `${f.label} · ${f.fileName}` : f.fileName}</span>
            {f.duration ? <span className="otp-preview-file-meta">{formatSecond(f.duration)}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
