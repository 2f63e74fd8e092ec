import type { ReactNode } from "react";
import { isLoggedIn, useSession } from "../../../app/session";
import { LoginPrompt } from "../../../components/LoginPrompt";
import { Page } from "../../../components/Page";
import { PageSkeleton } from "../../../components/QueryState";
import "../me.css";

/**
 * A personal page: the back bar (to 我的), then the page for a logged-in user, the login prompt
 * for a visitor, a skeleton while the session is still being asked for.
 */
export function MePage({
  title,
  fallback = "/user",
  right,
  children,
}: {
  title: string;
  fallback?: string;
  right?: ReactNode;
  children: ReactNode;
}) {
  const ready = useSession((s) => s.ready);
  const logged = useSession((s) => isLoggedIn(s.user));
  return (
    <Page title={title} fallback={fallback} right={logged && right ? right : undefined}>
      <div>{logged ? children : ready ? <LoginPrompt /> : <PageSkeleton />}</div>
    </Page>
  );
}
