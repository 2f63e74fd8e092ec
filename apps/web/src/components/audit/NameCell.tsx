import type { ResourceType } from "@otp/contract";
import type { ReactNode } from "react";
import { Thumb } from "./Thumb";
import "./audit.css";

interface Props {
  coverUrl: string | null | undefined;
  type: ResourceType | "COURSE";
  duration?: number | null;
  title: ReactNode;
  sub?: ReactNode;
}

/** Thumbnail + name + a grey line below: the first column of course and resource tables. */
export function NameCell({ coverUrl, type, duration, title, sub }: Props) {
  return (
    <div className="otp-name-cell">
      <Thumb url={coverUrl} type={type} duration={duration} />
      <div className="otp-name-cell-text">
        <span className="otp-name-cell-title">{title}</span>
        {sub ? <span className="otp-name-cell-sub">{sub}</span> : null}
      </div>
    </div>
  );
}
