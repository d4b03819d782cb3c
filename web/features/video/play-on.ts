/** Plays an element's sound on the chosen speaker where the browser can (`setSinkId`). */
export async function playOn(element: HTMLMediaElement, deviceId: string | undefined): Promise<void> {
  const el = element as HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };
  if (deviceId && el.setSinkId) await el.setSinkId(deviceId).catch(() => undefined);
}
