import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPresentationMessage, TPresentationPerson } from "../../../../shared/video/presentation";
import { toast } from "../../../lib/toast";
import type { PresentationControls } from "../../video/janus/presentation-room";

export interface PresentationView {
  people: TPresentationPerson[];
  messages: TPresentationMessage[];
  me: TPresentationPerson | undefined;
  presenterHere: boolean;
}

/** The room's people and chat as state, and every presenter's action on oneself as a toast (13.24-13.30). */
export function usePresentation(controls: PresentationControls | undefined): PresentationView {
  const { t } = useTranslation();
  const [people, setPeople] = useState<TPresentationPerson[]>([]);
  const [messages, setMessages] = useState<TPresentationMessage[]>([]);
  useEffect(() => {
    if (!controls) return;
    setPeople(controls.people());
    setMessages(controls.messages());
    const offs = [
      controls.onPresentation("people", () => setPeople(controls.people())),
      controls.onPresentation("messages", () => setMessages(controls.messages())),
      controls.onPresentation("notice", (key) => toast(t(`presentation.${key}`), "info")),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [controls, t]);
  const me = people.find((p) => p.identity === controls?.identity);
  const presenterHere = people.some((p) => p.stage === "presenter" && p.online);
  return { people, messages, me, presenterHere };
}
