/** Recently viewed events are kept on this device (local storage), newest first, at most 8. */
const KEY = "recentEvents";
const MAX = 8;

export function recentEventIds(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)).slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberEvent(id: number): void {
  const ids = [id, ...recentEventIds().filter((v) => v !== id)].slice(0, MAX);
  localStorage.setItem(KEY, JSON.stringify(ids));
}
