import "antd-mobile/es/global";
import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { handoffFromAddress } from "./app/handoff";
import { setupHttp } from "./app/httpSetup";
import { queryClient } from "./app/queryClient";
import { persistQueries } from "./app/queryPersist";
import { router } from "./app/router";
import { loadSession } from "./app/session";

const navigate = (to: string) => router.navigate(to);
setupHttp(navigate);
persistQueries(queryClient, __APP_BUILD__);
// The session first, then a hand-off code in the address (it asks who is logged in now).
void loadSession().then(() => handoffFromAddress(navigate));

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
