import { PUBLISH_STATUS, type PublishStatus } from "@otp/contract";
import { Popconfirm } from "antd";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { useBusyRow } from "./useBusyRow";

/** A returned promise keeps the confirm's OK button spinning until the action ends. */
type Confirm = () => Promise<unknown> | undefined;

interface Api {
  /** "课程" or "资源", for the success messages. */
  noun: string;
  submit(id: number): Promise<{ status: PublishStatus }>;
  remove(id: number): Promise<unknown>;
  reload(): Promise<unknown>;
}

/** Submit and delete of the caller's own course or resource rows, one row busy at a time. */
export function usePublishActions({ noun, submit, remove, reload }: Api) {
  const { busyId, run } = useBusyRow();
  return {
    busyId,
    run,
    submit: (id: number) =>
      run(id, async () => {
        const res = await submit(id);
        // With audit off the item is published at once; say which of the two happened.
        feedback.success(res.status === PUBLISH_STATUS.PUBLISHED ? `${noun}已发布` : "已提交审核，请等待审核结果");
        await reload();
      }),
    remove: (id: number) =>
      run(id, async () => {
        await remove(id);
        feedback.success(`${noun}已删除`);
        await reload();
      }),
  };
}

/**
 * "提交审核" / "重新提交" with its confirm. The caller checks canSubmit: a component rendering
 * nothing would still leave an empty item in the surrounding Space.
 */
export function SubmitLink({ noun, status, onConfirm }: { noun: string; status: number; onConfirm: Confirm }) {
  return (
    <Popconfirm
      title={`确定提交该${noun}？`}
      description={`开启${noun}审核时需审核通过后才会发布`}
      onConfirm={onConfirm}
    >
      <ActionLink>{status === PUBLISH_STATUS.REJECTED ? "重新提交" : "提交审核"}</ActionLink>
    </Popconfirm>
  );
}

/** The danger "删除" link behind a confirm that says what else goes with the item. */
export function DeleteLink({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description: string;
  onConfirm: Confirm;
}) {
  return (
    <Popconfirm title={title} description={description} okButtonProps={{ danger: true }} onConfirm={onConfirm}>
      <ActionLink danger>删除</ActionLink>
    </Popconfirm>
  );
}
