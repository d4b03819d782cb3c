import * as events from "./events";
import * as files from "./files";
import * as subEvents from "./subevents";
import * as users from "./users";

export * from "./common";
export * from "./define";
export * from "./events";
export * from "./files";
export * from "./subevents";
export * from "./users";

/** Every call, for the server's registration and the OpenAPI document. */
export const contract = {
  health: users.health,
  register: users.register,
  login: users.login,
  getUser: users.getUser,
  updateUser: users.updateUser,
  updatePassword: users.updatePassword,
  postPwdCode: users.postPwdCode,
  findEmailByCode: users.findEmailByCode,
  changePwd: users.changePwd,
  findUserEmail: users.findUserEmail,
  listUsers: users.listUsers,
  saveBusinessCard: users.saveBusinessCard,
  listCountries: users.listCountries,
  uploadFile: files.uploadFile,
  getFile: files.getFile,
  getAllEvents: events.getAllEvents,
  getEventDetail: events.getEventDetail,
  searchEvents: events.searchEvents,
  getEventFooter: events.getEventFooter,
  toggleLike: events.toggleLike,
  myLikeList: events.myLikeList,
  myLikeListPage: events.myLikeListPage,
  myEventList: events.myEventList,
  myApprovedEventList: events.myApprovedEventList,
  listSubEvents: subEvents.listSubEvents,
  getSubEventDetail: subEvents.getSubEventDetail,
} as const;
