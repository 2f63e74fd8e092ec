import { ASSIGNMENT_FILES_MAX, ASSIGNMENT_TEXT_MAX, type AssignmentDetail } from "@otp/contract";
import { useState } from "react";
import { PhotoPicker, type PickedPhoto } from "../../../components/upload/PhotoPicker";
import { useHandIn } from "../api";

/**
 * Handing work in on the phone: text and pictures (taken with the camera or from the library,
 * checked and down-scaled before anything is sent), the consent to show excellent work, and the
 * submit button, busy while the pictures upload.
 */
export function HandInForm({ a, again, overdue }: { a: AssignmentDetail; again: boolean; overdue: boolean }) {
  const [content, setContent] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [consent, setConsent] = useState(false);
  const handIn = useHandIn(a.id, () => {
    setContent("");
    setPhotos([]);
  });
  const pictures = a.fileKinds.includes("image");
  const empty = !content.trim() && photos.length === 0;
  return (
    <section className="m-section" aria-labelledby="hand-in-title">
      <div className="m-section-head">
        <h2 id="hand-in-title">{again ? "重新提交" : "提交作业"}</h2>
      </div>
      {overdue ? <div className="me-alert">已过截止时间，提交后将标记为迟交</div> : null}
      <textarea
        className="me-textarea"
        aria-label="作业内容"
        placeholder={pictures ? "作业内容（可只拍照上传）" : "作业内容"}
        maxLength={ASSIGNMENT_TEXT_MAX}
        value={content}
        disabled={handIn.busy}
        onChange={(e) => setContent(e.target.value)}
      />
      {pictures ? (
        <PhotoPicker value={photos} onChange={setPhotos} max={ASSIGNMENT_FILES_MAX} disabled={handIn.busy} />
      ) : (
        <div className="me-alert">该作业不接受图片，其他类型的文件请在电脑版提交</div>
      )}
      <label className="me-check">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        同意被推荐为优秀作业后公开展示
      </label>
      <button
        type="button"
        className="m-button me-submit"
        disabled={empty || handIn.busy}
        aria-busy={handIn.busy}
        onClick={() => void handIn.run({ content, photos, shareConsent: consent })}
      >
        {handIn.busy ? (photos.length ? "正在上传图片…" : "正在提交…") : "提交"}
      </button>
    </section>
  );
}
