//! iCalendar (RFC 5545) text for bookings (docs/calendar.md, "Calendar sync"): the
//! attachment of a booking mail (METHOD:REQUEST, or CANCEL) and a personal or per-space
//! feed (METHOD:PUBLISH). Times are UTC; the business zone is named (X-WR-TIMEZONE) and
//! described (VTIMEZONE). One booking is one UID for life: a reschedule keeps it and
//! raises SEQUENCE, a cancellation sends it once more, higher still.

use chrono::{DateTime, Datelike, Duration, Offset, TimeZone, Utc};
use chrono_tz::{OffsetName, Tz};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A feed: the calendar's current events.
    Publish,
    /// A mail about a booking made, confirmed or moved: add or update it.
    Request,
    /// A mail about a booking cancelled: remove it.
    Cancel,
}

impl Method {
    fn as_str(self) -> &'static str {
        match self {
            Method::Publish => "PUBLISH",
            Method::Request => "REQUEST",
            Method::Cancel => "CANCEL",
        }
    }
}

/// How sure the event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventStatus {
    Tentative,
    Confirmed,
    Cancelled,
}

/// One booking as an event.
pub struct Event<'a> {
    /// The booking's id: the UID is derived from it and never changes.
    pub id: uuid::Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub sequence: i32,
    pub status: EventStatus,
    pub summary: &'a str,
    pub location: &'a str,
    pub description: &'a str,
    pub url: &'a str,
    /// Mails only: who is invited (name, e-mail).
    pub attendee: Option<(&'a str, &'a str)>,
}

/// The calendar's envelope.
pub struct Calendar<'a> {
    pub method: Method,
    /// X-WR-CALNAME, shown by calendar apps for a subscribed feed.
    pub name: &'a str,
    pub tz: Tz,
    /// Mails only: the sender (ORGANIZER).
    pub organizer: Option<&'a str>,
    pub now: DateTime<Utc>,
}

/// The stable UID of a booking's event.
pub fn uid(booking: uuid::Uuid) -> String {
    format!("{booking}@agora")
}

pub fn render(calendar: &Calendar<'_>, events: &[Event<'_>]) -> String {
    let mut out = Lines::default();
    out.line("BEGIN:VCALENDAR");
    out.line("VERSION:2.0");
    out.line("PRODID:-//Ágora//Reservas//PT-BR");
    out.line("CALSCALE:GREGORIAN");
    out.line(&format!("METHOD:{}", calendar.method.as_str()));
    out.line(&format!("X-WR-CALNAME:{}", text(calendar.name)));
    out.line(&format!("X-WR-TIMEZONE:{}", calendar.tz.name()));
    vtimezone(&mut out, calendar.tz, calendar.now);
    for e in events {
        out.line("BEGIN:VEVENT");
        out.line(&format!("UID:{}", uid(e.id)));
        out.line(&format!("DTSTAMP:{}", stamp(calendar.now)));
        out.line(&format!("DTSTART:{}", stamp(e.starts_at)));
        out.line(&format!("DTEND:{}", stamp(e.ends_at)));
        out.line(&format!("SEQUENCE:{}", e.sequence.max(0)));
        out.line(&format!(
            "STATUS:{}",
            match e.status {
                EventStatus::Tentative => "TENTATIVE",
                EventStatus::Confirmed => "CONFIRMED",
                EventStatus::Cancelled => "CANCELLED",
            }
        ));
        out.line(&format!("SUMMARY:{}", text(e.summary)));
        out.line(&format!("LOCATION:{}", text(e.location)));
        out.line(&format!("DESCRIPTION:{}", text(e.description)));
        out.line(&format!("URL:{}", e.url));
        out.line("TRANSP:OPAQUE");
        if let Some(organizer) = calendar.organizer {
            out.line(&format!("ORGANIZER;CN=Ágora:mailto:{organizer}"));
        }
        if let Some((name, email)) = e.attendee {
            out.line(&format!(
                "ATTENDEE;CN=\"{}\";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:{email}",
                name.replace('"', "'")
            ));
        }
        out.line("END:VEVENT");
    }
    out.line("END:VCALENDAR");
    out.0
}

/// `20310311T130000Z`.
fn stamp(at: DateTime<Utc>) -> String {
    at.format("%Y%m%dT%H%M%SZ").to_string()
}

/// A TEXT value escaped (RFC 5545 §3.3.11).
fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Content lines ending in CRLF, folded at 75 octets without splitting a character.
#[derive(Default)]
struct Lines(String);

impl Lines {
    fn line(&mut self, line: &str) {
        let mut width = 0;
        for c in line.chars() {
            let len = c.len_utf8();
            if width + len > 75 {
                self.0.push_str("\r\n ");
                width = 1;
            }
            self.0.push(c);
            width += len;
        }
        self.0.push_str("\r\n");
    }
}

/// The zone's offsets this year: one STANDARD component for a zone without daylight
/// saving (São Paulo since 2019), else its two changes of this year. Every time in the
/// calendar is UTC, so this only names the zone's local time.
fn vtimezone(out: &mut Lines, tz: Tz, now: DateTime<Utc>) {
    let year = now.with_timezone(&tz).year();
    let offset_at = |at: DateTime<Utc>| at.with_timezone(&tz).offset().fix().local_minus_utc();
    let start = Utc.with_ymd_and_hms(year, 1, 1, 0, 0, 0).single().unwrap_or(now);
    // The instants this year where the offset changes: the day by days, then the hour.
    let mut changes = Vec::new();
    let mut day = start;
    let mut offset = offset_at(day);
    while day.year() == year {
        let next_day = day + Duration::days(1);
        if offset_at(next_day) != offset {
            let mut at = day;
            while at < next_day {
                let next = at + Duration::hours(1);
                let next_offset = offset_at(next);
                if next_offset != offset {
                    changes.push((next, offset, next_offset));
                    offset = next_offset;
                }
                at = next;
            }
        }
        day = next_day;
    }
    let name = |at: DateTime<Utc>| at.with_timezone(&tz).offset().abbreviation().unwrap_or("").to_owned();
    out.line("BEGIN:VTIMEZONE");
    out.line(&format!("TZID:{}", tz.name()));
    if changes.is_empty() {
        let o = offset_at(start);
        out.line("BEGIN:STANDARD");
        out.line("DTSTART:19700101T000000");
        out.line(&format!("TZOFFSETFROM:{}", utc_offset(o)));
        out.line(&format!("TZOFFSETTO:{}", utc_offset(o)));
        out.line(&format!("TZNAME:{}", name(start)));
        out.line("END:STANDARD");
    } else {
        for (at, from, to) in changes {
            let kind = if to > from { "DAYLIGHT" } else { "STANDARD" };
            let local = (at + Duration::seconds(i64::from(from))).naive_utc();
            out.line(&format!("BEGIN:{kind}"));
            out.line(&format!("DTSTART:{}", local.format("%Y%m%dT%H%M%S")));
            out.line(&format!("TZOFFSETFROM:{}", utc_offset(from)));
            out.line(&format!("TZOFFSETTO:{}", utc_offset(to)));
            out.line(&format!("TZNAME:{}", name(at)));
            out.line(&format!("END:{kind}"));
        }
    }
    out.line("END:VTIMEZONE");
}

/// `-0300`.
fn utc_offset(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.abs() / 60;
    format!("{sign}{:02}{:02}", minutes / 60, minutes % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(summary: &str) -> Event<'_> {
        Event {
            id: uuid::Uuid::nil(),
            starts_at: Utc.with_ymd_and_hms(2031, 3, 11, 13, 0, 0).unwrap(),
            ends_at: Utc.with_ymd_and_hms(2031, 3, 11, 15, 0, 0).unwrap(),
            sequence: 2,
            status: EventStatus::Confirmed,
            summary,
            location: "Sala Ipê",
            description: "Linha 1\nLinha 2; com vírgula, e barra \\",
            url: "http://127.0.0.1:8080/my-bookings",
            attendee: None,
        }
    }

    fn calendar(tz: Tz) -> Calendar<'static> {
        let now = Utc.with_ymd_and_hms(2031, 3, 10, 12, 0, 0).unwrap();
        Calendar { method: Method::Publish, name: "Ágora", tz, organizer: None, now }
    }

    #[test]
    fn lines_end_in_crlf_and_fold_at_75_octets_between_characters() {
        let long = "Reserva: ".to_owned() + &"çã".repeat(60);
        let ics = render(&calendar(chrono_tz::America::Sao_Paulo), &[event(&long)]);
        assert!(ics.ends_with("END:VCALENDAR\r\n"));
        for line in ics.split("\r\n") {
            assert!(line.len() <= 75, "{line:?} is {} octets", line.len());
        }
        let unfolded = ics.replace("\r\n ", "");
        assert!(unfolded.contains(&format!("SUMMARY:{long}\r\n")));
        assert!(unfolded.contains("DESCRIPTION:Linha 1\\nLinha 2\\; com vírgula\\, e barra \\\\\r\n"));
        assert!(unfolded.contains("DTSTART:20310311T130000Z\r\n"));
        assert!(unfolded.contains("UID:00000000-0000-0000-0000-000000000000@agora\r\n"));
    }

    #[test]
    fn a_zone_without_daylight_saving_has_one_standard_offset() {
        let ics = render(&calendar(chrono_tz::America::Sao_Paulo), &[]);
        assert!(ics.contains("TZID:America/Sao_Paulo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:-0300\r\nTZOFFSETTO:-0300\r\n"));
        assert!(!ics.contains("DAYLIGHT"));
    }

    #[test]
    fn a_zone_with_daylight_saving_has_both_changes_of_the_year() {
        let ics = render(&calendar(chrono_tz::Europe::Lisbon), &[]);
        assert!(
            ics.contains("BEGIN:DAYLIGHT\r\nDTSTART:20310330T010000\r\nTZOFFSETFROM:+0000\r\nTZOFFSETTO:+0100\r\n"),
            "{ics}"
        );
        assert!(
            ics.contains("BEGIN:STANDARD\r\nDTSTART:20311026T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\n"),
            "{ics}"
        );
    }
}
