import { EmptyUserPage } from "../components/EmptyUserPage";

export default function NoticePage() {
  return <EmptyUserPage title="消息通知" text="暂无消息通知" />;
}
