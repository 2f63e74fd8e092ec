import { Link, useNavigate, useSearchParams } from "react-router";
import { authApi } from "../../../api/auth";
import { removeToken } from "../../../api/token";
import { feedback } from "../../../app/feedback";
import { useSession } from "../../../app/session";
import { safeRedirect } from "../../../components/formRules";
import { AuthLayout } from "../components/AuthLayout";
import { LoginForm } from "../components/LoginForm";

export const NOT_EXPERT_MESSAGE = "该账号不是评审专家";

/** Expert login: refuses accounts that are not evaluation experts (SPEC §6). */
export default function ExpertLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout title="评审专家登录" footer={<Link to="/login">普通用户登录</Link>}>
      <LoginForm
        submitText="专家登录"
        onSuccess={async ({ userInfo }) => {
          if (userInfo.isExpert) {
            // Experts land on their listening tasks (issue 10) unless sent here from a page.
            await navigate(safeRedirect(params.get("redirect"), "/supervise-task"), { replace: true });
            return;
          }
          await authApi.logout({ silent: true }).catch(() => null);
          removeToken();
          useSession.setState({ user: null, permissionsLoaded: false, menus: [] });
          feedback.error(NOT_EXPERT_MESSAGE);
        }}
      />
    </AuthLayout>
  );
}
