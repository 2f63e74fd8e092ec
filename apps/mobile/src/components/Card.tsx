import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A row of a list on the phone: a thumbnail (a sized picture, see `thumbUrl`), a title of at most
 * two lines and a line of details. The whole row is the link (a big target).
 */
export function Card({
  to,
  thumb,
  title,
  meta,
  badge,
}: {
  to: string;
  thumb?: string | null;
  title: string;
  meta?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Link to={to} className="m-card">
      {thumb !== undefined ? (
        <div className="m-card-thumb">
          {thumb ? <img src={thumb} alt="" loading="lazy" decoding="async" /> : null}
          {badge ? <span className="m-card-badge">{badge}</span> : null}
        </div>
      ) : null}
      <div className="m-card-body">
        <div className="m-card-title">{title}</div>
        {meta ? <div className="m-card-meta">{meta}</div> : null}
      </div>
    </Link>
  );
}
