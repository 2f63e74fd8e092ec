import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { moveItem } from "./sectionResources";

interface Props<T extends { id: number }> {
  list: T[];
  index: number;
  onChange(next: T[]): void;
  /** Tooltip of the remove button, when removing needs explaining (the label stays 移除). */
  removeTip?: string;
}

/**
 * 上移 / 下移 / 移除 icon buttons at the end of an ordered editor row. They only change the
 * unsaved list; the editor's save button sends the new order.
 */
export function OrderButtons<T extends { id: number }>({ list, index, onChange, removeTip = "移除" }: Props<T>) {
  const id = list[index]?.id;
  return (
    <>
      <Tooltip title="上移">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label="上移"
          disabled={index === 0}
          onClick={() => onChange(moveItem(list, index, index - 1))}
        />
      </Tooltip>
      <Tooltip title="下移">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label="下移"
          disabled={index === list.length - 1}
          onClick={() => onChange(moveItem(list, index, index + 1))}
        />
      </Tooltip>
      <Tooltip title={removeTip}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label="移除"
          onClick={() => onChange(list.filter((x) => x.id !== id))}
        />
      </Tooltip>
    </>
  );
}
