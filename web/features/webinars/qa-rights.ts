import type { TQaAnswer, TWebinar } from "../../../shared/contract";

type Viewer = TWebinar["viewer"];

/** What the page offers on an entry (the server checks the same rules: webinars.policy.ts). */
export function qaRights(viewer: Viewer, entry: TQaAnswer) {
  const mine = entry.userId === viewer.userId;
  const question = entry.questionId === null;
  return {
    answer: question && (viewer.presenter || viewer.host) && !entry.secret,
    edit: mine && !entry.secret,
    remove: mine || viewer.host || (question && viewer.presenter),
  };
}
