import { SEMINAR_STATE_NAMES, type SeminarCard, type SeminarState } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";

export const STATE_COLORS: Record<SeminarState, string> = { upcoming: "blue", ongoing: "green", ended: "default" };

export const spanText = (s: { startAt: string; endAt: string }) =>
  `${dayjs(s.startAt).format("YYYY-MM-DD HH:mm")} 至 ${dayjs(s.endAt).format("YYYY-MM-DD HH:mm")}`;

/** One seminar in a list: title, state, school, subject, host, time and member count. */
export function SeminarCardItem({ s, to }: { s: SeminarCard; to: string }) {
  return (
    <Link className="rs-card" to={to}>
      <div className="rs-card-head">
        <Tag color={STATE_COLORS[s.state]}>{SEMINAR_STATE_NAMES[s.state]}</Tag>
        <span className="rs-card-title">{s.title}</span>
      </div>
      <div className="rs-card-meta">
        <span>{s.orgName}</span>
        <span>{s.subjectName}</span>
        <span>主持人：{s.hostName}</span>
        <span>{s.memberCount} 人参与</span>
      </div>
      <div className="rs-card-time">{spanText(s)}</div>
    </Link>
  );
}
