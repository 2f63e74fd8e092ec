import { type InputOf, type SupervisePhraseListInput, superviseEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.phrase;

/** Query keys of the common phrases (常用评语). */
export const supervisePhraseKeys = {
  all: ["supervise", "phrase"] as const,
  forWriting: () => [...supervisePhraseKeys.all, "forWriting"] as const,
};

/** A page of phrases (the back-office ProTable request). */
export const listSupervisePhrases = (input: Partial<SupervisePhraseListInput>) => call(api.list, input);

/** The phrases an evaluator inserts while writing. */
export function useSupervisePhrasesForWriting() {
  return useQuery({
    queryKey: supervisePhraseKeys.forWriting(),
    queryFn: () => call(api.forWriting, { pageSize: 200 }),
  });
}

export function useSaveSupervisePhrase(onDone: () => void) {
  return useAction((input: InputOf<typeof api.save>) => call(api.save, input), {
    success: "保存成功",
    invalidate: [supervisePhraseKeys.all],
    onSuccess: onDone,
  });
}

export function useRemoveSupervisePhrase(onDone: () => void) {
  return useAction((id: number) => call(api.remove, { ids: [id] }), {
    success: "已删除",
    invalidate: [supervisePhraseKeys.all],
    onSuccess: onDone,
  });
}
