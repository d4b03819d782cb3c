import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPresentationMessage, TPresentationPerson } from "../../../../shared/video/presentation";
import { toast } from "../../../lib/toast";
import type { PresentationControls } from "../../video/janus/presentation-room";
import type { MicState } from "../../video/janus/sending";

export interface PresentationView {
  people: TPresentationPerson[];
  messages: TPresentationMessage[];
  me: TPresentationPerson | undefined;
  presenterHere: boolean;
  /** Oneself's microphone: shut by the room, off, or heard (the hand bar's words follow it). */
  mic: MicState;
}

/** The room's people and chat as state, and every presenter's action on oneself as a toast (13.24-13.30). */
export function usePresentation(controls: PresentationControls | undefined): PresentationView {
  const { t } = useTranslation();
  const [people, setPeople] = useState<TPresentationPerson[]>([]);
  const [messages, setMessages] = useState<TPresentationMessage[]>([]);
  const [mic, setMic] = useState<MicState>("notAllowed");
  useEffect(() => {
    if (!controls) return;
    setPeople(controls.people());
    setMessages(controls.messages());
    setMic(controls.mic);
    const offs = [
      controls.onPresentation("people", () => setPeople(controls.people())),
      controls.onPresentation("participants", () => setMic(controls.mic)),
      controls.onPresentation("messages", () => setMessages(controls.messages())),
      controls.onPresentation("notice", (key) => toast(t(`presentation.${key}`), "info")),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [controls, t]);
  const me = people.find((p) => p.identity === controls?.identity);
  const presenterHere = people.some((p) => p.stage === "presenter" && p.online);
  return { people, messages, me, presenterHere, mic };
}
