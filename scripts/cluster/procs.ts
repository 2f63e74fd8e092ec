import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Processes of the local cluster, found by what they carry rather than trusted by number. */

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const proc = (pid: number, f: string) => {
  try {
    return readFileSync(`/proc/${pid}/${f}`, "utf8");
  } catch {
    return "";
  }
};

/**
 * A recorded pid is only ours while the process still carries this cluster's folder in its
 * command line or environment (every process cluster:up starts gets OTP_CLUSTER_DIR): after a
 * reboot the same number may belong to anything.
 */
export function carries(pid: number, dir: string): boolean {
  if (!(pid > 0) || !alive(pid)) return false;
  // Redis rewrites its process title over its arguments and environment: it is known by its
  // working directory, the cluster's folder (it is started there).
  let cwd = "";
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {}
  return cwd === dir || proc(pid, "cmdline").includes(dir) || proc(pid, "environ").includes(`OTP_CLUSTER_DIR=${dir}`);
}

/**
 * ffmpeg processes the cluster's instances started (they inherit OTP_CLUSTER_DIR). An instance
 * killed with -9 leaves them running: a demo publisher would go on pushing to the live origin.
 * `orphansOnly`: those whose instance is gone (adopted by init), for a restart beside a live one.
 */
export function clusterTools(dir: string, orphansOnly: boolean): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const argv0 = proc(pid, "cmdline").split("\0")[0] ?? "";
    if (!/\/ffmpeg$/.test(argv0) || !proc(pid, "environ").includes(`OTP_CLUSTER_DIR=${dir}`)) continue;
    const ppid = Number(proc(pid, "stat").split(") ")[1]?.split(" ")[1]);
    if (!orphansOnly || ppid === 1) found.push(pid);
  }
  return found;
}
