import { describe, expect, it } from "vitest";
import {
  belongsToFace,
  bodyCrop,
  cropToFrame,
  handRaised,
  type Keypoints,
  KP,
  standing,
  standingByBody,
} from "./classroom.body.js";
import type { Box } from "./classroom.tiles.js";

/**
 * Hand-made keypoint fixtures for a person whose face box is [100, 100, 40, 40] (face height 40):
 * eyes at y 115, shoulders at y 165, hips at y 260 when seen.
 */
const FACE: Box = [100, 100, 40, 40];
const UNSEEN: [number, number, number] = [0, 0, 0.05];

function seated(): Keypoints {
  const kp: Keypoints = Array.from({ length: 17 }, () => [...UNSEEN] as [number, number, number]);
  kp[KP.nose] = [120, 125, 0.9];
  kp[KP.leftEye] = [128, 115, 0.9];
  kp[KP.rightEye] = [112, 115, 0.9];
  kp[KP.leftShoulder] = [150, 165, 0.8];
  kp[KP.rightShoulder] = [90, 165, 0.8];
  kp[KP.leftElbow] = [160, 215, 0.7];
  kp[KP.rightElbow] = [80, 215, 0.7];
  kp[KP.leftWrist] = [140, 240, 0.6];
  kp[KP.rightWrist] = [100, 240, 0.6];
  return kp;
}

describe("handRaised", () => {
  it("is false for hands on the desk", () => {
    expect(handRaised(seated(), FACE)).toBe(false);
  });

  it("is true for a wrist above the head with the elbow above the shoulder", () => {
    const kp = seated();
    kp[KP.rightElbow] = [80, 130, 0.7];
    kp[KP.rightWrist] = [85, 60, 0.6];
    expect(handRaised(kp, FACE)).toBe(true);
  });

  it("is false for a wrist above the head with the elbow unseen (often a face in the row behind)", () => {
    const kp = seated();
    kp[KP.leftElbow] = [...UNSEEN];
    kp[KP.leftWrist] = [155, 80, 0.5];
    expect(handRaised(kp, FACE)).toBe(false);
  });

  it("is false for a hand at the hair with the elbow low (wrist above the eyes but below the head top)", () => {
    const kp = seated();
    kp[KP.leftWrist] = [150, 92, 0.6];
    expect(handRaised(kp, FACE)).toBe(false);
  });

  it("ignores a low-score wrist and a wrist far off to the side (a neighbour's)", () => {
    const kp = seated();
    kp[KP.rightElbow] = [80, 130, 0.7];
    kp[KP.rightWrist] = [85, 60, 0.2];
    expect(handRaised(kp, FACE)).toBe(false);
    kp[KP.rightWrist] = [-100, 60, 0.9];
    expect(handRaised(kp, FACE)).toBe(false);
  });
});

describe("standing", () => {
  it("reads a hanging thigh as standing and a level thigh as seated", () => {
    const up = seated();
    up[KP.leftHip] = [140, 260, 0.7];
    up[KP.leftKnee] = [142, 340, 0.6];
    expect(standingByBody(up)).toBe(true);
    const down = seated();
    down[KP.leftHip] = [140, 260, 0.7];
    down[KP.leftKnee] = [200, 270, 0.6];
    expect(standingByBody(down)).toBe(false);
    expect(standingByBody(seated())).toBeNull();
  });

  it("counts a person whose legs are hidden as seated, however high the face (tiered rows)", () => {
    const risen: Box = [120, 110, 40, 40];
    expect(standing({ face: risen, kp: seated() })).toBe(false);
    expect(standing({ face: risen, kp: null })).toBe(false);
    const up = seated();
    up[KP.leftHip] = [140, 260, 0.7];
    up[KP.leftKnee] = [142, 340, 0.6];
    expect(standing({ face: risen, kp: up })).toBe(true);
  });
});

describe("crops and ownership", () => {
  it("maps crop fractions to frame pixels and checks the body is the face's own", () => {
    const crop = bodyCrop(FACE);
    expect(crop.width).toBe(360);
    expect(crop.x + crop.width / 2).toBe(120);
    expect(crop.y).toBe(0);
    const kp = cropToFrame([[0.5, 125 / 360, 0.9]], crop);
    expect(kp[0]?.[0]).toBeCloseTo(120);
    expect(kp[0]?.[1]).toBeCloseTo(125);
    expect(belongsToFace(seated(), FACE)).toBe(true);
    const other = seated().map(([x, y, s]) => [x + 200, y, s] as [number, number, number]);
    expect(belongsToFace(other, FACE)).toBe(false);
  });
});
