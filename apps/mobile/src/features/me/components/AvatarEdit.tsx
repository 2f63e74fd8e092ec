import type { UserInfo } from "@otp/contract";
import { Avatar } from "antd-mobile";
import { type ChangeEvent, useId, useState } from "react";
import { thumbUrl } from "../../../components/thumb";
import { prepareImage } from "../../../components/upload/prepareImage";
import { useSaveAvatar } from "../api";
import "../../../components/upload/upload.css";

/** The avatar and 更换头像: a photo (camera or library) checked and down-scaled, uploaded, then saved. */
export function AvatarEdit({ user }: { user: UserInfo }) {
  const id = useId();
  const save = useSaveAvatar();
  const [error, setError] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const r = await prepareImage(file);
    setError(r.ok ? null : r.message);
    if (r.ok) await save.run({ userId: user.id, photo: { ...r.image, key: "avatar" } });
  };
  return (
    <div className="m-section">
      <div className="me-avatar">
        <Avatar src={thumbUrl(user.avatarUrl, 64) ?? ""} style={{ "--size": "64px", "--border-radius": "32px" }} />
        <div style={{ minWidth: 0 }}>
          <h2 style={{ wordBreak: "break-all" }}>{user.realName}</h2>
          <label
            className={`m-button m-button-ghost${save.busy ? " m-photos-off" : ""}`}
            htmlFor={id}
            style={{ marginTop: 6 }}
          >
            {save.busy ? "正在上传…" : "更换头像"}
          </label>
          <input
            id={id}
            className="m-photos-input"
            type="file"
            accept="image/*"
            disabled={save.busy}
            onChange={(e) => void pick(e)}
            data-testid="avatar-input"
          />
        </div>
      </div>
      {error ? (
        <div className="m-error-text" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
