import { UploadOutlined } from "@ant-design/icons";
import type { AnyEndpoint } from "@otp/contract";
import { Button, Modal, Table, Upload } from "antd";
import { type ReactNode, useState } from "react";
import { useAction } from "../api/action";
import { upload } from "../api/call";

/** What every xlsx import answers: the rows that could not be taken, with the reason. */
interface ImportReport {
  errors: { row: number; msg: string }[];
}

interface Props<R extends ImportReport> {
  /** The import endpoint (kind upload: multipart, field "file"), answering R. */
  endpoint: AnyEndpoint & { output: { readonly __out?: R } };
  /** Called after the server answered (the list behind it reloads). */
  onDone(): void;
  /** The result dialog's text above the error rows. */
  summary(result: R): ReactNode;
}

/** Imports an .xlsx file and shows the server's report with the rows in error (users, sensitive words…). */
export function XlsxImportButton<R extends ImportReport>({ endpoint, onDone, summary }: Props<R>) {
  const [result, setResult] = useState<R | null>(null);
  const importFile = useAction(
    (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return upload(endpoint, form) as Promise<R>;
    },
    {
      onSuccess: (r) => {
        setResult(r);
        onDone();
      },
    },
  );
  const busy = importFile.busy;
  const onFile = (file: File) => importFile.run(file);
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
