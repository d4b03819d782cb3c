import { useEffect } from "react";
import { playOn, type RoomParticipant } from "../video";
import { useStream } from "./Tile";

function Sound({ stream, sinkId }: { stream: MediaStream | undefined; sinkId: string | undefined }) {
  const ref = useStream<HTMLAudioElement>(stream);
  useEffect(() => {
    if (ref.current && stream) void playOn(ref.current, sinkId);
  }, [ref, stream, sinkId]);
  // biome-ignore lint/a11y/useMediaCaption: the people's live voices; captions are issue 21's overlay
  return <audio ref={ref} autoPlay hidden />;
}

/** Everyone else's sound, on the chosen speaker, whether or not their tile is on the stage. */
export function RemoteAudio({
  participants,
  selfId,
  sinkId,
}: {
  participants: RoomParticipant[];
  selfId: string | undefined;
  sinkId: string | undefined;
}) {
  return (
    <>
      {participants
        .filter((p) => p.peerId !== selfId)
        .map((p) => (
          <Sound key={p.peerId} stream={p.stream} sinkId={sinkId} />
        ))}
    </>
  );
}
