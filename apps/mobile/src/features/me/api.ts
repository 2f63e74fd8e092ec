import { call } from "@otp/client/call";
import {
  assignmentEndpoints,
  type CollectItem,
  type CollectTarget,
  collectEndpoints,
  courseEndpoints,
  learningEndpoints,
  liveEndpoints,
  type NoticeList,
  noticeEndpoints,
  type UserInfo,
  type UserSaveInput,
  userEndpoints,
} from "@otp/contract";
import { type InfiniteData, type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { useAreaPic } from "../../api/site";
import { useSession } from "../../app/session";
import type { PickedPhoto } from "../../components/upload/PhotoPicker";
import { uploadPicture } from "../../components/upload/uploadPicture";

/** Query keys of the personal pages; every one under "me", dropped with the session on logout. */
export const meKeys = {
  all: ["me"] as const,
  recent: () => [...meKeys.all, "recent"] as const,
  courses: () => [...meKeys.all, "courses"] as const,
  collects: (type?: CollectTarget) =>
    (type ? [...meKeys.all, "collects", type] : [...meKeys.all, "collects"]) as QueryKey,
  notices: (unread?: boolean) =>
    (unread === undefined
      ? [...meKeys.all, "notices"]
      : [...meKeys.all, "notices", unread ? "unread" : "all"]) as QueryKey,
  reservations: () => [...meKeys.all, "reservations"] as const,
  assignments: () => [...meKeys.all, "assignments"] as const,
  assignment: (id: number) => [...meKeys.assignments(), "detail", id] as const,
  submission: (id: number) => [...meKeys.assignments(), "mine", id] as const,
  profile: () => [...meKeys.all, "profile"] as const,
};
/** The 我的 tab's unread badge (features/auth UserHubPage): refreshed after reading here. */
const HUB_UNREAD: QueryKey = ["notice", "unread"];

/* ---------- pages of the lists (ListPage's fetchPage) ---------- */

export const fetchRecent = (pageNo: number, pageSize: number) => call(learningEndpoints.recent, { pageNo, pageSize });
export const fetchLearnList = (pageNo: number, pageSize: number) =>
  call(courseEndpoints.learnList, { pageNo, pageSize });
export const fetchCollects = (targetType: CollectTarget) => (pageNo: number, pageSize: number) =>
  call(collectEndpoints.list, { pageNo, pageSize, targetType });
export const fetchNotices = (unread: boolean) => (pageNo: number, pageSize: number) =>
  call(noticeEndpoints.list, { pageNo, pageSize, ...(unread ? { unread: true } : {}) });
export const fetchReservations = (pageNo: number, pageSize: number) =>
  call(liveEndpoints.reservations, { pageNo, pageSize });
export const fetchAssignments = (pageNo: number, pageSize: number) =>
  call(assignmentEndpoints.forStudent, { pageNo, pageSize });

/* ---------- favourites, notices, reservations ---------- */

export function useUncollect() {
  return useAction(
    (item: CollectItem) => call(collectEndpoints.toggle, { targetType: item.targetType, targetId: item.targetId }),
    {
      success: "已取消收藏",
      invalidate: [meKeys.collects(), meKeys.courses()],
    },
  );
}

/** Marks one notice read in every loaded page (no refetch: the open one stays open) and the badge. */
export function useReadNotice() {
  const qc = useQueryClient();
  return useAction((id: number) => call(noticeEndpoints.read, { ids: [id] }, { silent: true }), {
    onSuccess: async (r, id) => {
      const readAt = new Date().toISOString();
      qc.setQueriesData<InfiniteData<NoticeList>>({ queryKey: meKeys.notices() }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                unread: r.unread,
                list: p.list.map((n) => (n.id === id ? { ...n, readAt } : n)),
              })),
            }
          : old,
      );
      await qc.invalidateQueries({ queryKey: HUB_UNREAD });
    },
  });
}

export function useReadAllNotices() {
  return useAction(() => call(noticeEndpoints.read, { all: true }), {
    success: "已全部标为已读",
    invalidate: [meKeys.notices(), HUB_UNREAD],
  });
}

export function useCancelReservation() {
  return useAction((id: number) => call(liveEndpoints.reserve, { id, reserve: false }), {
    success: "已取消预约",
    invalidate: [meKeys.reservations()],
  });
}

/* ---------- assignments ---------- */

export function useAssignment(id: number) {
  return useQuery({
    queryKey: meKeys.assignment(id),
    queryFn: () => call(assignmentEndpoints.detail, { id }, { silent: true }),
    retry: false,
  });
}

export function useMySubmission(assignmentId: number) {
  return useQuery({
    queryKey: meKeys.submission(assignmentId),
    queryFn: () => call(assignmentEndpoints.submission.mine, { assignmentId }, { silent: true }),
    retry: false,
    staleTime: 0,
  });
}

export interface HandIn {
  content: string;
  photos: PickedPhoto[];
  shareConsent: boolean;
}

/** Uploads the pictures one by one (a phone's upload link is narrow), then hands the work in. */
export function useHandIn(assignmentId: number, onDone: () => void) {
  return useAction(
    async (work: HandIn) => {
      const fileIds: number[] = [];
      for (const p of work.photos) fileIds.push((await uploadPicture(p)).id);
      return call(assignmentEndpoints.submit, {
        assignmentId,
        content: work.content.trim(),
        fileIds,
        shareConsent: work.shareConsent,
      });
    },
    {
      success: "提交成功",
      invalidate: [meKeys.submission(assignmentId), meKeys.assignment(assignmentId), [...meKeys.assignments(), "list"]],
      onSuccess: onDone,
    },
  );
}

export function useShareConsent(assignmentId: number) {
  return useAction((v: { id: number; shareConsent: boolean }) => call(assignmentEndpoints.submission.consent, v), {
    success: (_r, v) => (v.shareConsent ? "已同意公开展示" : "已撤回公开展示"),
    invalidate: [meKeys.submission(assignmentId)],
  });
}

/* ---------- profile ---------- */

/** The caller's own record; every answer is also put in the session (the hub's card, the header). */
export function useProfile() {
  return useQuery({
    queryKey: meKeys.profile(),
    queryFn: async () => {
      const user = await call(userEndpoints.info, {});
      useSession.setState({ user });
      return user;
    },
    staleTime: 0,
  });
}

/** Saves the caller's own record (made from `prepare`'s answer) and reloads it everywhere. */
function useSaveSelf<I>(prepare: (input: I) => Promise<UserSaveInput>, success: string) {
  const qc = useQueryClient();
  return useAction(
    async (input: I) => {
      await call(userEndpoints.save, await prepare(input));
      return call(userEndpoints.info, {});
    },
    {
      success,
      onSuccess: (user: UserInfo) => {
        qc.setQueryData(meKeys.profile(), user);
        useSession.setState({ user });
      },
    },
  );
}

export const useSaveProfile = () => useSaveSelf(async (input: UserSaveInput) => input, "个人信息已保存");

/** A new avatar: the picture first (file.upload), then the profile points at it. */
export const useSaveAvatar = () =>
  useSaveSelf(
    async ({ userId, photo }: { userId: number; photo: PickedPhoto }) => ({
      id: userId,
      avatarFileId: (await uploadPicture(photo)).id,
    }),
    "头像已更新",
  );

export function useChangePassword(onDone: () => void) {
  return useAction((v: { oldPassword: string; newPassword: string }) => call(userEndpoints.changePassword, v), {
    success: "密码修改成功",
    onSuccess: onDone,
  });
}

/** Whether the site asks for strong passwords (the PWD_STRONG switch, SPEC §5). */
export function useStrongPasswords(): boolean {
  return useAreaPic("PWD_STRONG").data?.isUsing === true;
}
