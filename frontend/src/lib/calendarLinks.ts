/** A booking as the calendars' own "new event" forms take it (docs/calendar.md, "Links"). */
export interface CalendarEvent {
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}

/** 20310311T130000Z: the basic UTC form both calendars read. */
const basic = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Google Agenda's event form, filled. */
export function googleCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${basic(e.startsAt)}/${basic(e.endsAt)}`,
    details: e.details,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook's (outlook.com and Microsoft 365 on the web) event form, filled. */
export function outlookCalendarUrl(e: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: new Date(e.startsAt).toISOString(),
    enddt: new Date(e.endsAt).toISOString(),
    body: e.details,
    location: e.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
