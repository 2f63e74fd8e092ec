import { Spin } from "antd";

export function PageLoading() {
  return (
    <div className="otp-page-loading">
      <Spin size="large" tip="加载中…">
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
