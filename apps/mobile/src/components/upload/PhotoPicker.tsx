import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { type PreparedImage, prepareImage } from "./prepareImage";
import "./upload.css";

/** A picture chosen on the phone, checked and down-scaled, not sent yet. */
export interface PickedPhoto extends PreparedImage {
  key: string;
}

let nextKey = 0;

/** A preview of bytes still on the phone (an object URL, released with the preview). */
function LocalThumb({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url ? <img src={url} alt={alt} /> : null;
}

/**
 * Taking pictures for an upload: 拍照 opens the back camera (`capture="environment"`), 从相册选择
 * the photo library (several at once). Each picture is checked and down-scaled before it is
 * listed (prepareImage); refusals are said in Chinese and nothing is sent. The chosen pictures
 * show as thumbnails that can be removed.
 */
export function PhotoPicker({
  value,
  onChange,
  max = 9,
  disabled = false,
}: {
  value: PickedPhoto[];
  onChange(photos: PickedPhoto[]): void;
  max?: number;
  disabled?: boolean;
}) {
  const id = useId();
  // Pictures being checked and down-scaled (a second choice may start before the first ends).
  const [pending, setPending] = useState(0);
  const busy = pending > 0;
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= max;
  // Down-scaling takes a while: what is listed when it ends, not when it began, gets the new
  // pictures (a second choice made meanwhile must not drop the first).
  const latest = useRef(value);
  latest.current = value;

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Cleared at once: choosing the same photo again must fire another change.
    e.target.value = "";
    if (files.length === 0) return;
    setPending((n) => n + 1);
    setError(null);
    const room = Math.max(0, max - latest.current.length);
    const added: PickedPhoto[] = [];
    const refusals: string[] = [];
    for (const file of files.slice(0, room)) {
      const r = await prepareImage(file);
      if (r.ok) added.push({ ...r.image, key: `p${++nextKey}` });
      else refusals.push(files.length > 1 ? `“${file.name}”：${r.message}` : r.message);
    }
    const listed = latest.current;
    if (files.length > room || listed.length + added.length > max) refusals.push(`最多选择${max}张图片`);
    setPending((n) => n - 1);
    setError(refusals.length ? refusals.join("；") : null);
    if (added.length) onChange([...listed, ...added].slice(0, max));
  };

  return (
    <div className="m-photos">
      {value.length > 0 ? (
        <ul className="m-photos-list" aria-label="待提交的图片">
          {value.map((p, i) => (
            <li key={p.key} className="m-photos-item">
              <LocalThumb blob={p.blob} alt={`第${i + 1}张图片`} />
              <button
                type="button"
                className="m-photos-remove"
                aria-label={`移除第${i + 1}张图片`}
                disabled={disabled}
                onClick={() => onChange(value.filter((x) => x.key !== p.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="m-photos-actions">
        <label className={`m-button${disabled || full || busy ? " m-photos-off" : ""}`} htmlFor={`${id}-camera`}>
          拍照
        </label>
        <input
          id={`${id}-camera`}
          className="m-photos-input"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={disabled || full || busy}
          onChange={(e) => void pick(e)}
          data-testid="photo-camera"
        />
        <label
          className={`m-button m-button-ghost${disabled || full || busy ? " m-photos-off" : ""}`}
          htmlFor={`${id}-library`}
        >
          从相册选择
        </label>
        <input
          id={`${id}-library`}
          className="m-photos-input"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full || busy}
          onChange={(e) => void pick(e)}
          data-testid="photo-library"
        />
      </div>
      {busy ? <div className="m-muted">正在处理图片…</div> : null}
      {error ? (
        <div className="m-error-text" role="alert">
          {error}
        </div>
      ) : null}
      <div className="m-muted">
        {value.length}/{max} 张，较大的照片会自动压缩
      </div>
    </div>
  );
}
