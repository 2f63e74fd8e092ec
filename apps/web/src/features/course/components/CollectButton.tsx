import { StarFilled, StarOutlined } from "@ant-design/icons";
import { Button, Modal } from "antd";
import { useLocation, useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { loginRedirect } from "../../../app/guard";
import { isLoggedIn, useSession } from "../../../app/session";
import { courseApi } from "../api";

interface Props {
  courseId: number;
  collected: boolean;
  onChange(collected: boolean): void;
}

/** Collect toggle; a guest is asked to log in first. */
export function CollectButton({ courseId, collected, onChange }: Props) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useAction(() => courseApi.collect("course", courseId), { onSuccess: (r) => onChange(r.collected) });
  const [modal, holder] = Modal.useModal();
  const onClick = async () => {
    if (!isLoggedIn(user)) {
      modal.confirm({
        title: "请先登录",
        content: "登录后才能收藏课程，是否前往登录？",
        okText: "去登录",
        cancelText: "取消",
        onOk: () => navigate(loginRedirect({ pathname: location.pathname, search: location.search })),
      });
      return;
    }
    await toggle.run(undefined);
  };
  return (
    <>
      {holder}
      <Button
        icon={collected ? <StarFilled style={{ color: "#fadb14" }} /> : <StarOutlined />}
        loading={toggle.busy}
        onClick={onClick}
        aria-pressed={collected}
      >
        {collected ? "已收藏" : "收藏"}
      </Button>
    </>
  );
}
