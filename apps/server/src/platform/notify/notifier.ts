/**
 * How any module tells a user something (an in-site notice). The notice module implements it;
 * other modules receive it as a port and never read the notices table. Categories group the
 * notices in 我的消息; a domain adds its own category here.
 */
export type NoticeCategory = "account" | "security" | "role" | "audit" | "live" | "supervise" | "task";

export interface Notice {
  userId: number;
  category: NoticeCategory;
  title: string;
  content: string;
}

export interface Notifier {
  notify(items: Notice[]): Promise<void>;
}
