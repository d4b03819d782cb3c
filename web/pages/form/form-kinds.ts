import type { ATTENDEE_TYPES, TApplicationType, TSubEvent } from "../../../shared/contract";

export type FormKind =
  | "registration"
  | "sellerPartiForm"
  | "buyerPartiForm"
  | "visitorPartiForm"
  | "boothPartiForm";

export const KINDS: Record<FormKind, { type: TApplicationType; attendee: (typeof ATTENDEE_TYPES)[number] }> =
  {
    registration: { type: "visitor", attendee: "registration" },
    sellerPartiForm: { type: "seller", attendee: "seller" },
    buyerPartiForm: { type: "buyer", attendee: "buyer" },
    visitorPartiForm: { type: "visitor", attendee: "visitor" },
    boothPartiForm: { type: "booth", attendee: "booth" },
  };

export function isFormKind(value: string | undefined): value is FormKind {
  return value !== undefined && value in KINDS;
}

/** The form definition that a route's kind shows (the server picks the same one). */
export function formIdOf(subEvent: TSubEvent, kind: FormKind): number | null {
  if (kind === "registration" || subEvent.category === "registration")
    return subEvent.registerForm ?? subEvent.visitorPartiForm;
  if (kind === "sellerPartiForm") return subEvent.sellerPartiForm;
  if (kind === "buyerPartiForm") return subEvent.buyerPartiForm;
  if (kind === "boothPartiForm") return subEvent.boothPartiForm;
  return subEvent.visitorPartiForm;
}

/** The title key of the form ("form.formTitle.seller", ...). */
export function titleKey(kind: FormKind): string {
  return kind === "registration" ? "form.formTitle.registration" : `form.formTitle.${KINDS[kind].type}`;
}
