import { statsEndpoints } from "@otp/contract";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { call } from "./api/call";
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
call(statsEndpoints.visit, {}, { silent: true }).catch(() => undefined);
