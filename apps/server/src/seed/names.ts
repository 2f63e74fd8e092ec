/** Deterministic Chinese names for the demo school. */
const SURNAMES =
  "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤";
const GIVEN =
  "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建红文辉力鹏飞宇浩然欣怡子涵梓轩思远雨桐佳琪俊熙一诺晨曦嘉怡博文语嫣皓轩紫萱天佑若汐明哲书瑶志远诗琪";

/** A simple LCG so the demo data is the same on every machine. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

export function nameAt(i: number, rand: () => number): string {
  const surname = SURNAMES[i % SURNAMES.length] as string;
  const len = rand() < 0.35 ? 1 : 2;
  let given = "";
  for (let k = 0; k < len; k++) given += GIVEN[Math.floor(rand() * GIVEN.length)];
  return surname + given;
}

export function phoneAt(i: number): string {
  return `139${String(10_000_000 + i * 7919).slice(-8)}`;
}
