import { HocuspocusProvider } from "@hocuspocus/provider";
import { planDocName, prepareEndpoints } from "@otp/contract";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { urlOf } from "../../../api/call";

export type CollabStatus = "connecting" | "connected" | "disconnected" | "denied";

/** The co-editing server's address on this page's host (ws: or wss: as the page). */
export function collabUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}${urlOf(prepareEndpoints.collab)}`;
}

/**
 * One Yjs document per plan, synced with the server through Hocuspocus. The session cookie goes
 * with the WebSocket upgrade, so no token is handed to the provider. The provider reconnects by
 * itself after a lost connection and sends the edits made meanwhile.
 */
export function usePlanCollab(planId: number | null) {
  const [state, setState] = useState<{ doc: Y.Doc; provider: HocuspocusProvider } | null>(null);
  const [status, setStatus] = useState<CollabStatus>("connecting");
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (!planId) return;
    const doc = new Y.Doc();
    setStatus("connecting");
    setSynced(false);
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: planDocName(planId),
      document: doc,
      token: "cookie",
      onStatus: ({ status: s }) => setStatus((prev) => (prev === "denied" ? prev : (s as CollabStatus))),
      onSynced: () => setSynced(true),
      onAuthenticationFailed: () => setStatus("denied"),
    });
    setState({ doc, provider });
    return () => {
      provider.destroy();
      doc.destroy();
      setState(null);
    };
  }, [planId]);
  return { doc: state?.doc ?? null, provider: state?.provider ?? null, status, synced };
}

export const STATUS_TEXT: Record<CollabStatus, string> = {
  connecting: "连接中…",
  connected: "已连接",
  disconnected: "重新连接中…",
  denied: "无权编辑",
};

/** A stable colour per user for their caret. */
export function userColor(userId: number): string {
  const colors = ["#1677ff", "#eb2f96", "#52c41a", "#fa8c16", "#722ed1", "#13c2c2", "#f5222d", "#2f54eb"];
  return colors[userId % colors.length] ?? "#1677ff";
}
