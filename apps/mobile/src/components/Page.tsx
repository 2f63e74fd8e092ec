import { NavBar } from "antd-mobile";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * A detail page: a bar with a back arrow (to the previous page, or `fallback` when the page was
 * opened directly from a link) and the title.
 */
export function Page({
  title,
  fallback = "/portal",
  right,
  children,
}: {
  title: string;
  fallback?: string;
  right?: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const back = () => {
    if (window.history.state && typeof window.history.state.idx === "number" && window.history.state.idx > 0) {
      navigate(-1);
    } else {
      navigate(fallback, { replace: true });
    }
  };
  return (
    <div className="m-page">
      <div className="m-navbar">
        <NavBar
          onBack={back}
          backIcon={
            <span role="img" aria-label="返回">
              ‹
            </span>
          }
          right={right}
        >
          <h1 className="m-navbar-title">{title}</h1>
        </NavBar>
      </div>
      {children}
    </div>
  );
}
