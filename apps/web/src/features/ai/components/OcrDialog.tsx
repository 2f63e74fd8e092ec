import { Modal } from "antd";
import { OcrToolbox } from "./OcrToolbox";

/** The screenshot dialog (SPEC §2): the OCR toolbox in a dialog, open or closed. */
export function OcrDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal title="截图识字" open={open} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <OcrToolbox />
    </Modal>
  );
}
