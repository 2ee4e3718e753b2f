//! The booking lifecycle (docs/booking-lifecycle.md) over real HTTP on both databases: the
//! payment deadline and its expiry job, payments that never charge twice (faults injected
//! into the simulated provider), the expiry racing a payment, admin cancellation with a
//! refund, the owner's refund window, completion after the end, the booking horizon and
//! the booking history.

use std::time::Duration as StdDuration;

use api::domain::messages as msg;
use api::jobs;
use api::payments::simulated::Fault;
use chrono::Duration;
use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};

use crate::helpers::{Backend, Mail, TestApp, TestOptions, Ws, error};
use crate::spaces::{create, first_admin};

/// Tomorrow of the test clock (2031-03-10 09:00 in São Paulo).
pub const DAY: &str = "2031-03-11";
const BOOK: &str =
    "mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id status payBy totalPrice } } }";
pub const PAY: &str = "mutation($id: ID!) { payBooking(input: {bookingId: $id}) { booking { status payBy } } }";
const CANCEL: &str = "mutation($id: ID!, $r: String) { cancelBooking(input: {bookingId: $id}, reason: $r) { booking { status cancelReason refundable } } }";
const HISTORY: &str = "query($id: ID!) { node(id: $id) { ... on Booking { status cancelReason history { kind actor actorName reason charged refunded } } } }";

/// Access tokens that outlive the hours these tests move the clock by, and no background
/// runner: the tests run the jobs themselves, at the moments they choose.
pub fn long_tokens() -> TestOptions {
    TestOptions {
        env: vec![("AGORA_ACCESS_TOKEN_TTL", "86400".into()), ("AGORA_JOBS", "off".into())],
        ..Default::default()
    }
}

pub struct World {
    pub admin: String,
    pub user: String,
    pub space: String,
}

pub async fn world(app: &TestApp) -> World {
    let admin = first_admin(app).await;
    let space = create(app, &admin, "Sala Ipê", 8, "80.50", &["wifi"]).await;
    let user = app.user("ana@exemplo.com").await;
    World { admin, user, space }
}

/// Books `from`–`to` (local hours) on `date`, with the instants availability gives.
pub async fn book_on(app: &TestApp, token: &str, space: &str, date: &str, from: i64, to: i64) -> Value {
    let slots = app
        .gql(
            Some(token),
            "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt } } }",
            json!({"s": space, "d": date}),
        )
        .await;
    let slots = slots["data"]["availability"]["slots"].as_array().unwrap_or_else(|| panic!("{slots}")).clone();
    let starts = slots.iter().find(|s| s["hour"] == from).unwrap()["startsAt"].clone();
    let ends = slots.iter().find(|s| s["hour"] == to - 1).unwrap()["endsAt"].clone();
    app.gql(Some(token), BOOK, json!({"input": {"spaceId": space, "startsAt": starts, "endsAt": ends}})).await
}

pub async fn book(app: &TestApp, token: &str, space: &str, from: i64, to: i64) -> String {
    let body = book_on(app, token, space, DAY, from, to).await;
    body["data"]["createBooking"]["booking"]["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

pub async fn scalar(app: &TestApp, sql: &str) -> i64 {
    let db = &app.state.db;
    let row = db.query_one_raw(Statement::from_string(db.get_database_backend(), sql)).await.unwrap().unwrap();
    row.try_get_by_index::<i64>(0).unwrap()
}

/// Money recorded on our side: (charges, refunds) in cents.
async fn money(app: &TestApp) -> (i64, i64) {
    (
        scalar(app, "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM payments WHERE kind = 'charge'").await,
        scalar(app, "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM payments WHERE kind = 'refund'").await,
    )
}

/// What the provider's own books say was charged, in cents.
async fn provider_charged(app: &TestApp) -> i64 {
    scalar(
        app,
        "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM simulated_provider_ledger WHERE kind = 'charge'",
    )
    .await
}

async fn history(app: &TestApp, token: &str, id: &str) -> Value {
    let body = app.gql(Some(token), HISTORY, json!({"id": id})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["node"].clone()
}

fn kinds(node: &Value) -> Vec<String> {
    node["history"].as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap().to_owned()).collect()
}

pub async fn run_jobs(app: &TestApp) -> jobs::Ran {
    jobs::run_due(&app.state).await.expect("jobs run")
}

/// Waits for the runner to deliver mail to `to` whose subject starts with `prefix`.
pub async fn mail_to(app: &TestApp, to: &str, prefix: &str) -> Mail {
    for _ in 0..50 {
        run_jobs(app).await;
        if let Some(mail) = app.mails_to(to).into_iter().find(|m| m.subject.starts_with(prefix)) {
            return mail;
        }
        tokio::time::sleep(StdDuration::from_millis(100)).await;
    }
    panic!("no mail '{prefix}' to {to}: {:?}", app.mails_to(to).iter().map(|m| &m.subject).collect::<Vec<_>>());
}

db_test!(
    async fn an_unpaid_booking_expires_at_its_deadline_frees_the_slot_live_and_mails_the_owner(app) with long_tokens(), {
        let w = world(&app).await;
        let body = book_on(&app, &w.user, &w.space, DAY, 10, 12).await;
        let booking = &body["data"]["createBooking"]["booking"];
        assert_eq!(booking["payBy"], "2031-03-10T12:30:00+00:00", "30 minutes after 09:00: {body}");
        let id = booking["id"].as_str().unwrap().to_owned();
        let mut ws = Ws::connect(&app, Some(&w.user)).await;
        ws.subscribe("1", "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }", json!({"s": w.space, "d": DAY})).await;
        ws.next_message().await;
        // The owner's open lists hear of their booking; another user's do not.
        let mut mine = Ws::connect(&app, Some(&w.user)).await;
        mine.subscribe("2", "subscription { myBookingChanged { id status cancelReason } }", json!({})).await;
        let bruno = app.user("bruno@exemplo.com").await;
        let mut theirs = Ws::connect(&app, Some(&bruno)).await;
        theirs.subscribe("3", "subscription { myBookingChanged { id } }", json!({})).await;
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;

        app.clock.advance(Duration::minutes(29));
        assert_eq!(run_jobs(&app).await.expired, 0, "29 minutes: still held");
        app.clock.advance(Duration::minutes(1));
        let late = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(error(&late), ("CONFLICT".into(), msg::PAYMENT_AFTER_DEADLINE.into(), None), "before the job runs");
        assert_eq!(provider_charged(&app).await, 0, "a refused payment charges nothing");
        assert_eq!(run_jobs(&app).await.expired, 1);
        let node = history(&app, &w.user, &id).await;
        assert_eq!(node["status"], "CANCELLED");
        assert_eq!(node["cancelReason"], msg::EXPIRED_REASON);
        assert_eq!(kinds(&node), ["CREATED", "EXPIRED"]);
        assert_eq!(node["history"][1]["actor"], "SYSTEM");
        assert!(node["history"][1]["actorName"].is_null());

        let pushed = ws.next_message().await;
        let slots = pushed["payload"]["data"]["availabilityChanged"]["slots"].as_array().unwrap().clone();
        assert!(slots.iter().all(|s| s["available"] == true), "10:00–12:00 is free again: {pushed}");
        let told = mine.next_message().await;
        assert_eq!(
            told["payload"]["data"]["myBookingChanged"],
            json!({"id": id, "status": "CANCELLED", "cancelReason": msg::EXPIRED_REASON}),
            "{told}"
        );
        assert_eq!(theirs.message_within(300).await, None, "nobody else hears of it");
        let mail = mail_to(&app, "ana@exemplo.com", "Reserva cancelada").await;
        assert!(mail.text.contains(msg::EXPIRED_REASON), "{}", mail.text);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM booking_events WHERE kind = 'expired'").await, 1, "once");
    }
);

db_test!(
    async fn the_hold_never_outlasts_the_start_and_payment_after_the_start_is_refused(app) with TestOptions {
        env: vec![
            ("AGORA_PAYMENT_HOLD_MINUTES", "120".into()),
            ("AGORA_ACCESS_TOKEN_TTL", "86400".into()),
            ("AGORA_JOBS", "off".into()),
        ],
        ..Default::default()
    }, {
        let w = world(&app).await;
        app.clock.advance(Duration::minutes(40)); // 09:40: the first start with an hour's notice is 11:00
        let body = book_on(&app, &w.user, &w.space, "2031-03-10", 11, 12).await;
        let booking = &body["data"]["createBooking"]["booking"];
        assert_eq!(booking["payBy"], "2031-03-10T14:00:00+00:00", "a 2 h hold ends at the 11:00 start: {body}");
        app.clock.advance(Duration::minutes(80));
        let id = booking["id"].as_str().unwrap();
        let late = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(error(&late), ("CONFLICT".into(), msg::PAYMENT_AFTER_START.into(), None));
        assert_eq!(provider_charged(&app).await, 0);
    }
);

db_test!(
    async fn a_declined_crashed_or_retried_payment_never_charges_twice(app) with long_tokens(), {
        let w = world(&app).await;
        let id = book(&app, &w.user, &w.space, 10, 12).await;
        app.state.simulated_payments.set_fault(Fault::Decline);
        let declined = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(error(&declined), ("CONFLICT".into(), msg::PAYMENT_DECLINED.into(), None));
        assert_eq!(provider_charged(&app).await, 0);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE paying_until IS NOT NULL").await, 0, "lease ended");

        app.state.simulated_payments.set_fault(Fault::CrashAfterCharge);
        let crashed = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(error(&crashed).1, msg::PAYMENT_UNAVAILABLE);
        assert_eq!(provider_charged(&app).await, 16100, "the provider took the money");
        assert_eq!(money(&app).await, (0, 0), "we did not hear of it yet");

        app.state.simulated_payments.set_fault(Fault::None);
        let retried = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(retried["data"]["payBooking"]["booking"], json!({"status": "CONFIRMED", "payBy": null}), "{retried}");
        assert_eq!(provider_charged(&app).await, 16100, "the retry found the first charge");
        assert_eq!(money(&app).await, (16100, 0));
        let again = app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        assert_eq!(error(&again).1, "Esta reserva não pode passar de Confirmado para Confirmado.");
        assert_eq!(provider_charged(&app).await, 16100);
        assert_eq!(kinds(&history(&app, &w.user, &id).await), ["CREATED", "PAID"]);
    }
);

db_test!(
    async fn a_payment_that_lost_its_answer_is_settled_by_its_key(app) with long_tokens(), {
        let w = world(&app).await;
        let charged = book(&app, &w.user, &w.space, 10, 12).await;
        let unanswered = book(&app, &w.user, &w.space, 14, 15).await;
        app.clock.advance(Duration::minutes(29)); // 09:29: one minute left to pay
        app.state.simulated_payments.set_fault(Fault::CrashAfterCharge);
        app.gql(Some(&w.user), PAY, json!({"id": charged})).await;
        app.state.simulated_payments.set_fault(Fault::Timeout);
        app.gql(Some(&w.user), PAY, json!({"id": unanswered})).await;
        app.state.simulated_payments.set_fault(Fault::None);

        // 09:30:30, past the deadline, but both are leased (until 09:31): the expiry leaves
        // them alone until the leases end, then each is settled by asking the provider.
        app.clock.advance(Duration::seconds(90));
        run_jobs(&app).await;
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'pending'").await, 2, "leased");
        app.clock.advance(Duration::minutes(1));
        run_jobs(&app).await;
        run_jobs(&app).await;
        assert_eq!(history(&app, &w.user, &charged).await["status"], "CONFIRMED", "the provider had charged it");
        assert_eq!(kinds(&history(&app, &w.user, &unanswered).await), ["CREATED", "EXPIRED"], "no charge: it expired");
        assert_eq!(money(&app).await, (16100, 0));
        assert_eq!(provider_charged(&app).await, 16100);
    }
);

db_test!(
    async fn the_expiry_racing_a_payment_lets_exactly_one_win(app) with long_tokens(), {
        let w = world(&app).await;
        // The payment leases first: the expiry skips it and the payment wins.
        let first = book(&app, &w.user, &w.space, 10, 11).await;
        app.state.simulated_payments.set_fault(Fault::Slow(StdDuration::from_millis(600)));
        let paying = {
            let (url, token, id) = (app.url.clone(), w.user.clone(), first.clone());
            tokio::spawn(async move { crate::helpers::post_gql(&url, &token, PAY, json!({"id": id})).await })
        };
        tokio::time::sleep(StdDuration::from_millis(200)).await;
        app.clock.advance(Duration::minutes(31));
        assert_eq!(jobs::hold_expiry::expire_due(&app.state).await.unwrap(), 0, "a leased booking is not expired");
        let paid = paying.await.unwrap();
        assert_eq!(paid["data"]["payBooking"]["booking"]["status"], "CONFIRMED", "{paid}");

        // The expiry first: the lease ended while the provider was still thinking; the
        // charge that arrives after is recorded and refunded, never kept.
        let second = book_on(&app, &w.user, &w.space, DAY, 14, 15).await["data"]["createBooking"]["booking"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        app.state.simulated_payments.set_fault(Fault::Slow(StdDuration::from_millis(1500)));
        let paying = {
            let (url, token, id) = (app.url.clone(), w.user.clone(), second.clone());
            tokio::spawn(async move { crate::helpers::post_gql(&url, &token, PAY, json!({"id": id})).await })
        };
        tokio::time::sleep(StdDuration::from_millis(300)).await;
        app.clock.advance(Duration::minutes(33));
        run_jobs(&app).await;
        run_jobs(&app).await;
        let late = paying.await.unwrap();
        assert_eq!(error(&late).1, msg::PAID_AFTER_CANCELLATION);
        let node = history(&app, &w.user, &second).await;
        assert_eq!(node["status"], "CANCELLED");
        assert_eq!(kinds(&node), ["CREATED", "EXPIRED", "REFUNDED"]);
        let price = 8050;
        assert_eq!(money(&app).await, (2 * price, price), "charged twice in all, the late one refunded");
        app.state.simulated_payments.set_fault(Fault::None);
        run_jobs(&app).await;
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM payments WHERE kind = 'refund' AND settled_at IS NOT NULL").await, 1);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM simulated_provider_ledger WHERE kind = 'refund'").await, 1);
    }
);

db_test!(
    async fn a_backlog_of_lapsed_holds_is_freed_first_and_its_mail_follows(app) with long_tokens(), {
        use entities::booking;
        use sea_orm::{ActiveModelTrait, EntityTrait, IntoActiveModel, Set};
        let w = world(&app).await;
        book(&app, &w.user, &w.space, 10, 11).await;
        // One more hold than a batch takes, a day apart, all lapsing at the same instant.
        let first = booking::Entity::find().one(&app.state.db).await.unwrap().unwrap();
        let batch = jobs::hold_expiry::BATCH as i64;
        let copies: Vec<booking::ActiveModel> = (1..=batch)
            .map(|day| {
                let shift = Duration::days(day);
                let mut copy = first.clone().into_active_model();
                copy.id = Set(uuid::Uuid::now_v7());
                copy.starts_at = Set(first.starts_at + shift);
                copy.ends_at = Set(first.ends_at + shift);
                copy.blocked_from = Set(first.blocked_from + shift);
                copy.blocked_until = Set(first.blocked_until + shift);
                copy.reset_all()
            })
            .collect();
        for chunk in copies.chunks(100) {
            booking::Entity::insert_many(chunk.to_vec()).exec(&app.state.db).await.unwrap();
        }
        app.clock.advance(Duration::minutes(31));
        let delivered = "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL";

        let ran = jobs::round(&app.state, jobs::Notices::HoldDuringBacklog).await.unwrap();
        assert_eq!((ran.expired, ran.delivered, ran.webhooks), (jobs::hold_expiry::BATCH as usize, 0, 0), "{ran:?}");
        assert_eq!(scalar(&app, delivered).await, 0, "a full batch leaves its mail for later");
        let queued = scalar(&app, "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND payload LIKE '%\"expired\"%'").await;
        assert_eq!(queued, batch, "one mail each, queued");

        let ran = jobs::round(&app.state, jobs::Notices::HoldDuringBacklog).await.unwrap();
        assert_eq!(ran.expired, 1, "{ran:?}");
        assert!(ran.delivered > 0, "the backlog is over: the mail goes ({ran:?})");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'pending'").await, 0);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM booking_events WHERE kind = 'expired'").await, batch + 1, "each once");
    }
);

/// Two nodes on one PostgreSQL expire 30 due holds at once: each exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_never_expire_the_same_booking_twice() {
    let Some(a) = crate::helpers::spawn_app(Backend::Postgres, long_tokens()).await else { return };
    let b = crate::helpers::spawn_app(
        Backend::Postgres,
        TestOptions { database_url: Some(a.database_url.clone()), ..long_tokens() },
    )
    .await
    .unwrap();
    let w = world(&a).await;
    let second = create(&a, &w.admin, "Sala Jatobá", 4, "50.00", &[]).await;
    let third = create(&a, &w.admin, "Estúdio", 2, "120.00", &[]).await;
    for space in [&w.space, &second, &third] {
        for hour in 8..18 {
            book(&a, &w.user, space, hour, hour + 1).await;
        }
    }
    for app in [&a, &b] {
        app.clock.advance(Duration::minutes(45));
    }
    let (mut expired, mut rounds) = (0, 0);
    while expired < 30 && rounds < 20 {
        let (x, y) = tokio::join!(jobs::hold_expiry::expire_due(&a.state), jobs::hold_expiry::expire_due(&b.state));
        expired += x.unwrap() + y.unwrap();
        rounds += 1;
    }
    assert_eq!(expired, 30);
    assert_eq!(scalar(&a, "SELECT COUNT(*) FROM booking_events WHERE kind = 'expired'").await, 30);
    assert_eq!(
        scalar(&a, "SELECT COUNT(*) FROM (SELECT booking_id FROM booking_events WHERE kind = 'expired' GROUP BY booking_id HAVING COUNT(*) > 1) twice").await,
        0
    );
    assert_eq!(scalar(&a, "SELECT COUNT(*) FROM outbox WHERE payload LIKE '%\"expired\"%'").await, 30, "one mail each");
}

db_test!(
    async fn an_admin_cancels_a_paid_booking_with_a_reason_the_owner_is_refunded_and_told(app) with long_tokens(), {
        let w = world(&app).await;
        let id = book(&app, &w.user, &w.space, 10, 12).await;
        app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        let reports = "{ reports { totalRevenue monthRevenue } }";
        assert_eq!(app.gql(Some(&w.admin), reports, json!({})).await["data"]["reports"], json!({"totalRevenue": "161.00", "monthRevenue": "161.00"}));

        let too_long = "x".repeat(501);
        let body = app.gql(Some(&w.admin), CANCEL, json!({"id": id, "r": too_long})).await;
        assert_eq!(error(&body).1, msg::REASON_TOO_LONG);
        let body = app.gql(Some(&w.admin), CANCEL, json!({"id": id, "r": "  Vazamento na sala  "})).await;
        assert_eq!(body["data"]["cancelBooking"]["booking"]["status"], "CANCELLED", "{body}");
        assert_eq!(body["data"]["cancelBooking"]["booking"]["cancelReason"], "Vazamento na sala");

        let node = history(&app, &w.user, &id).await;
        assert_eq!(kinds(&node), ["CREATED", "PAID", "CANCELLED"]);
        let cancelled = &node["history"][2];
        assert_eq!((cancelled["actor"].as_str(), cancelled["actorName"].as_str()), (Some("ADMIN"), Some("Admin")));
        assert_eq!((cancelled["reason"].as_str(), cancelled["refunded"].as_str(), &cancelled["charged"]),
            (Some("Vazamento na sala"), Some("161.00"), &serde_json::Value::Null));
        assert_eq!(money(&app).await, (16100, 16100));
        assert_eq!(app.gql(Some(&w.admin), reports, json!({})).await["data"]["reports"], json!({"totalRevenue": "0.00", "monthRevenue": "0.00"}), "revenue nets the refund");

        let mail = mail_to(&app, "ana@exemplo.com", "Reserva cancelada").await;
        assert!(mail.text.contains("Motivo: Vazamento na sala") && mail.text.contains("Estorno: R$ 161,00"), "{}", mail.text);
        run_jobs(&app).await;
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM payments WHERE kind = 'refund' AND settled_at IS NOT NULL AND provider_reference IS NOT NULL").await, 1);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM simulated_provider_ledger WHERE kind = 'refund' AND amount_cents = 16100").await, 1);
    }
);

db_test!(
    async fn an_owner_is_refunded_in_full_more_than_48_hours_ahead_and_not_after(app) with long_tokens(), {
        let w = world(&app).await;
        let soon = book(&app, &w.user, &w.space, 10, 12).await;
        let later = book_on(&app, &w.user, &w.space, "2031-03-14", 10, 12).await["data"]["createBooking"]["booking"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        for id in [&soon, &later] {
            app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        }
        let later_cancel = app.gql(Some(&w.user), CANCEL, json!({"id": later})).await;
        assert_eq!(later_cancel["data"]["cancelBooking"]["booking"]["status"], "CANCELLED", "{later_cancel}");
        let refundable = app.gql(Some(&w.user), "query($id: ID!) { node(id: $id) { ... on Booking { refundable } } }", json!({"id": soon})).await;
        assert_eq!(refundable["data"]["node"]["refundable"], false, "25 h ahead");
        app.gql(Some(&w.user), CANCEL, json!({"id": soon})).await;
        assert_eq!(money(&app).await, (32200, 16100), "only the one 4 days ahead was refunded");
        let reason = app.gql(Some(&w.user), CANCEL, json!({"id": soon, "r": "qualquer"})).await;
        assert_eq!(error(&reason).0, "CONFLICT", "already cancelled");
    }
);

db_test!(
    async fn bookings_beyond_the_horizon_are_refused(app) with long_tokens(), {
        let w = world(&app).await;
        // 2031-03-10 09:00 + 180 days = 2031-09-06 09:00.
        let ok = book_on(&app, &w.user, &w.space, "2031-09-05", 10, 11).await;
        assert!(ok["errors"].is_null(), "{ok}");
        let beyond = book_on(&app, &w.user, &w.space, "2031-09-07", 10, 11).await;
        assert_eq!(error(&beyond), ("VALIDATION".into(), msg::beyond_horizon(180), None));
        let far = app
            .gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "9999-03-11T13:00:00Z", "endsAt": "9999-03-11T14:00:00Z"}}))
            .await;
        assert_eq!(error(&far).1, msg::beyond_horizon(180));
    }
);

db_test!(
    async fn an_admin_lists_their_own_bookings_when_asked_and_everyones_by_default(app) with long_tokens(), {
        let w = world(&app).await;
        book(&app, &w.user, &w.space, 10, 11).await;
        book(&app, &w.admin, &w.space, 12, 13).await;
        let all = app.gql(Some(&w.admin), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(all["data"]["bookings"]["totalCount"], 2);
        let own = app.gql(Some(&w.admin), "{ bookings(filter: {scope: OWN, group: UPCOMING}) { totalCount edges { node { user { email } } } } }", json!({})).await;
        assert_eq!(own["data"]["bookings"]["totalCount"], 1, "{own}");
        assert_eq!(own["data"]["bookings"]["edges"][0]["node"]["user"]["email"], "admin@exemplo.com");
        let user_all = app.gql(Some(&w.user), "{ bookings(filter: {scope: ALL}) { totalCount } }", json!({})).await;
        assert_eq!(user_all["data"]["bookings"]["totalCount"], 1, "a user's scope is always their own");
    }
);

db_test!(
    async fn deactivating_a_space_cancels_and_refunds_its_bookings_once_the_admin_confirms(app) with long_tokens(), {
        let w = world(&app).await;
        let paid = book(&app, &w.user, &w.space, 10, 12).await;
        app.gql(Some(&w.user), PAY, json!({"id": paid})).await;
        let unpaid = book(&app, &w.user, &w.space, 14, 15).await;
        const OFF: &str = "mutation($id: ID!, $n: Int) { setSpaceActive(input: {id: $id, isActive: false, expectedActiveBookings: $n}) { space { isActive } cancelledBookings } }";
        let unconfirmed = app.gql(Some(&w.admin), OFF, json!({"id": w.space})).await;
        assert_eq!(error(&unconfirmed).1, msg::SPACE_BOOKINGS_CHANGED);
        assert_eq!(history(&app, &w.user, &paid).await["status"], "CONFIRMED", "nothing happened");
        let off = app.gql(Some(&w.admin), OFF, json!({"id": w.space, "n": 2})).await;
        assert_eq!(off["data"]["setSpaceActive"], json!({"space": {"isActive": false}, "cancelledBookings": 2}), "{off}");
        for id in [&paid, &unpaid] {
            let node = history(&app, &w.user, id).await;
            assert_eq!((node["status"].as_str(), node["cancelReason"].as_str()), (Some("CANCELLED"), Some(msg::SPACE_DEACTIVATED_REASON)));
        }
        assert_eq!(money(&app).await, (16100, 16100), "the paid one is refunded, the unpaid one owed nothing");
        let mail = mail_to(&app, "ana@exemplo.com", "Reserva cancelada").await;
        assert!(mail.text.contains(msg::SPACE_DEACTIVATED_REASON), "{}", mail.text);
        let refused = app
            .gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-12T13:00:00Z", "endsAt": "2031-03-12T14:00:00Z"}}))
            .await;
        assert_eq!(error(&refused).1, "Este espaço não está disponível para reservas.");
        let on = app.gql(Some(&w.admin), OFF.replace("isActive: false", "isActive: true").as_str(), json!({"id": w.space})).await;
        assert_eq!(on["data"]["setSpaceActive"]["space"]["isActive"], true, "{on}");
    }
);

db_test!(
    async fn control_characters_are_refused_everywhere_and_invisible_names_are_no_names(app) with long_tokens(), {
        let w = world(&app).await;
        let nul = app
            .gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "2031-03-11T13:00:00Z", "endsAt": "2031-03-11T14:00:00Z", "notes": "ok\u{0}"}}))
            .await;
        assert_eq!(error(&nul), ("VALIDATION".into(), msg::CONTROL_CHARACTERS.into(), Some("$input.notes".into())));
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings").await, 0, "nothing stored");
        let escape = app.gql(Some(&w.user), "mutation { updateProfile(input: {fullName: \"Ana\\u001b[31m\", email: \"ana@exemplo.com\"}) { user { fullName } } }", json!({})).await;
        assert_eq!(error(&escape).1, msg::CONTROL_CHARACTERS);
        let search = app.gql(Some(&w.user), "query($s: String) { spaces(filter: {search: $s}) { totalCount } }", json!({"s": "sala\u{7f}"})).await;
        assert_eq!(error(&search).0, "VALIDATION");
        let lines = app.gql(Some(&w.user), "mutation($b: String) { updateProfile(input: {fullName: \"Ana Souza\", email: \"ana@exemplo.com\", bio: $b}) { user { bio } } }", json!({"b": "linha 1\nlinha 2\tfim"})).await;
        assert_eq!(lines["data"]["updateProfile"]["user"]["bio"], "linha 1\nlinha 2\tfim", "line breaks and tabs are text: {lines}");

        let invisible = app
            .gql(None, "mutation($n: String!) { signUp(input: {fullName: $n, email: \"zw@exemplo.com\", password: \"senha-secreta\"}) { message } }", json!({"n": "\u{200B}\u{200B}\u{FEFF}"}))
            .await;
        assert_eq!(error(&invisible).1, "Nome é obrigatório");

        let no_start = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "endsAt": "2031-03-11T14:00:00Z"}})).await;
        assert_eq!(no_start["errors"][0]["message"], "Selecione o horário de início e fim.", "{no_start}");
        assert_eq!(no_start["errors"][0]["extensions"]["title"], "Horário obrigatório");
        let garbage = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": "amanhã", "endsAt": "2031-03-11T14:00:00Z"}})).await;
        assert_eq!(garbage["errors"][0]["message"], "Selecione o horário de início e fim.");
        let no_date = app.gql(Some(&w.user), "query($d: Date!) { availability(spaceId: \"x\", date: $d) { date } }", json!({"d": "ontem"})).await;
        assert_eq!((no_date["errors"][0]["message"].as_str(), no_date["errors"][0]["extensions"]["title"].as_str()), (Some("Selecione uma data para a reserva."), Some("Data obrigatória")));
    }
);

db_test!(
    async fn a_booking_is_rescheduled_in_place_only_into_a_free_slot_and_pays_the_difference(app) with long_tokens(), {
        const MOVE: &str = "mutation($input: RescheduleBookingInput!) { rescheduleBooking(input: $input) { booking { id status startsAt endsAt totalPrice space { name } } } }";
        let w = world(&app).await;
        let studio = create(&app, &w.admin, "Estúdio", 2, "120.00", &[]).await;
        let id = book(&app, &w.user, &w.space, 10, 11).await;
        app.gql(Some(&w.user), PAY, json!({"id": id})).await;
        let other = book(&app, &w.user, &w.space, 14, 15).await;
        let at = |h: i64| format!("2031-03-11T{:02}:00:00Z", h + 3);
        let taken = app.gql(Some(&w.user), MOVE, json!({"input": {"bookingId": id, "startsAt": at(14), "endsAt": at(15)}})).await;
        assert_eq!(error(&taken).1, "Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.");
        let same = app.gql(Some(&w.user), MOVE, json!({"input": {"bookingId": id, "startsAt": at(10), "endsAt": at(11)}})).await;
        assert_eq!(error(&same).1, msg::RESCHEDULE_SAME_SLOT);

        // To the dearer studio for two hours: 240.00 − 80.50 paid = 159.50 more.
        let input = json!({"bookingId": id, "spaceId": studio, "startsAt": at(16), "endsAt": at(18), "idempotencyKey": "mover-1"});
        let moved = app.gql(Some(&w.user), MOVE, json!({"input": input})).await;
        let booking = &moved["data"]["rescheduleBooking"]["booking"];
        assert_eq!((booking["id"].as_str(), booking["status"].as_str()), (Some(id.as_str()), Some("CONFIRMED")), "{moved}");
        assert_eq!((booking["totalPrice"].as_str(), booking["space"]["name"].as_str()), (Some("240.00"), Some("Estúdio")));
        let again = app.gql(Some(&w.user), MOVE, json!({"input": input})).await;
        assert_eq!(again["data"]["rescheduleBooking"]["booking"]["startsAt"], booking["startsAt"], "a retry moves nothing");
        assert_eq!(money(&app).await, (8050 + 15950, 0));
        assert_eq!(provider_charged(&app).await, 8050 + 15950, "the difference was charged once");
        let freed = app.gql(Some(&w.user), BOOK, json!({"input": {"spaceId": w.space, "startsAt": at(10), "endsAt": at(11)}})).await;
        assert!(freed["errors"].is_null(), "the old slot is free: {freed}");

        // Back to a cheaper hour: refunded the difference.
        let back = app.gql(Some(&w.user), MOVE, json!({"input": {"bookingId": id, "startsAt": at(16), "endsAt": at(17)}})).await;
        assert_eq!(back["data"]["rescheduleBooking"]["booking"]["totalPrice"], "120.00", "{back}");
        assert_eq!(money(&app).await, (24000, 12000));
        let node = history(&app, &w.user, &id).await;
        assert_eq!(kinds(&node), ["CREATED", "PAID", "RESCHEDULED", "RESCHEDULED"]);
        let money_moved: Vec<_> =
            node["history"].as_array().unwrap().iter().map(|e| (e["charged"].as_str(), e["refunded"].as_str())).collect();
        assert_eq!(money_moved, [(None, None), (Some("80.50"), None), (Some("159.50"), None), (None, Some("120.00"))]);

        // The owner is bound by the old slot's 2-hour rule; a pending booking moves for free.
        let late = book_on(&app, &w.user, &w.space, "2031-03-10", 11, 12).await["data"]["createBooking"]["booking"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let too_late = app.gql(Some(&w.user), MOVE, json!({"input": {"bookingId": late, "startsAt": at(12), "endsAt": at(13)}})).await;
        assert_eq!(error(&too_late).1, msg::reschedule_too_late(chrono::Duration::hours(2)));
        let pending = app.gql(Some(&w.user), MOVE, json!({"input": {"bookingId": other, "startsAt": at(8), "endsAt": at(9)}})).await;
        assert_eq!(pending["data"]["rescheduleBooking"]["booking"]["status"], "PENDING", "{pending}");
        assert_eq!(money(&app).await, (24000, 12000), "nothing was paid for it");
        let bia = app.user("bia@exemplo.com").await;
        let theirs = app.gql(Some(&bia), MOVE, json!({"input": {"bookingId": other, "startsAt": at(9), "endsAt": at(10)}})).await;
        assert_eq!(error(&theirs).0, "NOT_FOUND");
    }
);
