// The PostgreSQL wire protocol between node-postgres and PGlite, in the worker thread. Replaces
// pglite-socket's server, which hands PGlite one message at a time (a statement's Parse, Bind,
// Describe, Execute and Sync each ran as its own call, each writing its own reply) and lets the
// messages of several connections interleave within one statement. Here a connection's messages
// are gathered up to the end of a round trip (Sync, a simple Query, Flush) and run as one call with
// one reply, and batches of different connections never interleave; while a connection has a
// transaction open, only its batches run. Plain JS: see embedded-worker.mjs.
import net from "node:net";

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** Message types that end a round trip: the client waits for the answer after them. */
const ROUND_TRIP_END = new Set([0x53 /* S Sync */, 0x51 /* Q Query */, 0x48 /* H Flush */]);
const TERMINATE = 0x58; /* X */

/** Runs batches one at a time; a connection in a transaction keeps PGlite until it ends. */
class BatchQueue {
  queue = [];
  running = false;
  owner = null;

  constructor(db) {
    this.db = db;
  }

  run(conn, bytes) {
    return new Promise((resolve, reject) => {
      this.queue.push({ conn, bytes, resolve, reject });
      this.pump();
    });
  }

  async pump() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const i = this.owner ? this.queue.findIndex((b) => b.conn === this.owner) : 0;
        if (i < 0) break;
        const [batch] = this.queue.splice(i, 1);
        const chunks = [];
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(batch.bytes, { onRawData: (d) => chunks.push(Buffer.from(d)) }),
          );
          this.owner = this.db.isInTransaction() ? batch.conn : null;
          batch.resolve(Buffer.concat(chunks));
        } catch (err) {
          batch.reject(err);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** A connection that goes away inside a transaction rolls it back, so the others can go on. */
  async closed(conn) {
    this.queue = this.queue.filter((b) => b.conn !== conn);
    if (this.owner === conn) {
      // exec takes PGlite's lock itself (inside runExclusive it would wait for itself).
      if (this.db.isInTransaction()) await this.db.exec("rollback").catch(() => {});
      this.owner = null;
    }
    this.pump();
  }
}

/** Serves PGlite on `listen` (a Unix socket path, or a TCP port and host); resolves when listening. */
export async function serveWire(db, listen) {
  const batches = new BatchQueue(db);
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const conn = {};
    let buf = Buffer.alloc(0);
    let started = false;
    let pending = [];
    let chain = Promise.resolve();

    const send = (bytes) => {
      chain = chain
        .then(() => batches.run(conn, bytes))
        .then((reply) => {
          if (reply.length && !socket.destroyed) socket.write(reply);
        })
        .catch(() => socket.destroy());
    };

    socket.on("data", (data) => {
      buf = buf.length ? Buffer.concat([buf, data]) : data;
      while (buf.length >= 4) {
        if (!started) {
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          const code = len >= 8 ? buf.readInt32BE(4) : 0;
          const message = buf.subarray(0, len);
          buf = buf.subarray(len);
          if (code === SSL_REQUEST) socket.write("N");
          else if (code === CANCEL_REQUEST) socket.end();
          else {
            started = true;
            send(Buffer.from(message));
          }
          continue;
        }
        if (buf.length < 5) return;
        const len = 1 + buf.readInt32BE(1);
        if (buf.length < len) return;
        const type = buf[0];
        const message = buf.subarray(0, len);
        buf = buf.subarray(len);
        if (type === TERMINATE) {
          socket.end();
          return;
        }
        pending.push(message);
        if (ROUND_TRIP_END.has(type)) {
          const bytes = Buffer.concat(pending);
          pending = [];
          send(bytes);
        }
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      sockets.delete(socket);
      chain.finally(() => batches.closed(conn));
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    if (listen.path) server.listen(listen.path, resolve);
    else server.listen(listen.port ?? 0, listen.host ?? "127.0.0.1", resolve);
  });
  const address = server.address();
  return {
    conn: typeof address === "string" ? address : `${address.address}:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
