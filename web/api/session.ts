/**
 * The session lives in local storage (keys token and userId, as the spec names them), so it
 * survives closing the tab until the token expires (7 days) or the user logs out.
 */
const TOKEN = "token";
const USER_ID = "userId";

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return localStorage.getItem(TOKEN);
}

export function getUserId(): number | null {
  const raw = localStorage.getItem(USER_ID);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function saveSession(token: string, userId: string | number): void {
  localStorage.setItem(TOKEN, token);
  localStorage.setItem(USER_ID, String(userId));
  for (const listener of listeners) listener();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(USER_ID);
  for (const listener of listeners) listener();
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the expiry of a JWT without verifying it; undefined when the token cannot be decoded. */
export function tokenExpiry(token: string): number | undefined {
  const raw = token.startsWith("Bearer ") ? token.slice(7) : token;
  const payload = raw.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** A stored token that is present but expired or undecodable. */
export function hasBadToken(now = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry === undefined || expiry <= now;
}
