import ICAL from "ical.js";

/** Tests only: reads an .ics back with an independent parser (ical.js), resolving TZIDs through its VTIMEZONEs. */

export interface ReadEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** TZID parameter of DTSTART ('' for UTC). */
  tzid: string;
  /** Wall clock of DTSTART as written: 'YYYY-MM-DDTHH:mm'. */
  startWall: string;
  start: Date;
  end: Date;
  organizer: string;
  attendees: string[];
}

export interface ReadCalendar {
  method: string;
  name: string;
  timezones: string[];
  events: ReadEvent[];
}

const text = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name) ?? "");

export function readIcs(ics: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty("dtstart");
    const wall = event.startDate;
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: text(vevent, "status"),
      summary: event.summary,
      description: event.description,
      location: event.location ?? "",
      url: text(vevent, "url"),
      tzid: String(dtstart?.getParameter("tzid") ?? ""),
      startWall: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      organizer: text(vevent, "organizer"),
      attendees: vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue())),
    };
  });
  return {
    method: text(calendar, "method"),
    name: text(calendar, "x-wr-calname"),
    timezones: zones.map((z) => text(z, "tzid")),
    events,
  };
}
