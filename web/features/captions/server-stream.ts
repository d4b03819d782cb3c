import { PCM_RATE, PcmChunker, pcm16ToBytes } from "../../../shared/captions/pcm";

/** The worklet that copies microphone samples off the audio thread (web/public/captions/pcm-worklet.js). */
const WORKLET_URL = "/captions/pcm-worklet.js";

/** An audio context at 16 kHz where the browser allows it with this stream; the device's rate otherwise. */
function sourceFor(track: MediaStreamTrack): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  const stream = new MediaStream([track]);
  try {
    const context = new AudioContext({ sampleRate: PCM_RATE });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      // Firefox refuses to connect a stream at another rate: resample ourselves
      void context.close();
    }
  } catch {
    // no rate option
  }
  const context = new AudioContext();
  return { context, source: context.createMediaStreamSource(stream) };
}

/**
 * Streams the microphone to the server's speech-to-text: 16 kHz mono 16-bit PCM in chunks of 100 ms, handed
 * to `send` (the socket). Answers the stop function. For browsers without their own speech recognition.
 */
export async function startServerStream(
  stream: MediaStream,
  send: (pcm: Uint8Array) => void,
): Promise<() => void> {
  const track = stream.getAudioTracks()[0];
  if (!track) throw new Error("no microphone");
  const { context, source } = sourceFor(track);
  try {
    await context.audioWorklet.addModule(WORKLET_URL);
  } catch (err) {
    void context.close();
    throw err;
  }
  const node = new AudioWorkletNode(context, "pcm-capture");
  const chunker = new PcmChunker(context.sampleRate);
  node.port.onmessage = (event: MessageEvent<Float32Array>) => {
    for (const chunk of chunker.push(event.data)) send(pcm16ToBytes(chunk));
  };
  source.connect(node);
  // the worklet writes silence; connected so that the graph keeps pulling it
  node.connect(context.destination);
  return () => {
    node.port.onmessage = null;
    source.disconnect();
    node.disconnect();
    const rest = chunker.flush();
    if (rest) send(pcm16ToBytes(rest));
    void context.close();
  };
}
