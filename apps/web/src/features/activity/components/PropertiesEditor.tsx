import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { ACTIVITY_PROPERTY_KINDS, type ActivityProperty, type ActivityPropertyKind } from "@otp/contract";
import { Button, Card, Checkbox, Input, Select, Space } from "antd";
import { useState } from "react";
import { useActivityDetail, usePropertiesSave } from "../api";

type Row = Omit<ActivityProperty, "id"> & { key: number };

/** 报名字段: the organiser's extra registration fields (text, choice, file). */
export function PropertiesEditor({ activityId, locked }: { activityId: number; locked: boolean }) {
  const q = useActivityDetail(activityId);
  if (!q.data) return null;
  return <Editor key={q.dataUpdatedAt} activityId={activityId} locked={locked} initial={q.data.properties} />;
}

function Editor({ activityId, locked, initial }: { activityId: number; locked: boolean; initial: ActivityProperty[] }) {
  const [rows, setRows] = useState<Row[]>(initial.map((p) => ({ ...p, key: p.id })));
  const save = usePropertiesSave(activityId);
  const set = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const submit = () =>
    save.run({
      activityId,
      properties: rows.map(({ name, kind, required, options }) => ({
        name,
        kind,
        required,
        options: kind === "choice" ? options : [],
      })),
    });
  return (
    <Card title="报名字段" extra={locked ? "报名已截止，字段不能再修改" : "教师报名时需要填写的额外信息"}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {rows.map((r) => (
          <Space key={r.key} wrap>
            <Input
              aria-label="字段名称"
              placeholder="字段名称"
              value={r.name}
              maxLength={30}
              disabled={locked}
              onChange={(e) => set(r.key, { name: e.target.value })}
            />
            <Select<ActivityPropertyKind>
              aria-label="字段类型"
              style={{ width: 100 }}
              value={r.kind}
              disabled={locked}
              options={ACTIVITY_PROPERTY_KINDS.map((k) => ({ value: k.value, label: k.label }))}
              onChange={(kind) => set(r.key, { kind })}
            />
            {r.kind === "choice" ? (
              <Select
                aria-label="选项"
                mode="tags"
                style={{ minWidth: 240 }}
                placeholder="输入选项后回车"
                value={r.options}
                disabled={locked}
                onChange={(options: string[]) => set(r.key, { options })}
              />
            ) : null}
            <Checkbox
              checked={r.required}
              disabled={locked}
              onChange={(e) => set(r.key, { required: e.target.checked })}
            >
              必填
            </Checkbox>
            <Button
              type="text"
              aria-label={`删除字段${r.name}`}
              icon={<DeleteOutlined />}
              disabled={locked}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            />
          </Space>
        ))}
        {locked ? null : (
          <Space>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                setRows((all) => [...all, { key: Date.now(), name: "", kind: "text", required: false, options: [] }])
              }
            >
              添加字段
            </Button>
            <Button type="primary" loading={save.busy} onClick={submit}>
              保存报名字段
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
