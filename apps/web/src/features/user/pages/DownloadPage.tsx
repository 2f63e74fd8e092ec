import { EmptyUserPage } from "../components/EmptyUserPage";

export default function DownloadPage() {
  return <EmptyUserPage title="我的下载" text="暂无下载记录" />;
}
