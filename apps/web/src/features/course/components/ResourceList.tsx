import { RESOURCE_TYPE_NAMES, type ResourceDetail } from "@otp/contract";
import { FileTypeIcon } from "../../../components/preview/FileTypeIcon";
import { formatSecond } from "../outline";

interface Props {
  list: ResourceDetail[];
  activeId: number | null;
  onPick(id: number): void;
  /** "grid" tiles (in-class view) or a "list" (section page). */
  layout?: "list" | "grid";
}

/** The section's resources; the active one is playing. */
export function ResourceList({ list, activeId, onPick, layout = "list" }: Props) {
  return (
    <ul className={`course-res course-res-${layout}`} aria-label="本节资源">
      {list.map((r, i) => {
        const file = r.fileList[0];
        const active = r.id === activeId;
        return (
          <li key={r.id}>
            <button
              type="button"
              className={`course-res-item${active ? " course-res-active" : ""}`}
              aria-current={active ? "true" : undefined}
              onClick={() => onPick(r.id)}
              title={r.name}
            >
              {layout === "grid" ? (
                <span className="course-res-thumb">
                  {r.coverUrl || file?.thumbUrl ? (
                    <img src={r.coverUrl || file?.thumbUrl || ""} alt="" loading="lazy" />
                  ) : (
                    <FileTypeIcon file={file ?? {}} style={{ fontSize: 36 }} />
                  )}
                </span>
              ) : (
                <span className="course-res-index">{i + 1}</span>
              )}
              <span className="course-res-text">
                <span className="course-res-name">
                  {layout === "list" && file ? <FileTypeIcon file={file} style={{ marginInlineEnd: 6 }} /> : null}
                  {r.name}
                </span>
                <span className="course-res-meta">
                  {RESOURCE_TYPE_NAMES[r.type]}
                  {r.duration ? ` · ${formatSecond(r.duration)}` : ""}
                  {r.fileList.length > 1 ? ` · ${r.fileList.length}个文件` : ""}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
