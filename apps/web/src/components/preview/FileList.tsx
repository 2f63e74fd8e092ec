import type { ResourceFile } from "@otp/contract";
import { FileTypeIcon } from "./FileTypeIcon";
import { formatSecond } from "./playback";

interface Props {
  files: ResourceFile[];
  active: number;
  onSelect(index: number): void;
}

/**
 * The files of a resource with their type icons; the active one is highlighted. A multi-screen
 * channel shows its label over its whole file name (names wrap rather than being cut off).
 */
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
            {f.label ? (
              <span className="otp-preview-file-name">
                <span className="otp-preview-file-label">{f.label}</span>
                <span className="otp-preview-file-sub">{f.fileName}</span>
              </span>
            ) : (
              <span className="otp-preview-file-name">{f.fileName}</span>
            )}
            {f.duration ? <span className="otp-preview-file-meta">{formatSecond(f.duration)}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
