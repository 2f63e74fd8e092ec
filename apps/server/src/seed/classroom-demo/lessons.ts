import { JUNIOR_LESSONS } from "./lessons-junior.js";
import { SENIOR_LESSONS } from "./lessons-senior.js";
import type { Block, LessonPlan, ScriptItem } from "./plan.js";

export type { Block, LessonPlan, ScriptItem };

/**
 * The demo classroom lessons' scripts (decision 0055): what the teacher and the students say, the
 * silences, and what the two cameras show meanwhile. Nothing here is a measure: the analysis
 * pipeline finds attendance, head-up rate, talk shares and the teaching type from the media
 * made out of these scripts. The lessons are written to read as different teaching styles
 * (mostly lecture, dialogue, practice, an experiment with discussion) so the S-T chart has
 * something to tell apart. This file holds the first four (issue 24: a few minutes each);
 * lessons-junior.ts and lessons-senior.ts hold the short ones of both colleges over two terms
 * (issue 26), so the research dashboards have units, weeks and terms to compare.
 */

const lecture: LessonPlan = {
  key: "physics-lecture",
  title: "初二物理：牛顿第一定律与惯性",
  teacher: "teacher",
  brief: "从伽利略的理想斜面实验出发，讲解牛顿第一定律的内容和惯性的概念。课堂录像（教师与学生双机位）。",
  cameras: 2,
  live: true,
  when: { term: "current", week: 12, day: 2, hour: 9 },
  course: "初中物理浮力实验",
  className: "初二（1）班",
  blocks: [
    {
      scene: { absent: 3, down: 1 },
      teacher: "podium",
      items: [
        ["T", "同学们好，请坐。上节课我们学习了力的概念，今天我们来学习牛顿第一定律，也就是惯性定律。"],
        ["T", "请大家先想一想，一个运动的物体，如果不再受到推力，它会怎样运动呢？"],
        ["T", "两千多年前，亚里士多德认为，力是维持物体运动的原因，没有力的作用，物体就会停下来。"],
        ["T", "这个观点看起来很符合我们的生活经验，推车的时候一松手，车子很快就停了。"],
      ],
    },
    {
      scene: { absent: 0, down: 2 },
      teacher: "podium",
      items: [
        ["T", "但是伽利略不这样认为。他设计了一个理想斜面实验，我们一起来看一看。"],
        ["T", "让小球从一个斜面上滚下，再滚上另一个斜面。如果没有摩擦，小球会回到原来的高度。"],
        ["T", "把第二个斜面的倾角变小，小球要滚得更远，才能到达原来的高度。"],
        ["T", "如果第二个斜面变成水平面，小球就永远达不到原来的高度，它会一直滚下去。"],
        ["T", "伽利略由此得出结论：力不是维持物体运动的原因，而是改变物体运动状态的原因。"],
      ],
    },
    {
      scene: { absent: 0, down: 3 },
      teacher: "patrol",
      items: [
        ["T", "在伽利略和笛卡尔工作的基础上，牛顿总结出了牛顿第一定律。请大家把课本翻到第七十页。"],
        ["T", "一切物体总保持匀速直线运动状态或静止状态，除非作用在它上面的力迫使它改变这种状态。"],
        ["T", "这里有两个要点。第一，物体不受力时，保持原来的运动状态。第二，力是改变运动状态的原因。"],
        ["T", "那么，牛顿第一定律能不能用实验直接验证呢？请一位同学回答。"],
        ["S", "不能，因为不受力的物体是不存在的。"],
        ["T", "很好，请坐。它是在实验的基础上，经过科学推理得出的。"],
      ],
    },
    {
      scene: { absent: 0, down: 1 },
      teacher: "podium",
      items: [
        ["T", "下面我们来学习惯性。物体保持原来匀速直线运动状态或静止状态的性质，叫做惯性。"],
        ["T", "一切物体都有惯性，不论它是运动还是静止，也不论它受不受力。"],
        ["T", "惯性的大小只跟质量有关。质量越大，惯性越大，运动状态就越难改变。"],
        ["T", "比如公交车突然刹车，乘客会向前倾倒，这就是因为人的身体要保持原来的运动状态。"],
        ["T", "再比如，大货车比小汽车更难刹住，因为它的质量大，惯性大。"],
        ["T", "所以我们常说，惯性不是力，不能说受到惯性的作用，只能说物体具有惯性。"],
      ],
    },
    {
      scene: { absent: 0, down: 4 },
      teacher: "podium",
      items: [
        ["T", "最后我们小结一下。今天学习了牛顿第一定律，知道了力是改变运动状态的原因。"],
        ["T", "还认识了惯性，惯性的大小由质量决定。课后请完成练习册第十二页的一到五题。下课。"],
      ],
    },
  ],
};

const dialogue: LessonPlan = {
  key: "maths-dialogue",
  title: "初二数学：一次函数的图像与性质",
  teacher: "t002",
  brief: "通过列表、描点、连线画出一次函数的图像，师生讨论 k、b 对图像的影响。课堂实录。",
  cameras: 1,
  live: true,
  when: { term: "current", week: 12, day: 4, hour: 9 },
  course: "初二数学：一次函数与几何",
  className: "初二（1）班",
  blocks: [
    {
      scene: { absent: 1, down: 0 },
      teacher: "podium",
      items: [
        ["T", "同学们好。上节课我们画了正比例函数的图像，谁来说一说，它的图像是什么形状？"],
        ["S", "是一条经过原点的直线。"],
        ["T", "对。那今天我们看一次函数，y 等于二 x 加一，它的图像又是什么样的？"],
      ],
    },
    {
      scene: { absent: 1, down: 2 },
      teacher: "patrol",
      items: [
        ["S", "我觉得也是一条直线，但是不经过原点。"],
        ["S", "我同意。当 x 等于零的时候，y 等于一，所以它经过零一这个点。"],
        ["S", "当 x 等于一的时候，y 等于三，我们可以再描一个点，连起来就是一条直线。"],
        ["T", "说得很好。"],
        ["S", "老师，我还发现它和 y 等于二 x 的图像是平行的。"],
      ],
    },
    {
      scene: { absent: 1, down: 0 },
      teacher: "podium",
      items: [
        ["T", "这个发现非常重要。为什么它们是平行的呢？大家想一想，两个函数有什么相同的地方？"],
        ["T", "我们把两条直线画在同一个坐标系里，一起来比较一下。"],
      ],
    },
    {
      scene: { absent: 1, down: 1 },
      teacher: "podium",
      items: [
        ["S", "它们的 k 都等于二，所以倾斜的程度一样。"],
        ["S", "y 等于二 x 加一，就是把 y 等于二 x 的图像向上平移一个单位。"],
        ["S", "那如果 b 等于负三，就是向下平移三个单位。"],
        ["T", "对。"],
        ["S", "所以 b 决定的是直线和 y 轴交点的位置。"],
      ],
    },
    {
      scene: { absent: 1, down: 0 },
      teacher: "podium",
      items: [
        ["T", "大家总结得很好。那 k 的正负又有什么影响呢？请看 y 等于负二 x 加一的图像。"],
        ["T", "当 x 越来越大的时候，y 怎样变化？"],
      ],
    },
    {
      scene: { absent: 1, down: 2 },
      teacher: "patrol",
      items: [
        ["S", "y 越来越小，直线是往下走的。"],
        ["S", "k 大于零的时候，y 随 x 的增大而增大，k 小于零的时候，y 随 x 的增大而减小。"],
        ["S", "我补充一点，k 的绝对值越大，直线就越陡。"],
        ["T", "很好。"],
        ["S", "老师，那 k 等于零的时候，是不是一条水平的直线？"],
      ],
    },
    {
      scene: { absent: 1, down: 1 },
      teacher: "podium",
      items: [
        ["T", "问得好，我们先不回答，大家想一想。一次函数的定义里，对 k 有什么要求？"],
        ["T", "请同桌之间互相说一说。"],
      ],
    },
    {
      scene: { absent: 1, down: 3 },
      teacher: "patrol",
      items: [
        ["S", "定义里说 k 不等于零，所以 k 等于零的时候就不是一次函数了。"],
        ["S", "这时候 y 等于 b，不管 x 取什么，y 都不变，图像是一条平行于 x 轴的直线。"],
        ["S", "我们组画了 y 等于二，确实是一条水平的直线。"],
      ],
    },
    {
      scene: { absent: 1, down: 0 },
      teacher: "podium",
      items: [
        ["T", "说得对，k 等于零时它是常数函数，不是一次函数。今天大家讨论得很充分。"],
        ["T", "课后请画出三个一次函数的图像，并写出 k 和 b 对图像的影响。下课。"],
      ],
    },
  ],
};

const practice: LessonPlan = {
  key: "chinese-practice",
  title: "初二语文：写景散文的修辞与仿写练习",
  teacher: "t001",
  brief: "以朱自清《春》为范文完成随堂练习：找出比喻和拟人的句子并仿写一段写景文字，教师巡视个别指导。课堂实录。",
  cameras: 1,
  live: false,
  when: { term: "current", week: 13, day: 2, hour: 14 },
  course: "初二语文：古诗文阅读",
  className: "初二（2）班",
  blocks: [
    {
      scene: { absent: 2, down: 2 },
      teacher: "podium",
      items: [
        ["T", "同学们好。今天我们以朱自清的《春》为范文，做写景散文的随堂练习。请大家拿出练习纸。"],
        ["T", "第一题，在课文里找出三个比喻句和三个拟人句，写在练习纸上。给大家两分钟时间。"],
      ],
    },
    {
      scene: { absent: 2, down: 20 },
      teacher: "patrol",
      items: [55, ["T", "注意书写工整，找到的句子要写完整。"], 50],
    },
    {
      scene: { absent: 2, down: 6 },
      teacher: "podium",
      items: [
        ["T", "好，时间到。谁来读一个比喻句？"],
        ["S", "红的像火，粉的像霞，白的像雪。"],
        ["T", "很好。第二题，仿照课文第三段，写一段一百字左右的写景文字。现在开始。"],
      ],
    },
    {
      scene: { absent: 2, down: 22 },
      teacher: "patrol",
      items: [60, ["T", "可以写校园里的春天，也可以写家乡的春天。"], 45],
    },
    {
      scene: { absent: 2, down: 5 },
      teacher: "podium",
      items: [
        ["T", "请一位同学读一读自己写的片段。"],
        ["S", "校园里的柳树发芽了，嫩绿的枝条在风里轻轻摇着，像在和我们打招呼。"],
        ["T", "写得很生动，用了拟人的手法。没写完的同学课后继续完成。下课。"],
      ],
    },
  ],
};

/** The demo teacher's earlier lesson that term: so their own pages (我的课堂分析) show a trend. */
const experiment: LessonPlan = {
  key: "physics-experiment",
  title: "初二物理：探究阻力对物体运动的影响",
  teacher: "teacher",
  brief: "分组完成小车在毛巾、棉布、木板上滑行的实验，记录滑行距离并讨论阻力越小小车滑得越远的原因。课堂实录。",
  cameras: 1,
  live: false,
  when: { term: "current", week: 11, day: 3, hour: 10 },
  course: "初中物理浮力实验",
  className: "初二（1）班",
  blocks: [
    {
      scene: { absent: 1, down: 1 },
      teacher: "podium",
      items: [
        ["T", "同学们好。今天我们做一个实验，探究阻力对物体运动的影响。"],
        ["T", "请大家想一想，为什么要让小车每次都从斜面的同一高度滑下？"],
        ["S", "这样小车到达水平面时的速度相同。"],
        ["T", "对，这就是控制变量。现在各组开始实验，把三次滑行的距离记在表格里。"],
      ],
    },
    {
      scene: { absent: 1, down: 16 },
      teacher: "patrol",
      items: [40, ["T", "注意小车要从静止释放，不要用手推。"], 35],
    },
    {
      scene: { absent: 1, down: 3 },
      teacher: "podium",
      items: [
        ["T", "哪一组来说说你们的数据？"],
        ["S", "毛巾上滑了二十三厘米，棉布上四十一厘米，木板上七十五厘米。"],
        ["T", "很好。从这组数据能看出什么规律？"],
        ["S", "表面越光滑，阻力越小，小车滑得越远。"],
        ["T", "如果表面绝对光滑，没有阻力，小车会怎样？"],
        ["S", "小车会一直运动下去。"],
      ],
    },
    {
      scene: { absent: 1, down: 2 },
      teacher: "podium",
      items: [
        ["T", "说得好。这正是伽利略的推理，下节课我们由此学习牛顿第一定律。"],
        ["T", "课后请把实验报告补充完整，写出你们的结论。下课。"],
      ],
    },
  ],
};

/**
 * Every demo lesson, in the order a first start makes them: the two-camera lecture (the one the
 * end-to-end suite makes), then the short ones, so every research chart has data within minutes,
 * then the three longer lessons of issue 24.
 */
export const DEMO_LESSONS: LessonPlan[] = [
  lecture,
  ...JUNIOR_LESSONS,
  ...SENIOR_LESSONS,
  dialogue,
  practice,
  experiment,
];

/** Voices: eSpeak-NG Mandarin; a low teacher voice and higher student voices (+f3 variant). */
export const VOICES = {
  T: { voice: "cmn", pitch: 35, rate: 150 },
  S: [
    { voice: "cmn+f3", pitch: 85, rate: 175 },
    { voice: "cmn+f3", pitch: 80, rate: 170 },
    { voice: "cmn+f3", pitch: 90, rate: 180 },
  ],
} as const;
