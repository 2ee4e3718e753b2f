import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from './calendarLinks';

const event = {
  title: 'Reserva: Sala Ipê',
  startsAt: '2031-03-11T13:00:00+00:00',
  endsAt: '2031-03-11T15:00:00+00:00',
  location: 'Sala Ipê',
  details: 'Valor: R$ 160,00 & café',
};

describe('calendar links', () => {
  it('fills Google Agenda with UTC times in the basic form', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20310311T130000Z/20310311T150000Z');
    expect(url.searchParams.get('text')).toBe('Reserva: Sala Ipê');
    expect(url.searchParams.get('details')).toBe('Valor: R$ 160,00 & café');
  });

  it("fills Outlook's compose form with ISO instants", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('startdt')).toBe('2031-03-11T13:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2031-03-11T15:00:00.000Z');
    expect(url.searchParams.get('subject')).toBe('Reserva: Sala Ipê');
    expect(url.searchParams.get('location')).toBe('Sala Ipê');
  });
});
