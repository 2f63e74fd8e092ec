import { Button, Popconfirm } from "antd";

interface Props {
  count: number;
  noun: string;
  /** Measure word: 门 for courses, 个 for resources, 条 for comments. */
  unit?: string;
  onConfirm(): Promise<void>;
}

/** "批量删除" with a confirm naming how many items go. */
export function BatchDelete({ count, noun, unit = "个", onConfirm }: Props) {
  return (
    <Popconfirm
      title={`确定删除选中的 ${count} ${unit}${noun}？`}
      description="删除后无法恢复"
      okButtonProps={{ danger: true }}
      disabled={!count}
      onConfirm={onConfirm}
    >
      <Button danger size="small" disabled={!count}>
        批量删除
      </Button>
    </Popconfirm>
  );
}
