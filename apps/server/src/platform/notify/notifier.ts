/**
 * How any module tells a user something (an in-site notice). The notice module implements it;
 * other modules receive it as a port and never read the notices table. Categories group the
 * notices in 我的消息; a domain adds its own category here.
 */
export type NoticeCategory =
  | "account"
  | "security"
  | "role"
  | "audit"
  | "supervise"
  | "task"
  // Each user may switch these off (我的消息 → 消息设置, contract NOTICE_SWITCHES); `notify` drops
  // a notice of a category its user switched off.
  | "assignment"
  | "grade"
  | "live"
  | "activity";

export interface Notice {
  userId: number;
  category: NoticeCategory;
  title: string;
  content: string;
}

export interface Notifier {
  notify(items: Notice[]): Promise<void>;
}
