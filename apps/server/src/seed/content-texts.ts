/**
 * Short texts of the demo content: knowledge-point phrases, school activities, student works,
 * course comments and video captions.
 */

/** Knowledge-point phrases for notes on a video, by position in the video. */
export const NOTE_PHRASES = ["情境导入", "核心概念讲解", "典型例题分析", "实验现象观察", "易错点提醒", "课堂小结"];

/** Activity videos (kind 6) of school life, not tied to a subject. */
export const ACTIVITIES = [
  {
    name: "2026年校园科技节开幕式",
    brief: "科技节开幕式上，各社团展示了机器人、无人机和创意编程作品，校长为科技节致辞。",
  },
  { name: "秋季田径运动会入场式", brief: "各班级方阵依次入场，展示班级风采和口号，拉开了秋季田径运动会的序幕。" },
  { name: "“一二·九”合唱比赛", brief: "全校各班以合唱的形式纪念“一二·九”运动，歌声嘹亮，精神饱满。" },
  { name: "校园读书节颁奖典礼", brief: "读书节期间评选出“书香班级”和“阅读之星”，优秀读书笔记在典礼上展示。" },
  { name: "英语戏剧节展演", brief: "学生用英语改编演绎经典故事，锻炼语言表达能力和舞台表现力。" },
  { name: "2026届高一新生开学典礼", brief: "新学期开学典礼，新生代表、教师代表发言，全体新生庄严宣誓。" },
  { name: "心理健康主题班会示范课", brief: "以“悦纳自我，积极成长”为主题的心理健康班会，学生在游戏和分享中认识情绪。" },
  { name: "消防安全疏散演练", brief: "全校师生按照应急预案有序疏散，消防员现场讲解灭火器的使用方法。" },
  { name: "社团招新活动纪实", brief: "五十余个学生社团集中招新，动漫社、天文社、模联社等展台前人头攒动。" },
  { name: "研学旅行成果分享会", brief: "高二年级研学旅行归来，各小组用视频、手抄报和报告分享研学收获。" },
  { name: "元旦文艺汇演", brief: "歌舞、相声、器乐合奏轮番上演，师生同台辞旧迎新。" },
  { name: "校园植树节志愿活动", brief: "学生志愿者在校园种植园栽种树苗，并为每棵树挂上认养牌。" },
];

/** Student works (owner type student) for the admin resource-student screen. */
export const STUDENT_WORKS = [
  {
    name: "学生作品：自制浮沉子实验",
    type: "VIDEO",
    subject: "物理",
    brief: "用矿泉水瓶和滴管制作浮沉子，演示物体的浮沉条件。",
  },
  {
    name: "学生作品：校园植物图鉴",
    type: "PICTURE",
    subject: "生物",
    brief: "拍摄并整理校园内三十余种植物的特征，制作成图鉴。",
  },
  {
    name: "学生作品：英语电影配音",
    type: "AUDIO",
    subject: "英语",
    brief: "为经典英文电影片段配音，注意语音语调和情感表达。",
  },
  {
    name: "学生作品：数学建模小论文",
    type: "DOCUMENT",
    subject: "数学",
    brief: "用函数模型分析学校食堂排队时间，提出优化建议。",
  },
  {
    name: "学生作品：气象观测记录",
    type: "DOCUMENT",
    subject: "地理",
    brief: "连续一个月记录校园气象站的气温与降水数据。",
  },
  {
    name: "学生作品：趣味化学小实验",
    type: "VIDEO",
    subject: "化学",
    brief: "用紫甘蓝汁做酸碱指示剂，观察不同溶液的颜色变化。",
  },
];

export const COMMENTS = [
  "老师讲得很清楚，例题很有代表性，收获很大！",
  "实验视频拍得很直观，比看书容易理解多了。",
  "希望能多一些课后练习题和答案解析。",
  "这节课的知识点总结得很到位，已经收藏了。",
  "跟着课程复习了一遍，感觉对这一章更有把握了。",
  "老师的板书和课件都很漂亮，思路清晰。",
  "课堂节奏适中，难点部分讲得很细致。",
  "能不能再讲一讲综合题的解题思路？",
  "第二章的微课特别好，推荐给同学们。",
  "学习资料很全，下载的学案打印出来用很方便。",
  "听完之后终于搞懂了这个概念，谢谢老师！",
  "视频里的演示实验在家也可以试一试。",
  "内容很充实，就是希望视频再长一点。",
  "多屏录播的课堂实录可以同时看老师和课件，很方便。",
  "期待老师更新下一章的内容。",
];

/** Chinese caption lines for demo videos (WebVTT), spread over the video. */
export const CAPTION_LINES = [
  "同学们好，欢迎来到星河实验中学开放课堂。",
  "本节课我们先回顾上一节的主要内容。",
  "请大家注意观察画面中的变化。",
  "这里是本节课的重点，请做好笔记。",
  "我们来看一道典型例题。",
  "请同学们思考：结论是否总是成立？",
  "下面进行小组讨论，时间两分钟。",
  "我们一起总结一下本节课的收获。",
  "课后请完成学案上的练习，下节课见。",
];
