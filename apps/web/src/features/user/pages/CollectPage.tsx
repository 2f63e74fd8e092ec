import { EmptyUserPage } from "../components/EmptyUserPage";

export default function CollectPage() {
  return <EmptyUserPage title="我的收藏" text="暂无收藏，课程和资源上线后可在此查看收藏的内容" />;
}
