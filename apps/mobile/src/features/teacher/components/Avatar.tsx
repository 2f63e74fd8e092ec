import { thumbUrl } from "../../../components/thumb";

/** A teacher's picture, or the first character of the name on colour. */
export function Avatar({ name, url, size = 56 }: { name: string; url: string | null; size?: number }) {
  return (
    <span className="m-avatar" style={{ width: size, height: size }}>
      {url ? <img src={thumbUrl(url, size) ?? undefined} alt="" loading="lazy" /> : name.slice(0, 1)}
    </span>
  );
}
