// What `npm start` runs after its build step: the built server (dist/main.js), on Linux in a child
// process with MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072.
//
// glibc's malloc gives each thread that allocates at the same time as another an arena of its own
// (up to 8 per core) and seldom returns their free pages: the server's threads (the embedded
// database, the vision, audio and OCR workers, libvips, libuv's pool) held about 400 MB more than
// with two arenas (npm run bench:footprint, first start with the demo school). A fixed mmap
// threshold keeps every block of 128 KiB or more in its own mapping, handed back when freed: by
// default glibc raises the threshold after such a free, and later large blocks (image and model
// buffers of the media, OCR and vision work) fill arenas whose free holes it never returns. With
// it, the server's own process idled at 472 MB instead of 593 MB after a first start
// (bench:footprint, CLASSROOM_DEMO=off); first starts answered within this machine's spread
// (36–56 s) either way. The settings are read when the process starts, before any JavaScript
// runs, hence the child. This process stays beside
// it (about 40 MB, mostly the node binary's pages it shares with the child) and hands on SIGINT,
// SIGTERM and SIGHUP as messages, so a signal sent to the whole process group (Ctrl-C) still
// stops the server once, and a signal sent to this process alone stops it too.
//
// Elsewhere (another C library, or both settings already in the environment) the server runs in
// this process.
// Plain JavaScript, like build.mjs; started with the server's node flags, which the child inherits.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("./dist/main.js", import.meta.url));
const glibc = process.platform === "linux" && !!process.report?.getReport().header?.glibcVersionRuntime;

const tuned = process.env.MALLOC_ARENA_MAX !== undefined && process.env.MALLOC_MMAP_THRESHOLD_ !== undefined;
if (!glibc || tuned) {
  await import(new URL("./dist/main.js", import.meta.url).href);
} else {
  const child = spawn(process.execPath, [...process.execArgv, MAIN, ...process.argv.slice(2)], {
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
    },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      if (child.connected) child.send({ signal });
    });
  }
  child.on("exit", (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
}
