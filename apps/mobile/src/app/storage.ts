/** localStorage, or null where the browser refuses it (private mode, storage disabled). */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps a value; false when storage is full or refused (the caller treats it as not kept). */
export function storeItem(key: string, value: string): boolean {
  try {
    localStore()?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
