import { SUPERVISE_ACTIVITY_STATES, type SuperviseActivityState } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";

const COLORS: Record<SuperviseActivityState, string> = { upcoming: "orange", open: "blue", closed: "default" };

export function ActivityStateTag({ state }: { state: SuperviseActivityState }) {
  return <Tag color={COLORS[state]}>{SUPERVISE_ACTIVITY_STATES[state]}</Tag>;
}

export const activityWindow = (r: { startAt: string; endAt: string }) =>
  `${dayjs(r.startAt).format("YYYY-MM-DD HH:mm")} 至 ${dayjs(r.endAt).format("YYYY-MM-DD HH:mm")}`;
