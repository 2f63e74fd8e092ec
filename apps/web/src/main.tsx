import { CSRF_HEADER, CSRF_HEADER_VALUE } from "@otp/contract";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./styles.css";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// One system visit per load of the web app (数据统计 → 系统访问统计); failures are not the user's concern.
void fetch("/api/c/statistics/visit", {
  method: "POST",
  headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE },
  body: "{}",
  credentials: "same-origin",
}).catch(() => {});
