import { useLoginInfo } from "../useLoginInfo";

/** The plain footer of the classic layout version. */
export function CommonFooter() {
  const name = useLoginInfo().data?.baseInfo.name || "开放在线教学平台";
  return (
    <footer className="otp-footer otp-footer-common">
      © {new Date().getFullYear()} {name}
    </footer>
  );
}
