/**
 * What this browser remembers. The name and the language last across visits (localStorage);
 * a seat's reconnection token lives in sessionStorage, so a reload of this tab returns to
 * the seat while another tab of the same browser can still sit as a different player.
 */
const NAME_KEY = "tablee.name";
const tokenKey = (tableId: string) => `tablee.token.${tableId}`;

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // Storage disabled: nothing is remembered, everything else still works.
  }
}

export function savedName(): string {
  return read(() => localStorage, NAME_KEY) ?? "";
}

export function saveName(name: string): void {
  write(() => localStorage, NAME_KEY, name);
}

export function savedToken(tableId: string): string | null {
  return read(() => sessionStorage, tokenKey(tableId));
}

export function saveToken(tableId: string, token: string | null): void {
  write(() => sessionStorage, tokenKey(tableId), token);
}
