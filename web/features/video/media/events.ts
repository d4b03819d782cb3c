/**
 * Dispatched on a LocalMedia's stream after one of its tracks was replaced (device switch, Voice Focus, a
 * background effect): a room sending that stream puts the new track on its senders without renegotiating.
 */
export const LOCAL_TRACKS_EVENT = "bizmeet:tracks";
