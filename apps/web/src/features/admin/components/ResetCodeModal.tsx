import { CopyOutlined } from "@ant-design/icons";
import type { ResetCodeIssued } from "@otp/contract";
import { Button, Descriptions, Modal, Space, Typography } from "antd";
import { copyWithFeedback } from "../../../app/clipboard";
import { formatDateTime } from "../../../components/format";

interface Props {
  /** The issued code with the user's name; the modal is open while this is set. */
  result: (ResetCodeIssued & { realName?: string }) | null;
  onClose: () => void;
}

const formatTime = (value: string) => formatDateTime(value) || value;

/** Shows a freshly issued one-time password-reset code to the administrator. */
export function ResetCodeModal({ result, onClose }: Props) {
  return (
    <Modal
      open={result !== null}
      title="重置码已生成"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          关闭
        </Button>
      }
    >
      {result ? (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="账号">
              {result.account}
              {result.realName ? `（${result.realName}）` : ""}
            </Descriptions.Item>
            <Descriptions.Item label="重置码">
              <Space align="center" wrap>
                <span
                  className="reset-code"
                  data-testid="reset-code"
                  style={{
                    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
                    fontSize: 28,
                    fontWeight: 600,
                    letterSpacing: 4,
                    userSelect: "all",
                  }}
                >
                  {result.code}
                </span>
                <Button icon={<CopyOutlined />} onClick={() => void copyWithFeedback(result.code)}>
                  复制
                </Button>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="有效期至">{formatTime(result.expiresAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="warning">
            重置码24小时内有效，仅可使用一次；请通过可靠渠道告知用户本人。
          </Typography.Text>
        </>
      ) : null}
    </Modal>
  );
}
