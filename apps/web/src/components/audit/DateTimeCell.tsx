import { formatDateTime } from "./status";
import "./audit.css";

/** Date over time in a narrow table column; "—" when missing. */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  if (!text) return <span>—</span>;
  const [date, time] = text.split(" ");
  return (
    <div className="otp-datetime">
      <div>{date}</div>
      <div className="otp-datetime-time">{time}</div>
    </div>
  );
}
