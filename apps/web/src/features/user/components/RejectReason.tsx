import { Button, Popover, Typography } from "antd";
import { useState } from "react";
import { PublishStatusTag } from "../../../components/audit/shared";

interface Props {
  status: number;
  /** undefined: the list did not carry it; it is loaded on request. */
  rejectReason: string | null | undefined;
  load(): Promise<string | null>;
}

/**
 * The status of an own course or resource with the reject reason under it; when the list row
 * lacks the reason, a link loads it from the detail call.
 */
export function StatusWithReason({ status, rejectReason, load }: Props) {
  const [loaded, setLoaded] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const reason = rejectReason !== undefined ? rejectReason : loaded;
  if (status !== 3 || reason !== undefined)
    return <PublishStatusTag status={status} rejectReason={reason} inlineReason />;
  const fetch = async () => {
    setBusy(true);
    try {
      setLoaded(await load());
    } catch {
      setLoaded(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="publish-status">
      <PublishStatusTag status={status} />
      <Popover content={<Typography.Text type="secondary">没有填写驳回理由</Typography.Text>} open={loaded === null}>
        <Button type="link" size="small" danger loading={busy} onClick={fetch} style={{ padding: 0, height: "auto" }}>
          查看驳回理由
        </Button>
      </Popover>
    </div>
  );
}
