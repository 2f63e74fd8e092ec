import { configureHttp } from "../api/http";
import { feedback } from "./feedback";
import { useSession } from "./session";
import { forceLogout } from "./sessionActions";

type Navigate = (to: string) => Promise<void> | void;

/** Connects the HTTP client's SPEC §8 side effects to the app. */
export function setupHttp(navigate: Navigate): void {
  configureHttp({
    message: feedback.error,
    clearStoredUser: () => useSession.setState({ user: null }),
    reload: () => window.location.reload(),
    onSessionInvalid: () => forceLogout(navigate),
    onRestricted: () => {
      useSession.setState({ restricted: true });
      void navigate("/401");
    },
  });
}
