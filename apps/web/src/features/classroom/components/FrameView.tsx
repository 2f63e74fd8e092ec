import type { AnalysedFrame } from "@otp/contract";
import { frameImageUrl } from "../api";
import { clock } from "../classroomFormat";

/**
 * One sampled frame with what the model found drawn over it: faces green when head-up, red when
 * not; a person box orange with 举手 / 起立 when the body rules fired; on the teacher camera the
 * teacher's box in blue. Past the retention period the picture is gone and the boxes are drawn on
 * grey.
 */
export function FrameView({
  analysisId,
  frame,
  camera = "student",
}: {
  analysisId: number;
  frame: AnalysedFrame;
  camera?: "student" | "teacher";
}) {
  const { width: w, height: h } = frame;
  const up = frame.faces.filter((f) => f.headUp).length;
  const stroke = Math.max(2, Math.round(w / 400));
  const font = Math.max(14, Math.round(w / 60));
  const label =
    camera === "teacher"
      ? `${clock(frame.t)}：${frame.teacher ? "找到教师" : "画面中未找到教师"}`
      : `${clock(frame.t)}：${frame.faces.length}张人脸，抬头${up}，${
          frame.body
            ? `举手${frame.persons.filter((p) => p.handUp).length}，起立${frame.persons.filter((p) => p.standing).length}`
            : "本帧未检测举手与起立"
        }`;
  const tb = frame.teacher;
  return (
    <figure className="ca-frame" data-faces={frame.faces.length}>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} className="ca-frame-svg">
        {frame.hasImage ? (
          <image href={frameImageUrl(analysisId, frame.sampleId)} x={0} y={0} width={w} height={h} />
        ) : (
          <>
            <rect x={0} y={0} width={w} height={h} fill="#d9d9d9" />
            <text x={w / 2} y={h / 2} textAnchor="middle" fontSize={font * 2} fill="#666">
              图片已过保留期
            </text>
          </>
        )}
        {frame.persons.map((p, i) =>
          p.handUp || p.standing ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: detections are positional
            <g key={`p${i}`} className="ca-box-person">
              <rect
                x={p.box[0]}
                y={p.box[1]}
                width={p.box[2]}
                height={p.box[3]}
                fill="none"
                stroke="#f08a24"
                strokeWidth={stroke}
                strokeDasharray={`${stroke * 4} ${stroke * 2}`}
              />
              <text x={p.box[0] + stroke} y={p.box[1] + font} fontSize={font} fill="#f08a24" fontWeight="bold">
                {[p.handUp ? "举手" : "", p.standing ? "起立" : ""].filter(Boolean).join(" ")}
              </text>
            </g>
          ) : null,
        )}
        {tb ? (
          <g className="ca-box-teacher">
            <rect x={tb[0]} y={tb[1]} width={tb[2]} height={tb[3]} fill="none" stroke="#1677ff" strokeWidth={stroke} />
            <text x={tb[0] + stroke} y={tb[1] + font} fontSize={font} fill="#1677ff" fontWeight="bold">
              教师
            </text>
          </g>
        ) : null}
        {frame.faces.map((f, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: detections are positional
            key={`f${i}`}
            className={f.headUp ? "ca-box-up" : "ca-box-down"}
            x={f.box[0]}
            y={f.box[1]}
            width={f.box[2]}
            height={f.box[3]}
            fill="none"
            stroke={f.headUp ? "#52c41a" : "#ff4d4f"}
            strokeWidth={stroke}
          />
        ))}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
