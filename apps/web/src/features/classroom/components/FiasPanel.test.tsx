import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lessonFixture } from "../testFixtures";
import { FiasPanel } from "./FiasPanel";

/** What the save button sends (the API itself is tested on the server). */
const saved = vi.hoisted(() => ({ run: vi.fn(async (_codes: number[]) => true) }));
vi.mock("../api", () => ({ useSaveFias: () => ({ busy: false, run: saved.run }) }));

afterEach(() => {
  cleanup();
  saved.run.mockClear();
});

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

function renderPanel(codes: number[] = []) {
  const detail = lessonFixture({ duration: 30 });
  if (detail.measures) detail.measures.duration = 30;
  detail.fias = { ...detail.fias, codes, prefilled: codes.length > 0 };
  const videoRef = createRef<HTMLVideoElement>();
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FiasPanel detail={detail} videoRef={videoRef} />
    </QueryClientProvider>,
  );
}

const matrix = () => document.querySelector("table.ca-matrix") as HTMLTableElement;
const cell = (from: number, to: number) => matrix().rows[from].cells[to].textContent;

describe("FiasPanel", () => {
  it("codes 30 seconds by ten key presses and recomputes the matrix", () => {
    renderPanel();
    expect(matrix().dataset.pairs).toBe("0");
    // Without a playing video each key codes the current slot and moves to the next.
    for (const k of "4885555500") fireEvent.keyDown(window, { key: k });
    const cells = screen.getAllByRole("button", { name: /编码\d+$/ });
    expect(cells).toHaveLength(10);
    expect(matrix().dataset.pairs).toBe("9");
    expect(cell(4, 8)).toBe("1"); // 4 → 8
    expect(cell(8, 8)).toBe("1"); // 8 → 8
    expect(cell(5, 5)).toBe("4"); // 5 → 5 four times
    expect(cell(5, 10)).toBe("1");
    expect(cell(10, 10)).toBe("1");
    const teacher = document.querySelector('tr[data-key="teacherTalk"] td')?.textContent;
    // Talk shares are of the coded slots: 4 and five 5s are teacher talk, 6 of 10.
    expect(teacher).toBe("60.0%");
  });

  it("codes by position: a gap breaks the pairs and the save keeps every code in its slot", () => {
    renderPanel();
    fireEvent.keyDown(window, { key: "4" });
    fireEvent.keyDown(window, { key: "4" });
    // Jump to 0:15 (slot 5) and code two slots there.
    fireEvent.click(screen.getByRole("button", { name: "0:15 未编码" }));
    fireEvent.keyDown(window, { key: "5" });
    fireEvent.keyDown(window, { key: "5" });
    expect(screen.getByRole("button", { name: "0:15 编码5" })).toBeTruthy();
    // 4-4 and 5-5 only: 4 and 5 are not adjacent slots.
    expect(matrix().dataset.pairs).toBe("2");
    expect(cell(4, 5)).toBe("");
    fireEvent.click(screen.getByRole("button", { name: /保存编码/ }));
    expect(saved.run).toHaveBeenCalledWith([4, 4, 0, 0, 0, 5, 5]);
  });

  it("restores saved codes in their slots", () => {
    renderPanel([0, 0, 0, 8, 8]);
    expect(screen.getAllByRole("button", { name: /未编码$/ })).toHaveLength(8);
    expect(screen.getByRole("button", { name: "0:09 编码8" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "0:12 编码8" })).toBeTruthy();
    expect(matrix().dataset.pairs).toBe("1");
  });

  it("starts from the pre-fill and ignores keys typed into a field", () => {
    renderPanel([5, 5, 8, 10]);
    expect(matrix().dataset.pairs).toBe("3");
    const input = document.createElement("input");
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: "9" });
    expect(matrix().dataset.pairs).toBe("3");
    input.remove();
  });

  it("stops coding by keyboard when the switch is off", () => {
    renderPanel();
    fireEvent.click(screen.getByRole("switch", { name: "键盘编码" }));
    fireEvent.keyDown(window, { key: "5" });
    fireEvent.keyDown(window, { key: "5" });
    expect(matrix().dataset.pairs).toBe("0");
  });
});
