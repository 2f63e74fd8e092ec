import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { RouterProvider } from "react-router";
import { FeedbackBridge } from "./FeedbackBridge";
import { setupHttp } from "./httpSetup";
import { queryClient } from "./queryClient";
import { createAppRouter } from "./router";
import { theme } from "./theme";

dayjs.locale("zh-cn");

const router = createAppRouter();
setupHttp((to) => router.navigate(to));

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <FeedbackBridge />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
