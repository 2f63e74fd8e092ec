import type { CSSProperties } from "react";
import "./course-card.css";

const PALETTE = [
  ["#1a63d8", "#0b3d91"],
  ["#13a8a8", "#006d75"],
  ["#722ed1", "#391085"],
  ["#fa8c16", "#ad4e00"],
  ["#52c41a", "#237804"],
  ["#eb2f96", "#9e1068"],
];

interface Props {
  url: string | null | undefined;
  name: string;
  id: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A course cover at 16:9: the uploaded picture, or a coloured panel with the course name so a
 * course without a cover (new, or imported) still reads as itself in a grid.
 */
export function CourseCover({ url, name, id, className, style }: Props) {
  if (url) {
    return (
      <div className={`course-cover ${className ?? ""}`} style={style}>
        <img src={url} alt={name} loading="lazy" />
      </div>
    );
  }
  const [a, b] = PALETTE[Math.abs(id) % PALETTE.length];
  return (
    <div
      className={`course-cover course-cover-empty ${className ?? ""}`}
      style={{ background: `linear-gradient(135deg, ${a}, ${b})`, ...style }}
      role="img"
      aria-label={name}
    >
      <span>{name}</span>
    </div>
  );
}
