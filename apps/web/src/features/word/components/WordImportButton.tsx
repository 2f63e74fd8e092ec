import { UploadOutlined } from "@ant-design/icons";
import type { WordImportResult } from "@otp/contract";
import { Button, Modal, Table, Upload } from "antd";
import { useState } from "react";
import { http } from "../../../api/http";

/** Imports words from xlsx; a file with bad rows imports nothing and lists the rows to fix. */
export function WordImportButton({ onDone }: { onDone(): void }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WordImportResult | null>(null);
  const onFile = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    try {
      setResult(await http.upload<WordImportResult>("/api/m/audit/word/import", form));
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
        {result?.errors.length ? (
          <>
            <p>{result.errors.length} 行有错误，整个文件未导入，请修改后重新上传：</p>
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
          </>
        ) : (
          <p>
            新增 {result?.created ?? 0} 个敏感词，更新 {result?.updated ?? 0} 个已有敏感词的等级。
          </p>
        )}
      </Modal>
    </>
  );
}
