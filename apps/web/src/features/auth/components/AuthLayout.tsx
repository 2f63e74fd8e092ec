import type { ReactNode } from "react";
import { useAreaPic } from "../../../api/queries";
import { useLoginInfo } from "../../../app/useLoginInfo";
import "../auth.css";

interface Props {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login and account pages: site name and welcome on the left, a card right. */
export function AuthLayout({ title, children, footer }: Props) {
  const info = useLoginInfo().data?.baseInfo;
  const logo = useAreaPic("logox").data ?? null;
  const name = info?.name || "开放在线教学平台";
  return (
    <div className="auth-page">
      <div className="auth-brand">
        {logo?.isUsing && logo.imgUrl ? <img src={logo.imgUrl} alt={logo.alt || name} className="auth-logo" /> : null}
        <h1>{name}</h1>
        <p>{info?.welcome || "欢迎使用开放在线教学平台"}</p>
      </div>
      <div className="auth-card">
        <h2>{title}</h2>
        {children}
        {footer ? <div className="auth-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
