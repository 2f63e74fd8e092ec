import type { ActivityJudging } from "@otp/contract";
import { Alert, Button, Card, InputNumber, Popconfirm, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useOpenRound2 } from "../judgingApi";

/**
 * 第二轮 on the 评委 tab: once every work has its round-1 score, the organiser sends the top N
 * (every work tied with the last one too) to a second round with the same standard.
 */
export function Round2Card({
  activityId,
  locked,
  judging,
}: {
  activityId: number;
  locked: boolean;
  judging: ActivityJudging;
}) {
  const [top, setTop] = useState<number | null>(3);
  /** -1: each work's round-1 judges; otherwise a group index. */
  const [group, setGroup] = useState(-1);
  const open = useOpenRound2(activityId);
  const inRound2 = judging.works.filter((w) => w.round === 2);
  if (judging.round2Top !== null) {
    const left = inRound2.filter((w) => w.finalScore === null).length;
    return (
      <Card title="第二轮评审">
        <Alert
          type="info"
          showIcon
          message={`已开启：第一轮前${judging.round2Top}名（含并列）共${inRound2.length}件作品进入第二轮，${
            left ? `${left}件尚未评完` : "已全部评完"
          }。第二轮得分为这些作品的最终得分，排名在其余作品之前。`}
        />
      </Card>
    );
  }
  const unjudged = judging.works.filter((w) => w.finalScore === null).length;
  return (
    <Card title="第二轮评审（可选）">
      <Typography.Paragraph type="secondary">
        第一轮全部评完后，可让排名靠前的作品进入第二轮，用同一评价标准重新评分：与第N名同分的作品一并进入；第二轮得分作为最终得分，奖项按第二轮作品在前排列。
      </Typography.Paragraph>
      <Space wrap>
        <span>第一轮前</span>
        <InputNumber aria-label="进入第二轮的作品数" min={1} max={10000} value={top} onChange={setTop} />
        <span>名进入第二轮，评委：</span>
        <Select
          aria-label="第二轮评委"
          style={{ width: 220 }}
          value={group}
          onChange={setGroup}
          options={[
            { value: -1, label: "各作品第一轮的评委" },
            ...judging.groups.map((g, i) => ({ value: i, label: `评委组：${g.name}` })),
          ]}
        />
        <Popconfirm
          title="开启后第一轮不能再分配作品，确定开启第二轮？"
          onConfirm={() => open.run({ top: top ?? 0, groupIndex: group < 0 ? undefined : group })}
        >
          <Button type="primary" disabled={locked || unjudged > 0 || !top} loading={open.busy}>
            开启第二轮
          </Button>
        </Popconfirm>
        {unjudged > 0 ? <Typography.Text type="secondary">还有{unjudged}件作品未完成第一轮评审</Typography.Text> : null}
      </Space>
    </Card>
  );
}
