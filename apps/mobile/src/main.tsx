import "antd-mobile/es/global";
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { handoffFromAddress, takeHandoffCode } from "./app/handoff";
import { setupHttp } from "./app/httpSetup";
import { queryClient } from "./app/queryClient";
import { persistQueries } from "./app/queryPersist";
import { createRouter } from "./app/router";
import { listOwner, loadSession } from "./app/session";

// Before the router reads the address: the one-time code must not stay in it (nor in history).
const handoff = takeHandoffCode();
const router = createRouter();
const navigate = (to: string) => router.navigate(to);
setupHttp(navigate);
// The session first: the kept lists are restored only for the viewer who saved them, and a
// hand-off code asks who is logged in now.
void loadSession().then(() => {
  persistQueries(queryClient, __APP_BUILD__, listOwner);
  return handoffFromAddress(handoff, navigate);
});

/** WeChat's in-app browser scales text with its own font setting, breaking layouts: keep 100 %. */
function fixWeChatFontSize() {
  type Bridge = { invoke(name: string, args: object): void; on(name: string, fn: () => void): void };
  const w = window as unknown as { WeixinJSBridge?: Bridge };
  const apply = () => {
    w.WeixinJSBridge?.invoke("setFontSizeCallback", { fontSize: 0 });
    w.WeixinJSBridge?.on("menu:setfont", () => w.WeixinJSBridge?.invoke("setFontSizeCallback", { fontSize: 0 }));
  };
  if (w.WeixinJSBridge) apply();
  else document.addEventListener("WeixinJSBridgeReady", apply, { once: true });
}
fixWeChatFontSize();

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  });
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
