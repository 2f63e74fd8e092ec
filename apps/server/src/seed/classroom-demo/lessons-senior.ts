import type { Block, LessonPlan, ScriptItem } from "./plan.js";

/**
 * Short demo lessons of 高中部 (issue 26, decision 0055): about a minute each, one camera, over
 * the previous and the current term. t005 has three (a lecture, a dialogue, a practice lesson);
 * 高一（1）班 is taught by two of these teachers, so classes have more than one teacher to
 * compare. As in lessons.ts, nothing here is a measure.
 */

const b = (absent: number, down: number, teacher: Block["teacher"], ...items: ScriptItem[]): Block => ({
  scene: { absent, down },
  teacher,
  items,
});

const POETRY = { teacher: "t005", course: "高一语文：唐诗宋词鉴赏", className: "高一（2）班", cameras: 1 } as const;
const MATHS = { teacher: "t006", course: "高一数学必修第一册", className: "高一（1）班", cameras: 1 } as const;
const PHYSICS = { teacher: "t008", course: "高一物理必修第一册", className: "高一（1）班", cameras: 1 } as const;

export const SENIOR_LESSONS: LessonPlan[] = [
  {
    ...POETRY,
    key: "poetry-chibi",
    title: "高一语文：《念奴娇·赤壁怀古》的意境",
    brief: "讲解苏轼《念奴娇·赤壁怀古》上阕写景、下阕怀人的结构与旷达的情怀。课堂实录。",
    live: false,
    when: { term: "previous", week: 7, day: 1, hour: 10 },
    section: 2,
    blocks: [
      b(
        0,
        2,
        "podium",
        ["T", "同学们好。今天我们学习苏轼的《念奴娇·赤壁怀古》。这首词写于苏轼被贬黄州之后。"],
        ["T", "上阕写景，大江东去，浪淘尽，千古风流人物，开篇就把视野拉到了千年的历史之中。"],
        ["T", "乱石穿空，惊涛拍岸，卷起千堆雪，从视觉和听觉写出了赤壁的雄奇壮阔。"],
      ),
      b(
        0,
        4,
        "podium",
        ["T", "下阕怀人，作者追忆周瑜雄姿英发，羽扇纶巾，谈笑间，樯橹灰飞烟灭。"],
        ["T", "对比周瑜的少年得志，作者感叹自己早生华发，功业未成。"],
        ["T", "最后，人生如梦，一尊还酹江月，写出了作者旷达的情怀。课后请背诵全词。下课。"],
      ),
    ],
  },
  {
    ...PHYSICS,
    key: "physics-free-fall",
    title: "高一物理：自由落体运动的实验探究",
    brief: "从轻重物体下落快慢的争论出发，用牛顿管演示羽毛和铁片同时落下，引出自由落体运动。课堂实录。",
    live: false,
    when: { term: "previous", week: 10, day: 3, hour: 14 },
    section: 2,
    blocks: [
      b(
        2,
        1,
        "podium",
        ["T", "同学们好。重的物体一定比轻的物体下落得快吗？"],
        ["S", "我觉得重的快。"],
        ["S", "不一定，纸团和纸片下落的快慢就不一样。"],
        ["T", "我们用牛顿管来做实验。把管里的空气抽掉，再看羽毛和铁片。"],
      ),
      b(2, 10, "patrol", 12, ["S", "羽毛和铁片同时落到了底部！"], ["T", "对，没有空气阻力时，物体下落的快慢相同。"]),
      b(2, 2, "podium", ["T", "这种只在重力作用下从静止开始下落的运动，叫做自由落体运动。下课。"]),
    ],
  },
  {
    ...MATHS,
    key: "maths-monotonic",
    title: "高一数学：函数的单调性",
    brief: "从二次函数图像的升降引出单调性的定义，讲解用定义证明单调性的步骤。直播课堂的回放。",
    live: true,
    when: { term: "previous", week: 16, day: 2, hour: 9 },
    section: 5,
    blocks: [
      b(
        0,
        2,
        "podium",
        ["T", "同学们好。今天学习函数的单调性。请看 y 等于 x 平方的图像，在 y 轴左侧下降，右侧上升。"],
        ["T", "一般地，在区间内任取 x 一小于 x 二，如果都有 f x 一小于 f x 二，就说函数在这个区间上单调递增。"],
        ["T", "反过来，如果都有 f x 一大于 f x 二，函数就在这个区间上单调递减。"],
      ),
      b(
        0,
        3,
        "podium",
        ["T", "用定义证明单调性分四步：取值，作差，变形，定号。"],
        ["S", "老师，y 等于 x 分之一在整个定义域上是减函数吗？"],
        ["T", "问得好，不是。它在两个区间上分别递减，但不能合在一起说。课后想一想为什么。下课。"],
      ),
    ],
  },
  {
    ...POETRY,
    key: "poetry-shengshengman",
    title: "高一语文：《声声慢》的意象与情感",
    brief: "师生讨论李清照《声声慢》的叠字、意象和愁情，学生课后写一段赏析。课堂实录。",
    live: false,
    when: { term: "current", week: 2, day: 3, hour: 10 },
    section: 4,
    groups: ["research"],
    blocks: [
      b(
        1,
        0,
        "podium",
        ["T", "同学们好。李清照的《声声慢》开头用了十四个叠字，大家读一读，有什么感受？"],
        ["S", "读起来很缓慢，有一种冷清孤独的感觉。"],
      ),
      b(
        1,
        1,
        "podium",
        ["T", "词中写了哪些意象？"],
        ["S", "有淡酒、晚风、过雁。"],
        ["S", "还有满地的黄花和梧桐细雨。"],
        ["T", "这些意象有什么共同点？"],
      ),
      b(
        1,
        2,
        "patrol",
        ["S", "都带着秋天的萧瑟，衬托作者的愁苦。"],
        ["S", "雁是旧时相识，让她想起了过去的生活。"],
        ["T", "说得很好。这次第，怎一个愁字了得。课后写一段赏析。下课。"],
      ),
    ],
  },
  {
    ...MATHS,
    key: "maths-sets",
    title: "高一数学：集合的基本运算（练习课）",
    brief: "交集、并集、补集的随堂练习，学生独立完成课本练习，教师巡视答疑。课堂实录。",
    live: false,
    when: { term: "current", week: 3, day: 3, hour: 8 },
    section: 2,
    blocks: [
      b(0, 2, "podium", ["T", "同学们好。上节课学习了交集、并集和补集，请完成课本第十四页的练习题。"]),
      b(0, 16, "patrol", 24, ["T", "求补集时，先看清全集是什么。"], 18),
      b(
        0,
        4,
        "podium",
        ["S", "老师，A 交 B 是空集的话，A 并 B 是不是就是两个集合的元素合在一起？"],
        ["T", "对，可以画韦恩图来看。下课前把答案订正好。"],
      ),
    ],
  },
  {
    ...PHYSICS,
    key: "physics-velocity",
    title: "高一物理：匀变速直线运动的速度与时间的关系",
    brief: "由速度时间图像得出匀变速直线运动的速度公式，并讲解矢量的正负与例题。直播课堂的回放。",
    live: true,
    when: { term: "current", week: 7, day: 5, hour: 10 },
    section: 3,
    blocks: [
      b(
        2,
        5,
        "podium",
        ["T", "同学们好。上节课我们用打点计时器得到了小车的速度时间图像，它是一条倾斜的直线。"],
        ["T", "速度随时间均匀变化的运动，叫做匀变速直线运动，图像的斜率就是加速度。"],
        ["T", "由加速度的定义可以得到，v 等于 v 零加 a t，这就是速度与时间的关系式。"],
      ),
      b(
        2,
        9,
        "podium",
        ["T", "例如汽车以十米每秒的速度行驶，以二米每二次方秒的加速度加速，三秒后速度是十六米每秒。"],
        ["T", "注意，公式中的各个量都是矢量，一般以初速度的方向为正方向。"],
        ["T", "如果加速度与速度方向相反，物体做匀减速直线运动，a 取负值。课后完成练习第三题。"],
      ),
    ],
  },
  {
    ...POETRY,
    key: "poetry-yulinling",
    title: "高一语文：宋词鉴赏随堂练习",
    brief: "阅读柳永《雨霖铃》完成三道鉴赏题，教师巡视后请学生分享答案。课堂实录。",
    live: false,
    when: { term: "current", week: 9, day: 2, hour: 14 },
    section: 6,
    groups: ["research"],
    blocks: [
      b(4, 3, "podium", ["T", "同学们好。请拿出练习纸，阅读柳永的《雨霖铃》，完成后面的三道鉴赏题。"]),
      b(4, 20, "patrol", 24, ["T", "答题时要结合具体的词句来分析。"], 18),
      b(
        4,
        8,
        "podium",
        ["T", "好，请一位同学说说第一题。"],
        ["S", "寒蝉凄切，对长亭晚，用凄凉的秋景烘托离别的伤感。"],
        ["T", "答得很完整。下课。"],
      ),
    ],
  },
  {
    teacher: "t021",
    course: "高二物理：电磁学专题",
    className: "高二（2）班",
    cameras: 1,
    key: "physics-lenz",
    title: "高二物理：楞次定律",
    brief: "学生分组观察磁铁插入和拔出线圈时电流计的偏转，讨论后由教师归纳楞次定律。直播课堂的回放。",
    live: true,
    when: { term: "current", week: 10, day: 3, hour: 15 },
    section: 4,
    blocks: [
      b(1, 1, "podium", [
        "T",
        "同学们好。把磁铁插入线圈，电流计的指针向右偏；拔出来，指针向左偏。感应电流的方向由什么决定？",
      ]),
      b(
        1,
        6,
        "patrol",
        ["S", "我们组发现，磁铁靠近的时候，线圈好像在排斥它。"],
        ["S", "远离的时候，又好像在吸引它。"],
        8,
        ["S", "感应电流的磁场总是阻碍磁通量的变化。"],
      ),
      b(
        1,
        2,
        "podium",
        ["T", "很好，这就是楞次定律：感应电流的磁场总要阻碍引起感应电流的磁通量的变化。"],
        ["T", "注意，阻碍不是阻止。课后完成练习。下课。"],
      ),
    ],
  },
];
