import type { ReactNode } from "react";
import { usePermission } from "../app/usePermission";

interface Props {
  /** A menu code, a menu URL or a module group code; several mean "any of". */
  code: string | readonly string[];
  children: ReactNode;
  /** Rendered instead when the user lacks the permission (default: nothing). */
  fallback?: ReactNode;
}

/** Removes its children when the user lacks the permission (SPEC §6 has-permission). */
export function HasPermission({ code, children, fallback = null }: Props) {
  const has = usePermission();
  return <>{has(code) ? children : fallback}</>;
}
