import { UploadOutlined } from "@ant-design/icons";
import { Button, Modal, Table, Upload } from "antd";
import { type ReactNode, useState } from "react";
import { http } from "../api/http";

/** What every xlsx import answers: the rows that could not be taken, with the reason. */
interface ImportReport {
  errors: { row: number; msg: string }[];
}

interface Props<R extends ImportReport> {
  /** The import call (multipart, field "file"). */
  url: string;
  /** Called after the server answered (the list behind it reloads). */
  onDone(): void;
  /** The result dialog's text above the error rows. */
  summary(result: R): ReactNode;
}

/** Imports an .xlsx file and shows the server's report with the rows in error (users, sensitive words…). */
export function XlsxImportButton<R extends ImportReport>({ url, onDone, summary }: Props<R>) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);
  const onFile = async (file: File) => {
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    try {
      setResult(await http.upload<R>(url, form));
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
        {result ? <p>{summary(result)}</p> : null}
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
