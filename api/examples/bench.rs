//! `just bench`: speed and memory figures for Ágora, measured against the release binary
//! over real HTTP and websockets on this machine, printed as a table and written to
//! `bench/results.md`. Numbers come from here, never from timed assertions in tests.
//!
//! Sections (all by default, or name some: `just bench explore peer`):
//! - explore: the `/spaces` query over 1,000 spaces (SQLite and PostgreSQL);
//! - peer (P1): agora against PostGraphile 4.14.1 and PostGraphile 5 (5.1.5) on the same
//!   tables, with wrk (`bench/peer.mjs`), and SQL statements per request;
//! - booking (P2): createBooking with 32 clients on distinct slots and at 90 % conflicts,
//!   on both databases, and the raw-SQL limit from pgbench under the same constraint;
//! - live (P3): 1,000 subscribers over two nodes on one PostgreSQL, latency at every
//!   subscriber, and what the fan-out costs writes (days watched by 10 subscribers each
//!   against days nobody watches, alternating, three rounds);
//! - admin (P4): adminDashboard and reports over 1,000,000 bookings on PostgreSQL;
//! - frontend (P5): gzipped JS per route and Lighthouse mobile scores (`bench/frontend.mjs`);
//! - memory (P6): RSS and live heap (`/metrics`) idle, with 5,000 subscriptions, and after
//!   load, three times;
//! - agenda (P7): the scheduler grid (50 spaces × 1 day, 1 space × 7 days) and the free
//!   spaces at a time over 50 spaces, on both databases: latency and SQL statements per
//!   request (`agora_sql_statements_total` in `/metrics`).
//!
//! - integrations (P8): webhook deliveries per second from one node to a local receiver
//!   (5,000 due deliveries, both databases), and what the metrics add to each request
//!   (the per-route and per-operation histograms, timed in-process).
//! - expiry: 10,000 payment holds lapsing at once while 32 clients book (both databases):
//!   how long the jobs runner takes to cancel them, and what it costs the bookings.
//! - scale (only when named: `just bench scale`): the admin figures, the admin list and
//!   the grid at 1,000,000 and at 10,000,000 bookings in one run, with the growth between
//!   them and the plans of the figures' statements (bench/scale-plans.md).
//!
//! PostgreSQL comes from `BENCH_DATABASE_URL` (default: the local `test` database); the
//! bench creates and drops its own databases.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use api::domain::account::Role;
use common::*;
use futures_util::{SinkExt, StreamExt};
use sea_orm::{ConnectionTrait, DatabaseConnection};
use serde_json::{Value, json};
use uuid::Uuid;

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
        let pgbench_user = account(&db, "raw@bench.dev", Role::User).await;
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
        // A year of weekly meetings in one request: 52 occurrences (20:00–21:00, hours the
        // runs above never touch), ten series in ten spaces one after another.
        db.execute_unprepared("UPDATE spaces SET horizon_days = 400").await.unwrap();
        let mut took = Vec::new();
        for k in 0..10 {
            let (start, end) = series_first();
            let input = json!({"i": {"spaceId": spaces_gid[k], "startsAt": start, "endsAt": end,
                "recurrence": {"frequency": "WEEKLY", "occurrences": 52}}});
            let began = Instant::now();
            let body = gql(&client, &server.url, &tokens[k % tokens.len()], SERIES, input).await;
            took.push(began.elapsed().as_secs_f64() * 1000.0);
            let written = body["data"]["createBookingSeries"]["bookings"].as_array().map_or(0, Vec::len);
            assert_eq!(written, 52, "{body}");
        }
        took.sort_by(f64::total_cmp);
        rows.push(row(
            "booking",
            format!("createBookingSeries, 52 weekly occurrences in one request, {backend}"),
            format!(
                "median {:.0} ms · slowest {:.0} ms (10 series, one at a time)",
                took[took.len() / 2],
                took[took.len() - 1]
            ),
        ));
        let overlaps = overlapping(&db).await;
        rows.push(Row {
            section: "booking",
            what: format!("overlapping blocking bookings after both runs, {backend}"),
            figure: overlaps.to_string(),
        });
        drop(server);
        if postgres {
            // The raw-SQL limit: the same insert under the same exclusion constraint, 32
            // pgbench clients on distinct slots (one space each, random far-future hours).
            let raw = pgbench_insert_rate(&db, &url, pgbench_user, &space_ids).await;
            rows.push(row(
                "booking",
                "raw-SQL limit: pgbench INSERT into bookings, 32 clients, distinct slots, same exclusion constraint",
                format!("{raw:.0} inserts/s · createBooking is {:.2}× of it (target ≥ 0.3×)", clean.rate() / raw),
            ));
        }
        db.close().await.ok();
        drop_database(&url).await;
    }
}

const SERIES: &str = "mutation($i: CreateBookingSeriesInput!) { createBookingSeries(input: $i) { bookings { id } } }";

/// The first occurrence of the bench's series: Tuesday 2031-03-11, 20:00–21:00 in São Paulo.
fn series_first() -> (String, String) {
    ("2031-03-11T23:00:00+00:00".to_owned(), "2031-03-12T00:00:00+00:00".to_owned())
}

/// Inserts per second that pgbench reaches on `bookings` with 32 clients for 10 s.
async fn pgbench_insert_rate(db: &DatabaseConnection, url: &str, user: Uuid, spaces: &[Uuid]) -> f64 {
    db.execute_unprepared(
        "CREATE TABLE pgbench_target (n INT PRIMARY KEY, space_id UUID NOT NULL, user_id UUID NOT NULL)",
    )
    .await
    .unwrap();
    for (n, space) in spaces.iter().enumerate().take(32) {
        db.execute_unprepared(&format!("INSERT INTO pgbench_target VALUES ({n}, '{space}', '{user}')")).await.unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("insert.sql");
    std::fs::write(
        &script,
        "\\set k random(1, 50000000)\n\
         INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, blocked_from, blocked_until, total_price_cents, created_at, updated_at) \
         SELECT gen_random_uuid(), user_id, space_id, 'pending', \
         timestamptz '2040-01-01 00:00+00' + :k * interval '1 hour', timestamptz '2040-01-01 00:00+00' + (:k + 1) * interval '1 hour', \
         timestamptz '2040-01-01 00:00+00' + :k * interval '1 hour', timestamptz '2040-01-01 00:00+00' + (:k + 1) * interval '1 hour', \
         1000, now(), now() FROM pgbench_target WHERE n = :client_id ON CONFLICT DO NOTHING;\n",
    )
    .unwrap();
    let output = std::process::Command::new("pgbench")
        .args(["-n", "-c", "32", "-j", "2", "-T", "10", "-M", "prepared", "-f"])
        .arg(&script)
        .arg(url)
        .output()
        .expect("pgbench (Debian's postgresql-client) must be installed");
    let text = String::from_utf8_lossy(&output.stdout);
    text.lines()
        .find(|l| l.starts_with("tps = "))
        .and_then(|l| l.split_whitespace().nth(2))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("pgbench said: {text}{}", String::from_utf8_lossy(&output.stderr)))
}

const AVAILABILITY: &str =
    "subscription($s: ID!, $d: Date!) { availabilityChanged(spaceId: $s, date: $d) { slots { hour available } } }";
const CANCEL: &str = "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { id } } }";

/// A subscriber's socket: signed in, one subscription, every push timed by a task.
struct Subscriber {
    send: futures_util::stream::SplitSink<
        tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
        tokio_tungstenite::tungstenite::Message,
    >,
    reader: tokio::task::JoinHandle<()>,
}

/// Where subscribers record what they receive: pushes counted, and the latency of each
/// from `since` (the moment the write that caused it was sent).
#[derive(Default)]
struct Pushes {
    count: AtomicUsize,
    since: std::sync::Mutex<Option<Instant>>,
    latencies_ms: std::sync::Mutex<Vec<f64>>,
}

async fn subscribe(node: &str, token: &str, space: &str, day: &str, pushes: Arc<Pushes>) -> Subscriber {
    let mut request = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(format!(
        "{}/graphql/ws",
        node.replace("http", "ws")
    ))
    .unwrap();
    request.headers_mut().insert("sec-websocket-protocol", "graphql-transport-ws".parse().unwrap());
    let (ws, _) = tokio_tungstenite::connect_async(request).await.expect("websocket");
    let (mut send, mut receive) = ws.split();
    send.send(
        json!({"type": "connection_init", "payload": {"authorization": format!("Bearer {token}")}}).to_string().into(),
    )
    .await
    .unwrap();
    receive.next().await; // connection_ack
    let sub = json!({"id": "1", "type": "subscribe", "payload": {"query": AVAILABILITY, "variables": {"s": space, "d": day}}});
    send.send(sub.to_string().into()).await.unwrap();
    receive.next().await; // the day's slots as they are
    let reader = tokio::spawn(async move {
        while let Some(Ok(message)) = receive.next().await {
            if message.to_text().is_ok_and(|t| t.contains("\"next\"")) {
                if let Some(since) = *pushes.since.lock().unwrap() {
                    pushes.latencies_ms.lock().unwrap().push(since.elapsed().as_secs_f64() * 1000.0);
                }
                pushes.count.fetch_add(1, Ordering::Relaxed);
            }
        }
    });
    Subscriber { send, reader }
}

async fn wait_for(pushes: &Pushes, count: usize, within: Duration) -> bool {
    let deadline = Instant::now() + within;
    while pushes.count.load(Ordering::Relaxed) < count {
        if Instant::now() > deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    true
}

/// `total` createBooking calls by 32 clients through `node` on distinct slots of `spaces`,
/// days `first_day`.. (12 hours a day).
async fn write_load(
    node: &str,
    tokens: &Arc<Vec<String>>,
    spaces: &Arc<Vec<String>>,
    first_day: usize,
    total: usize,
) -> Stats {
    let (c, u, t, s) = (reqwest::Client::new(), node.to_owned(), tokens.clone(), spaces.clone());
    load(total, 32, move |i| {
        let (c, u, t, s) = (c.clone(), u.clone(), t.clone(), s.clone());
        async move {
            let n = s.len();
            let (start, end) = slot((first_day + i / (n * 12)) * 12 + (i / n) % 12);
            let body = gql(
                &c,
                &u,
                &t[i % t.len()],
                BOOK,
                json!({"i": {"spaceId": s[i % n], "startsAt": start, "endsAt": end}}),
            )
            .await;
            body["errors"].is_null() && !body["data"].is_null()
        }
    })
    .await
}

/// `pairs` times, by 32 clients through `node`: book an hour of one of the 100 (space, day)s
/// from `first_day` (10 spaces × 10 days), then cancel it. Pair `i` takes hour `i / 100 % 12`
/// of day-space `i % 100`, so the clients in flight never meet on a slot and a slot is free
/// again before its next turn.
async fn book_and_cancel(
    node: &str,
    tokens: &Arc<Vec<String>>,
    spaces: &Arc<Vec<String>>,
    first_day: usize,
    pairs: usize,
) -> Stats {
    let (c, u, t, s) = (reqwest::Client::new(), node.to_owned(), tokens.clone(), spaces.clone());
    load(pairs, 32, move |i| {
        let (c, u, t, s) = (c.clone(), u.clone(), t.clone(), s.clone());
        async move {
            let key = i % 100;
            let (start, end) = slot((first_day + key / 10) * 12 + (i / 100) % 12);
            let token = &t[i % t.len()];
            let input = json!({"i": {"spaceId": s[key % 10], "startsAt": start, "endsAt": end}});
            let body = gql(&c, &u, token, BOOK, input).await;
            let Some(id) = body["data"]["createBooking"]["booking"]["id"].as_str() else { return false };
            let body = gql(&c, &u, token, CANCEL, json!({"id": id})).await;
            body["errors"].is_null() && !body["data"].is_null()
        }
    })
    .await
}

/// CPU seconds used by the two nodes, PostgreSQL and this process since `start`: where
/// a write's cost goes, apart from the cores they all share.
struct CpuUse([f64; 4]);

impl CpuUse {
    fn now(a: &Server, b: &Server) -> [f64; 4] {
        [b.cpu_secs(), a.cpu_secs(), postgres_cpu_secs(), cpu_secs("/proc/self/stat")]
    }

    fn start(a: &Server, b: &Server) -> Self {
        Self(Self::now(a, b))
    }

    /// Milliseconds per write: node B, node A, PostgreSQL, the bench client.
    fn per_write_ms(&self, a: &Server, b: &Server, writes: usize) -> [f64; 4] {
        let now = Self::now(a, b);
        std::array::from_fn(|i| (now[i] - self.0[i]) * 1000.0 / writes.max(1) as f64)
    }
}

/// The business day of slot day `k` (see `slot`), as the subscription wants it.
fn slot_day(k: usize) -> String {
    slot(k * 12).0[..10].to_owned()
}

async fn live(rows: &mut Vec<Row>) {
    const SUBSCRIBERS: usize = 1000;
    const SPACES: usize = 10;
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "watcher@bench.dev", Role::User).await;
    let mut emails = Vec::new();
    for i in 0..8 {
        emails.push(format!("w{i}@bench.dev"));
        account(&db, &emails[i], Role::User).await;
    }
    let space_ids = spaces(&db, SPACES).await;
    let spaces_gid: Arc<Vec<String>> = Arc::new(space_ids.iter().map(|id| global_id("Space", *id)).collect());
    let (a, b) = (start(&url).await, start(&url).await);
    let watcher = sign_in(&a.url, "watcher@bench.dev").await;
    let mut tokens = Vec::new();
    for email in &emails {
        tokens.push(sign_in(&b.url, email).await);
    }
    let tokens = Arc::new(tokens);

    // Warm both nodes' pools and PostgreSQL's caches on days 50..55 first.
    write_load(&b.url, &tokens, &spaces_gid, 50, SPACES * 12 * 5).await;

    // 1,000 subscribers, half on each node, every one watching space 0 on day 20.
    let day = slot_day(20);
    let latency = Arc::new(Pushes::default());
    let mut subscribers = Vec::new();
    for i in 0..SUBSCRIBERS {
        let node = if i % 2 == 0 { &a.url } else { &b.url };
        subscribers.push(subscribe(node, &watcher, &spaces_gid[0], &day, latency.clone()).await);
    }
    let client = reqwest::Client::new();
    let rounds = 20;
    let mut missed = 0;
    for round in 0..rounds {
        // Book an hour, then cancel it: each write must reach all 1,000 subscribers.
        let (start_at, end_at) = slot(20 * 12 + round % 12);
        let expected = latency.count.load(Ordering::Relaxed) + SUBSCRIBERS;
        *latency.since.lock().unwrap() = Some(Instant::now());
        let body = gql(
            &client,
            &b.url,
            &tokens[0],
            BOOK,
            json!({"i": {"spaceId": spaces_gid[0], "startsAt": start_at, "endsAt": end_at}}),
        )
        .await;
        let id = body["data"]["createBooking"]["booking"]["id"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned();
        if !wait_for(&latency, expected, Duration::from_secs(10)).await {
            missed += expected - latency.count.load(Ordering::Relaxed);
        }
        let expected = latency.count.load(Ordering::Relaxed) + SUBSCRIBERS;
        *latency.since.lock().unwrap() = Some(Instant::now());
        gql(&client, &b.url, &tokens[0], CANCEL, json!({"id": id})).await;
        if !wait_for(&latency, expected, Duration::from_secs(10)).await {
            missed += expected - latency.count.load(Ordering::Relaxed);
        }
    }
    *latency.since.lock().unwrap() = None;
    let mut samples = latency.latencies_ms.lock().unwrap().clone();
    samples.sort_by(|x, y| x.partial_cmp(y).unwrap());
    rows.push(row(
        "live",
        format!(
            "write sent on node B → push received at each of {SUBSCRIBERS} subscribers (500 on A, 500 on B), {} writes",
            rounds * 2
        ),
        format!(
            "p50 {:.1} ms · p99 {:.1} ms · max {:.1} ms · {} pushes, {missed} missing (target p99 ≤ 100 ms)",
            percentile(&samples, 0.5),
            percentile(&samples, 0.99),
            samples.last().copied().unwrap_or(f64::NAN),
            samples.len()
        ),
    ));
    for s in subscribers {
        s.reader.abort();
        drop(s.send);
    }

    // Fan-out's cost on writes: 1,000 subscribers spread over 100 (space, day)s, 5 on each
    // node per day, and phases of writes that book an hour and cancel it again (so a phase
    // can be as long as wanted on the same days), alternating between days nobody watches
    // and the watched days, where every write is pushed to 10 subscribers. Three rounds.
    let spread = Arc::new(Pushes::default());
    let mut subscribers = Vec::new();
    for i in 0..SUBSCRIBERS {
        let node = if i % 2 == 0 { &a.url } else { &b.url };
        let key = i % (SPACES * 10);
        subscribers.push(
            subscribe(node, &watcher, &spaces_gid[key % SPACES], &slot_day(30 + key / SPACES), spread.clone()).await,
        );
    }
    // Unwatched, watched, unwatched, …, unwatched: each watched phase is set against the
    // mean of the unwatched phases on either side of it, so the slow drift of a growing
    // table is not counted as fan-out.
    const PAIRS: usize = 3_000;
    let (mut unwatched, mut watched) = (Vec::new(), Vec::new());
    let (mut cpu_unwatched, mut cpu_watched) = ([0.0; 4], [0.0; 4]);
    let add = |total: &mut [f64; 4], part: [f64; 4], n: f64| (0..4).for_each(|k| total[k] += part[k] / n);
    for round in 0..=3 {
        let cpu = CpuUse::start(&a, &b);
        let quiet = book_and_cancel(&b.url, &tokens, &spaces_gid, 0, PAIRS).await;
        add(&mut cpu_unwatched, cpu.per_write_ms(&a, &b, quiet.count * 2), 4.0);
        unwatched.push(quiet);
        if round == 3 {
            break;
        }
        let pushed = spread.count.load(Ordering::Relaxed);
        let cpu = CpuUse::start(&a, &b);
        let busy = book_and_cancel(&b.url, &tokens, &spaces_gid, 30, PAIRS).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        add(&mut cpu_watched, cpu.per_write_ms(&a, &b, busy.count * 2), 3.0);
        watched.push((busy, spread.count.load(Ordering::Relaxed) - pushed));
    }
    let costs: Vec<f64> = watched
        .iter()
        .enumerate()
        .map(|(k, (w, _))| (1.0 - 2.0 * w.rate() / (unwatched[k].rate() + unwatched[k + 1].rate())) * 100.0)
        .collect();
    let spread_pts = costs.iter().copied().fold(f64::MIN, f64::max) - costs.iter().copied().fold(f64::MAX, f64::min);
    let mean = costs.iter().sum::<f64>() / costs.len() as f64;
    let unwatched_text: Vec<String> = unwatched.iter().map(|u| format!("{:.0}", u.rate() * 2.0)).collect();
    let watched_text: Vec<String> = watched
        .iter()
        .map(|(w, pushes)| format!("{:.0} ({pushes} pushes, {} errors)", w.rate() * 2.0, w.errors))
        .collect();
    rows.push(row(
        "live",
        format!(
            "writes through node B, 32 clients, {} per phase (book an hour, cancel it): days 1,000 subscribers watch (10 per write) against days nobody watches on either side, 3 rounds",
            PAIRS * 2
        ),
        format!(
            "fan-out costs {mean:.1} % of write throughput (rounds {}; spread {spread_pts:.1} points; target ≤ 10 %) · writes/s unwatched {} · watched {} · {} errors unwatched",
            costs.iter().map(|c| format!("{c:.1}")).collect::<Vec<_>>().join(", "),
            unwatched_text.join(", "),
            watched_text.join(", "),
            unwatched.iter().map(|u| u.errors).sum::<usize>(),
        ),
    ));
    rows.push(row(
        "live",
        "CPU per write, unwatched / watched days: node B (writes) · node A · PostgreSQL · the bench client",
        format!(
            "{:.2} / {:.2} ms · {:.2} / {:.2} ms · {:.2} / {:.2} ms · {:.2} / {:.2} ms",
            cpu_unwatched[0],
            cpu_watched[0],
            cpu_unwatched[1],
            cpu_watched[1],
            cpu_unwatched[2],
            cpu_watched[2],
            cpu_unwatched[3],
            cpu_watched[3]
        ),
    ));
    rows.push(row(
        "live",
        "RSS of node A / node B with 1,000 subscribers open",
        format!("{:.1} / {:.1} MiB", a.rss_mib(), b.rss_mib()),
    ));
    for s in subscribers {
        s.reader.abort();
    }
    drop((a, b));
    db.close().await.ok();
    drop_database(&url).await;
}

/// P6: resident memory idle, with 5,000 open subscriptions, and after three rounds of load.
async fn memory(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "watcher@bench.dev", Role::User).await;
    let mut emails = Vec::new();
    for i in 0..8 {
        emails.push(format!("m{i}@bench.dev"));
        account(&db, &emails[i], Role::User).await;
    }
    let space_ids = spaces(&db, 50).await;
    let spaces_gid: Arc<Vec<String>> = Arc::new(space_ids.iter().map(|id| global_id("Space", *id)).collect());
    db.close().await.ok();
    let server = start(&url).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let idle = (server.rss_mib(), server.heap_mib().await);
    let watcher = sign_in(&server.url, "watcher@bench.dev").await;
    let mut tokens = Vec::new();
    for email in &emails {
        tokens.push(sign_in(&server.url, email).await);
    }
    let tokens = Arc::new(tokens);
    // Each stage as (RSS, live heap) in MiB: RSS is what the machine gives the process,
    // the live heap what the server still holds; the difference is what the allocator
    // keeps cached for the next burst.
    struct Cycle {
        open: (f64, f64),
        loaded: (f64, f64),
        closed: (f64, f64),
        sockets_left: f64,
        feeds_left: f64,
        errors: usize,
        pushes: usize,
    }
    let mut figures = Vec::new();
    // BENCH_MEMORY_CYCLES (default 3) for a longer look at growth.
    let cycles: usize = std::env::var("BENCH_MEMORY_CYCLES").ok().and_then(|v| v.parse().ok()).unwrap_or(3).max(2);
    for cycle in 0..cycles {
        let pushes = Arc::new(Pushes::default());
        let mut subscribers = Vec::new();
        for i in 0..5000 {
            let key = i % 500;
            let sub = subscribe(
                &server.url,
                &watcher,
                &spaces_gid[key % 50],
                &slot_day(cycle * 10 + key / 50),
                pushes.clone(),
            )
            .await;
            subscribers.push(sub);
        }
        let open = (server.rss_mib(), server.heap_mib().await);
        let stats = write_load(&server.url, &tokens, &spaces_gid, cycle * 10, 50 * 12 * 10).await;
        let loaded = (server.rss_mib(), server.heap_mib().await);
        for mut s in subscribers {
            let _ = s.send.close().await;
            s.reader.abort();
        }
        tokio::time::sleep(Duration::from_secs(3)).await;
        figures.push(Cycle {
            open,
            loaded,
            closed: (server.rss_mib(), server.heap_mib().await),
            sockets_left: server.metric("agora_websockets_open").await.unwrap_or(f64::NAN),
            feeds_left: server.metric("agora_availability_feeds").await.unwrap_or(f64::NAN),
            errors: stats.errors,
            pushes: pushes.count.load(Ordering::Relaxed),
        });
    }
    rows.push(row(
        "memory",
        "RSS idle (SQLite, no demo data), after 2 s · live heap",
        format!("{:.1} MiB (target ≤ 40 MiB) · {:.2} MiB", idle.0, idle.1),
    ));
    for (n, c) in figures.iter().enumerate() {
        rows.push(row(
            "memory",
            format!(
                "cycle {}: 5,000 subscriptions open / after 6,000 bookings pushed to them / 3 s after closing them all",
                n + 1
            ),
            format!(
                "RSS {:.1} / {:.1} / {:.1} MiB · live heap {:.1} / {:.1} / {:.2} MiB · {} pushes, {} errors · \
                 left open after closing: {} websockets, {} feeds (target ≤ 200 MiB open)",
                c.open.0,
                c.loaded.0,
                c.closed.0,
                c.open.1,
                c.loaded.1,
                c.closed.1,
                c.pushes,
                c.errors,
                c.sockets_left,
                c.feeds_left
            ),
        ));
    }
    // A leak keeps adding to the live heap every cycle; RSS also moves with what the
    // allocator keeps cached, and with SQLite's page caches (outside the counted heap)
    // as each cycle adds 6,000 bookings.
    for pair in 1..figures.len() {
        let (before, after) = (&figures[pair - 1].closed, &figures[pair].closed);
        rows.push(row(
            "memory",
            format!("growth from cycle {pair} to cycle {}, after closing", pair + 1),
            format!(
                "live heap {:+.0} KiB (target: no growth) · RSS {:+.1} MiB",
                (after.1 - before.1) * 1024.0,
                after.0 - before.0
            ),
        ));
    }
}

/// Runs a Node script of `bench/` and returns the JSON object on its last line.
fn node_script(script: &str, env: &[(&str, &str)]) -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/");
    let output = std::process::Command::new("node")
        .arg(format!("{path}{script}"))
        .envs(env.iter().copied())
        .stderr(std::process::Stdio::inherit())
        .output()
        .unwrap_or_else(|e| panic!("node {script}: {e}"));
    let text = String::from_utf8_lossy(&output.stdout);
    let last = text.lines().rev().find(|l| l.trim_start().starts_with('{')).unwrap_or("null");
    match serde_json::from_str::<Value>(last) {
        Ok(value) if output.status.success() && !value.is_null() => value,
        _ => panic!("{script} failed ({}): {text}", output.status),
    }
}

/// P1: agora, PostGraphile 4.14.1 and PostGraphile 5 over the same PostgreSQL tables.
async fn peer(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "user@bench.dev", Role::User).await;
    account(&db, "admin@bench.dev", Role::Admin).await;
    for i in 0..200 {
        account(&db, &format!("p{i}@bench.dev"), Role::User).await;
    }
    spaces(&db, 1000).await;
    db.execute_unprepared(
        "WITH s AS (SELECT array_agg(id ORDER BY created_at) AS a FROM spaces),
              u AS (SELECT array_agg(id ORDER BY created_at) AS a FROM users WHERE role = 'user')
         INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, blocked_from, blocked_until, total_price_cents, created_at, updated_at)
         SELECT gen_random_uuid(), u.a[1 + (g % 200)], s.a[1 + (g % 1000)],
                (ARRAY['pending','confirmed','completed','cancelled'])[1 + (g % 4)],
                timestamptz '2031-04-01 11:00+00' + (g / 1000) * interval '1 hour',
                timestamptz '2031-04-01 12:00+00' + (g / 1000) * interval '1 hour',
                timestamptz '2031-04-01 11:00+00' + (g / 1000) * interval '1 hour',
                timestamptz '2031-04-01 12:00+00' + (g / 1000) * interval '1 hour',
                1000 + (g % 40) * 500, timestamptz '2031-03-01 00:00+00' + g * interval '1 second',
                timestamptz '2031-03-01 00:00+00' + g * interval '1 second'
         FROM generate_series(0, 9999) AS g CROSS JOIN s CROSS JOIN u",
    )
    .await
    .unwrap();
    db.execute_unprepared("VACUUM ANALYZE").await.unwrap();
    let server = start(&url).await;
    let user = sign_in(&server.url, "user@bench.dev").await;
    let admin = sign_in(&server.url, "admin@bench.dev").await;
    let result = node_script(
        "peer.mjs",
        &[
            ("DATABASE_URL", &url),
            ("AGORA_URL", &server.url),
            ("USER_TOKEN", &user),
            ("ADMIN_TOKEN", &admin),
            ("AGORA_PID", &server.pid().to_string()),
        ],
    );
    let v5 = result["versions"]["postgraphile5"].as_str().unwrap_or("5").to_string();
    for case in result["cases"].as_array().into_iter().flatten() {
        let side = |s: &Value| {
            format!(
                "{:.0} req/s · p99 {:.1} ms · {} failures · CPU per request {:.2} ms + PostgreSQL's {:.2} ms",
                s["rps"].as_f64().unwrap_or(f64::NAN),
                s["p99Ms"].as_f64().unwrap_or(f64::NAN),
                s["failures"],
                s["cpuMs"]["server"].as_f64().unwrap_or(f64::NAN),
                s["cpuMs"]["postgres"].as_f64().unwrap_or(f64::NAN)
            )
        };
        rows.push(row(
            "peer",
            format!(
                "{}: agora vs PostGraphile 4.14.1 and {v5}, wrk, same connections",
                case["case"].as_str().unwrap_or("?")
            ),
            format!(
                "agora {} · PostGraphile 4.14.1 {} · PostGraphile {v5} {} · rps {:.2}× / {:.2}× (target ≥ 3×) · \
                 p99 {:.2}× / {:.2}× of PostGraphile's (4.14.1 / {v5})",
                side(&case["agora"]),
                side(&case["postgraphile"]),
                side(&case["postgraphile5"]),
                case["rpsRatio"].as_f64().unwrap_or(f64::NAN),
                case["rpsRatio5"].as_f64().unwrap_or(f64::NAN),
                case["p99Ratio"].as_f64().unwrap_or(f64::NAN),
                case["p99Ratio5"].as_f64().unwrap_or(f64::NAN)
            ),
        ));
    }
    for s in result["statements"].as_array().into_iter().flatten() {
        rows.push(row(
            "peer",
            format!(
                "SQL statements per request: {} ({} items), {}",
                s["case"].as_str().unwrap_or("?"),
                s["size"],
                s["server"].as_str().unwrap_or("?")
            ),
            format!("{:.1}", s["perRequest"].as_f64().unwrap_or(f64::NAN)),
        ));
    }
    drop(server);
    db.close().await.ok();
    drop_database(&url).await;
}

/// P5: the web app's weight per route and Lighthouse mobile scores, against the release
/// binary with demo data.
async fn frontend(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let server = start_in(&url, dir.path(), &[("AGORA_SEED", "on")]).await;
    let result = node_script("frontend.mjs", &[("AGORA_URL", &server.url)]);
    for route in result["routes"].as_array().into_iter().flatten() {
        rows.push(row(
            "frontend",
            format!("gzipped JS loaded by {}", route["route"].as_str().unwrap_or("?")),
            format!("{:.1} KB in {} scripts", route["jsKbGzip"].as_f64().unwrap_or(f64::NAN), route["scripts"]),
        ));
    }
    for page in result["lighthouse"].as_array().into_iter().flatten() {
        rows.push(row(
            "frontend",
            format!("Lighthouse 12.8.2 mobile, {}", page["url"].as_str().unwrap_or("?")),
            format!(
                "performance {} (target ≥ 95) · accessibility {} · best practices {} · FCP {:.0} ms · LCP {:.0} ms · TBT {:.0} ms · \
                 observed unthrottled: FCP {:.0} ms, LCP {:.0} ms",
                page["performance"],
                page["accessibility"],
                page["bestPractices"],
                page["fcpMs"].as_f64().unwrap_or(f64::NAN),
                page["lcpMs"].as_f64().unwrap_or(f64::NAN),
                page["tbtMs"].as_f64().unwrap_or(f64::NAN),
                page["observedFcpMs"].as_f64().unwrap_or(f64::NAN),
                page["observedLcpMs"].as_f64().unwrap_or(f64::NAN)
            ),
        ));
    }
}

/// The admin benches' people and rooms: one admin, 200 users and 100 spaces (their ids).
async fn admin_world(db: &DatabaseConnection) -> Vec<Uuid> {
    account(db, "admin@bench.dev", Role::Admin).await;
    for i in 0..200 {
        account(db, &format!("p{i}@bench.dev"), Role::User).await;
    }
    spaces(db, 100).await
}

async fn admin(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    admin_world(&db).await;
    // A million bookings over two years around "now", spread across spaces, users,
    // statuses and hours; non-overlapping by construction (one hour per space per slot).
    let generated = Instant::now();
    db.execute_unprepared(
        "WITH s AS (SELECT array_agg(id ORDER BY created_at) AS a FROM spaces),
              u AS (SELECT array_agg(id ORDER BY created_at) AS a FROM users WHERE role = 'user')
         INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, blocked_from, blocked_until, total_price_cents, notes, idempotency_key, created_at, updated_at, reminder_sent_at)
         SELECT gen_random_uuid(), u.a[1 + (g % 200)], s.a[1 + (g % 100)],
                (ARRAY['pending','confirmed','confirmed','completed','cancelled'])[1 + (g % 5)],
                t.starts, t.starts + interval '1 hour', t.starts, t.starts + interval '1 hour', 1000 + (g % 40) * 500, NULL, NULL,
                t.starts - interval '3 days', t.starts - interval '3 days', NULL
         FROM generate_series(0, 999999) AS g
         CROSS JOIN s CROSS JOIN u
         CROSS JOIN LATERAL (SELECT timestamptz '2030-03-10 11:00:00+00' + ((g / 100) / 13) * interval '1 day' + ((g / 100) % 13) * interval '1 hour' AS starts) t",
    )
    .await
    .unwrap();
    // What autovacuum does on a live database after a bulk load: statistics, the
    // visibility map, and the daily totals' dead row versions (one per generated booking).
    db.execute_unprepared("VACUUM ANALYZE").await.unwrap();
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

/// Bookings `lo..hi` of the scale data set, with a charge for each confirmed or completed
/// one: the admin bench's pattern (100 spaces × 13 hours a day, 200 users, five statuses
/// by turn, one hour each), laid from 2032-03-10 backwards, so that each further million
/// adds older history to the same recent year. The counter triggers are off while rows
/// pour in, and the totals are recounted from the tables afterwards (`recount_totals`):
/// the same sums, an order of magnitude sooner than a trigger call per row.
async fn generate_history(db: &DatabaseConnection, lo: u64, hi: u64) {
    db.execute_unprepared("ALTER TABLE bookings DISABLE TRIGGER USER; ALTER TABLE payments DISABLE TRIGGER USER")
        .await
        .unwrap();
    let mut from = lo;
    while from < hi {
        let to = (from + 1_000_000).min(hi);
        db.execute_unprepared(&format!(
            "WITH s AS (SELECT array_agg(id ORDER BY created_at) AS a FROM spaces),
                  u AS (SELECT array_agg(id ORDER BY created_at) AS a FROM users WHERE role = 'user'),
                  ins AS (
               INSERT INTO bookings (id, user_id, space_id, status, starts_at, ends_at, blocked_from, blocked_until,
                                     total_price_cents, notes, idempotency_key, created_at, updated_at, reminder_sent_at)
               SELECT gen_random_uuid(), u.a[1 + (g % 200)], s.a[1 + (g % 100)],
                      (ARRAY['pending','confirmed','confirmed','completed','cancelled'])[1 + (g % 5)],
                      t.starts, t.starts + interval '1 hour', t.starts, t.starts + interval '1 hour',
                      1000 + (g % 40) * 500, NULL, NULL,
                      t.starts - interval '3 days', t.starts - interval '3 days', t.starts - interval '1 day'
               FROM generate_series({from}, {last}) AS g
               CROSS JOIN s CROSS JOIN u
               CROSS JOIN LATERAL (SELECT timestamptz '2032-03-10 11:00:00+00' - ((g / 100) / 13) * interval '1 day'
                                          + ((g / 100) % 13) * interval '1 hour' AS starts) t
               RETURNING id, status, total_price_cents, created_at)
             INSERT INTO payments (id, booking_id, kind, amount_cents, idempotency_key, provider_reference,
                                   created_at, settled_at, attempts)
             SELECT gen_random_uuid(), id, 'charge', total_price_cents, 'pay:' || id, 'sim-bench', created_at, created_at, 1
             FROM ins WHERE status IN ('confirmed', 'completed')",
            last = to - 1
        ))
        .await
        .unwrap();
        from = to;
    }
    db.execute_unprepared("ALTER TABLE bookings ENABLE TRIGGER USER; ALTER TABLE payments ENABLE TRIGGER USER")
        .await
        .unwrap();
    recount_totals(db).await;
}

/// Sets every counter table to a recount of its table (what the triggers would have summed).
async fn recount_totals(db: &DatabaseConnection) {
    db.execute_unprepared(
        "TRUNCATE booking_daily_totals, booking_status_totals, payment_daily_totals, payment_kind_totals;
         INSERT INTO booking_daily_totals SELECT (created_at AT TIME ZONE 'UTC')::date, status, 0, COUNT(*),
           SUM(total_price_cents) FROM bookings GROUP BY 1, 2;
         INSERT INTO booking_status_totals SELECT status, 0, COUNT(*), SUM(total_price_cents) FROM bookings GROUP BY 1;
         INSERT INTO payment_daily_totals SELECT (created_at AT TIME ZONE 'UTC')::date, kind, 0, COUNT(*),
           SUM(amount_cents) FROM payments GROUP BY 1, 2;
         INSERT INTO payment_kind_totals SELECT kind, 0, COUNT(*), SUM(amount_cents) FROM payments GROUP BY 1",
    )
    .await
    .unwrap();
}

/// The statements behind the figures that read counter tables or a bounded index range,
/// as `services/reports/admin.rs` sends them: their plans at each size go to
/// bench/scale-plans.md.
const SCALE_PLANS: [(&str, &str); 5] = [
    (
        "bookingStatusCounts, reports' distribution",
        "SELECT status, CAST(SUM(bookings) AS BIGINT) AS n FROM booking_status_totals GROUP BY status",
    ),
    (
        "reports' revenue, all time",
        "SELECT CAST(COALESCE(SUM(payments), 0) AS BIGINT) AS n, CAST(COALESCE(SUM(CASE WHEN kind = 'refund' \
         THEN -amount_cents ELSE amount_cents END), 0) AS BIGINT) AS r FROM payment_kind_totals WHERE 1 = 1",
    ),
    (
        "admin list, first 20, with totalCount",
        "SELECT b.*, s.name, u.full_name, (SELECT COALESCE(CAST(SUM(bookings) AS BIGINT), 0) \
         FROM booking_status_totals) AS total FROM bookings b JOIN spaces s ON s.id = b.space_id \
         JOIN users u ON u.id = b.user_id ORDER BY b.created_at DESC, b.id DESC LIMIT 21",
    ),
    (
        "admin list by status (awaiting approval: none), first 20, with totalCount",
        "SELECT b.*, s.name, u.full_name, (SELECT COALESCE(CAST(SUM(bookings) AS BIGINT), 0) \
         FROM booking_status_totals WHERE status = 'awaiting_approval') AS total FROM bookings b \
         JOIN spaces s ON s.id = b.space_id JOIN users u ON u.id = b.user_id \
         WHERE b.status = 'awaiting_approval' ORDER BY b.created_at DESC, b.id DESC LIMIT 21",
    ),
    (
        "revenue of one month (reports' six months: whole days, then the edges)",
        "SELECT CAST(COALESCE(SUM(payments), 0) AS BIGINT) AS n, CAST(COALESCE(SUM(CASE WHEN kind = 'refund' \
         THEN -amount_cents ELSE amount_cents END), 0) AS BIGINT) AS r FROM payment_daily_totals \
         WHERE day >= '2031-02-02' AND day < '2031-03-01'",
    ),
];

/// Issue 22: every admin figure, the admin list and the grid at 1,000,000 and at
/// 10,000,000 bookings on one PostgreSQL in one run, one client, p50 of 100 requests each,
/// and the growth from one size to the other.
async fn scale(rows: &mut Vec<Row>) {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    let ids = admin_world(&db).await;
    let fifty: Vec<String> = ids.iter().take(50).map(|id| global_id("Space", *id)).collect();
    let one = global_id("Space", ids[0]);
    const AGENDA: &str = "query($i: AgendaInput!) { agenda(input: $i) { truncated rows { id date space { id name } availability { closedReason slots { minuteOfDay startsAt endsAt available buffer canStart tooSoon } } bookings { startsAt endsAt status mine ownerName } } } }";
    const LIST: &str = "query($f: BookingFilter) { bookings(first: 20, filter: $f) { totalCount edges { node { id status startsAt space { name capacity } user { fullName email } } } } }";
    let cases: Vec<(&str, &str, Value)> = vec![
        (
            "adminDashboard",
            "{ adminDashboard { activeSpaces bookingsToday monthRevenue registeredUsers awaitingApproval recentBookings { id status space { name } user { fullName } } performance { occupancyPercent growthPercent } } }",
            json!({}),
        ),
        (
            "reports",
            "{ reports { totalBookings pendingBookings totalRevenue monthRevenue users spaces statusDistribution { awaitingApproval confirmed pending cancelled completed } recentBookings { id } revenueByMonth { month revenue } } }",
            json!({}),
        ),
        (
            "bookingStatusCounts",
            "{ bookingStatusCounts { awaitingApproval pending confirmed completed cancelled } }",
            json!({}),
        ),
        ("admin list, first 20 + totalCount", LIST, json!({})),
        ("admin list, status Cancelada, first 20 + totalCount", LIST, json!({"f": {"status": "CANCELLED"}})),
        (
            "admin list, status Aguardando aprovação (none), first 20 + totalCount",
            LIST,
            json!({"f": {"status": "AWAITING_APPROVAL"}}),
        ),
        ("admin list, one day, first 20 + totalCount", LIST, json!({"f": {"date": "2031-03-11"}})),
        ("admin list, search 'Sala 0042', first 20 + totalCount", LIST, json!({"f": {"search": "Sala 0042"}})),
        ("agenda, 50 spaces × 1 day, admin", AGENDA, json!({"i": {"date": "2031-03-11", "spaceIds": fifty}})),
        ("agenda, 1 space × 7 days, admin", AGENDA, json!({"i": {"date": "2031-03-11", "days": 7, "spaceIds": [one]}})),
    ];
    let sizes = [1_000_000u64, 10_000_000];
    let mut p50s: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut plans = String::from(
        "# Plans of the admin figures' statements (`just bench scale`)\n\nPostgreSQL `EXPLAIN (ANALYZE, BUFFERS)` at each size of the scale data set.\n",
    );
    let mut made = 0;
    for size in sizes {
        let generated = Instant::now();
        generate_history(&db, made, size).await;
        made = size;
        // What autovacuum does on a live database after a bulk load.
        db.execute_unprepared("VACUUM ANALYZE").await.unwrap();
        let label = format!("{},000,000", size / 1_000_000);
        rows.push(row(
            "scale",
            format!("generating bookings up to {label} (SQL, with a charge for each paid one)"),
            format!("{:.0} s", generated.elapsed().as_secs_f64()),
        ));
        plans.push_str(&format!("\n## {label} bookings\n"));
        for (what, sql) in SCALE_PLANS {
            let explained = db
                .query_all_raw(sea_orm::Statement::from_string(
                    sea_orm::DatabaseBackend::Postgres,
                    format!("EXPLAIN (ANALYZE, BUFFERS) {sql}"),
                ))
                .await
                .unwrap();
            let lines: Vec<String> = explained.iter().map(|r| r.try_get_by_index::<String>(0).unwrap()).collect();
            plans.push_str(&format!("\n### {what}\n\n```\n{}\n```\n", lines.join("\n")));
        }
        let server = start(&url).await;
        let token = sign_in(&server.url, "admin@bench.dev").await;
        let client = reqwest::Client::new();
        let mut at_size = Vec::new();
        for (_, query, variables) in &cases {
            for _ in 0..5 {
                let body = gql(&client, &server.url, &token, query, variables.clone()).await;
                assert!(body["errors"].is_null(), "{body}");
            }
            let (c, u, t, q, v) =
                (client.clone(), server.url.clone(), token.clone(), query.to_string(), Arc::new(variables.clone()));
            let stats = load(100, 1, move |_| {
                let (c, u, t, q, v) = (c.clone(), u.clone(), t.clone(), q.clone(), v.clone());
                async move { gql(&c, &u, &t, &q, (*v).clone()).await["errors"].is_null() }
            })
            .await;
            assert_eq!(stats.errors, 0);
            at_size.push((stats.p50_ms, stats.p99_ms));
        }
        p50s.push(at_size);
        drop(server);
    }
    for (i, (label, _, _)) in cases.iter().enumerate() {
        let ((p50_1m, p99_1m), (p50_10m, p99_10m)) = (p50s[0][i], p50s[1][i]);
        let growth = p50_10m / p50_1m;
        let met = if p50_10m <= 25.0 && growth <= 1.3 { "met" } else { "NOT met" };
        rows.push(row(
            "scale",
            format!("{label}, PostgreSQL, 1 client, 100 requests"),
            format!(
                "1M: p50 {p50_1m:.1} ms · p99 {p99_1m:.1} ms · 10M: p50 {p50_10m:.1} ms · p99 {p99_10m:.1} ms · growth {growth:.2}× ({met}: p50 ≤ 25 ms, growth ≤ 1.3×)"
            ),
        ));
    }
    std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/scale-plans.md"), plans).unwrap();
    db.close().await.ok();
    drop_database(&url).await;
}

/// The statements the server has sent so far (its `/metrics`).
async fn statements_sent(client: &reqwest::Client, url: &str) -> u64 {
    let text = client.get(format!("{url}/metrics")).send().await.unwrap().text().await.unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix("agora_sql_statements_total "))
        .and_then(|v| v.trim().parse().ok())
        .expect("agora_sql_statements_total in /metrics")
}

async fn agenda(rows: &mut Vec<Row>) {
    for postgres in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        account(&db, "admin@bench.dev", Role::Admin).await;
        account(&db, "user@bench.dev", Role::User).await;
        let ids = spaces(&db, 50).await;
        let server = start(&url).await;
        let admin = sign_in(&server.url, "admin@bench.dev").await;
        let user = sign_in(&server.url, "user@bench.dev").await;
        let client = reqwest::Client::new();
        // Three bookings a space on the day shown (10:00, 13:00, 16:00), all drawn.
        for (i, id) in ids.iter().enumerate() {
            for k in [2, 5, 8] {
                let (starts, ends) = slot(k);
                let input = json!({"spaceId": global_id("Space", *id), "startsAt": starts, "endsAt": ends, "idempotencyKey": format!("a{i}-{k}")});
                let body = gql(&client, &server.url, &user, BOOK, json!({"i": input})).await;
                assert!(body["errors"].is_null(), "{body}");
            }
        }
        const AGENDA: &str = "query($i: AgendaInput!) { agenda(input: $i) { truncated rows { id date space { id name } availability { closedReason slots { minuteOfDay startsAt endsAt available buffer canStart tooSoon } rules { minDurationMinutes maxDurationMinutes } } bookings { startsAt endsAt status mine ownerName } } } }";
        const FREE: &str = "query($i: FreeSpacesInput!) { freeSpaces(input: $i) { space { id name capacity } startsAt endsAt totalPrice } }";
        let one = global_id("Space", ids[0]);
        let cases = [
            ("agenda, 50 spaces × 1 day, admin", admin.clone(), AGENDA, json!({"i": {"date": "2031-03-11"}})),
            (
                "agenda, 1 space × 7 days",
                user.clone(),
                AGENDA,
                json!({"i": {"date": "2031-03-11", "days": 7, "spaceIds": [one]}}),
            ),
            (
                "freeSpaces, 50 spaces, 14:00–16:00",
                user.clone(),
                FREE,
                json!({"i": {"date": "2031-03-11", "startTime": "14:00", "endTime": "16:00"}}),
            ),
        ];
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        for (label, token, query, variables) in cases {
            for _ in 0..20 {
                gql(&client, &server.url, &token, query, variables.clone()).await;
            }
            // Statements: 50 requests one after another, the server otherwise idle.
            let before = statements_sent(&client, &server.url).await;
            for _ in 0..50 {
                let body = gql(&client, &server.url, &token, query, variables.clone()).await;
                assert!(body["errors"].is_null(), "{body}");
            }
            let per_request = (statements_sent(&client, &server.url).await - before) as f64 / 50.0;
            let (c, u, t, v) = (client.clone(), server.url.clone(), token.clone(), Arc::new(variables));
            let stats = load(500, 4, move |_| {
                let (c, u, t, v) = (c.clone(), u.clone(), t.clone(), v.clone());
                async move { gql(&c, &u, &t, query, (*v).clone()).await["errors"].is_null() }
            })
            .await;
            rows.push(row(
                "agenda",
                format!("{label}, {backend}, 4 clients"),
                format!(
                    "p50 {:.1} ms · p99 {:.1} ms · {:.0} req/s · {per_request:.1} SQL statements per request · {} errors",
                    stats.p50_ms,
                    stats.p99_ms,
                    stats.rate(),
                    stats.errors
                ),
            ));
        }
        drop(server);
        db.close().await.ok();
        drop_database(&url).await;
    }
}

/// P8: webhook deliveries a node posts per second, and the metrics' cost per request.
async fn integrations(rows: &mut Vec<Row>) {
    const DELIVERIES: usize = 5_000;
    for postgres in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        account(&db, "admin@bench.dev", Role::Admin).await;
        // The receiver: answers 200 at once and notes when each request arrived.
        let arrivals: Arc<std::sync::Mutex<Vec<Instant>>> = Arc::default();
        let noted = arrivals.clone();
        let receiver = axum::Router::new().route(
            "/hook",
            axum::routing::post(move || {
                let noted = noted.clone();
                async move {
                    noted.lock().unwrap().push(Instant::now());
                    axum::http::StatusCode::OK
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let hook = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, receiver).await.unwrap() });
        // Due deliveries written straight to the tables (as the changes would write them),
        // before the node starts.
        use sea_orm::EntityTrait;
        let endpoint = webhook_endpoint(&db, &hook, "whsec_bench", "booking.created").await;
        let now = chrono::Utc::now();
        let body = r#"{"id":"0","type":"booking.created","data":{"booking":{"id":"Qm9va2luZzow","status":"PENDING"}}}"#;
        for chunk in (0..DELIVERIES).collect::<Vec<_>>().chunks(500) {
            let rows = chunk
                .iter()
                .map(|_| api::services::webhooks::due(endpoint, Uuid::now_v7(), "booking.created", body.into(), now));
            entities::webhook_delivery::Entity::insert_many(rows).exec(&db).await.unwrap();
        }
        let server = start(&url).await;
        let deadline = Instant::now() + Duration::from_secs(120);
        while arrivals.lock().unwrap().len() < DELIVERIES && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let times = arrivals.lock().unwrap().clone();
        let left = scalar(&db, "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE delivered_at IS NULL").await;
        let span = times.last().zip(times.first()).map_or(0.0, |(l, f)| (*l - *f).as_secs_f64());
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        rows.push(row(
            "integrations",
            format!("webhook deliveries, one node, {DELIVERIES} due, {backend}"),
            format!(
                "{:.0} deliveries/s ({} received in {span:.2} s; {left} left undelivered)",
                times.len() as f64 / span.max(f64::EPSILON),
                times.len()
            ),
        ));
        drop(server);
        db.close().await.ok();
        drop_database(&url).await;
    }
    // What the metrics add to a request: one route histogram and one operation histogram
    // (label lookups included), on the process's own registry.
    let metrics = api::metrics::global();
    let rounds = 1_000_000;
    let started = Instant::now();
    for i in 0..rounds {
        metrics.observe_request("/graphql", "POST", 200, 0.001 + (i % 7) as f64 * 0.0001);
        metrics.observe_operation(Some("SpacesPageQuery"), "query", true, 0.0008);
    }
    let per_request = started.elapsed().as_nanos() as f64 / rounds as f64;
    rows.push(row(
        "integrations",
        "metrics per request (route + operation histograms), in-process",
        format!("{per_request:.0} ns per request ({rounds} requests, one thread)"),
    ));
}

/// Hold expiry at volume (issue 18): 10,000 pending bookings whose holds lapse at one
/// instant, with a webhook endpoint subscribed to cancellations, while 32 clients keep
/// booking other slots. How long the jobs runner takes from the first cancellation to the
/// last, then until their mails and webhooks are out, and the booking rate in each window
/// against the rate before the holds lapsed.
async fn expiry(rows: &mut Vec<Row>) {
    const DUE: usize = 10_000;
    // Alone first (what the expiry costs: its CPU per booking), then under load.
    for (postgres, clients) in [(false, 0), (false, 32), (true, 0), (true, 32)] {
        // Seconds after the node starts (its clock starts at CLOCK) when the holds lapse:
        // under load, time for a steady booking rate before.
        let lapse_secs: i64 = if clients == 0 { 6 } else { 25 };
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        let mut emails = Vec::new();
        for i in 0..8 {
            let email = format!("u{i}@bench.dev");
            account(&db, &email, Role::User).await;
            emails.push(email);
        }
        let owner = account(&db, "late@bench.dev", Role::User).await;
        let space_ids = spaces(&db, 64).await;
        // A receiver for the cancellations' webhooks, answering 200 at once.
        let received = Arc::new(AtomicUsize::new(0));
        let count = received.clone();
        let receiver = axum::Router::new().route(
            "/hook",
            axum::routing::post(move || {
                count.fetch_add(1, Ordering::Relaxed);
                async { axum::http::StatusCode::OK }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let hook = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, receiver).await.unwrap() });
        use sea_orm::{EntityTrait, Set};
        webhook_endpoint(&db, &hook, "whsec_bench", "booking.cancelled").await;
        // The holds: one hour each from 2032-01-05 on, space by space, far from the load's slots.
        let clock: chrono::DateTime<chrono::Utc> = CLOCK.parse().unwrap();
        let pay_by = clock + chrono::Duration::seconds(lapse_secs);
        let first: chrono::DateTime<chrono::Utc> = "2032-01-05T11:00:00Z".parse().unwrap();
        let holds: Vec<entities::booking::ActiveModel> = (0..DUE)
            .map(|i| {
                let starts = first + chrono::Duration::hours((i / space_ids.len()) as i64);
                entities::booking::ActiveModel {
                    id: Set(Uuid::now_v7()),
                    user_id: Set(owner),
                    space_id: Set(space_ids[i % space_ids.len()]),
                    status: Set(entities::booking::BookingStatus::Pending),
                    starts_at: Set(starts),
                    ends_at: Set(starts + chrono::Duration::hours(1)),
                    total_price_cents: Set(5000),
                    notes: Set(None),
                    idempotency_key: Set(None),
                    created_at: Set(clock),
                    updated_at: Set(clock),
                    reminder_sent_at: Set(None),
                    pay_by: Set(Some(pay_by)),
                    paying_until: Set(None),
                    cancel_reason: Set(None),
                    cancelled_by: Set(None),
                    sequence: Set(0),
                    blocked_from: Set(starts),
                    blocked_until: Set(starts + chrono::Duration::hours(1)),
                    series_id: Set(None),
                    decide_by: Set(None),
                }
            })
            .collect();
        for chunk in holds.chunks(500) {
            entities::booking::Entity::insert_many(chunk.to_vec()).exec(&db).await.unwrap();
        }
        let started = Instant::now();
        let server = start(&url).await;
        let lapse = started + Duration::from_secs(lapse_secs as u64);
        let mut tokens = Vec::new();
        for email in &emails {
            tokens.push(sign_in(&server.url, email).await);
        }
        // The load: 32 clients booking distinct slots until told to stop; each success is
        // noted with the instant it completed.
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let done: Arc<std::sync::Mutex<Vec<Instant>>> = Arc::default();
        let next = Arc::new(AtomicUsize::new(0));
        let (tokens, spaces_gid) =
            (Arc::new(tokens), Arc::new(space_ids.iter().map(|id| global_id("Space", *id)).collect::<Vec<_>>()));
        let client = reqwest::Client::new();
        let mut workers = Vec::new();
        for _ in 0..clients {
            let (stop, done, next, tokens, spaces_gid, client, url) = (
                stop.clone(),
                done.clone(),
                next.clone(),
                tokens.clone(),
                spaces_gid.clone(),
                client.clone(),
                server.url.clone(),
            );
            workers.push(tokio::spawn(async move {
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let (start, end) = slot(i / 64);
                    let input = json!({"i": {"spaceId": spaces_gid[i % 64], "startsAt": start, "endsAt": end}});
                    let body = gql(&client, &url, &tokens[i % tokens.len()], BOOK, input).await;
                    if body["errors"].is_null() && !body["data"].is_null() {
                        done.lock().unwrap().push(Instant::now());
                    }
                }
            }));
        }
        // Watch the holds go, then the mails and webhooks they cause.
        let cancelled = "SELECT COUNT(*) AS n FROM bookings WHERE status = 'cancelled' AND cancel_reason IS NOT NULL";
        let mut first_seen = None;
        let deadline = lapse + Duration::from_secs(180);
        let mut cpu_at_first = (0.0, 0.0);
        let all_cancelled = loop {
            let n = scalar(&db, cancelled).await as usize;
            if n > 0 && first_seen.is_none() {
                first_seen = Some(Instant::now());
                cpu_at_first = (server.cpu_secs(), if postgres { postgres_cpu_secs() } else { 0.0 });
            }
            if n >= DUE || Instant::now() > deadline {
                break Instant::now();
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        let cpu_expiry_ms = (
            (server.cpu_secs() - cpu_at_first.0) * 1000.0 / DUE as f64,
            if postgres { (postgres_cpu_secs() - cpu_at_first.1) * 1000.0 / DUE as f64 } else { 0.0 },
        );
        // Their mails queue behind the load's own (oldest first): wait for them 30 s at most.
        // Finding them by their payload reads every undelivered row (60,000 of the load's
        // own, 35 ms of PostgreSQL's CPU); that is done once, for the latest instant they
        // fall due, and the watch then reads only the undelivered rows due by then, over
        // the outbox's index, ten times a second: the watching must not be the slowdown
        // it measures. (None of them fails here, so none is put back after that instant.)
        use entities::outbox::{Column as Outbox, Entity as OutboxRows};
        use sea_orm::sea_query::Expr;
        use sea_orm::{ColumnTrait, PaginatorTrait, QueryFilter, QuerySelect};
        let expired_mail = || Expr::cust("payload LIKE '%\"notice\":\"expired\"%'");
        let due_by: Option<chrono::DateTime<chrono::Utc>> = OutboxRows::find()
            .select_only()
            .column_as(Outbox::AvailableAt.max(), "m")
            .filter(expired_mail())
            .into_tuple()
            .one(&db)
            .await
            .unwrap()
            .flatten();
        let expiry_mails = || async {
            OutboxRows::find()
                .filter(Outbox::DeliveredAt.is_null())
                .filter(Outbox::AvailableAt.lte(due_by.unwrap_or(clock)))
                .filter(expired_mail())
                .count(&db)
                .await
                .unwrap() as i64
        };
        let drain_by = all_cancelled + Duration::from_secs(30);
        let (drained, mails_left) = loop {
            let mails = expiry_mails().await;
            if (mails == 0 && received.load(Ordering::Relaxed) >= DUE) || Instant::now() > drain_by {
                break (Instant::now(), mails);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let hooks_left = DUE.saturating_sub(received.load(Ordering::Relaxed));
        // Some load after, so the last window is not cut short.
        tokio::time::sleep(Duration::from_secs(2)).await;
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            w.await.unwrap();
        }
        let done = done.lock().unwrap().clone();
        let rate = |from: Instant, to: Instant| {
            let n = done.iter().filter(|t| **t >= from && **t < to).count();
            n as f64 / (to - from).as_secs_f64().max(f64::EPSILON)
        };
        let first_seen = first_seen.unwrap_or(all_cancelled);
        let baseline = rate(started + Duration::from_secs(12), lapse - Duration::from_millis(500));
        let during = rate(first_seen, all_cancelled);
        let after = rate(all_cancelled, drained);
        let expired = scalar(&db, cancelled).await;
        // The job's own span, from the rows it stamped (the node's clock runs at real speed).
        use entities::booking::Column;
        let (last, first): (Option<chrono::DateTime<chrono::Utc>>, Option<chrono::DateTime<chrono::Utc>>) =
            entities::booking::Entity::find()
                .select_only()
                .column_as(Column::UpdatedAt.max(), "last")
                .column_as(Column::UpdatedAt.min(), "first")
                .filter(Column::CancelReason.is_not_null())
                .into_tuple()
                .one(&db)
                .await
                .unwrap()
                .unwrap();
        let span_ms = last.zip(first).map_or(0, |(l, f)| (l - f).num_milliseconds());
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        let took = (all_cancelled - first_seen).as_secs_f64();
        if clients == 0 {
            rows.push(row(
                "expiry",
                format!("hold expiry: {DUE} holds lapse at once, nothing else running, {backend}"),
                format!(
                    "{expired} cancelled in {took:.2} s (first to last cancellation: {:.2} s) · CPU per expired booking: node {:.3} ms{} · their mails and webhooks out {:.2} s later ({mails_left} mails, {hooks_left} webhooks left)",
                    span_ms as f64 / 1000.0,
                    cpu_expiry_ms.0,
                    if postgres { format!(", PostgreSQL {:.3} ms", cpu_expiry_ms.1) } else { String::new() },
                    (drained - all_cancelled).as_secs_f64(),
                ),
            ));
        } else {
            rows.push(row(
                "expiry",
                format!("hold expiry: {DUE} holds lapse at once, {clients} clients booking, {backend}"),
                format!(
                    "{expired} cancelled in {took:.2} s (first to last cancellation: {:.2} s; target ≤ 5 s) · bookings/s {baseline:.0} before, {during:.0} during the expiry ({:+.1} %; target ≥ −10 %), {after:.0} in the {:.0} s after it, while the mails and webhooks go ({:+.1} %; {mails_left} mails, {hooks_left} webhooks left then)",
                    span_ms as f64 / 1000.0,
                    (during / baseline - 1.0) * 100.0,
                    (drained - all_cancelled).as_secs_f64(),
                    (after / baseline - 1.0) * 100.0,
                ),
            ));
        }
        drop(server);
        db.close().await.ok();
        drop_database(&url).await;
    }
}

#[tokio::main]
async fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    let run = |name: &str| wanted.is_empty() || wanted.iter().any(|w| w == name);
    let mut rows = Vec::new();
    if run("explore") {
        explore(&mut rows).await;
    }
    if run("peer") {
        peer(&mut rows).await;
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
    if run("frontend") {
        frontend(&mut rows).await;
    }
    if run("memory") {
        memory(&mut rows).await;
    }
    if run("agenda") {
        agenda(&mut rows).await;
    }
    if run("integrations") {
        integrations(&mut rows).await;
    }
    if run("expiry") {
        expiry(&mut rows).await;
    }
    // Not part of a plain `just bench`: about twenty minutes of data generation.
    if wanted.iter().any(|w| w == "scale") {
        scale(&mut rows).await;
    }
    write_table("Ágora bench", &rows, concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/results.md"));
}
