/** The presenter of `npm run bench:sfu`, in its own process: publishes the synthetic 720p camera and voice. */
import { JanusConnection } from "../../server/janus/janus-client";
import { serve } from "./child";
import { type Publisher, publish, startSending } from "./peers";

let publisher: Publisher | undefined;
let media: ReturnType<typeof startSending> | undefined;

serve(async (m) => {
  if (m.cmd === "start") {
    const connection = await JanusConnection.open(String(m.url), String(m.apiSecret));
    const session = await connection.createSession();
    publisher = await publish(session, Number(m.room), String(m.token), { display: "presenter" });
    media = startSending(publisher);
    return { id: publisher.id, streams: publisher.streams };
  }
  if (m.cmd === "index")
    return {
      video: media?.video.index ?? 0,
      audio: media?.audio.index ?? 0,
      state: publisher?.pc.connectionState,
    };
  throw new Error(`unknown command ${String(m.cmd)}`);
});
