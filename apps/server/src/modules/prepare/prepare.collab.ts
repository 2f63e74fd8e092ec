import type { IncomingMessage } from "node:http";
import { Hocuspocus } from "@hocuspocus/server";
import { planDocName } from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type WebSocket, WebSocketServer } from "ws";
import * as Y from "yjs";
import { ipAllowed } from "../../platform/access/settings.js";
import type { Principal } from "../../platform/auth/principal.js";
import { hashToken } from "../../platform/auth/token.js";
import type { EventBus } from "../../platform/bus/bus.js";
import { SharedDocuments } from "../../platform/bus/shared-documents.js";
import type { Db } from "../../platform/db/client.js";
import { AppError, forbidden } from "../../platform/http/errors.js";
import { takeUpgrade } from "../../platform/http/upgrade.js";
import { originAllowed } from "./prepare.access.js";
import * as q from "./prepare.queries.js";

/** The editor's field (TipTap Collaboration's default). */
export const PLAN_FIELD = "default";

/** WebSocket close code: the session ended or the right to the plan changed (the client reconnects and is asked again). */
const RIGHTS_CHANGED = 4403;

/** Bus channels telling every instance to close sockets: sessions that ended, plans whose rights changed. */
const ENDED_CHANNEL = "collab:sessions-ended";
const RECHECK_CHANNEL = "collab:plan-recheck";

const planIdOf = (documentName: string): number => {
  const m = /^plan-(\d+)$/.exec(documentName);
  return m ? Number(m[1]) : 0;
};

/** How a user may open a plan: co-edit it, or read it (a submitted or approved plan); null: not at all. */
export type CollabMode = "edit" | "read";

export interface CollabAccess {
  /** The user of a session token now; null once the session ended (logout, disabling, password change, expiry). */
  session(token: string): Promise<Principal | null>;
  /** How this user may open this plan now (assignee, leader, administrator), or null. */
  mode(planId: number, user: Principal): Promise<CollabMode | null>;
  /** The site's configured addresses (e.g. the mobile site's), besides the address a request came to. */
  siteOrigins(): Promise<string[]>;
  /** The platform's access (IP) restriction, as every call is checked against it. */
  accessPolicy(): Promise<{ restricted: boolean; allow: string[] }>;
}

/** How the co-editing server reaches the other instances. */
export interface CollabSharing {
  /** Tells every instance's sockets about ended sessions and changed rights; its prefix names the shared documents. */
  bus: EventBus;
  /** Redis, when the instances share documents (REDIS_URL); without it each instance edits alone. */
  redisUrl?: string;
}

/** One open WebSocket: whose session it runs on. */
interface Peer {
  token: string;
  tokenHash: string;
  userId: number;
  /** The client's address as the request saw it (proxies trusted as configured). */
  ip: string;
}

/**
 * The co-editing server: one Yjs document per lesson plan, synced with Hocuspocus over a
 * WebSocket that the contract endpoint `prepare.collab` accepts (after the access policy and the
 * session were checked like any call), persisted as a whole-state update in the database.
 * Sockets are closed when their session ends or their right to a plan changes.
 *
 * Several instances: with Redis, a plan's editors connected to different instances edit one
 * document (SharedDocuments); each instance stores what it holds merged with what is stored, so a
 * copy that lags behind never erases edits stored by another. Ended sessions and changed rights
 * close the sockets of every instance (through the bus).
 */
export class PlanCollab {
  readonly hocuspocus: Hocuspocus;
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly peers = new Map<WebSocket, Peer>();

  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: Db,
    private readonly access: CollabAccess,
    private readonly sharing: CollabSharing,
  ) {
    const { bus, redisUrl } = sharing;
    this.unsubscribe = [
      bus.subscribe(ENDED_CHANNEL, (hashes) => this.closeEnded(hashes as string[])),
      bus.subscribe(RECHECK_CHANNEL, (planId) => this.closePlan(planId as number)),
    ];
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      extensions: redisUrl ? [new SharedDocuments(redisUrl, `${bus.prefix}collab`)] : [],
      debounce: 1000,
      maxDebounce: 5000,
      onAuthenticate: async ({ documentName, context, connectionConfig }) => {
        const user = (context as { user?: Principal }).user;
        if (!user) throw new Error("请先登录");
        const planId = planIdOf(documentName);
        const mode = planId ? await access.mode(planId, user) : null;
        if (!mode) throw new Error("无权编辑该教案");
        connectionConfig.readOnly = mode === "read";
        return { userId: user.userId };
      },
      // Every message re-checks what the upgrade was allowed on: a socket whose session ended,
      // whose address fell outside the access restriction, or whose plan was taken away or
      // locked is closed before the message is applied.
      beforeHandleMessage: async ({ connection, documentName }) => {
        const ws = connection.webSocket as unknown as WebSocket;
        const peer = this.peers.get(ws);
        if (!peer) throw new Error("连接已失效");
        const policy = await access.accessPolicy();
        const user = await access.session(peer.token);
        const mode = user ? await access.mode(planIdOf(documentName), user) : null;
        const outside = policy.restricted && !ipAllowed(peer.ip, policy.allow);
        if (outside || !user || !mode || (mode === "read") !== connection.readOnly) {
          this.drop(ws);
          throw new Error("编辑权限已变化");
        }
      },
      onLoadDocument: async ({ documentName, document }) => {
        const state = await q.docState(this.db, planIdOf(documentName));
        if (state) Y.applyUpdate(document, Buffer.from(state, "base64"));
        return document;
      },
      // What is stored is merged in, never overwritten: another instance may have stored edits
      // this copy has not received yet (a Yjs merge keeps both, and is the document itself when
      // nothing else was stored). The plan's row is locked around read, merge and write: Redis's
      // lock usually orders the stores, but while Redis is away two instances may store at once.
      onStoreDocument: ({ documentName, document }) => this.store(planIdOf(documentName), document),
    });
  }

  /** Stores a plan's document, merged with what is stored (see onStoreDocument). */
  async store(planId: number, document: Y.Doc): Promise<void> {
    await this.db.transaction(async (tx) => {
      await q.lockPlan(tx, planId);
      const merged = new Y.Doc();
      const stored = await q.docState(tx, planId);
      if (stored) Y.applyUpdate(merged, Buffer.from(stored, "base64"));
      Y.applyUpdate(merged, Y.encodeStateAsUpdate(document));
      await q.saveDocState(tx, planId, encodeDoc(merged));
      merged.destroy();
      await q.touchPlan(tx, planId);
    });
  }

  /**
   * The `prepare.collab` endpoint: takes the upgrade of a signed-in caller whose page is the
   * site's (same address, or a configured site address; a client without Origin is no browser).
   */
  async accept(req: FastifyRequest, reply: FastifyReply, user: Principal): Promise<FastifyReply> {
    const origin = req.headers.origin;
    if (origin && !originAllowed(origin, req.host, await this.access.siteOrigins()))
      throw forbidden("连接来源不被允许：协同编辑只接受本站页面的连接");
    const token = req.sessionToken;
    if (!token) throw forbidden();
    const upgrade = takeUpgrade(req);
    if (!upgrade) throw new AppError(426, "请通过 WebSocket 连接协同编辑");
    reply.hijack();
    const raw: IncomingMessage = req.raw;
    this.wss.handleUpgrade(raw, upgrade.socket, upgrade.head, (ws) => {
      this.peers.set(ws, { token, tokenHash: hashToken(token), userId: user.userId, ip: req.ip });
      ws.on("close", () => this.peers.delete(ws));
      this.hocuspocus.handleConnection(ws, raw, { user });
    });
    return reply;
  }

  /** Sessions that ended (logout, disabling, password change, deletion, expiry): their sockets close now, on every instance. */
  endSessions(tokenHashes: string[]) {
    if (tokenHashes.length) this.sharing.bus.publish(ENDED_CHANNEL, tokenHashes);
  }

  /** A plan's rights or state changed (submitted, reviewed): its editors reconnect and are asked again, on every instance. */
  recheckPlan(planId: number) {
    this.sharing.bus.publish(RECHECK_CHANNEL, planId);
  }

  private closeEnded(tokenHashes: string[]) {
    const ended = new Set(tokenHashes);
    for (const [ws, peer] of this.peers) if (ended.has(peer.tokenHash)) this.drop(ws);
  }

  private closePlan(planId: number) {
    const doc = this.hocuspocus.documents.get(planDocName(planId));
    for (const { connection } of doc?.connections.values() ?? [])
      this.drop(connection.webSocket as unknown as WebSocket);
  }

  private drop(ws: WebSocket) {
    this.peers.delete(ws);
    ws.close(RIGHTS_CHANGED, "rights changed");
  }

  /** The current document of a plan (live if open, else as stored). */
  async snapshot(planId: number): Promise<Y.Doc> {
    const doc = new Y.Doc();
    const live = this.hocuspocus.documents.get(planDocName(planId));
    if (live) Y.applyUpdate(doc, Y.encodeStateAsUpdate(live));
    else {
      const state = await q.docState(this.db, planId);
      if (state) Y.applyUpdate(doc, Buffer.from(state, "base64"));
    }
    return doc;
  }

  /** Replaces a plan's content with a saved version's, as one edit every open editor receives. */
  async restore(planId: number, state: string): Promise<void> {
    const saved = new Y.Doc();
    Y.applyUpdate(saved, Buffer.from(state, "base64"));
    const nodes = saved.getXmlFragment(PLAN_FIELD).toArray();
    const connection = await this.hocuspocus.openDirectConnection(planDocName(planId), {});
    try {
      await connection.transact((doc) => {
        const fragment = doc.getXmlFragment(PLAN_FIELD);
        fragment.delete(0, fragment.length);
        fragment.insert(
          0,
          nodes.map((n) => (n as Y.XmlElement | Y.XmlText).clone()),
        );
      });
    } finally {
      await connection.disconnect();
    }
  }

  async close() {
    for (const stop of this.unsubscribe) stop();
    for (const ws of [...this.peers.keys()]) this.drop(ws);
    this.hocuspocus.closeConnections();
    this.wss.close();
    // The shared documents' Redis connections (the extension's onDestroy; nothing without Redis).
    await this.hocuspocus.hooks("onDestroy", { instance: this.hocuspocus });
  }
}

export const encodeDoc = (doc: Y.Doc) => Buffer.from(Y.encodeStateAsUpdate(doc)).toString("base64");
