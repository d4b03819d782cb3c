import { type Browser, chromium } from "playwright-core";

export interface BrowserOptions {
  /**
   * How many fake cameras Chromium offers (`--use-fake-device-for-media-stream=device-count=N`; one by
   * default). The second (`fake_device_1`) is a Y16 depth camera that WebRTC sends no bytes of: a journey
   * switching cameras asks for 3 and uses `fake_device_0` and `fake_device_2`. Its fake audio already lists
   * two microphones and two speakers besides the defaults.
   */
  fakeCameras?: number;
  /** A .y4m file the fake camera plays in a loop (`--use-file-for-fake-video-capture`), e.g. badge QR codes. */
  fakeVideoFile?: string;
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const fakeDevices = options.fakeCameras ? `=device-count=${options.fakeCameras}` : "";
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      `--use-fake-device-for-media-stream${fakeDevices}`,
      ...(options.fakeVideoFile ? [`--use-file-for-fake-video-capture=${options.fakeVideoFile}`] : []),
    ],
  });
}
