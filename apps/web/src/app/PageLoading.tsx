import { Spin } from "antd";

/** A page waiting for its data (or a login): a large spinner with what it waits for. */
export function PageLoading({ tip = "加载中…" }: { tip?: string }) {
  return (
    <div className="otp-page-loading">
      <Spin size="large" tip={tip}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
