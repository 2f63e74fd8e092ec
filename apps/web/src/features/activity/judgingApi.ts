import { activityEndpoints, type InputOf, type JudgeAssignedWork } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call, urlOf } from "../../api/call";
import { activityKeys } from "./api";

/** The organiser's judging, awards, unit recommendation and statistics; the judge's sheets. */

const api = activityEndpoints;

/* ---------- judging set-up ---------- */

export function useActivityJudging(activityId: number) {
  return useQuery({
    queryKey: activityKeys.judging(activityId),
    queryFn: () => call(api.judging, { id: activityId }),
  });
}

export function useStandardTemplates(activityId: number) {
  return useQuery({
    queryKey: activityKeys.templates(activityId),
    queryFn: () => call(api.standardTemplates, { id: activityId }),
  });
}

export function useSaveJudges(activityId: number) {
  return useAction((input: InputOf<typeof api.judgesSave>) => call(api.judgesSave, input), {
    success: "评委设置已保存",
    invalidate: [activityKeys.judging(activityId)],
  });
}

/** Assigns works to a group (with `subjectId`, only that subject's works). */
export function useAssignWorks(activityId: number) {
  return useAction(
    (input: { groupIndex: number; subjectId?: number }) => call(api.judgesAssign, { activityId, ...input }),
    {
      success: (r) =>
        `已分配${r.assigned}份评审任务${r.skipped ? `，${r.skipped}份因同单位回避` : ""}${
          r.notRecommended ? `；${r.notRecommended}件作品未获单位推荐，不参加评审` : ""
        }`,
      invalidate: [activityKeys.judging(activityId)],
    },
  );
}

/** 第二轮: the top N by round-1 score (ties included), judged by their round-1 judges or a group. */
export function useOpenRound2(activityId: number) {
  return useAction((input: { top: number; groupIndex?: number }) => call(api.judgesRound2, { activityId, ...input }), {
    success: (r) => `第二轮已开启：${r.works}件作品进入第二轮（分数线 ${r.cutScore ?? "—"}），共${r.sheets}份评审任务`,
    invalidate: [activityKeys.all],
  });
}

export function useSaveStandard(activityId: number) {
  return useAction((templateId: number) => call(api.standardSave, { activityId, templateId }), {
    success: "评价标准已设置",
    invalidate: [activityKeys.judging(activityId)],
  });
}

/* ---------- the judge ---------- */

export function useJudgeWorks() {
  return useQuery({ queryKey: activityKeys.judgeWorks(), queryFn: () => call(api.judgeWorks) });
}

export function useJudgeSheet(work: JudgeAssignedWork | null) {
  return useQuery({
    queryKey: activityKeys.sheet(work?.workId, work?.round),
    queryFn: () => call(api.judgeSheet, { id: work?.workId as number, round: work?.round ?? 1 }),
    enabled: !!work,
  });
}

/** Saves (submit false) or submits a sheet; `onSubmitted` after a submission. */
export function useSaveScore(onSubmitted: () => void) {
  return useAction((input: InputOf<typeof api.judgeScore>) => call(api.judgeScore, input), {
    success: (r, input) => (input.submit ? `已提交，得分 ${r.total}` : "已暂存"),
    invalidate: [activityKeys.judge()],
    onSuccess: (_r, input) => {
      if (input.submit) onSubmitted();
    },
  });
}

/* ---------- awards (奖项设置) ---------- */

export function useActivityAwards(activityId: number) {
  return useQuery({
    queryKey: activityKeys.awards(activityId),
    queryFn: () => call(api.awards, { id: activityId }),
  });
}

/** Every award write refreshes every activity screen (stage, ranking, results). */
const awardsDone = (success: string) => ({ success, invalidate: [activityKeys.all] });

export function useSaveAwardLevels() {
  return useAction(
    (input: InputOf<typeof api.awardLevelsSave>) => call(api.awardLevelsSave, input),
    awardsDone("奖项已保存"),
  );
}

export function useProposeAwards() {
  return useAction(
    (input: InputOf<typeof api.awardsPropose>) => call(api.awardsPropose, input),
    awardsDone("已按排名生成获奖名单"),
  );
}

export function useSaveAwards() {
  return useAction(
    (input: InputOf<typeof api.awardsSave>) => call(api.awardsSave, input),
    awardsDone("获奖名单已保存"),
  );
}

export function usePublishAwards() {
  return useAction(
    (input: InputOf<typeof api.awardsPublish>) => call(api.awardsPublish, input),
    awardsDone("评比结果已公布"),
  );
}

/* ---------- unit recommendation (单位推荐) ---------- */

/** Refused (403) for callers who neither organise nor recommend: the tab says so. */
export function useActivityRecommend(activityId: number) {
  return useQuery({
    queryKey: activityKeys.recommend(activityId),
    queryFn: () => call(api.recommend, { id: activityId }, { silent: true }),
  });
}

export function useMyRecommend() {
  return useQuery({ queryKey: activityKeys.recommendMine(), queryFn: () => call(api.recommendMine) });
}

export function useSaveRecommendSettings(activityId: number) {
  return useAction((input: InputOf<typeof api.recommendSettings>) => call(api.recommendSettings, input), {
    success: "单位推荐设置已保存",
    invalidate: [activityKeys.recommend(activityId)],
  });
}

export function useSaveRecommend(activityId: number, orgName: string) {
  return useAction((input: InputOf<typeof api.recommendSave>) => call(api.recommendSave, input), {
    success: `已保存「${orgName}」的推荐`,
    invalidate: [activityKeys.recommend(activityId)],
  });
}

/* ---------- statistics (活动统计) ---------- */

export function useActivityStatistics(activityId: number) {
  return useQuery({
    queryKey: activityKeys.statistics(activityId),
    queryFn: () => call(api.statistics, { id: activityId }),
  });
}

/** The statistics as xlsx (a download link). */
export const statisticsExportUrl = (activityId: number) => urlOf(api.statisticsExport, undefined, { id: activityId });
