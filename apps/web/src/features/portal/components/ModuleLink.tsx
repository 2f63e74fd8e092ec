import type { ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  url: string;
  className?: string;
  children: ReactNode;
  label?: string;
}

/** A module link: in-app paths through the router, absolute URLs in a new tab. */
export function ModuleLink({ url, className, children, label }: Props) {
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  if (url.startsWith("/")) {
    return (
      <Link to={url} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return <span className={className}>{children}</span>;
}
