import type { SeminarDetail } from "@otp/contract";
import { Alert, Button, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useSaveStandard, useStandardOptions } from "../api";

/** 评价标准: the supervision template participants score this seminar's lessons with. */
export function StandardTab({ s }: { s: SeminarDetail }) {
  const [templateId, setTemplateId] = useState<number | null>(s.templateId);
  const options = useStandardOptions(s.id);
  const saver = useSaveStandard(s.id);
  const save = () => void saver.run(templateId);
  return (
    <Space direction="vertical" size="middle" style={{ maxWidth: 640, width: "100%" }}>
      <Alert
        type="info"
        showIcon
        message={s.templateId ? `当前评价标准：${s.templateName}` : "尚未设置评价标准"}
        description="参与教师观摩会议后，按所选评价模板的指标为课堂评分；模板在「督导管理 › 评价模板」中维护。"
      />
      <Typography.Text strong>评价模板</Typography.Text>
      <Select
        aria-label="评价模板"
        placeholder="请选择评价模板"
        allowClear
        loading={options.isLoading}
        value={templateId ?? undefined}
        onChange={(v) => setTemplateId(v ?? null)}
        options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        notFoundContent="暂无可用的评价模板"
        style={{ width: 360 }}
      />
      <Button type="primary" loading={saver.busy} disabled={templateId === s.templateId} onClick={save}>
        保存
      </Button>
    </Space>
  );
}
