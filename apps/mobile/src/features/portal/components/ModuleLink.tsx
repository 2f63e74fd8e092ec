import type { ReactNode } from "react";
import { Link } from "react-router";
import { phoneLink } from "../blocks";

/** A module's link: pages of this site through the router, other sites in a new tab, no link as plain content. */
export function ModuleLink({ url, label, children }: { url: string; label?: string; children: ReactNode }) {
  const link = phoneLink(url);
  if (!link) return <div>{children}</div>;
  if (!link.internal) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" aria-label={label} className="m-portal-link">
        {children}
      </a>
    );
  }
  return (
    <Link to={link.to} aria-label={label} className="m-portal-link">
      {children}
    </Link>
  );
}
