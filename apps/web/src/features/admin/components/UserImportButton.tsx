import { UploadOutlined } from "@ant-design/icons";
import type { UserImportResult } from "@otp/contract";
import { Button, Modal, Table, Upload } from "antd";
import { useState } from "react";
import { http } from "../../../api/http";

/** Imports users from the .xlsx template and shows the per-row error report. */
export function UserImportButton({ onDone }: { onDone(): void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const onFile = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    try {
      setResult(await http.upload<UserImportResult>("/api/m/base/user/import", form));
      onDone();
    } catch {
      // message shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(f) => {
          void onFile(f);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          导入
        </Button>
      </Upload>
      <Modal
        title="导入结果"
        open={result !== null}
        onOk={() => setResult(null)}
        onCancel={() => setResult(null)}
        cancelButtonProps={{ style: { display: "none" } }}
      >
        <p>
          成功导入 {result?.created ?? 0} 个用户
          {result?.errors.length ? `，${result.errors.length} 行有错误：` : "。"}
        </p>
        {result?.errors.length ? (
          <Table
            size="small"
            rowKey={(r) => `${r.row}-${r.msg}`}
            pagination={{ pageSize: 10 }}
            dataSource={result.errors}
            columns={[
              { title: "行号", dataIndex: "row", width: 80 },
              { title: "错误", dataIndex: "msg" },
            ]}
          />
        ) : null}
      </Modal>
    </>
  );
}
