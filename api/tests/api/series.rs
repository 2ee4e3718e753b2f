//! Recurring bookings over real HTTP (docs/scheduling.md, "Series"): the preview, one
//! transaction for the whole series (all or nothing, less what the user skipped), one
//! payment, 'this and following', and two series racing for the same hours.

use api::domain::messages as msg;
use serde_json::{Value, json};

use crate::helpers::{TestApp, error};
use crate::lifecycle::{World, book_on, long_tokens, mail_to, scalar, world};

const PREVIEW: &str = "query($input: BookingSeriesPreviewInput!) { bookingSeriesPreview(input: $input) { availableCount totalPrice occurrences { date startsAt available problemTitle problem price } } }";
const CREATE: &str = "mutation($input: CreateBookingSeriesInput!) { createBookingSeries(input: $input) { series { id summary frequency weekdays } bookings { id status payBy totalPrice series { id } } } }";
const PAY: &str = "mutation($id: ID!) { payBookingSeries(input: {seriesId: $id}) { bookings { status } } }";
const CANCEL: &str = "mutation($id: ID!, $r: String) { cancelBookingSeries(input: {bookingId: $id}, reason: $r) { bookings { id status } } }";

/// `hour`:00 in São Paulo (UTC−3) on `date`, as an instant.
fn at(date: &str, hour: i64) -> String {
    let midnight: chrono::DateTime<chrono::Utc> = format!("{date}T03:00:00Z").parse().unwrap();
    (midnight + chrono::Duration::hours(hour)).to_rfc3339()
}

/// Tuesdays 10:00–12:00 from 2031-03-11, `count` of them.
fn tuesdays(space: &str, count: i64) -> Value {
    json!({
        "spaceId": space,
        "startsAt": at("2031-03-11", 10),
        "endsAt": at("2031-03-11", 12),
        "recurrence": {"frequency": "WEEKLY", "weekdays": ["TUESDAY"], "occurrences": count},
    })
}

async fn create(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(Some(token), CREATE, json!({"input": input})).await
}

fn written(body: &Value) -> Vec<Value> {
    body["data"]["createBookingSeries"]["bookings"].as_array().unwrap_or_else(|| panic!("{body}")).clone()
}

db_test!(
    async fn a_weekly_series_is_previewed_booked_paid_and_cancelled_from_one_occurrence_on(app) with long_tokens(), {
        let World { user, space, .. } = world(&app).await;
        let bia = app.user("bia@exemplo.com").await;
        // Bia holds the second Tuesday.
        let taken = book_on(&app, &bia, &space, "2031-03-18", 11, 12).await;
        assert!(taken["errors"].is_null(), "{taken}");

        let preview = app.gql(Some(&user), PREVIEW, json!({"input": tuesdays(&space, 4)})).await;
        let preview = &preview["data"]["bookingSeriesPreview"];
        let dates: Vec<_> = preview["occurrences"].as_array().unwrap().iter().map(|o| o["date"].clone()).collect();
        assert_eq!(dates, vec!["2031-03-11", "2031-03-18", "2031-03-25", "2031-04-01"], "{preview}");
        assert_eq!(preview["availableCount"], 3);
        assert_eq!(preview["totalPrice"], "483.00", "3 × 2 h × 80.50");
        assert_eq!(preview["occurrences"][1]["available"], false);
        assert_eq!(preview["occurrences"][1]["problemTitle"], "Horário indisponível");
        assert_eq!(preview["occurrences"][1]["problem"], msg::OCCURRENCE_TAKEN);

        // All or nothing: the taken Tuesday refuses the series, and nothing is written.
        let refused = create(&app, &user, tuesdays(&space, 4)).await;
        assert_eq!(error(&refused), ("CONFLICT".into(), msg::occurrence_refused("2031-03-18".parse().unwrap(), msg::OCCURRENCE_TAKEN), None));
        assert_eq!(refused["errors"][0]["extensions"]["title"], msg::SERIES_TITLE);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 1);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM booking_series").await, 0);

        // Skipping it explicitly books the other three, with one deadline and one key.
        let mut input = tuesdays(&space, 4);
        input["skip"] = json!(["2031-03-18"]);
        input["idempotencyKey"] = json!("serie-1");
        let body = create(&app, &user, input.clone()).await;
        let series = &body["data"]["createBookingSeries"]["series"];
        assert_eq!(series["summary"], "Semanal (terças), 4 ocorrências", "{body}");
        assert_eq!(series["weekdays"], json!(["TUESDAY"]));
        let bookings = written(&body);
        assert_eq!(bookings.len(), 3);
        assert!(bookings.iter().all(|b| b["status"] == "PENDING" && b["payBy"] == "2031-03-10T12:30:00+00:00" && b["series"]["id"] == series["id"]), "{body}");
        // A retry answers the same series.
        let again = create(&app, &user, input).await;
        assert_eq!(again["data"]["createBookingSeries"]["series"]["id"], series["id"]);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 4);
        let mail = mail_to(&app, "ana@exemplo.com", "Série solicitada: Sala Ipê (3 ocorrências)").await;
        assert!(mail.text.contains("25/03/2031") && mail.text.contains("Total: R$ 483,00"), "{}", mail.text);

        // One payment confirms every occurrence.
        let id = series["id"].as_str().unwrap();
        let paid = app.gql(Some(&user), PAY, json!({"id": id})).await;
        let statuses: Vec<_> = paid["data"]["payBookingSeries"]["bookings"].as_array().unwrap_or_else(|| panic!("{paid}")).iter().map(|b| b["status"].clone()).collect();
        assert_eq!(statuses, vec!["CONFIRMED"; 3]);
        assert_eq!(scalar(&app, "SELECT CAST(SUM(amount_cents) AS BIGINT) FROM payments WHERE kind = 'charge'").await, 48300);
        mail_to(&app, "ana@exemplo.com", "Série confirmada: Sala Ipê (3 ocorrências)").await;
        let twice = app.gql(Some(&user), PAY, json!({"id": id})).await;
        assert_eq!(error(&twice).1, msg::SERIES_NOTHING_TO_PAY);
        assert_eq!(scalar(&app, "SELECT CAST(SUM(amount_cents) AS BIGINT) FROM simulated_provider_ledger WHERE kind = 'charge'").await, 48300);

        // From the second occurrence on: two cancelled and refunded, the first stays.
        let cancelled = app.gql(Some(&user), CANCEL, json!({"id": bookings[1]["id"]})).await;
        let cancelled = cancelled["data"]["cancelBookingSeries"]["bookings"].as_array().unwrap_or_else(|| panic!("{cancelled}")).clone();
        assert_eq!(cancelled.iter().map(|b| b["id"].clone()).collect::<Vec<_>>(), vec![bookings[1]["id"].clone(), bookings[2]["id"].clone()]);
        assert!(cancelled.iter().all(|b| b["status"] == "CANCELLED"));
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'confirmed'").await, 1);
        assert_eq!(scalar(&app, "SELECT CAST(SUM(amount_cents) AS BIGINT) FROM payments WHERE kind = 'refund'").await, 32200);
        let mail = mail_to(&app, "ana@exemplo.com", "Série cancelada: Sala Ipê (2 ocorrências)").await;
        assert!(mail.text.contains("Estorno: R$ 322,00"), "{}", mail.text);
    }
);

db_test!(
    async fn every_rule_applies_to_each_occurrence_and_the_input_is_checked(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        // A closure on the third day, and a limit of 3 bookings a week.
        let closure = app.gql(Some(&admin), "mutation($i: CreateClosureInput!) { createClosure(input: $i) { cancelledBookings } }",
            json!({"i": {"spaceId": space, "startsOn": "2031-03-13", "endsOn": "2031-03-13", "reason": "Manutenção", "expectedCancelledBookings": 0}})).await;
        assert!(closure["errors"].is_null(), "{closure}");
        let daily = |count: i64| json!({
            "spaceId": space, "startsAt": at("2031-03-11", 14), "endsAt": at("2031-03-11", 15),
            "recurrence": {"frequency": "DAILY", "occurrences": count},
        });
        let preview = app.gql(Some(&user), PREVIEW, json!({"input": daily(4)})).await;
        let third = &preview["data"]["bookingSeriesPreview"]["occurrences"][2];
        assert_eq!((third["date"].as_str(), third["problemTitle"].as_str()), (Some("2031-03-13"), Some(msg::CLOSED_TITLE)), "{preview}");

        let quota = app.gql(Some(&admin), "mutation($i: CreateQuotaInput!) { createQuota(input: $i) { quota { id } } }",
            json!({"i": {"metric": "BOOKINGS", "period": "WEEK", "max": 3}})).await;
        assert!(quota["errors"].is_null(), "{quota}");
        // Monday's booking plus 3 of the series would be 4 this week: the 3rd occurrence
        // booked (the 14th) is the one the quota refuses, and nothing is written.
        book_on(&app, &user, &space, "2031-03-10", 20, 21).await;
        let mut input = daily(5);
        input["skip"] = json!(["2031-03-13"]);
        let refused = create(&app, &user, input).await;
        let (code, message, _) = error(&refused);
        assert_eq!(code, "CONFLICT");
        assert!(message.starts_with("A ocorrência de 14/03/2031 não pode ser reservada: Limite de 3 reservas por semana"), "{message}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 1);

        // The input itself.
        let mut bad = daily(3);
        bad["recurrence"] = json!({"frequency": "DAILY", "occurrences": 105});
        assert_eq!(error(&create(&app, &user, bad.clone()).await), ("VALIDATION".into(), msg::series_count_range(104), Some("occurrences".into())));
        bad["recurrence"] = json!({"frequency": "DAILY", "until": "2031-03-10"});
        assert_eq!(error(&create(&app, &user, bad.clone()).await).1, msg::SERIES_UNTIL_BEFORE_START);
        bad["recurrence"] = json!({"frequency": "DAILY", "weekdays": ["MONDAY"], "occurrences": 2});
        assert_eq!(error(&create(&app, &user, bad.clone()).await).1, msg::SERIES_WEEKDAYS_ONLY_WEEKLY);
        bad["recurrence"] = json!({"frequency": "DAILY"});
        assert_eq!(error(&create(&app, &user, bad.clone()).await).1, msg::SERIES_END_REQUIRED);
        let mut skip = daily(2);
        skip["skip"] = json!(["2031-03-20"]);
        assert_eq!(error(&create(&app, &user, skip).await), ("VALIDATION".into(), msg::SERIES_SKIP_UNKNOWN.into(), Some("skip".into())));
        let mut all = daily(1);
        all["skip"] = json!(["2031-03-11"]);
        assert_eq!(error(&create(&app, &user, all).await).1, msg::SERIES_NOTHING_LEFT);
        // Past the space's horizon (180 days): the occurrence is named.
        let far = json!({"spaceId": space, "startsAt": at("2031-03-11", 9), "endsAt": at("2031-03-11", 10),
            "recurrence": {"frequency": "MONTHLY", "occurrences": 8}});
        let (_, message, _) = error(&create(&app, &user, far).await);
        assert!(message.starts_with("A ocorrência de 11/09/2031 não pode ser reservada"), "{message}");
    }
);

db_test!(
    async fn a_series_is_its_owners_and_an_admin_cancels_it_with_a_reason(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let body = create(&app, &user, tuesdays(&space, 2)).await;
        let series = body["data"]["createBookingSeries"]["series"]["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned();
        let first = written(&body)[0]["id"].as_str().unwrap().to_owned();
        let bia = app.user("bia@exemplo.com").await;
        let node = "query($id: ID!) { node(id: $id) { ... on BookingSeries { summary bookings { id } } } }";
        assert!(app.gql(Some(&bia), node, json!({"id": series})).await["data"]["node"].is_null());
        let own = app.gql(Some(&user), node, json!({"id": series})).await;
        assert_eq!(own["data"]["node"]["bookings"].as_array().map(Vec::len), Some(2), "{own}");
        assert_eq!(error(&app.gql(Some(&bia), PAY, json!({"id": series})).await).0, "NOT_FOUND");
        assert_eq!(error(&app.gql(Some(&admin), PAY, json!({"id": series})).await).0, "FORBIDDEN");
        assert_eq!(error(&app.gql(Some(&bia), CANCEL, json!({"id": first})).await).0, "NOT_FOUND");
        assert_eq!(error(&app.gql(Some(&admin), CANCEL, json!({"id": first})).await).1, msg::REASON_REQUIRED);
        let cancelled = app.gql(Some(&admin), CANCEL, json!({"id": first, "r": "Reforma"})).await;
        assert_eq!(cancelled["data"]["cancelBookingSeries"]["bookings"].as_array().map(Vec::len), Some(2), "{cancelled}");
        let mail = mail_to(&app, "ana@exemplo.com", "Série cancelada: Sala Ipê (2 ocorrências)").await;
        assert!(mail.text.contains("Motivo: Reforma"), "{}", mail.text);
        // A single booking has no series to cancel.
        let single = book_on(&app, &user, &space, "2031-03-12", 9, 10).await;
        let single = single["data"]["createBooking"]["booking"]["id"].clone();
        assert_eq!(error(&app.gql(Some(&user), CANCEL, json!({"id": single})).await).1, msg::NOT_IN_SERIES);
    }
);

// Two people's series crossing on their first Tuesday, sent at once, in eight spaces:
// each time exactly one is written whole and the other not at all.
db_test!(
    async fn two_series_crossing_never_both_land(app) with long_tokens(), {
        let World { admin, user, .. } = world(&app).await;
        let bia = app.user("bia@exemplo.com").await;
        let app = std::sync::Arc::new(app);
        for round in 0..8 {
            let space = crate::spaces::create(&app, &admin, &format!("Sala {round}"), 4, "10.00", &[]).await;
            let date = "2031-03-11";
            let weekly = json!({"spaceId": space, "startsAt": at(date, 10), "endsAt": at(date, 12),
                "recurrence": {"frequency": "WEEKLY", "occurrences": 3}});
            let daily = json!({"spaceId": space, "startsAt": at(date, 11), "endsAt": at(date, 13),
                "recurrence": {"frequency": "DAILY", "occurrences": 3}});
            let (a, b) = (app.clone(), app.clone());
            let (ua, ub) = (user.clone(), bia.clone());
            let (left, right) = tokio::join!(
                tokio::spawn(async move { create(&a, &ua, weekly).await }),
                tokio::spawn(async move { create(&b, &ub, daily).await }),
            );
            let landed = [left.unwrap(), right.unwrap()].iter().filter(|body| body["errors"].is_null()).count();
            assert_eq!(landed, 1, "round {round}");
        }
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 8 * 3);
        let overlapping = scalar(&app, "SELECT COUNT(*) FROM bookings a JOIN bookings b ON a.id < b.id \
            AND a.space_id = b.space_id AND a.blocked_from < b.blocked_until AND b.blocked_from < a.blocked_until").await;
        assert_eq!(overlapping, 0);
    }
);

db_test!(
    async fn an_unpaid_series_expires_with_one_mail(app) with long_tokens(), {
        let World { user, space, .. } = world(&app).await;
        let body = create(&app, &user, tuesdays(&space, 3)).await;
        assert_eq!(written(&body).len(), 3, "{body}");
        app.clock.advance(chrono::Duration::minutes(31));
        crate::lifecycle::run_jobs(&app).await;
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'cancelled'").await, 3);
        let mail = mail_to(&app, "ana@exemplo.com", "Série cancelada: Sala Ipê (3 ocorrências)").await;
        assert!(mail.text.contains("O prazo para pagar terminou"), "{}", mail.text);
        let single = app.mails_to("ana@exemplo.com").into_iter().filter(|m| m.subject.starts_with("Reserva cancelada")).count();
        assert_eq!(single, 0, "no mail per occurrence");
    }
);

const MOVE: &str = "mutation($input: RescheduleBookingInput!) { rescheduleBookingSeries(input: $input) { bookings { id status startsAt endsAt totalPrice } } }";

async fn move_following(app: &TestApp, token: &str, id: &Value, from: String, to: String) -> Value {
    app.gql(Some(token), MOVE, json!({"input": {"bookingId": id, "startsAt": from, "endsAt": to}})).await
}

db_test!(
    async fn this_and_following_move_together_all_or_nothing(app) with long_tokens(), {
        let World { admin, user, space } = world(&app).await;
        let body = create(&app, &user, tuesdays(&space, 4)).await;
        let bookings = written(&body);
        // Bia holds Wednesday 2 April 14:00: moving to Wednesdays 14:00 refuses, and nothing moves.
        let bia = app.user("bia@exemplo.com").await;
        assert!(book_on(&app, &bia, &space, "2031-04-02", 14, 15).await["errors"].is_null());
        let refused = move_following(&app, &user, &bookings[1]["id"], at("2031-03-19", 14), at("2031-03-19", 16)).await;
        let why = "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.";
        assert_eq!(error(&refused).1, msg::occurrence_not_moved("2031-04-02".parse().unwrap(), why), "{refused}");
        let starts = "query($id: ID!) { node(id: $id) { ... on Booking { startsAt } } }";
        let second = app.gql(Some(&user), starts, json!({"id": bookings[1]["id"]})).await;
        assert_eq!(second["data"]["node"]["startsAt"], at("2031-03-18", 10), "nothing moved");

        // Wednesdays 15:00–16:00 from the second on: three moved, a day later, an hour long.
        let body = move_following(&app, &user, &bookings[1]["id"], at("2031-03-19", 15), at("2031-03-19", 16)).await;
        let moved = body["data"]["rescheduleBookingSeries"]["bookings"].as_array().unwrap_or_else(|| panic!("{body}")).clone();
        let times: Vec<_> = moved.iter().map(|b| (b["id"].clone(), b["startsAt"].clone(), b["totalPrice"].clone())).collect();
        assert_eq!(times, vec![
            (bookings[1]["id"].clone(), json!(at("2031-03-19", 15)), json!("80.50")),
            (bookings[2]["id"].clone(), json!(at("2031-03-26", 15)), json!("80.50")),
            (bookings[3]["id"].clone(), json!(at("2031-04-02", 15)), json!("80.50")),
        ]);
        let first = app.gql(Some(&user), starts, json!({"id": bookings[0]["id"]})).await;
        assert_eq!(first["data"]["node"]["startsAt"], at("2031-03-11", 10), "the first stays");
        let mail = mail_to(&app, "ana@exemplo.com", "Série reagendada: Sala Ipê (3 ocorrências)").await;
        assert!(mail.text.contains("02/04/2031"), "{}", mail.text);
        let events = scalar(&app, "SELECT COUNT(*) FROM booking_events WHERE kind = 'rescheduled'").await;
        assert_eq!(events, 3);

        // Paid occurrences: cheaper is refunded, dearer is refused.
        let series = body["data"]["rescheduleBookingSeries"]["bookings"][0]["id"].clone();
        let id = app.gql(Some(&user), "query($id: ID!) { node(id: $id) { ... on Booking { series { id } } } }", json!({"id": series})).await;
        let paid = app.gql(Some(&user), PAY, json!({"id": id["data"]["node"]["series"]["id"]})).await;
        assert!(paid["errors"].is_null(), "{paid}");
        let dearer = move_following(&app, &user, &bookings[2]["id"], at("2031-03-26", 15), at("2031-03-26", 17)).await;
        assert_eq!(error(&dearer).1, msg::occurrence_not_moved("2031-03-26".parse().unwrap(), msg::SERIES_MOVE_DEARER));
        // Someone else's series is not theirs to move; the owner's window binds.
        let other = move_following(&app, &bia, &bookings[2]["id"], at("2031-03-26", 16), at("2031-03-26", 17)).await;
        assert_eq!(error(&other).0, "NOT_FOUND", "{other}");
        let single = book_on(&app, &user, &space, "2031-03-13", 9, 10).await;
        let single_id = single["data"]["createBooking"]["booking"]["id"].clone();
        assert_eq!(error(&move_following(&app, &user, &single_id, at("2031-03-13", 10), at("2031-03-13", 11)).await).1, msg::NOT_IN_SERIES);
        // An admin moves the last two earlier in the day, same length.
        let body = move_following(&app, &admin, &bookings[2]["id"], at("2031-03-26", 8), at("2031-03-26", 9)).await;
        assert_eq!(body["data"]["rescheduleBookingSeries"]["bookings"].as_array().map(Vec::len), Some(2), "{body}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'confirmed'").await, 4);
    }
);
