import type { Box } from "./classroom.tiles.js";

/**
 * Behaviour rules on MoveNet body keypoints (decision 0053). Pure code: the worker returns the 17
 * COCO keypoints of the body found in a crop around each face, mapped here into frame pixels.
 * Lengths are measured in face heights (the BlazeFace box), so the rules hold for near and far
 * students alike.
 */

/** [x, y, score] in frame pixels. */
export type Keypoint = [number, number, number];
/** The 17 COCO keypoints in MoveNet's order. */
export type Keypoints = Keypoint[];

export const KP = {
  nose: 0,
  leftEye: 1,
  rightEye: 2,
  leftEar: 3,
  rightEar: 4,
  leftShoulder: 5,
  rightShoulder: 6,
  leftElbow: 7,
  rightElbow: 8,
  leftWrist: 9,
  rightWrist: 10,
  leftHip: 11,
  rightHip: 12,
  leftKnee: 13,
  rightKnee: 14,
  leftAnkle: 15,
  rightAnkle: 16,
} as const;

/** A keypoint counts as seen at this MoveNet score. */
export const SEEN = 0.3;
/** The wrist must be this many face heights above the eye line (above the forehead). */
export const WRIST_ABOVE_EYES = 0.5;
/** …and no further than this many face heights sideways from its shoulder (not a neighbour's). */
export const WRIST_REACH = 3;
/** Standing by the body: the thigh drops at least this share of the torso length below the hip. */
export const THIGH_DROP = 0.6;

const seen = (k: Keypoint | undefined): k is Keypoint => !!k && k[2] >= SEEN;

/** Keypoints given as fractions of a crop (the worker's answer) → frame pixels. */
export function cropToFrame(
  points: number[][],
  crop: { x: number; y: number; width: number; height: number },
): Keypoints {
  return points.map(([x = 0, y = 0, s = 0]) => [crop.x + x * crop.width, crop.y + y * crop.height, s]);
}

/** The side of a face's body crop, in face sizes (see bodyCrop). */
export const CROP_SIDE = 9;

/**
 * The square crop MoveNet looks at for one face: CROP_SIDE face sizes wide, from 2.5 face heights
 * above the face (a raised hand) down to the knees of a standing person.
 */
export function bodyCrop(face: Box): { x: number; y: number; width: number; height: number } {
  const [x, y, w, h] = face;
  const side = CROP_SIDE * Math.max(w, h);
  return { x: x + w / 2 - side / 2, y: y - 2.5 * h, width: side, height: side };
}

/**
 * True when the body MoveNet found in a face's crop is that face's body (its nose or an eye lies
 * in the face box, slightly enlarged) and not a neighbour's: crops in a classroom hold several people.
 */
export function belongsToFace(kp: Keypoints, face: Box): boolean {
  const [x, y, w, h] = face;
  const inside = (k: Keypoint | undefined) =>
    seen(k) && k[0] >= x - 0.25 * w && k[0] <= x + 1.25 * w && k[1] >= y - 0.25 * h && k[1] <= y + 1.25 * h;
  return inside(kp[KP.nose]) || inside(kp[KP.leftEye]) || inside(kp[KP.rightEye]);
}

/**
 * Hand raised: on either side, a seen wrist at least half a face height above the eye line (the
 * face box's eye line when the eyes are not seen), within reach of its own shoulder, with its
 * elbow seen above its shoulder (an arm lifted). A hand resting on the head or the hair has the
 * elbow out to the side and low, so it is not counted. A wrist above the head with the elbow
 * unseen is not counted either: in a tiered classroom that wrist is most often MoveNet placing
 * it on the face of someone in the row behind (seen on the demo lessons, where nobody raises a
 * hand and this path counted one or two per frame).
 */
export function handRaised(kp: Keypoints, face: Box): boolean {
  const [, fy, , fh] = face;
  const eyes = [kp[KP.leftEye], kp[KP.rightEye]].filter(seen);
  const eyeY = eyes.length ? Math.min(...eyes.map((k) => k[1])) : fy + 0.4 * fh;
  const sides: Array<[number, number, number]> = [
    [KP.leftWrist, KP.leftElbow, KP.leftShoulder],
    [KP.rightWrist, KP.rightElbow, KP.rightShoulder],
  ];
  return sides.some(([wi, ei, si]) => {
    const wrist = kp[wi];
    if (!seen(wrist) || wrist[1] > eyeY - WRIST_ABOVE_EYES * fh) return false;
    const shoulder = kp[si];
    const anchorX = seen(shoulder) ? shoulder[0] : face[0] + face[2] / 2;
    if (Math.abs(wrist[0] - anchorX) > WRIST_REACH * fh) return false;
    const elbow = kp[ei];
    return seen(elbow) && seen(shoulder) && elbow[1] < shoulder[1];
  });
}

/** What the body alone says: true standing, false seated, null when the legs are not seen. */
export function standingByBody(kp: Keypoints): boolean | null {
  let verdict: boolean | null = null;
  for (const [hi, ki, si] of [
    [KP.leftHip, KP.leftKnee, KP.leftShoulder],
    [KP.rightHip, KP.rightKnee, KP.rightShoulder],
  ] as const) {
    const hip = kp[hi];
    const knee = kp[ki];
    const shoulder = kp[si];
    if (!seen(hip) || !seen(knee) || !seen(shoulder)) continue;
    const torso = hip[1] - shoulder[1];
    if (torso <= 0) continue;
    const drop = knee[1] - hip[1];
    // Standing: the thigh hangs down (drops more than it runs sideways, and by a good share of
    // the torso). Seated: the thigh runs forward, roughly level with the hip.
    const upright = drop >= THIGH_DROP * torso && drop > Math.abs(knee[0] - hip[0]);
    if (upright) return true;
    verdict = false;
  }
  return verdict;
}

/**
 * Standing: only the legs decide, when MoveNet sees hip and knee (a hanging thigh); a person whose
 * legs are hidden (behind desks, as in most classroom frames) counts as seated. A rule by the
 * face's height above its row was tried and dropped: in a tiered classroom the row behind sits
 * one to two face heights higher with faces of nearly the same size, and the rule called four to
 * eight seated students "standing" in every frame of the demo lessons.
 */
export function standing(person: { face: Box; kp: Keypoints | null }): boolean {
  return person.kp ? standingByBody(person.kp) === true : false;
}
