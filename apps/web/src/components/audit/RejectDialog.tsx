import { Form, Input, Modal } from "antd";
import { useEffect, useState } from "react";
import { rejectReasonError } from "./status";

interface Props {
  open: boolean;
  /** How many items are being rejected (shown in the title for batches). */
  count: number;
  onCancel(): void;
  /** Resolves when the decision was saved; the dialog stays open when it rejects. */
  onSubmit(reason: string): Promise<void>;
}

/** 驳回: a reason is required (the same rule as the server's decide schema). */
export function RejectDialog({ open, count, onCancel, onSubmit }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setReason("");
      setError(null);
    }
  }, [open]);
  const submit = async () => {
    const e = rejectReasonError(reason);
    setError(e);
    if (e) return;
    setBusy(true);
    // A failure was shown by the HTTP client; the dialog stays open.
    await onSubmit(reason.trim()).catch(() => undefined);
    setBusy(false);
  };
  return (
    <Modal
      title={count > 1 ? `驳回（已选 ${count} 项）` : "驳回"}
      open={open}
      okText="确认驳回"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="驳回理由"
          required
          validateStatus={error ? "error" : undefined}
          help={error ?? "驳回理由会通知给提交人"}
        >
          <Input.TextArea
            aria-label="驳回理由"
            rows={4}
            maxLength={500}
            showCount
            value={reason}
            placeholder="请填写驳回理由，例如：视频画面不清晰，请重新上传"
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
