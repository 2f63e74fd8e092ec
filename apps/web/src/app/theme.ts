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
    // Hover and pressed shades darker than the base (antd derives lighter ones, about 3.6:1 on
    // white): a hovered link or default button, and white text on a hovered primary button, keep AA.
    colorPrimaryHover: "#1554b8",
    colorPrimaryActive: "#0f468f",
    colorLinkHover: "#1554b8",
    colorLinkActive: "#0f468f",
    // Success text (a finished progress bar's figures, success tags) at AA instead of #52c41a (2.2:1).
    colorSuccess: "#237804",
    // antd derives a success banner's background and border from colorSuccess; from this dark
    // green it made a murky grey (#adb8a5) unlike every other banner. The light tints are antd's
    // own success ones (the dark text above still reads at AA on them).
    colorSuccessBg: "#f6ffed",
    colorSuccessBgHover: "#d9f7be",
    colorSuccessBorder: "#b7eb8f",
    colorSuccessBorderHover: "#95de64",
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
