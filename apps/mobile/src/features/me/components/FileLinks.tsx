import type { AssignmentFile } from "@otp/contract";
import { thumbUrl } from "../../../components/thumb";

function sizeText(n: number): string {
  if (n < 1024) return `${n}B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)}KB`;
  return `${(n / 1024 / 1024).toFixed(1)}MB`;
}

/**
 * Files of an assignment or a submission: pictures as a grid of thumbnails, the rest as links
 * (opened by the phone's own viewer in a new tab).
 */
export function FileLinks({
  files,
  urlOf,
  label,
}: {
  files: AssignmentFile[];
  urlOf(fileId: number): string;
  label: string;
}) {
  const pictures = files.filter((f) => f.kind === "image");
  const others = files.filter((f) => f.kind !== "image");
  return (
    <>
      {pictures.length > 0 ? (
        <ul className="me-pictures" aria-label={`${label}图片`}>
          {pictures.map((f) => (
            <li key={f.id}>
              <a href={urlOf(f.id)} target="_blank" rel="noreferrer" aria-label={`查看图片 ${f.name}`}>
                <img src={thumbUrl(urlOf(f.id), 120) ?? ""} alt={f.name} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="me-files" aria-label={`${label}文件`}>
          {others.map((f) => (
            <li key={f.id}>
              <a href={urlOf(f.id)} target="_blank" rel="noreferrer">
                {f.name}（{sizeText(f.size)}）
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
