import type { ThemeConfig } from "antd";

export const theme: ThemeConfig = {
  token: {
    // #1a63d8 keeps AA contrast (≥5:1) on white, on the grey page background and on the menu's
    // light-blue selection, and for white text on primary buttons.
    colorPrimary: "#1a63d8",
    // antd derives link colours from colorInfo (#1677ff, 4.1:1) and danger text from colorError
    // (#ff4d4f, 3.2:1): both set to AA shades so row actions (编辑, 删除) read.
    colorInfo: "#1a63d8",
    colorLink: "#1a63d8",
    colorError: "#cf1322",
    // WCAG 2.1 AA (4.5:1 on white): antd's secondary and tertiary greys (45% black) are too light
    // for meta text, descriptions, empty states and table headers' sort icons.
    colorTextSecondary: "rgba(0, 0, 0, 0.68)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif',
  },
};
