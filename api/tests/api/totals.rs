//! The counter tables behind the admin figures (docs/operations.md, "Figures at scale"):
//! after a randomized burst of every write path, run concurrently over HTTP, the daily and
//! all-time totals of bookings and payments equal a full recount of the tables, and so do
//! the figures the API answers with.

use std::sync::{Arc, Mutex};

use chrono::Duration;
use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::lifecycle::{PAY, long_tokens, run_jobs, scalar, world};
use crate::spaces::create;

/// `hour`:00 in São Paulo (UTC−3) on 2031-03-`day`, as an instant.
fn at(day: u32, hour: i64) -> String {
    let midnight: chrono::DateTime<chrono::Utc> = format!("2031-03-{day:02}T03:00:00Z").parse().unwrap();
    (midnight + Duration::hours(hour)).to_rfc3339()
}

/// xorshift64*: a reproducible sequence from the seed the test prints.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

const BOOK: &str = "mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }";
const SERIES: &str =
    "mutation($i: CreateBookingSeriesInput!) { createBookingSeries(input: $i) { series { id } bookings { id } } }";
const PAY_SERIES: &str = "mutation($id: ID!) { payBookingSeries(input: {seriesId: $id}) { bookings { status } } }";
const CANCEL: &str =
    "mutation($id: ID!, $r: String) { cancelBooking(input: {bookingId: $id}, reason: $r) { booking { status } } }";
const MOVE: &str = "mutation($i: RescheduleBookingInput!) { rescheduleBooking(input: $i) { booking { id } } }";
const COMPLETE: &str = "mutation($id: ID!) { completeBooking(input: {bookingId: $id}) { booking { status } } }";

fn id_at(body: &Value, path: &[&str]) -> Option<String> {
    path.iter().try_fold(body, |v, k| v.get(k)).and_then(Value::as_str).map(str::to_owned)
}

/// One worker's share of the burst: `rounds` writes of every kind a person or an admin
/// makes, on random spaces and hours, many of them refused (taken, already paid, too late):
/// the counters must follow what committed and nothing else.
async fn worker(app: Arc<TestApp>, me: String, admin: String, spaces: Arc<Vec<String>>, mut rng: Rng, rounds: usize) {
    let mine: Arc<Mutex<Vec<String>>> = Arc::default();
    for _ in 0..rounds {
        let pick = |rng: &mut Rng, list: &Mutex<Vec<String>>| {
            let list = list.lock().unwrap();
            (!list.is_empty()).then(|| list[rng.below(list.len())].clone())
        };
        let (space, day, hour) =
            (spaces[rng.below(spaces.len())].clone(), 11 + rng.below(4) as u32, 8 + rng.below(11) as i64);
        let hours = 1 + rng.below(2) as i64;
        match rng.below(8) {
            0..=2 => {
                let input = json!({"spaceId": space, "startsAt": at(day, hour), "endsAt": at(day, hour + hours)});
                let body = app.gql(Some(&me), BOOK, json!({"i": input})).await;
                if let Some(id) = id_at(&body, &["data", "createBooking", "booking", "id"]) {
                    mine.lock().unwrap().push(id);
                }
            }
            3 => {
                if let Some(id) = pick(&mut rng, &mine) {
                    app.gql(Some(&me), PAY, json!({"id": id})).await;
                }
            }
            4 => {
                if let Some(id) = pick(&mut rng, &mine) {
                    let token = if rng.below(2) == 0 { &me } else { &admin };
                    app.gql(Some(token), CANCEL, json!({"id": id, "r": "Mudança de planos"})).await;
                }
            }
            5 => {
                if let Some(id) = pick(&mut rng, &mine) {
                    let input = json!({"bookingId": id, "spaceId": space, "startsAt": at(day, hour), "endsAt": at(day, hour + hours)});
                    app.gql(Some(&me), MOVE, json!({"i": input})).await;
                }
            }
            _ => {
                let input = json!({
                    "spaceId": space,
                    "startsAt": at(day, hour),
                    "endsAt": at(day, hour + 1),
                    "recurrence": {"frequency": "WEEKLY", "occurrences": 3},
                });
                let body = app.gql(Some(&me), SERIES, json!({"i": input})).await;
                if let Some(series) = id_at(&body, &["data", "createBookingSeries", "series", "id"]) {
                    let ids = body["data"]["createBookingSeries"]["bookings"].as_array().cloned().unwrap_or_default();
                    mine.lock().unwrap().extend(ids.iter().filter_map(|b| b["id"].as_str().map(str::to_owned)));
                    if rng.below(2) == 0 {
                        app.gql(Some(&me), PAY_SERIES, json!({"id": series})).await;
                    }
                }
            }
        }
    }
}

/// (key, count, amount) rows of a statement.
async fn rows(app: &TestApp, sql: &str) -> Vec<(String, i64, i64)> {
    use sea_orm::ConnectionTrait;
    let db = &app.state.db;
    let rows = db.query_all_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql)).await.unwrap();
    rows.iter()
        .map(|r| {
            (
                r.try_get_by_index::<String>(0).unwrap(),
                r.try_get_by_index::<i64>(1).unwrap(),
                r.try_get_by_index::<i64>(2).unwrap(),
            )
        })
        .collect()
}

/// Every counter table against a recount of its table.
async fn assert_counters_match_a_recount(app: &TestApp) {
    // Days as text, so that both databases compare the same way.
    let day = if app.database_url.starts_with("postgres") { "CAST(day AS TEXT)" } else { "day" };
    let created_day = if app.database_url.starts_with("postgres") {
        "CAST(CAST(created_at AT TIME ZONE 'UTC' AS DATE) AS TEXT)"
    } else {
        "date(created_at)"
    };
    let pairs: [(String, String); 4] = [
        (
            "SELECT status, CAST(SUM(bookings) AS BIGINT), CAST(SUM(revenue_cents) AS BIGINT) FROM booking_status_totals GROUP BY status HAVING SUM(bookings) <> 0 OR SUM(revenue_cents) <> 0 ORDER BY 1".into(),
            "SELECT status, COUNT(*), CAST(SUM(total_price_cents) AS BIGINT) FROM bookings GROUP BY status ORDER BY 1".into(),
        ),
        (
            "SELECT kind, CAST(SUM(payments) AS BIGINT), CAST(SUM(amount_cents) AS BIGINT) FROM payment_kind_totals GROUP BY kind HAVING SUM(payments) <> 0 OR SUM(amount_cents) <> 0 ORDER BY 1".into(),
            "SELECT kind, COUNT(*), CAST(SUM(amount_cents) AS BIGINT) FROM payments GROUP BY kind ORDER BY 1".into(),
        ),
        (
            format!("SELECT {day} || ' ' || status, CAST(SUM(bookings) AS BIGINT), CAST(SUM(revenue_cents) AS BIGINT) FROM booking_daily_totals GROUP BY day, status HAVING SUM(bookings) <> 0 OR SUM(revenue_cents) <> 0 ORDER BY 1"),
            format!("SELECT {created_day} || ' ' || status, COUNT(*), CAST(SUM(total_price_cents) AS BIGINT) FROM bookings GROUP BY 1 ORDER BY 1"),
        ),
        (
            format!("SELECT {day} || ' ' || kind, CAST(SUM(payments) AS BIGINT), CAST(SUM(amount_cents) AS BIGINT) FROM payment_daily_totals GROUP BY day, kind HAVING SUM(payments) <> 0 OR SUM(amount_cents) <> 0 ORDER BY 1"),
            format!("SELECT {created_day} || ' ' || kind, COUNT(*), CAST(SUM(amount_cents) AS BIGINT) FROM payments GROUP BY 1 ORDER BY 1"),
        ),
    ];
    for (counters, recount) in &pairs {
        assert_eq!(rows(app, counters).await, rows(app, recount).await, "{counters}");
    }
}

/// The figures the API answers with, against the same recount.
async fn assert_figures_match_a_recount(app: &TestApp, admin: &str) {
    let counts = app
        .gql(
            Some(admin),
            "{ bookingStatusCounts { awaitingApproval pending confirmed completed cancelled } }",
            json!({}),
        )
        .await;
    let counts = &counts["data"]["bookingStatusCounts"];
    for (field, status) in [
        ("awaitingApproval", "awaiting_approval"),
        ("pending", "pending"),
        ("confirmed", "confirmed"),
        ("completed", "completed"),
        ("cancelled", "cancelled"),
    ] {
        let sql = format!("SELECT COUNT(*) FROM bookings WHERE status = '{status}'");
        assert_eq!(counts[field], scalar(app, &sql).await, "{field}: {counts}");
    }
    let list = app.gql(Some(admin), "{ bookings(first: 1) { totalCount totalCountPrecision } }", json!({})).await;
    assert_eq!(list["data"]["bookings"]["totalCount"], scalar(app, "SELECT COUNT(*) FROM bookings").await, "{list}");
    assert_eq!(list["data"]["bookings"]["totalCountPrecision"], "EXACT");
    let cancelled =
        app.gql(Some(admin), "{ bookings(first: 1, filter: {status: CANCELLED}) { totalCount } }", json!({})).await;
    assert_eq!(
        cancelled["data"]["bookings"]["totalCount"],
        scalar(app, "SELECT COUNT(*) FROM bookings WHERE status = 'cancelled'").await
    );
    let reports = app.gql(Some(admin), "{ reports { totalBookings totalRevenue } }", json!({})).await;
    let net = scalar(
        app,
        "SELECT CAST(COALESCE(SUM(CASE WHEN kind = 'refund' THEN -amount_cents ELSE amount_cents END), 0) AS BIGINT) FROM payments",
    )
    .await;
    assert_eq!(reports["data"]["reports"]["totalRevenue"], format!("{}.{:02}", net / 100, net % 100), "{reports}");
    assert_eq!(
        reports["data"]["reports"]["totalBookings"],
        scalar(app, "SELECT COUNT(*) FROM bookings WHERE status <> 'awaiting_approval'").await
    );
}

db_test!(
    async fn the_totals_equal_a_full_recount_after_a_random_burst_of_every_write_path(app) with long_tokens(), {
        let w = world(&app).await;
        let mut spaces = vec![w.space.clone()];
        for name in ["Sala Jatobá", "Sala Cedro"] {
            spaces.push(create(&app, &w.admin, name, 6, "45.50", &[]).await);
        }
        let mut people = vec![w.user.clone()];
        for email in ["bia@exemplo.com", "caio@exemplo.com", "davi@exemplo.com"] {
            people.push(app.user(email).await);
        }
        let seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64 | 1;
        eprintln!("burst seed: {seed}");
        let (app, spaces) = (Arc::new(app), Arc::new(spaces));
        let workers: Vec<_> = people
            .iter()
            .enumerate()
            .map(|(i, me)| {
                let rng = Rng(seed.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1);
                tokio::spawn(worker(app.clone(), me.clone(), w.admin.clone(), spaces.clone(), rng, 24))
            })
            .collect();
        for worker in workers {
            worker.await.unwrap();
        }
        run_jobs(&app).await;
        assert!(scalar(&app, "SELECT COUNT(*) FROM bookings").await > 10, "the burst wrote bookings");
        // Whatever the burst's luck, every path once more on a space of its own: moved then
        // paid (completed later), paid then cancelled by an admin (refunded), left unpaid
        // (expires).
        let aroeira = create(&app, &w.admin, "Sala Aroeira", 4, "30.00", &[]).await;
        let mut ids = Vec::new();
        for hour in [9, 11, 13] {
            let input = json!({"spaceId": aroeira, "startsAt": at(12, hour), "endsAt": at(12, hour + 1)});
            let body = app.gql(Some(&w.user), BOOK, json!({"i": input})).await;
            ids.push(id_at(&body, &["data", "createBooking", "booking", "id"]).unwrap_or_else(|| panic!("{body}")));
        }
        let moved = json!({"bookingId": ids[0], "startsAt": at(12, 16), "endsAt": at(12, 18)});
        for (token, query, variables) in [
            (&w.user, MOVE, json!({"i": moved})),
            (&w.user, PAY, json!({"id": ids[0]})),
            (&w.user, PAY, json!({"id": ids[1]})),
            (&w.admin, CANCEL, json!({"id": ids[1], "r": "Manutenção"})),
        ] {
            let body = app.gql(Some(token), query, variables).await;
            assert!(body["errors"].is_null(), "{body}");
        }
        assert_counters_match_a_recount(&app).await;

        // Removing a space that bookings reference archives it and cancels (and refunds) its
        // active ones; deleting an account cancels its bookings that have not started.
        let preview = app.gql(Some(&w.admin), "query($id: ID!) { spaceRemovalPreview(id: $id) { activeBookings } }", json!({"id": spaces[1]})).await;
        let n = preview["data"]["spaceRemovalPreview"]["activeBookings"].clone();
        let removed = app.gql(Some(&w.admin), "mutation($id: ID!, $n: Int) { deleteSpace(input: {id: $id, expectedActiveBookings: $n}) { archived } }", json!({"id": spaces[1], "n": n})).await;
        assert!(removed["errors"].is_null(), "{removed}");
        let deleted = app.gql(Some(&people[3]), "mutation { deleteAccount(input: {password: \"senha-secreta\"}) { message } }", json!({})).await;
        assert!(deleted["errors"].is_null(), "{deleted}");
        // Unpaid holds lapse (the expiry job cancels them), then everything has ended and the
        // admin completes what was confirmed.
        app.clock.advance(Duration::hours(1));
        run_jobs(&app).await;
        app.clock.advance(Duration::days(30));
        let admin = app.sign_in("admin@exemplo.com", "segredo1").await.0;
        let confirmed = app.gql(Some(&admin), "{ bookings(first: 100, filter: {status: CONFIRMED}) { edges { node { id } } } }", json!({})).await;
        let confirmed = confirmed["data"]["bookings"]["edges"].as_array().cloned().unwrap_or_default();
        for (i, edge) in confirmed.iter().enumerate() {
            if i % 2 == 0 {
                let done = app.gql(Some(&admin), COMPLETE, json!({"id": edge["node"]["id"]})).await;
                assert!(done["errors"].is_null(), "{done}");
            }
        }
        run_jobs(&app).await;
        // An operator's clean-up: rows deleted outright, their payments and history with
        // them (the foreign keys cascade).
        use sea_orm::ConnectionTrait;
        app.state.db.execute_unprepared("DELETE FROM bookings WHERE status = 'cancelled' AND series_id IS NULL").await.unwrap();
        // The burst and what followed moved bookings through every state and money both ways.
        for kind in ["created", "paid", "rescheduled", "cancelled", "expired", "completed"] {
            let n = scalar(&app, &format!("SELECT COUNT(*) FROM booking_events WHERE kind = '{kind}'")).await;
            eprintln!("{kind}: {n}");
            assert!(n > 0, "no booking was {kind} (seed {seed})");
        }
        assert!(scalar(&app, "SELECT COUNT(*) FROM payments WHERE kind = 'refund'").await > 0, "refunds were made");
        assert_counters_match_a_recount(&app).await;
        assert_figures_match_a_recount(&app, &admin).await;
    }
);
