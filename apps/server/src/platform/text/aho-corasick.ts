/**
 * An Aho–Corasick automaton over UTF-16 code units: every occurrence of every pattern in one
 * pass over the text, however many patterns (10,000 words cost the same per character as ten).
 * Written here (about 80 lines) rather than taken from npm: the maintained packages either
 * match on whole tokens or return no positions, and masking needs positions.
 */
export interface Match<T> {
  /** Index of the first code unit of the match in the searched text. */
  start: number;
  /** Index after the last code unit. */
  end: number;
  value: T;
}

interface Node {
  next: Map<number, number>;
  fail: number;
  /** Patterns ending here: [length, value index]. */
  out: number[];
}

export class AhoCorasick<T> {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  private readonly values: T[] = [];
  private readonly lengths: number[] = [];

  constructor(patterns: Iterable<[string, T]>) {
    for (const [pattern, value] of patterns) {
      if (!pattern) continue;
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charCodeAt(i);
        let child = this.nodes[node]?.next.get(c);
        if (child === undefined) {
          child = this.nodes.length;
          this.nodes.push({ next: new Map(), fail: 0, out: [] });
          this.nodes[node]?.next.set(c, child);
        }
        node = child;
      }
      this.values.push(value);
      this.lengths.push(pattern.length);
      this.nodes[node]?.out.push(this.values.length - 1);
    }
    this.link();
  }

  get size(): number {
    return this.values.length;
  }

  /** Breadth-first: each node's fail link is the longest proper suffix that is also a prefix. */
  private link(): void {
    const queue: number[] = [];
    for (const child of this.nodes[0]?.next.values() ?? []) queue.push(child);
    for (let head = 0; head < queue.length; head++) {
      const id = queue[head] as number;
      const node = this.nodes[id] as Node;
      for (const [c, child] of node.next) {
        let f = node.fail;
        while (f !== 0 && !this.nodes[f]?.next.has(c)) f = (this.nodes[f] as Node).fail;
        const target = this.nodes[f]?.next.get(c);
        const childNode = this.nodes[child] as Node;
        childNode.fail = target !== undefined && target !== child ? target : 0;
        childNode.out.push(...(this.nodes[childNode.fail] as Node).out);
        queue.push(child);
      }
    }
  }

  /** Every occurrence, overlapping ones included, in order of their end. */
  search(text: string): Match<T>[] {
    const found: Match<T>[] = [];
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let n = this.nodes[node] as Node;
      while (node !== 0 && !n.next.has(c)) {
        node = n.fail;
        n = this.nodes[node] as Node;
      }
      node = n.next.get(c) ?? 0;
      for (const k of (this.nodes[node] as Node).out) {
        const len = this.lengths[k] as number;
        found.push({ start: i + 1 - len, end: i + 1, value: this.values[k] as T });
      }
    }
    return found;
  }
}
