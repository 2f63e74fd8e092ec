import { WORD_LEVEL } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { AhoCorasick } from "../../platform/text/aho-corasick.js";
import { WordMatcher } from "./word.matcher.js";

const B = WORD_LEVEL.BLOCK;
const M = WORD_LEVEL.MASK;

describe("Aho–Corasick", () => {
  it("finds overlapping and nested patterns with their positions", () => {
    const ac = new AhoCorasick<string>([
      ["he", "he"],
      ["she", "she"],
      ["his", "his"],
      ["hers", "hers"],
    ]);
    const found = ac.search("ushers").map((m) => `${m.value}@${m.start}-${m.end}`);
    expect(found).toEqual(["she@1-4", "he@2-4", "hers@2-6"]);
  });
  it("matches nothing with no patterns and ignores empty ones", () => {
    expect(new AhoCorasick<string>([["", "x"]]).search("abc")).toEqual([]);
  });
});

describe("the word matcher", () => {
  const matcher = new WordMatcher([
    { word: "赌博", level: B },
    { word: "赌博网站", level: B },
    { word: "傻瓜", level: M },
    { word: "fuck", level: M },
    { word: "发票", level: B },
  ]);

  it("blocks words of the blocking level and reports each once", () => {
    const r = matcher.check("这里有赌博网站，赌博不好");
    expect(r.blocked.sort()).toEqual(["赌博", "赌博网站"].sort());
    expect(r.text).toBe("这里有赌博网站，赌博不好");
  });

  it("masks words of the masking level in the original text", () => {
    expect(matcher.check("你是傻瓜吗")).toEqual({ text: "你是**吗", blocked: [], masked: ["傻瓜"] });
  });

  it("finds traditional characters for simplified words", () => {
    expect(matcher.check("代開發票").blocked).toEqual(["发票"]);
    expect(matcher.check("賭博").blocked).toEqual(["赌博"]);
  });

  it("finds full-width and upper-case letters", () => {
    expect(matcher.check("ＦＵＣＫ off").text).toBe("**** off");
    expect(matcher.check("FuCk").masked).toEqual(["fuck"]);
  });

  it("finds words split by spaces and symbols, masking the whole span", () => {
    expect(matcher.check("赌 博").blocked).toEqual(["赌博"]);
    expect(matcher.check("赌-*-博").blocked).toEqual(["赌博"]);
    expect(matcher.check("傻　瓜！").text).toBe("***！");
  });

  it("finds words split by marks, variation selectors, tags and fillers, in every plane", () => {
    const code = new WordMatcher([{ word: "代考", level: B }]);
    for (const text of ["赌\ufe0f博", "赌\u{E0020}博", "赌\u{E0100}博", "赌\u0301博", "赌\u2800博", "赌\u200d博"]) {
      expect(matcher.check(text).blocked, JSON.stringify(text)).toEqual(["赌博"]);
    }
    for (const text of ["代\u3164考", "代\u115f考", "代\uffa0考", "代\u{1D173}考"]) {
      expect(code.check(text).blocked, JSON.stringify(text)).toEqual(["代考"]);
    }
  });

  it("folds compatibility forms (NFKC) and masks a character outside the first plane whole", () => {
    expect(matcher.check("\u{1D41F}\u{1D42E}\u{1D41C}\u{1D424}").masked).toEqual(["fuck"]);
    const astral = new WordMatcher([{ word: "坏\u{20000}", level: M }]);
    expect(astral.check("好坏\u{20000}了").text).toBe("好**了");
    expect(matcher.check("傻\ufe0f瓜!").text).toBe("***!");
  });

  it("leaves clean text alone", () => {
    expect(matcher.check("认真学习每一节课")).toEqual({ text: "认真学习每一节课", blocked: [], masked: [] });
  });
});
