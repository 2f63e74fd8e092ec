/**
 * Services wired after the ones that call them (a later group reached back through a hook):
 * each is bound by name once it exists, a call before that throws naming it, and `assertBound`
 * at the end of the wiring fails the start when one was never bound — a wrong order fails at
 * start, not silently at the first call.
 */
export class LateBindings<T extends Record<string, unknown>> {
  private readonly bound = new Map<keyof T, unknown>();

  constructor(private readonly names: readonly (keyof T)[]) {}

  bind<K extends keyof T>(name: K, value: T[K]): T[K] {
    if (this.bound.has(name)) throw new Error(`late binding ${String(name)} bound twice`);
    this.bound.set(name, value);
    return value;
  }

  get<K extends keyof T>(name: K): T[K] {
    if (!this.bound.has(name)) throw new Error(`late binding ${String(name)} used before it was wired`);
    return this.bound.get(name) as T[K];
  }

  assertBound(): void {
    const missing = this.names.filter((n) => !this.bound.has(n));
    if (missing.length) throw new Error(`late bindings never wired: ${missing.map(String).join(", ")}`);
  }
}
