import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { Hocuspocus } from "@hocuspocus/server";
import { PREPARE_COLLAB_PATH, planDocName } from "@otp/contract";
import { WebSocketServer } from "ws";
import * as Y from "yjs";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import * as q from "./prepare.queries.js";

/** The editor's field (TipTap Collaboration's default). */
export const PLAN_FIELD = "default";

const planIdOf = (documentName: string): number => {
  const m = /^plan-(\d+)$/.exec(documentName);
  return m ? Number(m[1]) : 0;
};

export interface CollabAccess {
  /** The caller of a WebSocket upgrade, from the session cookie; null without a valid session. */
  principal(headers: IncomingMessage["headers"]): Promise<Principal | null>;
  /** May this user co-edit this plan (assignee, leader, administrator)? */
  mayEdit(planId: number, user: Principal): Promise<boolean>;
}

/**
 * The co-editing server: one Yjs document per lesson plan, synced with Hocuspocus over a
 * WebSocket attached to Fastify's HTTP server, persisted as a whole-state update in the database.
 */
export class PlanCollab {
  readonly hocuspocus: Hocuspocus;
  private readonly wss = new WebSocketServer({ noServer: true });

  constructor(
    private readonly db: Db,
    access: CollabAccess,
  ) {
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      debounce: 1000,
      maxDebounce: 5000,
      onAuthenticate: async ({ documentName, requestHeaders }) => {
        const user = await access.principal(requestHeaders);
        if (!user) throw new Error("请先登录");
        const planId = planIdOf(documentName);
        if (!planId || !(await access.mayEdit(planId, user))) throw new Error("无权编辑该教案");
        return { userId: user.userId };
      },
      onLoadDocument: async ({ documentName, document }) => {
        const state = await q.docState(this.db, planIdOf(documentName));
        if (state) Y.applyUpdate(document, Buffer.from(state, "base64"));
        return document;
      },
      onStoreDocument: async ({ documentName, document }) => {
        const planId = planIdOf(documentName);
        await q.saveDocState(this.db, planId, Buffer.from(Y.encodeStateAsUpdate(document)).toString("base64"));
        await q.touchPlan(this.db, planId);
      },
    });
  }

  /** Hands upgrades on the co-editing path to Hocuspocus; true when it took the socket. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    if (!req.url?.startsWith(PREPARE_COLLAB_PATH)) return false;
    this.wss.handleUpgrade(req, socket, head, (ws) => this.hocuspocus.handleConnection(ws, req));
    return true;
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
    this.hocuspocus.closeConnections();
    this.wss.close();
  }
}

export const encodeDoc = (doc: Y.Doc) => Buffer.from(Y.encodeStateAsUpdate(doc)).toString("base64");
