import type { ResourceDetail } from "@otp/contract";
import "./media.css";

/** The tab names of a resource's files: the screen's label, else the file's name. */
export function fileLabels(resource: Pick<ResourceDetail, "fileList">): string[] {
  return resource.fileList.map((f, i) => f.label || f.fileName || `文件${i + 1}`);
}

/**
 * The files of a resource with several (the screens of a multi-screen recording, a lecture's
 * handouts) or the streams of a live: one plays at a time on a phone, chosen here.
 */
export function FileTabs({
  labels,
  what = "文件",
  active,
  onChange,
}: {
  labels: string[];
  what?: string;
  active: number;
  onChange(index: number): void;
}) {
  if (labels.length < 2) return null;
  return (
    <div className="m-file-tabs" role="tablist" aria-label={`选择${what}`}>
      {labels.map((label, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the files' order is their identity here
          key={i}
          type="button"
          role="tab"
          aria-selected={i === active}
          className={i === active ? "m-file-tab m-file-tab-active" : "m-file-tab"}
          onClick={() => onChange(i)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
