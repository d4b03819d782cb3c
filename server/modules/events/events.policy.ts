/** Event visibility lives with the other access rules. */
export { canViewEvent } from "../access/access.policy";
