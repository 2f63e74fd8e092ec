import { Button } from "antd";
import type { MouseEvent, ReactNode } from "react";

interface Props {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  danger?: boolean;
  children: ReactNode;
}

/** A link-styled button for table row actions (a real button, keyboard accessible). */
export function ActionLink({ onClick, danger, children }: Props) {
  return (
    <Button
      type="link"
      size="small"
      danger={danger}
      onClick={onClick}
      style={{ paddingInline: 0, height: "auto", whiteSpace: "nowrap" }}
    >
      {children}
    </Button>
  );
}
