import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so unknown accounts cannot be told apart by timing. */
  burn(password: string): Promise<void>;
}

/** Argon2id (memory-hard), run on libuv's thread pool by @node-rs/argon2. */
export function createPasswordHasher(opts: { memoryKib: number; timeCost: number }): PasswordHasher {
  const params = { algorithm: ARGON2ID, memoryCost: opts.memoryKib, timeCost: opts.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, params),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async burn(password) {
      dummy ??= hash("timing-equaliser", params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
