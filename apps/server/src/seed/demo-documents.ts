import ExcelJS from "exceljs";
import { buildPdf } from "./pdf.js";
import { CHAPTER_BANK, SUBJECT_EN } from "./subjects.js";

/** The demo's documents: subject handouts (PDF), spreadsheets and plain-text teaching material. */

export interface DemoDoc {
  key: string;
  name: string;
  bytes: Buffer;
}
const LOREM = [
  "This handout accompanies the lesson video. Read the learning objectives first, then work through the examples while pausing the video at each step.",
  "Key ideas are introduced with a short real-life situation, followed by a precise definition, worked examples and common mistakes to avoid.",
  "Practice: complete the exercises on the next page individually, then compare your answers with a partner and explain your reasoning.",
  "Reflection: write down one question you still have and bring it to the next class discussion.",
];

/** A multi-page handout of a subject (ASCII text; the Chinese title goes into the document information). */
export function handoutPdf(subject: string, title: string): Buffer {
  const en = SUBJECT_EN[subject] ?? "General";
  const chapters = Object.keys(CHAPTER_BANK[subject] ?? {}).length;
  const pages = [
    {
      heading: `${en}: Lesson Handout`,
      paragraphs: [
        `Course material of the ${en} teaching group, Xinghe Experimental Middle School. ${chapters} chapters are covered this term.`,
        ...LOREM,
      ],
      chart: {
        caption: "Figure 1. Average score of the last five unit tests (%)",
        bars: ["Unit 1", "Unit 2", "Unit 3", "Unit 4", "Unit 5"].map((label, i) => ({
          label,
          value: 62 + ((i * 7 + en.length * 3) % 30),
        })),
      },
    },
    {
      heading: "Worked Examples",
      paragraphs: [
        "Example 1. Identify what is given and what is asked. Draw a diagram before writing any formula.",
        "Example 2. Compare two methods of solution and decide which one is shorter. Check the units of the result.",
        "Example 3. Explain the result in your own words in one or two sentences.",
        "Tip: most mistakes come from skipping the first step. Write the known quantities down in a table.",
      ],
    },
    {
      heading: "Exercises",
      paragraphs: [
        "1. Summarise the main idea of this lesson in no more than fifty words.",
        "2. Solve the three practice problems in your workbook and show all steps.",
        "3. Design a short experiment or example that demonstrates the key idea, and describe what you expect to observe.",
        "4. Challenge: find an application of this topic in everyday life and prepare a two-minute presentation.",
      ],
      chart: {
        caption: "Figure 2. Time spent on each part of the lesson (minutes)",
        bars: [
          { label: "Intro", value: 15 },
          { label: "Concepts", value: 45 },
          { label: "Examples", value: 60 },
          { label: "Practice", value: 50 },
          { label: "Summary", value: 20 },
        ],
      },
    },
  ];
  return buildPdf({ title, header: `Xinghe Experimental Middle School | ${en}`, pages });
}

export function subjectPdf(subject: string): DemoDoc {
  return { key: `pdf-${subject}`, name: `${subject}学案.pdf`, bytes: handoutPdf(subject, `${subject}学案`) };
}

export async function workbooks(): Promise<DemoDoc[]> {
  const out: DemoDoc[] = [];
  // Lab data record.
  {
    const wb = new ExcelJS.Workbook();
    wb.creator = "星河实验中学";
    const ws = wb.addWorksheet("实验数据");
    ws.columns = [
      { header: "组别", key: "g", width: 10 },
      { header: "物体重力G/N", key: "w", width: 16 },
      { header: "浸没时示数F/N", key: "f", width: 18 },
      { header: "浮力F浮/N", key: "b", width: 14 },
      { header: "排开液体重力G排/N", key: "d", width: 22 },
    ];
    for (let i = 1; i <= 8; i++) {
      const w = 2 + i * 0.5;
      const f = w - (0.8 + i * 0.15);
      const row = ws.addRow({ g: `第${i}组`, w, f, d: Number((w - f + ((i % 3) - 1) * 0.02).toFixed(2)) });
      row.getCell("b").value = { formula: `B${row.number}-C${row.number}` };
    }
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x1", name: "实验数据记录表.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  // Class score analysis with formulas.
  {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("成绩统计");
    ws.columns = [
      { header: "学号", key: "no", width: 10 },
      { header: "姓名", key: "name", width: 10 },
      { header: "第一单元", key: "u1", width: 10 },
      { header: "第二单元", key: "u2", width: 10 },
      { header: "第三单元", key: "u3", width: 10 },
      { header: "平均分", key: "avg", width: 10 },
    ];
    const names = ["王子涵", "李思远", "张雨桐", "刘浩然", "陈佳琪", "杨博文", "赵一诺", "黄梓轩", "周语嫣", "吴明哲"];
    for (const [i, name] of names.entries()) {
      const row = ws.addRow({
        no: `2026${String(i + 1).padStart(3, "0")}`,
        name,
        u1: 70 + ((i * 7) % 28),
        u2: 68 + ((i * 11) % 30),
        u3: 72 + ((i * 5) % 26),
      });
      row.getCell("avg").value = { formula: `ROUND(AVERAGE(C${row.number}:E${row.number}),1)` };
    }
    const total = ws.addRow({ name: "班级平均" });
    for (const col of ["C", "D", "E", "F"]) {
      ws.getCell(`${col}${total.number}`).value = { formula: `ROUND(AVERAGE(${col}2:${col}${total.number - 1}),1)` };
    }
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x2", name: "单元测验成绩统计.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  // Teaching schedule.
  {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("教学进度");
    ws.columns = [
      { header: "周次", key: "w", width: 8 },
      { header: "教学内容", key: "c", width: 30 },
      { header: "课时", key: "h", width: 8 },
      { header: "作业与活动", key: "a", width: 30 },
    ];
    const items = [
      "课程导入与学情调查",
      "第一章 新授",
      "第一章 实验探究",
      "第一章 复习与测验",
      "第二章 新授",
      "第二章 习题课",
      "期中复习",
      "期中考试与讲评",
    ];
    for (const [i, c] of items.entries())
      ws.addRow({ w: i + 1, c, h: i % 3 === 2 ? 3 : 4, a: i % 2 ? "完成学案练习" : "小组合作探究" });
    ws.getRow(1).font = { bold: true };
    out.push({ key: "x3", name: "教学进度安排表.xlsx", bytes: Buffer.from(await wb.xlsx.writeBuffer()) });
  }
  return out;
}

export function texts(): DemoDoc[] {
  const design = [
    "【教学设计】",
    "一、教学目标",
    "1. 知识与技能：理解本节课的核心概念，能运用所学知识解决简单问题。",
    "2. 过程与方法：经历观察、猜想、实验、归纳的探究过程。",
    "3. 情感态度与价值观：体会学科知识与生活的联系，养成严谨求实的态度。",
    "",
    "二、教学重难点",
    "重点：核心概念的建立与应用。",
    "难点：在新情境中灵活运用所学规律。",
    "",
    "三、教学过程",
    "（一）情境导入（5分钟）：播放微课片段，提出问题。",
    "（二）新知探究（20分钟）：分组实验，记录数据，交流结论。",
    "（三）例题精讲（10分钟）：典型例题分析，总结解题步骤。",
    "（四）课堂练习（7分钟）：分层练习，及时反馈。",
    "（五）课堂小结（3分钟）：学生自主总结，教师补充。",
    "",
    "四、板书设计",
    "见配套图片资源《板书设计》。",
  ].join("\n");
  const reading = [
    "【拓展阅读】",
    "",
    "科学家们常说，好的问题比好的答案更重要。历史上许多重要的发现，都源于对日常现象的仔细观察和不断追问。",
    "阅读本材料时，请思考：文中的科学家是如何提出问题、设计实验并得出结论的？如果是你，会怎样改进实验？",
    "",
    "阅读后请完成：",
    "1. 用自己的话概括材料的主要内容（不超过100字）。",
    "2. 找出材料中体现科学方法的三个句子。",
    "3. 写一段简短的读后感。",
  ].join("\n");
  const exercises = [
    "【课后习题】",
    "",
    "一、选择题",
    "1. 下列说法中正确的是（  ）",
    "   A. ……    B. ……    C. ……    D. ……",
    "2. 关于本节课的实验，下列操作规范的是（  ）",
    "",
    "二、填空题",
    "3. 本节课的核心规律可以表述为：________________。",
    "",
    "三、解答题",
    "4. 请结合生活实例，说明本节知识的一个应用，并给出简要分析。",
    "",
    "参考答案见下一课时学案。",
  ].join("\n");
  return [
    { key: "t1", name: "教学设计.txt", bytes: Buffer.from(design, "utf8") },
    { key: "t2", name: "拓展阅读材料.txt", bytes: Buffer.from(reading, "utf8") },
    { key: "t3", name: "课后习题.txt", bytes: Buffer.from(exercises, "utf8") },
  ];
}
