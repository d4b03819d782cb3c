import { createContext, useContext } from "react";
import type { TMyPlace, TSubEvent } from "../../../shared/contract";

export interface WorkspaceValue {
  subEvent: TSubEvent;
  place: TMyPlace;
  /** The sidebar shows Products (the seller form asks for a product). */
  hasProducts: boolean;
}

export const WorkspaceContext = createContext<WorkspaceValue | undefined>(undefined);

/** The sub-event and the caller's place in it, loaded once by the workspace layout. */
export function useWorkspace(): WorkspaceValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error("useWorkspace outside the workspace");
  return value;
}
