//! `just bench`: speed figures for Ágora, measured against the release binary over real
//! HTTP and websockets on this machine, printed as a table and written to
//! `bench/results.md`. Numbers come from here, never from timed assertions in tests.
//!
//! Sections (all by default, or name some: `bench explore booking live admin`):
//! - explore: the `/spaces` query over 1,000 spaces (SQLite and PostgreSQL);
//! - booking: createBooking throughput with 32 clients on distinct slots, and at 90 %
//!   conflicts (the conflict storm), on both databases;
//! - live: commit-to-push latency from a booking on node B to a subscriber on node A
//!   (two processes, one PostgreSQL);
//! - admin: adminDashboard and reports over 1,000,000 bookings on PostgreSQL.
//!
//! PostgreSQL comes from `BENCH_DATABASE_URL` (default: the local `test` database); the
//! bench creates and drops its own databases.

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use api::domain::account::{Email, Role};
use api::services::users::{self, NewUser};
use chrono::{DateTime, Duration as ChronoDuration, NaiveDate, TimeZone, Utc};
use chrono_tz::America::Sao_Paulo;
use entities::space;
use futures_util::{SinkExt, StreamExt};
use sea_orm::{ActiveModelTrait, ConnectionTrait, Database, DatabaseConnection, Set};
use serde_json::{Value, json};
use tokio::sync::Mutex;
use uuid::Uuid;

/// "Now" for every server in the bench: a Monday at 09:00 in São Paulo, so every slot of
/// the following weeks is bookable whatever the real time.
const CLOCK: &str = "2031-03-10T12:00:00Z";
const PASSWORD: &str = "bench-password";

struct Server {
    child: Child,
    url: String,
    _data: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn binary() -> String {
    std::env::var("AGORA_BIN")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../target/release/agora").into())
}

async fn start(database_url: &str) -> Server {
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("http://127.0.0.1:{port}");
    let child = Command::new(binary())
        .arg("serve")
        .env("DATABASE_URL", database_url)
        .env("AGORA_DATA_DIR", data.path())
        .env("AGORA_BIND", format!("127.0.0.1:{port}"))
        .env("AGORA_PUBLIC_URL", &url)
        .env("AGORA_SEED", "off")
        .env("AGORA_CLOCK", CLOCK)
        .env("AGORA_JWT_SECRET", "bench-secret-bench-secret-bench-secret")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("starting {}: {e} (run `just build` first)", binary()));
    for _ in 0..300 {
        if reqwest::get(format!("{url}/healthz")).await.is_ok_and(|r| r.status().is_success()) {
            return Server { child, url, _data: data };
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("agora did not start");
}

/// A fresh database: a SQLite file in a temp dir, or a new PostgreSQL database.
async fn fresh_database(postgres: bool, dir: &std::path::Path) -> String {
    if !postgres {
        return format!("sqlite://{}?mode=rwc", dir.join("bench.db").display());
    }
    let admin_url =
        std::env::var("BENCH_DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    let admin = Database::connect(&admin_url).await.expect("BENCH_DATABASE_URL must reach PostgreSQL");
    let name = format!("agora_bench_{}", Uuid::now_v7().simple());
    admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.unwrap();
    let mut url = url::Url::parse(&admin_url).unwrap();
    url.set_path(&format!("/{name}"));
    url.to_string()
}

async fn drop_database(url: &str) {
    if !url.starts_with("postgres") {
        return;
    }
    let parsed = url::Url::parse(url).unwrap();
    let name = parsed.path().trim_start_matches('/').to_owned();
    let admin_url =
        std::env::var("BENCH_DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into());
    if let Ok(admin) = Database::connect(&admin_url).await {
        let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
    }
}

/// Migrates through the library (the server would too) and returns a connection.
async fn prepared(url: &str) -> DatabaseConnection {
    let db = api::db::connect(url).await.unwrap();
    api::db::migrate(&db).await.unwrap();
    db
}

async fn account(db: &DatabaseConnection, email: &str, role: Role) -> Uuid {
    let hash = api::auth::password::hash(PASSWORD.into()).await.unwrap();
    let new = NewUser {
        full_name: format!("Bench {email}"),
        email: Email::parse(email).unwrap(),
        password_hash: hash,
        role,
        confirmed: true,
    };
    users::create(db, new, Utc::now()).await.unwrap().id
}

const RESOURCES: [&str; 7] = ["wifi", "projetor", "quadro-branco", "ar-condicionado", "som", "palco", "computadores"];

async fn spaces(db: &DatabaseConnection, n: usize) -> Vec<Uuid> {
    let mut ids = Vec::with_capacity(n);
    let base: DateTime<Utc> = "2031-01-01T00:00:00Z".parse().unwrap();
    for i in 0..n {
        let name = format!("Sala {i:04}");
        let description = format!("Espaço de teste número {i}, com mesa e cadeiras.");
        let resources: Vec<&str> =
            RESOURCES.iter().copied().enumerate().filter(|(k, _)| (i >> k) & 1 == 1).map(|(_, r)| r).collect();
        let created = base + ChronoDuration::seconds(i as i64);
        let model = space::ActiveModel {
            id: Set(Uuid::now_v7()),
            search_text: Set(api::domain::space::search_text(&[&name, &description])),
            name: Set(name),
            description: Set(Some(description)),
            capacity: Set(1 + (i % 100) as i32),
            price_per_hour_cents: Set(1000 + (i as i64 % 50) * 1000),
            resources: Set(json!(resources)),
            image_url: Set(None),
            is_active: Set(true),
            created_at: Set(created),
            updated_at: Set(created),
        };
        ids.push(model.insert(db).await.unwrap().id);
    }
    ids
}

async fn sign_in(url: &str, email: &str) -> String {
    let body: Value = reqwest::Client::new()
        .post(format!("{url}/graphql"))
        .json(&json!({"query": "mutation($e: String!, $p: String!) { signIn(input: {email: $e, password: $p}) { accessToken } }", "variables": {"e": email, "p": PASSWORD}}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["data"]["signIn"]["accessToken"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

fn global_id(kind: &str, id: Uuid) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{kind}:{id}"))
}

struct Stats {
    count: usize,
    errors: usize,
    seconds: f64,
    p50_ms: f64,
    p99_ms: f64,
}

impl Stats {
    fn rate(&self) -> f64 {
        self.count as f64 / self.seconds
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Runs `total` requests with `concurrency` workers; `request(i)` returns whether it
/// succeeded as expected.
async fn load<F, Fut>(total: usize, concurrency: usize, request: F) -> Stats
where
    F: Fn(usize) -> Fut + Send + Sync + 'static,
    Fut: std::future::Future<Output = bool> + Send,
{
    let request = Arc::new(request);
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let latencies = Arc::new(Mutex::new(Vec::with_capacity(total)));
    let errors = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let started = Instant::now();
    let mut workers = Vec::new();
    for _ in 0..concurrency {
        let (request, next, latencies, errors) = (request.clone(), next.clone(), latencies.clone(), errors.clone());
        workers.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= total {
                    break;
                }
                let t = Instant::now();
                let ok = request(i).await;
                let ms = t.elapsed().as_secs_f64() * 1000.0;
                latencies.lock().await.push(ms);
                if !ok {
                    errors.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            }
        }));
    }
    for w in workers {
        w.await.unwrap();
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut all = latencies.lock().await.clone();
    all.sort_by(|a, b| a.partial_cmp(b).unwrap());
    Stats {
        count: total,
        errors: errors.load(std::sync::atomic::Ordering::Relaxed),
        seconds,
        p50_ms: percentile(&all, 0.5),
        p99_ms: percentile(&all, 0.99),
    }
}

async fn gql(client: &reqwest::Client, url: &str, token: &str, query: &str, variables: Value) -> Value {
    match client
        .post(format!("{url}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query, "variables": variables}))
        .send()
        .await
    {
        Ok(r) => r.json().await.unwrap_or(Value::Null),
        Err(_) => Value::Null,
    }
}

struct Row {
    section: &'static str,
    what: String,
    figure: String,
}

async fn explore(rows: &mut Vec<Row>) {
    for postgres in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        account(&db, "user@bench.dev", Role::User).await;
        spaces(&db, 1000).await;
        let server = start(&url).await;
        let token = sign_in(&server.url, "user@bench.dev").await;
        let client = reqwest::Client::new();
        const QUERY: &str = "query($f: SpaceFilter) { spaces(filter: $f, first: 20) { totalCount edges { node { id name description capacity pricePerHour resources imageUrl } } } }";
        let cases = [
            ("no filter", json!({})),
            ("search 'sala 04'", json!({"search": "sala 04"})),
            (
                "capacity 10–50, ≤ R$ 300, wifi + som",
                json!({"minCapacity": 10, "maxCapacity": 50, "maxPrice": "300", "resources": ["wifi", "som"]}),
            ),
        ];
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        for (label, filter) in cases {
            let (client, url, token) = (client.clone(), server.url.clone(), token.clone());
            // Warm up, then measure.
            for _ in 0..50 {
                gql(&client, &url, &token, QUERY, json!({"f": filter})).await;
            }
            let filter = Arc::new(filter);
            let stats = load(2000, 16, move |_| {
                let (client, url, token, filter) = (client.clone(), url.clone(), token.clone(), filter.clone());
                async move {
                    let body = gql(&client, &url, &token, QUERY, json!({"f": *filter})).await;
                    body["errors"].is_null() && body["data"]["spaces"].is_object()
                }
            })
            .await;
            rows.push(Row {
                section: "explore",
                what: format!("`spaces` at 1,000 spaces, {label}, {backend}, 16 clients"),
                figure: format!(
                    "p50 {:.1} ms · p99 {:.1} ms · {:.0} req/s · {} errors",
                    stats.p50_ms,
                    stats.p99_ms,
                    stats.rate(),
                    stats.errors
                ),
            });
        }
        drop(server);
        db.close().await.ok();
        drop_database(&url).await;
    }
}

/// Slot `k` of a space: business days from 2031-03-11, hours 8..20, one hour each.
fn slot(k: usize) -> (String, String) {
    let day = NaiveDate::from_ymd_opt(2031, 3, 11).unwrap() + ChronoDuration::days((k / 12) as i64);
    let hour = 8 + (k % 12) as u32;
    let start = Sao_Paulo.from_local_datetime(&day.and_hms_opt(hour, 0, 0).unwrap()).unwrap().with_timezone(&Utc);
    (start.to_rfc3339(), (start + ChronoDuration::hours(1)).to_rfc3339())
}

const BOOK: &str = "mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }";

async fn booking(rows: &mut Vec<Row>) {
    for postgres in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        let mut tokens_emails = Vec::new();
        for i in 0..8 {
            let email = format!("u{i}@bench.dev");
            account(&db, &email, Role::User).await;
            tokens_emails.push(email);
        }
        let space_ids = spaces(&db, 64).await;
        let server = start(&url).await;
        let mut tokens = Vec::new();
        for email in &tokens_emails {
            tokens.push(sign_in(&server.url, email).await);
        }
        let tokens = Arc::new(tokens);
        let spaces_gid: Arc<Vec<String>> = Arc::new(space_ids.iter().map(|id| global_id("Space", *id)).collect());
        let client = reqwest::Client::new();
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };

        // Distinct slots: request i takes slot i / 64 of space i % 64; all succeed.
        let (c, u, t, s) = (client.clone(), server.url.clone(), tokens.clone(), spaces_gid.clone());
        let clean = load(3000, 32, move |i| {
            let (c, u, t, s) = (c.clone(), u.clone(), t.clone(), s.clone());
            async move {
                let (start, end) = slot(i / 64);
                let body = gql(
                    &c,
                    &u,
                    &t[i % t.len()],
                    BOOK,
                    json!({"i": {"spaceId": s[i % 64], "startsAt": start, "endsAt": end}}),
                )
                .await;
                body["errors"].is_null() && !body["data"].is_null()
            }
        })
        .await;
        // 90 % conflicts: nine requests in ten go for a slot already taken above.
        let (c, u, t, s) = (client.clone(), server.url.clone(), tokens.clone(), spaces_gid.clone());
        let conflicts = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let won = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let (cf, wn) = (conflicts.clone(), won.clone());
        let storm = load(3000, 32, move |i| {
            let (c, u, t, s, cf, wn) = (c.clone(), u.clone(), t.clone(), s.clone(), cf.clone(), wn.clone());
            async move {
                let (k, space) = if i % 10 == 0 { (100 + i / 64, i % 64) } else { ((i * 7) % 40, (i * 13) % 64) };
                let (start, end) = slot(k);
                let body = gql(
                    &c,
                    &u,
                    &t[i % t.len()],
                    BOOK,
                    json!({"i": {"spaceId": s[space], "startsAt": start, "endsAt": end}}),
                )
                .await;
                match body["errors"][0]["extensions"]["code"].as_str() {
                    None if !body["data"].is_null() => {
                        wn.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        true
                    }
                    Some("CONFLICT") => {
                        cf.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        true
                    }
                    _ => false,
                }
            }
        })
        .await;
        rows.push(Row {
            section: "booking",
            what: format!("createBooking, 32 clients, distinct slots, {backend}"),
            figure: format!(
                "{:.0} bookings/s · p50 {:.1} ms · p99 {:.1} ms · {} errors",
                clean.rate(),
                clean.p50_ms,
                clean.p99_ms,
                clean.errors
            ),
        });
        rows.push(Row {
            section: "booking",
            what: format!("conflict storm: 32 clients, 90 % taken slots, {backend}"),
            figure: format!(
                "{:.0} req/s ({:.2}× conflict-free) · {} won, {} CONFLICT, {} other errors · p99 {:.1} ms",
                storm.rate(),
                storm.rate() / clean.rate(),
                won.load(std::sync::atomic::Ordering::Relaxed),
                conflicts.load(std::sync::atomic::Ordering::Relaxed),
                storm.errors,
                storm.p99_ms
            ),
        });
        // The invariant, checked in SQL after the storm.
        let overlaps = db
            .query_one_raw(sea_orm::Statement::from_string(
                db.get_database_backend(),
                "SELECT COUNT(*) AS n FROM bookings a JOIN bookings b ON a.space_id = b.space_id AND a.id < b.id \
                 AND a.status IN ('pending','confirmed') AND b.status IN ('pending','confirmed') \
                 AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at",
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get::<i64>("", "n")
            .unwrap();
        rows.push(Row {
            section: "booking",
            what: format!("overlapping blocking bookings after both runs, {backend}"),
            figure: overlaps.to_string(),
        });
        drop(server);
        db.close().await.ok();
        drop_database(&url).await;
    }
}

async fn live(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "watcher@bench.dev", Role::User).await;
    account(&db, "booker@bench.dev", Role::User).await;
    let space_ids = spaces(&db, 4).await;
    let (a, b) = (start(&url).await, start(&url).await);
    let watcher = sign_in(&a.url, "watcher@bench.dev").await;
    let booker = sign_in(&b.url, "booker@bench.dev").await;
    let space = global_id("Space", space_ids[0]);
    let day = "2031-03-11";
    let mut request = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(format!(
        "{}/graphql/ws",
        a.url.replace("http", "ws")
    ))
    .unwrap();
    request.headers_mut().insert("sec-websocket-protocol", "graphql-transport-ws".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    ws.send(
        json!({"type": "connection_init", "payload": {"authorization": format!("Bearer {watcher}")}})
            .to_string()
            .into(),
    )
    .await
    .unwrap();
    ws.next().await;
    let sub = json!({"id": "1", "type": "subscribe", "payload": {"query": "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { available } } }", "variables": {"s": space, "d": day}}});
    ws.send(sub.to_string().into()).await.unwrap();
    ws.next().await; // the initial slots
    tokio::time::sleep(Duration::from_millis(500)).await;
    let client = reqwest::Client::new();
    let mut latencies = Vec::new();
    for round in 0..40 {
        // Book and cancel the same hour: two commits, two pushes each round.
        let (start, end) = slot(round % 12);
        let body =
            gql(&client, &b.url, &booker, BOOK, json!({"i": {"spaceId": space, "startsAt": start, "endsAt": end}}))
                .await;
        let committed = Instant::now();
        let id = body["data"]["createBooking"]["booking"]["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned();
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
                .await
                .expect("a push within 5 s")
                .unwrap()
                .unwrap();
            if msg.to_text().is_ok_and(|t| t.contains("\"next\"")) {
                break;
            }
        }
        latencies.push(committed.elapsed().as_secs_f64() * 1000.0);
        gql(
            &client,
            &b.url,
            &booker,
            "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { id } } }",
            json!({"id": id}),
        )
        .await;
        loop {
            let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
                .await
                .expect("a push within 5 s")
                .unwrap()
                .unwrap();
            if msg.to_text().is_ok_and(|t| t.contains("\"next\"")) {
                break;
            }
        }
    }
    latencies.sort_by(|x, y| x.partial_cmp(y).unwrap());
    rows.push(Row {
        section: "live",
        what: "commit-to-push, booking on node B → subscriber on node A (PostgreSQL LISTEN/NOTIFY), 40 bookings".into(),
        figure: format!(
            "p50 {:.1} ms · p99 {:.1} ms · max {:.1} ms",
            percentile(&latencies, 0.5),
            percentile(&latencies, 0.99),
            latencies.last().unwrap()
        ),
    });
    drop((a, b));
    db.close().await.ok();
    drop_database(&url).await;
}

async fn admin(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "admin@bench.dev", Role::Admin).await;
    for i in 0..200 {
        account(&db, &format!("p{i}@bench.dev"), Role::User).await;
    }
    spaces(&db, 100).await;
    // A million bookings over two years around "now", spread across spaces, users,
    // statuses and hours; non-overlapping by construction (one hour per space per slot).
    let generated = Instant::now();
    db.execute_unprepared(
        "WITH s AS (SELECT array_agg(id ORDER BY created_at) AS a FROM spaces),
              u AS (SELECT array_agg(id ORDER BY created_at) AS a FROM users WHERE role = 'user')
         INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, total_price_cents, notes, idempotency_key, created_at, updated_at, reminder_sent_at)
         SELECT gen_random_uuid(), u.a[1 + (g % 200)], s.a[1 + (g % 100)],
                (ARRAY['pending','confirmed','confirmed','completed','cancelled'])[1 + (g % 5)],
                t.starts, t.starts + interval '1 hour', 1000 + (g % 40) * 500, NULL, NULL,
                t.starts - interval '3 days', t.starts - interval '3 days', NULL
         FROM generate_series(0, 999999) AS g
         CROSS JOIN s CROSS JOIN u
         CROSS JOIN LATERAL (SELECT timestamptz '2030-03-10 11:00:00+00' + ((g / 100) / 13) * interval '1 day' + ((g / 100) % 13) * interval '1 hour' AS starts) t",
    )
    .await
    .unwrap();
    db.execute_unprepared("ANALYZE").await.unwrap();
    rows.push(Row {
        section: "admin",
        what: "generating 1,000,000 bookings (SQL)".into(),
        figure: format!("{:.1} s", generated.elapsed().as_secs_f64()),
    });
    let server = start(&url).await;
    let token = sign_in(&server.url, "admin@bench.dev").await;
    let client = reqwest::Client::new();
    let cases = [
        (
            "adminDashboard",
            "{ adminDashboard { activeSpaces bookingsToday monthRevenue registeredUsers recentBookings { id status space { name } user { fullName } } performance { occupancyPercent growthPercent } } }",
        ),
        (
            "reports",
            "{ reports { totalBookings pendingBookings totalRevenue monthRevenue users spaces statusDistribution { confirmed pending cancelled completed } recentBookings { id } revenueByMonth { month revenue } } }",
        ),
        (
            "bookings (admin list, 20)",
            "{ bookings(first: 20) { totalCount edges { node { id status space { name capacity } user { fullName email } } } } }",
        ),
        ("bookingStatusCounts", "{ bookingStatusCounts { pending confirmed completed cancelled } }"),
    ];
    for (label, query) in cases {
        for _ in 0..3 {
            gql(&client, &server.url, &token, query, json!({})).await;
        }
        let (c, u, t) = (client.clone(), server.url.clone(), token.clone());
        let stats = load(60, 1, move |_| {
            let (c, u, t) = (c.clone(), u.clone(), t.clone());
            async move { gql(&c, &u, &t, query, json!({})).await["errors"].is_null() }
        })
        .await;
        rows.push(Row {
            section: "admin",
            what: format!("{label} over 1,000,000 bookings, PostgreSQL, 1 client"),
            figure: format!("p50 {:.1} ms · p99 {:.1} ms · {} errors", stats.p50_ms, stats.p99_ms, stats.errors),
        });
    }
    drop(server);
    db.close().await.ok();
    drop_database(&url).await;
}

#[tokio::main]
async fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    let run = |name: &str| wanted.is_empty() || wanted.iter().any(|w| w == name);
    let mut rows = Vec::new();
    if run("explore") {
        explore(&mut rows).await;
    }
    if run("booking") {
        booking(&mut rows).await;
    }
    if run("live") {
        live(&mut rows).await;
    }
    if run("admin") {
        admin(&mut rows).await;
    }
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_owned())
        })
        .unwrap_or_default();
    let mut table = format!(
        "# Ágora bench — {}\n\nRelease binary, loopback HTTP, {} cores ({cpu}). Each figure is one run on a shared machine: compare ratios within a run.\n\n| section | what | figure |\n|---|---|---|\n",
        Utc::now().format("%Y-%m-%d %H:%M UTC"),
        std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0)
    );
    for row in &rows {
        table.push_str(&format!("| {} | {} | {} |\n", row.section, row.what, row.figure));
    }
    println!("{table}");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/results.md");
    std::fs::write(path, &table).expect("writing bench/results.md");
}
