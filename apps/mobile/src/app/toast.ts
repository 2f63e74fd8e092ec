/**
 * Messages and confirmations through antd-mobile's Toast and Dialog, loaded on first use: both
 * bring react-spring, which the first screen does not need.
 */
export function toast(content: string, icon?: "success" | "fail"): void {
  void import("antd-mobile/es/components/toast").then(({ default: Toast }) => Toast.show({ content, icon }));
}

export function confirm(title: string, content: string, confirmText = "确定"): Promise<boolean> {
  return import("antd-mobile/es/components/dialog").then(({ default: Dialog }) =>
    Dialog.confirm({ title, content, confirmText, cancelText: "取消" }),
  );
}
