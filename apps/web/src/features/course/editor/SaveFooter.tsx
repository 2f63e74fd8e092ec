import { Button } from "antd";

interface Props {
  saveLabel: string;
  saving: boolean;
  /** Whether the list differs from what was saved: enables both buttons and shows the marker. */
  dirty: boolean;
  onSave(): void;
  onReset(): void;
}

/** The footer of a list editor: save, undo the unsaved changes, and the "有未保存的修改" marker. */
export function SaveFooter({ saveLabel, saving, dirty, onSave, onReset }: Props) {
  return (
    <div className="editor-footer">
      <Button type="primary" loading={saving} disabled={!dirty} onClick={() => onSave()}>
        {saveLabel}
      </Button>
      <Button disabled={!dirty} onClick={() => onReset()}>
        撤销修改
      </Button>
      {dirty ? <span className="editor-dirty">有未保存的修改</span> : null}
    </div>
  );
}
