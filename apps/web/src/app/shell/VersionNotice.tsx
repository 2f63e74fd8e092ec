import { useEffect, useState } from "react";
import { CURRENT_BUILD, deployedVersion, isNewerBuild, VERSION_CHECK_MS } from "../version";

/**
 * Reads the static version file at load, again every few minutes and when the tab comes back;
 * when a newer build is deployed, says so and offers to reload (plain markup: it is on every page).
 */
export function VersionNotice() {
  const [newer, setNewer] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (isNewerBuild(CURRENT_BUILD, await deployedVersion()) && !stopped) setNewer(true);
    };
    void check();
    const timer = window.setInterval(check, VERSION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  if (!newer || dismissed) return null;
  return (
    <div className="otp-version-notice" role="status">
      <span>平台已发布新版本，刷新页面即可使用最新功能。</span>
      <button type="button" className="otp-version-reload" onClick={() => window.location.reload()}>
        立即刷新
      </button>
      <button type="button" className="otp-version-close" aria-label="稍后再说" onClick={() => setDismissed(true)}>
        ×
      </button>
    </div>
  );
}
