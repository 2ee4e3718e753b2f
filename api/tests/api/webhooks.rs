//! Webhooks against a real HTTP receiver started by each test: every event an endpoint
//! asked for arrives signed (checked by Python's hmac, apart from the server's code), a
//! failing receiver is retried with backoff until it recovers, a day of failures gives
//! up, a delivery can be sent again, and a node killed mid-delivery leaves the event to
//! another node, which sends it with the same event id.

use std::collections::VecDeque;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use chrono::Duration;
use serde_json::{Value, json};

use crate::helpers::{TestApp, TestOptions, error};
use crate::lifecycle::{book, run_jobs, scalar};
use crate::spaces::first_admin;
use api::domain::messages as msg;

/// How the receiver answers its next request.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    Status(u16),
    /// Takes the request and never answers.
    Hang,
}

/// One request the receiver got.
#[derive(Clone, Debug)]
pub struct Received {
    pub event_id: String,
    pub event_type: String,
    pub signature: String,
    pub body: String,
}

impl Received {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap()
    }
}

#[derive(Clone, Default)]
struct Inbox {
    received: Arc<Mutex<Vec<Received>>>,
    /// Answers for the next requests, in order; 200 once they run out.
    script: Arc<Mutex<VecDeque<Answer>>>,
}

/// A webhook receiver on a random local port.
pub struct Receiver {
    pub url: String,
    inbox: Inbox,
}

impl Receiver {
    pub async fn start() -> Receiver {
        async fn take(State(inbox): State<Inbox>, headers: HeaderMap, body: Bytes) -> StatusCode {
            let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
            inbox.received.lock().unwrap().push(Received {
                event_id: header("agora-event-id"),
                event_type: header("agora-event-type"),
                signature: header("agora-signature"),
                body: String::from_utf8(body.to_vec()).unwrap(),
            });
            let answer = inbox.script.lock().unwrap().pop_front().unwrap_or(Answer::Status(200));
            match answer {
                Answer::Status(code) => StatusCode::from_u16(code).unwrap(),
                Answer::Hang => std::future::pending().await,
            }
        }
        let inbox = Inbox::default();
        let router = axum::Router::new().route("/hook", axum::routing::post(take)).with_state(inbox.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
        Receiver { url, inbox }
    }

    pub fn answer(&self, answers: &[Answer]) {
        self.inbox.script.lock().unwrap().extend(answers.iter().copied());
    }

    pub fn received(&self) -> Vec<Received> {
        self.inbox.received.lock().unwrap().clone()
    }

    /// Waits (up to `seconds`) until `n` requests have arrived.
    pub async fn wait_for(&self, n: usize, seconds: u64) -> Vec<Received> {
        for _ in 0..seconds * 20 {
            if self.received().len() >= n {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        self.received()
    }
}

/// Checks every signature with Python's hmac module: `t=…,v1=hex(HMAC-SHA256(secret,
/// "t.body"))`, with `t` within five minutes of now. Returns how many were checked.
pub fn verify_independently(secret: &str, received: &[Received]) -> usize {
    let cases: Vec<Value> = received.iter().map(|r| json!({"signature": r.signature, "body": r.body})).collect();
    let script = r#"
import hashlib, hmac, json, sys, time
secret, cases = sys.argv[1].encode(), json.loads(sys.stdin.read())
for case in cases:
    parts = dict(p.split("=", 1) for p in case["signature"].split(","))
    expected = hmac.new(secret, (parts["t"] + "." + case["body"]).encode(), hashlib.sha256).hexdigest()
    assert hmac.compare_digest(expected, parts["v1"]), case
    assert abs(time.time() - int(parts["t"])) < 300, parts["t"]
print(len(cases))
"#;
    let mut child = Command::new("python3")
        .args(["-c", script, secret])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(Value::Array(cases).to_string().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().parse().unwrap()
}

const CREATE: &str = "mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events active } } }";
const LOG: &str = "query($id: ID!) { node(id: $id) { ... on WebhookEndpoint { deliveries(first: 50) { id eventId event state attempts responseStatus error nextAttemptAt deliveredAt payload } } } }";

/// Registers an endpoint; returns (id, secret).
pub async fn register(app: &TestApp, admin: &str, url: &str, events: &[&str]) -> (String, String) {
    let body =
        app.gql(Some(admin), CREATE, json!({"input": {"url": url, "description": "ERP", "events": events}})).await;
    assert!(body["errors"].is_null(), "{body}");
    let made = &body["data"]["createWebhookEndpoint"];
    (made["endpoint"]["id"].as_str().unwrap().to_owned(), made["secret"].as_str().unwrap().to_owned())
}

async fn log(app: &TestApp, admin: &str, endpoint: &str) -> Vec<Value> {
    let body = app.gql(Some(admin), LOG, json!({"id": endpoint})).await;
    body["data"]["node"]["deliveries"].as_array().unwrap_or_else(|| panic!("{body}")).clone()
}

db_test!(
    async fn each_change_reaches_the_endpoints_that_asked_for_it_signed(app) {
        let receiver = Receiver::start().await;
        let admin = first_admin(&app).await;
        let (all, secret) = register(
            &app,
            &admin,
            &receiver.url,
            &["BOOKING_CREATED", "BOOKING_CONFIRMED", "BOOKING_RESCHEDULED", "BOOKING_CANCELLED", "BOOKING_COMPLETED", "SPACE_CHANGED"],
        )
        .await;
        assert!(secret.starts_with("whsec_"), "{secret}");
        // A second endpoint wants only spaces; a third is switched off.
        let spaces_only = Receiver::start().await;
        let (_, spaces_secret) = register(&app, &admin, &spaces_only.url, &["SPACE_CHANGED"]).await;
        let off = Receiver::start().await;
        let (off_id, _) = register(&app, &admin, &off.url, &["BOOKING_CREATED"]).await;
        let switched = app
            .gql(
                Some(&admin),
                "mutation($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { active } } }",
                json!({"input": {"id": off_id, "url": off.url, "events": ["BOOKING_CREATED"], "active": false}}),
            )
            .await;
        assert_eq!(switched["data"]["updateWebhookEndpoint"]["endpoint"]["active"], false, "{switched}");

        let space = crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        let first = book(&app, &ana, &space, 10, 12).await;
        // A refused booking (the slot is taken) announces nothing: its transaction rolled back.
        let bia = app.user("bia@exemplo.com").await;
        let taken = crate::lifecycle::book_on(&app, &bia, &space, crate::lifecycle::DAY, 11, 12).await;
        assert_eq!(error(&taken).0, "CONFLICT", "{taken}");
        let paid = app.gql(Some(&ana), "mutation($b: ID!) { payBooking(input: {bookingId: $b}) { booking { status } } }", json!({"b": first})).await;
        assert_eq!(paid["data"]["payBooking"]["booking"]["status"], "CONFIRMED", "{paid}");
        let second = book(&app, &ana, &space, 14, 15).await;
        let moved = app
            .gql(
                Some(&ana),
                "mutation($b: ID!) { rescheduleBooking(input: {bookingId: $b, startsAt: \"2031-03-11T19:00:00Z\", endsAt: \"2031-03-11T20:00:00Z\"}) { booking { startsAt } } }",
                json!({"b": second}),
            )
            .await;
        assert!(moved["errors"].is_null(), "{moved}");
        let cancelled = app.gql(Some(&ana), "mutation($b: ID!) { cancelBooking(input: {bookingId: $b}) { booking { status } } }", json!({"b": second})).await;
        assert!(cancelled["errors"].is_null(), "{cancelled}");
        app.clock.advance(Duration::days(2));
        let admin = app.sign_in("admin@exemplo.com", "segredo1").await.0;
        let completed = app.gql(Some(&admin), "mutation($b: ID!) { completeBooking(input: {bookingId: $b}) { booking { status } } }", json!({"b": first})).await;
        assert!(completed["errors"].is_null(), "{completed}");

        // Written in the transactions above, posted by the jobs.
        let rows = scalar(&app, "SELECT COUNT(*) FROM webhook_deliveries").await;
        assert_eq!(rows, 7 + 1, "six booking changes and a space for one endpoint, the space for the other");
        while run_jobs(&app).await.webhooks > 0 {}
        let got = receiver.wait_for(7, 10).await;
        // Posted in parallel: they may arrive in any order (docs/api.md).
        let mut types: Vec<&str> = got.iter().map(|r| r.event_type.as_str()).collect();
        types.sort();
        assert_eq!(
            types,
            ["booking.cancelled", "booking.completed", "booking.confirmed", "booking.created", "booking.created", "booking.rescheduled", "space.changed"]
        );
        assert_eq!(verify_independently(&secret, &got), 7);
        for r in &got {
            let body = r.json();
            assert_eq!(body["type"], r.event_type);
            assert_eq!(body["id"], r.event_id, "the header names the body's event");
        }
        let of = |kind: &str| got.iter().filter(|r| r.event_type == kind).map(Received::json).collect::<Vec<_>>();
        let created = of("booking.created").into_iter().find(|b| b["data"]["booking"]["id"] == first).unwrap();
        assert_eq!(created["data"]["booking"]["status"], "PENDING");
        assert_eq!(created["data"]["booking"]["totalPrice"], "160.00");
        assert_eq!(created["data"]["booking"]["spaceId"], space);
        assert_eq!(of("booking.confirmed")[0]["data"]["booking"]["status"], "CONFIRMED", "the body is the booking as the change left it");
        assert_eq!(of("booking.rescheduled")[0]["data"]["booking"]["startsAt"], "2031-03-11T19:00:00+00:00");
        assert_eq!(of("booking.cancelled")[0]["data"]["booking"]["status"], "CANCELLED");
        assert_eq!(of("space.changed")[0]["data"]["space"]["name"], "Sala Ipê");
        assert_eq!(of("space.changed")[0]["data"]["change"], "created");
        // The node behind the id is the booking.
        let node = app.gql(Some(&admin), "query($id: ID!) { node(id: $id) { ... on Booking { status } } }", json!({"id": created["data"]["booking"]["id"]})).await;
        assert_eq!(node["data"]["node"]["status"], "COMPLETED", "{node}");

        let spaces = spaces_only.wait_for(1, 10).await;
        assert_eq!(spaces.len(), 1);
        assert_eq!(verify_independently(&spaces_secret, &spaces), 1);
        assert!(off.received().is_empty(), "a switched-off endpoint is told nothing");

        let delivered = log(&app, &admin, &all).await;
        assert_eq!(delivered.len(), 7);
        assert!(delivered.iter().all(|d| d["state"] == "DELIVERED" && d["attempts"] == 1 && d["responseStatus"] == 200), "{delivered:?}");
        assert!(delivered.iter().all(|d| d["nextAttemptAt"].is_null()));
    }
);

db_test!(
    async fn holds_lapsing_together_expire_in_one_round_each_with_its_history_webhook_and_mail(app) with TestOptions { env: vec![("AGORA_JOBS", "false".into())], ..Default::default() }, {
        use entities::booking;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};
        let admin = first_admin(&app).await;
        let receiver = Receiver::start().await;
        let (_, secret) = register(&app, &admin, &receiver.url, &["BOOKING_CANCELLED"]).await;
        crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80.50", &[]).await;
        app.user("ana@exemplo.com").await;
        let db = &app.state.db;
        let ana = entities::user::Entity::find().filter(entities::user::Column::Email.eq("ana@exemplo.com")).one(db).await.unwrap().unwrap();
        let space = entities::space::Entity::find().one(db).await.unwrap().unwrap();
        // 250 holds (two and a half batches) that lapsed a minute ago, an hour each.
        let now = app.clock.now();
        const HOLDS: usize = 250;
        let first = now + Duration::days(1);
        let rows = (0..HOLDS).map(|i| {
            let starts = first + Duration::hours(i as i64);
            booking::ActiveModel {
                id: Set(uuid::Uuid::now_v7()),
                user_id: Set(ana.id),
                space_id: Set(space.id),
                status: Set(booking::BookingStatus::Pending),
                starts_at: Set(starts),
                ends_at: Set(starts + Duration::hours(1)),
                total_price_cents: Set(8050),
                notes: Set(None),
                idempotency_key: Set(None),
                created_at: Set(now - Duration::minutes(31)),
                updated_at: Set(now - Duration::minutes(31)),
                reminder_sent_at: Set(None),
                pay_by: Set(Some(now - Duration::minutes(1))),
                paying_until: Set(None),
                cancel_reason: Set(None),
                cancelled_by: Set(None),
                sequence: Set(0),
                blocked_from: Set(starts),
                blocked_until: Set(starts + Duration::hours(1)),
                series_id: Set(None),
                decide_by: Set(None),
            }
        });
        booking::Entity::insert_many(rows).exec(db).await.unwrap();

        assert_eq!(run_jobs(&app).await.expired, HOLDS, "one round takes every batch");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM bookings WHERE status = 'cancelled' AND cancelled_by IS NULL").await, HOLDS as i64);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM booking_events WHERE kind = 'expired' AND actor = 'system'").await, HOLDS as i64);
        assert_eq!(scalar(&app, "SELECT COUNT(DISTINCT booking_id) FROM booking_events WHERE kind = 'expired'").await, HOLDS as i64);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM outbox WHERE payload LIKE '%\"notice\":\"expired\"%'").await, HOLDS as i64);
        assert_eq!(run_jobs(&app).await.expired, 0, "each once");

        // Every booking's own webhook, as it now stands, each with its own event id.
        while run_jobs(&app).await.webhooks > 0 {}
        let received = receiver.wait_for(HOLDS, 10).await;
        assert_eq!(received.len(), HOLDS);
        let mut ids: Vec<String> = received.iter().map(|r| r.json()["data"]["booking"]["id"].as_str().unwrap().to_owned()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), HOLDS, "one event per booking");
        let mut events: Vec<&str> = received.iter().map(|r| r.event_id.as_str()).collect();
        events.sort();
        events.dedup();
        assert_eq!(events.len(), HOLDS, "each event its own id");
        for r in &received {
            let event = r.json();
            assert_eq!(event["data"]["booking"]["status"], "CANCELLED", "{event}");
            assert_eq!(event["data"]["booking"]["cancelReason"], msg::EXPIRED_REASON);
            assert_eq!(event["data"]["change"], "expired");
        }
        assert_eq!(verify_independently(&secret, &received), HOLDS);
    }
);

db_test!(
    async fn a_failing_receiver_is_retried_with_backoff_until_it_recovers(app) with TestOptions { env: vec![("AGORA_JOBS", "false".into()), ("AGORA_WEBHOOK_TIMEOUT_SECONDS", "1".into())], ..Default::default() }, {
        let receiver = Receiver::start().await;
        receiver.answer(&[Answer::Status(500), Answer::Hang, Answer::Status(200)]);
        let admin = first_admin(&app).await;
        let (endpoint, secret) = register(&app, &admin, &receiver.url, &["SPACE_CHANGED"]).await;
        crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;

        assert_eq!(run_jobs(&app).await.webhooks, 1);
        let d = &log(&app, &admin, &endpoint).await[0];
        assert_eq!((d["state"].as_str(), d["attempts"].as_i64(), d["responseStatus"].as_i64()), (Some("PENDING"), Some(1), Some(500)), "{d}");
        assert_eq!(d["nextAttemptAt"], "2031-03-10T12:00:15+00:00", "15 s later");
        assert_eq!(run_jobs(&app).await.webhooks, 0, "not due yet");

        app.clock.advance(Duration::seconds(15));
        assert_eq!(run_jobs(&app).await.webhooks, 1);
        let d = &log(&app, &admin, &endpoint).await[0];
        assert_eq!(d["error"], "Sem resposta em 1 s.", "{d}");
        assert!(d["responseStatus"].is_null());
        assert_eq!(d["nextAttemptAt"], "2031-03-10T12:00:45+00:00", "30 s later");

        app.clock.advance(Duration::seconds(30));
        assert_eq!(run_jobs(&app).await.webhooks, 1);
        let d = &log(&app, &admin, &endpoint).await[0];
        assert_eq!((d["state"].as_str(), d["attempts"].as_i64(), d["responseStatus"].as_i64()), (Some("DELIVERED"), Some(3), Some(200)), "{d}");
        let got = receiver.received();
        assert_eq!(got.len(), 3);
        assert!(got.iter().all(|r| r.event_id == got[0].event_id), "one event, tried three times");
        assert_eq!(verify_independently(&secret, &got), 3);

        // Sent again on request: a new delivery of the same event.
        let resent = app
            .gql(Some(&admin), "mutation($id: ID!) { resendWebhookDelivery(input: {id: $id}) { delivery { state eventId attempts } } }", json!({"id": d["id"]}))
            .await;
        assert_eq!(resent["data"]["resendWebhookDelivery"]["delivery"]["state"], "PENDING", "{resent}");
        assert_eq!(resent["data"]["resendWebhookDelivery"]["delivery"]["eventId"], d["eventId"]);
        assert_eq!(run_jobs(&app).await.webhooks, 1);
        assert_eq!(receiver.received().len(), 4);
        assert_eq!(receiver.received()[3].event_id, got[0].event_id);
    }
);

db_test!(
    async fn a_day_of_failures_gives_up(app) with TestOptions { env: vec![("AGORA_JOBS", "false".into())], ..Default::default() }, {
        let receiver = Receiver::start().await;
        receiver.answer(&[Answer::Status(503); 40]);
        let admin = first_admin(&app).await;
        let (endpoint, _) = register(&app, &admin, &receiver.url, &["SPACE_CHANGED"]).await;
        crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let mut attempts = 0;
        for _ in 0..40 {
            attempts += run_jobs(&app).await.webhooks;
            app.clock.advance(Duration::hours(1));
        }
        let admin = app.sign_in("admin@exemplo.com", "segredo1").await.0;
        let d = &log(&app, &admin, &endpoint).await[0];
        assert_eq!(d["state"], "FAILED", "{d}");
        assert_eq!(d["responseStatus"], 503);
        assert!((20..=31).contains(&attempts), "about a day of hourly tries: {attempts}");
        assert_eq!(receiver.received().len(), attempts);
    }
);

db_test!(
    async fn bad_endpoints_are_refused_with_their_messages(app) {
        let admin = first_admin(&app).await;
        let cases = [
            (json!({"url": "ftp://exemplo.com/x", "events": ["SPACE_CHANGED"]}), "url", "Informe uma URL http:// ou https:// válida."),
            (json!({"url": "exemplo.com", "events": ["SPACE_CHANGED"]}), "url", "Informe uma URL http:// ou https:// válida."),
            (json!({"url": "https://exemplo.com", "events": []}), "events", "Escolha ao menos um evento."),
            (
                json!({"url": "https://exemplo.com", "description": "x".repeat(121), "events": ["SPACE_CHANGED"]}),
                "description",
                "A descrição deve ter no máximo 120 caracteres.",
            ),
        ];
        for (input, field, message) in cases {
            let body = app.gql(Some(&admin), CREATE, json!({"input": input})).await;
            assert_eq!(error(&body), ("VALIDATION".into(), message.into(), Some(field.into())), "{input}");
        }
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM webhook_endpoints").await, 0);
        // The limit the client reads is the one enforced.
        let config = app.gql(None, "{ appConfig { webhookDescriptionMaxLength } }", json!({})).await;
        let max = config["data"]["appConfig"]["webhookDescriptionMaxLength"].as_u64().unwrap() as usize;
        let exact = app.gql(Some(&admin), CREATE, json!({"input": {"url": "https://exemplo.com", "description": "é".repeat(max), "events": ["SPACE_CHANGED"]}})).await;
        assert!(exact["errors"].is_null(), "{exact}");
        let (id, _) = (exact["data"]["createWebhookEndpoint"]["endpoint"]["id"].as_str().unwrap().to_owned(), ());
        app.gql(Some(&admin), "mutation($id: ID!) { deleteWebhookEndpoint(input: {id: $id}) { deletedEndpointId } }", json!({"id": id})).await;
        // Removing an endpoint removes its log.
        let receiver = Receiver::start().await;
        let (id, _) = register(&app, &admin, &receiver.url, &["SPACE_CHANGED"]).await;
        crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let deleted = app.gql(Some(&admin), "mutation($id: ID!) { deleteWebhookEndpoint(input: {id: $id}) { deletedEndpointId } }", json!({"id": id})).await;
        assert_eq!(deleted["data"]["deleteWebhookEndpoint"]["deletedEndpointId"], id, "{deleted}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM webhook_deliveries").await, 0);
    }
);

/// Node A (the real binary) takes a delivery and dies (kill -9) while the receiver holds
/// the request. Node B, on the same database, leaves the row alone while A's lease runs,
/// then sends it: the receiver gets the event twice, with one event id, both signed.
async fn killed_mid_delivery(app: TestApp) {
    let receiver = Receiver::start().await;
    receiver.answer(&[Answer::Hang]);
    let admin = first_admin(&app).await;
    let (endpoint, secret) = register(&app, &admin, &receiver.url, &["SPACE_CHANGED"]).await;
    crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;

    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut node_a = Command::new(env!("CARGO_BIN_EXE_agora"))
        .arg("serve")
        .env("DATABASE_URL", &app.database_url)
        .env("AGORA_DATA_DIR", data.path())
        .env("AGORA_BIND", format!("127.0.0.1:{port}"))
        .env("AGORA_SEED", "false")
        .env("AGORA_JWT_SECRET", "test-secret")
        .env("AGORA_WEBHOOK_TIMEOUT_SECONDS", "2")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let taken = receiver.wait_for(1, 30).await;
    node_a.kill().unwrap(); // SIGKILL
    node_a.wait().unwrap();
    assert_eq!(taken.len(), 1, "node A posted the delivery and is now gone");
    let leased =
        scalar(&app, "SELECT COUNT(*) FROM webhook_deliveries WHERE leased_until IS NOT NULL AND delivered_at IS NULL")
            .await;
    assert_eq!(leased, 1, "A's lease is left behind");

    // B's clock reads the moment the row was written: A's lease (6 s) still runs.
    assert_eq!(run_jobs(&app).await.webhooks, 0, "B never takes a row another node holds");
    app.clock.advance(Duration::seconds(60));
    assert_eq!(run_jobs(&app).await.webhooks, 1);
    let got = receiver.received();
    assert_eq!(got.len(), 2);
    assert_eq!(got[0].event_id, got[1].event_id, "the same event: receivers dedupe on Agora-Event-Id");
    assert_eq!(verify_independently(&secret, &got), 2);
    let d = &log(&app, &admin, &endpoint).await[0];
    assert_eq!((d["state"].as_str(), d["attempts"].as_i64()), (Some("DELIVERED"), Some(2)), "{d}");
}

fn node_b() -> TestOptions {
    // The real time (node A's clock), with B's own jobs run by the test.
    let now = chrono::Utc::now();
    TestOptions { now, env: vec![("AGORA_JOBS", "false".into())], ..Default::default() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_killed_mid_delivery_leaves_the_event_to_another_sqlite() {
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite, node_b()).await.unwrap();
    killed_mid_delivery(app).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_killed_mid_delivery_leaves_the_event_to_another_postgres() {
    if let Some(app) = crate::helpers::spawn_app(crate::helpers::Backend::Postgres, node_b()).await {
        killed_mid_delivery(app).await;
    }
}
