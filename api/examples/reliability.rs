//! `just reliability`: the long safety suite against the release binary, printed as a
//! table and written to `bench/reliability.md`. Every section counts violations; the run
//! exits non-zero if any section found one. The short versions stay in `just test`.
//!
//! Sections (all by default, or name some: `just reliability storm crash`):
//! - storm (R1): 32 clients for 60 s creating, paying and cancelling on a few hot slots,
//!   SQLite and PostgreSQL, then an invariant check over the whole history;
//! - crash (R2): 100 cycles of kill -9 during a booking load on SQLite (acknowledged
//!   bookings survive, `PRAGMA integrity_check`, idempotent retries), 50 during payments in
//!   flight (never charged twice, nothing charged goes unrecorded), and a PostgreSQL
//!   restart during load (no request hangs, service recovers by itself);
//! - authz (R3): the authorization matrix generated from `schema.graphql` (nextest);
//! - fuzz (R4): schemathesis in GraphQL mode, ≥ 10,000 cases (`reliability/fuzz.py`);
//! - abuse (R5): deep queries, 1,000 aliases, batches, huge variables, a sign-in flood;
//! - uploads (R6): ≥ 50 hostile files, none stored, each refused with its message;
//! - expiry (R8): 32 clients paying just as their holds lapse, SQLite and PostgreSQL: every
//!   booking ends once, confirmed and charged once or cancelled with its money returned.
//! - webhooks (R9): 100 cycles of kill -9 of the delivering node during a booking load,
//!   SQLite and PostgreSQL: every booking reaches the receiver as a signed
//!   `booking.created` post (at least once), none lost.
//! - failover (R7): two nodes on one PostgreSQL behind one address, 1,000 graphql-ws
//!   subscribers (bench/failover.mjs, set up as the web app's) on node A; kill -9 A: each
//!   is back on B by its own retries with the day's availability within 5 s, and shows no
//!   stale hour after a burst of bookings.
//!
//! `RELIABILITY_SECONDS` (storm length, default 60) and `RELIABILITY_CYCLES` (crash
//! cycles, default 100) shorten a run; PostgreSQL comes from `BENCH_DATABASE_URL`.

mod common;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use api::domain::account::Role;
use common::*;
use futures_util::StreamExt;
use rand::Rng;
use reqwest::multipart::{Form, Part};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};
use serde_json::{Value, json};
use std::future::ready;
use tokio::sync::Mutex;
use uuid::Uuid;

const PAY: &str = "mutation($id: ID!) { payBooking(input: {bookingId: $id}) { booking { id status } } }";
const CANCEL: &str = "mutation($id: ID!) { cancelBooking(input: {bookingId: $id}) { booking { id status } } }";

/// One section's outcome: its rows and how many violations it found.
struct Outcome {
    violations: usize,
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// What a GraphQL call came back with.
#[derive(Debug)]
enum Answer {
    Data(Value),
    /// A typed refusal: `extensions.code` other than INTERNAL.
    Refused(String),
    /// Anything else: INTERNAL, no code, not JSON, a 5xx, a transport error.
    Broken(String),
}

async fn call(client: &reqwest::Client, url: &str, token: &str, query: &str, variables: Value) -> Answer {
    let response = match client
        .post(format!("{url}/graphql"))
        .bearer_auth(token)
        .json(&json!({"query": query, "variables": variables}))
        .send()
        .await
    {
        Ok(r) => r,
        Err(err) => return Answer::Broken(format!("transport: {err}")),
    };
    let status = response.status();
    let body: Value = match response.json().await {
        Ok(body) => body,
        Err(err) => return Answer::Broken(format!("{status}: not JSON: {err}")),
    };
    if status.is_server_error() {
        return Answer::Broken(format!("{status}: {body}"));
    }
    match body["errors"][0]["extensions"]["code"].as_str() {
        None if body["errors"].is_null() => Answer::Data(body["data"].clone()),
        Some(code) if code != "INTERNAL" => Answer::Refused(code.to_owned()),
        _ => Answer::Broken(body.to_string()),
    }
}

fn decode_id(global: &str) -> Uuid {
    use base64::Engine;
    let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(global).unwrap();
    String::from_utf8(raw).unwrap().split(':').nth(1).unwrap().parse().unwrap()
}

async fn statuses(db: &DatabaseConnection) -> HashMap<Uuid, String> {
    let rows = db
        .query_all_raw(Statement::from_string(db.get_database_backend(), "SELECT id, status FROM bookings"))
        .await
        .unwrap();
    rows.into_iter()
        .map(|r| (r.try_get::<Uuid>("", "id").unwrap(), r.try_get::<String>("", "status").unwrap()))
        .collect()
}

/// R1: a mixed storm on a few hot slots, then the invariants over everything that happened.
async fn storm(rows: &mut Vec<Row>) -> Outcome {
    let seconds = env_usize("RELIABILITY_SECONDS", 60) as u64;
    let mut violations = 0;
    for postgres in [false, true] {
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        let mut emails = Vec::new();
        for i in 0..32 {
            emails.push(format!("s{i}@bench.dev"));
            account(&db, &emails[i], Role::User).await;
        }
        let space_ids: Vec<String> = spaces(&db, 3).await.iter().map(|id| global_id("Space", *id)).collect();
        let server = start(&url).await;
        let mut tokens = Vec::new();
        for email in &emails {
            tokens.push(sign_in(&server.url, email).await);
        }
        // Expected final status of every acknowledged booking, by what its owner was told.
        let expected: Arc<Mutex<HashMap<Uuid, &'static str>>> = Arc::default();
        let refusals: Arc<Mutex<HashMap<String, usize>>> = Arc::default();
        let broken: Arc<Mutex<Vec<String>>> = Arc::default();
        let calls = Arc::new(AtomicUsize::new(0));
        let deadline = Instant::now() + Duration::from_secs(seconds);
        let mut clients = Vec::new();
        for token in tokens {
            let (expected, refusals, broken, calls, url, spaces) = (
                expected.clone(),
                refusals.clone(),
                broken.clone(),
                calls.clone(),
                server.url.clone(),
                space_ids.clone(),
            );
            clients.push(tokio::spawn(async move {
                let client = reqwest::Client::new();
                let mut mine: Vec<(String, &'static str)> = Vec::new();
                while Instant::now() < deadline {
                    let roll = rand::rng().random_range(0..100);
                    let (answer, effect) = if roll < 50 || mine.is_empty() {
                        // Hot slots: three spaces, hours 10..13 of one day, 1 or 2 hours long.
                        let (space, hour, length) = {
                            let mut rng = rand::rng();
                            (rng.random_range(0..spaces.len()), rng.random_range(0..3), rng.random_range(1..3))
                        };
                        let (start, _) = slot(2 + hour);
                        let (_, end) = slot(2 + hour + length - 1);
                        let answer = call(
                            &client,
                            &url,
                            &token,
                            BOOK,
                            json!({"i": {"spaceId": spaces[space], "startsAt": start, "endsAt": end}}),
                        )
                        .await;
                        (answer, "created")
                    } else {
                        let k = rand::rng().random_range(0..mine.len());
                        let (id, status) = mine[k].clone();
                        if roll < 75 && status == "pending" {
                            (call(&client, &url, &token, PAY, json!({"id": id})).await, "confirmed")
                        } else {
                            (call(&client, &url, &token, CANCEL, json!({"id": id})).await, "cancelled")
                        }
                    };
                    calls.fetch_add(1, Ordering::Relaxed);
                    match answer {
                        Answer::Data(data) => {
                            let booking =
                                data.as_object().and_then(|o| o.values().next()).map(|p| p["booking"].clone());
                            let Some(id) = booking.as_ref().and_then(|b| b["id"].as_str()) else {
                                broken.lock().await.push(format!("no booking in {data}"));
                                continue;
                            };
                            let status = if effect == "created" { "pending" } else { effect };
                            expected.lock().await.insert(decode_id(id), status);
                            match mine.iter_mut().find(|(m, _)| m == id) {
                                Some(entry) => entry.1 = status,
                                None => mine.push((id.to_owned(), status)),
                            }
                            mine.retain(|(_, s)| *s != "cancelled");
                        }
                        Answer::Refused(code) => *refusals.lock().await.entry(code).or_default() += 1,
                        Answer::Broken(what) => broken.lock().await.push(what),
                    }
                }
            }));
        }
        for c in clients {
            c.await.unwrap();
        }
        drop(server);
        let overlaps = overlapping(&db).await;
        let stored = statuses(&db).await;
        let expected = expected.lock().await;
        let lost = expected.keys().filter(|id| !stored.contains_key(id)).count();
        let wrong = expected.iter().filter(|(id, s)| stored.get(id).is_some_and(|actual| actual != *s)).count();
        let unacknowledged = stored.keys().filter(|id| !expected.contains_key(id)).count();
        let broken = broken.lock().await;
        let refusals = refusals.lock().await;
        let found = overlaps as usize + lost + wrong + unacknowledged + broken.len();
        violations += found;
        let mut codes: Vec<_> = refusals.iter().map(|(c, n)| format!("{c} {n}")).collect();
        codes.sort();
        rows.push(row(
            "R1 storm",
            format!("32 clients × {seconds} s, create/pay/cancel on 9 hot slots, {backend}"),
            format!(
                "{} calls · {} bookings acknowledged · typed refusals: {} · untyped/5xx: {} · overlaps {overlaps} · lost {lost} · wrong status {wrong} · unacknowledged rows {unacknowledged} → {found} violations",
                calls.load(Ordering::Relaxed),
                expected.len(),
                codes.join(", "),
                broken.len(),
            ),
        ));
        if let Some(first) = broken.first() {
            eprintln!("R1 {backend}: first untyped answer: {first}");
        }
        db.close().await.ok();
        drop_database(&url).await;
    }
    Outcome { violations }
}

/// Request `n` of the crash load: its own slot and idempotency key.
fn crash_request(spaces: &[String], n: usize) -> Value {
    let (start, end) = slot(n / spaces.len());
    json!({"i": {"spaceId": spaces[n % spaces.len()], "startsAt": start, "endsAt": end, "idempotencyKey": format!("crash-{n}")}})
}

/// A SQLite database in its own directory with 8 signed-in users and 16 spaces, for the
/// kill -9 sections.
struct CrashWorld {
    dir: tempfile::TempDir,
    url: String,
    db: DatabaseConnection,
    space_ids: Arc<Vec<String>>,
    tokens: Arc<Vec<String>>,
}

async fn crash_world(prefix: &str, env: &[(&str, &str)]) -> CrashWorld {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let db = prepared(&url).await;
    let emails: Vec<String> = (0..8).map(|i| format!("{prefix}{i}@bench.dev")).collect();
    for email in &emails {
        account(&db, email, Role::User).await;
    }
    let space_ids = Arc::new(spaces(&db, 16).await.iter().map(|id| global_id("Space", *id)).collect());
    let mut tokens = Vec::new();
    {
        let server = start_in(&url, dir.path(), env).await;
        for email in &emails {
            tokens.push(sign_in(&server.url, email).await);
        }
    }
    CrashWorld { dir, url, db, space_ids, tokens: Arc::new(tokens) }
}

/// R2, SQLite: kill -9 during a booking load, again and again.
async fn crash_sqlite(rows: &mut Vec<Row>) -> usize {
    let cycles = env_usize("RELIABILITY_CYCLES", 100);
    let CrashWorld { dir, url, db, space_ids, tokens } = crash_world("c", &[]).await;
    let next = Arc::new(AtomicUsize::new(0));
    // Key number → booking id, for every acknowledged createBooking.
    let mut acknowledged: HashMap<usize, Uuid> = HashMap::new();
    let (mut lost, mut corrupt, mut unrecovered, mut duplicates, mut retried, mut broken) = (0, 0, 0, 0, 0, 0);
    let started = Instant::now();
    for _ in 0..cycles {
        let server = start_in(&url, dir.path(), &[]).await;
        let stop = Arc::new(AtomicBool::new(false));
        let acked: Arc<Mutex<Vec<(usize, Uuid)>>> = Arc::default();
        let unknown: Arc<Mutex<Vec<usize>>> = Arc::default();
        let mut workers = Vec::new();
        for _ in 0..8 {
            let (stop, acked, unknown, next, tokens, url, spaces) = (
                stop.clone(),
                acked.clone(),
                unknown.clone(),
                next.clone(),
                tokens.clone(),
                server.url.clone(),
                space_ids.clone(),
            );
            workers.push(tokio::spawn(async move {
                let client = reqwest::Client::new();
                while !stop.load(Ordering::Relaxed) {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    match call(&client, &url, &tokens[n % tokens.len()], BOOK, crash_request(&spaces, n)).await {
                        Answer::Data(data) => {
                            let id = data["createBooking"]["booking"]["id"].as_str().map(decode_id);
                            acked.lock().await.push((n, id.expect("a booking id")));
                        }
                        // Killed mid-request: the answer is lost, the booking may or may not exist.
                        _ => unknown.lock().await.push(n),
                    }
                }
            }));
        }
        tokio::time::sleep(Duration::from_millis(rand::rng().random_range(100..500))).await;
        server.kill();
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            w.await.unwrap();
        }
        acknowledged.extend(acked.lock().await.iter().copied());

        // Restart: nothing acknowledged is lost, the file is sound, retries are idempotent.
        let server = start_in(&url, dir.path(), &[]).await;
        let check = api::db::connect(&url, api::db::DEFAULT_POOL_SIZE).await.unwrap();
        let integrity = check
            .query_one_raw(Statement::from_string(check.get_database_backend(), "PRAGMA integrity_check"))
            .await
            .unwrap()
            .and_then(|r| r.try_get_by_index::<String>(0).ok())
            .unwrap_or_default();
        if integrity != "ok" {
            corrupt += 1;
        }
        let stored = statuses(&check).await;
        lost += acknowledged.values().filter(|id| !stored.contains_key(id)).count();
        let client = reqwest::Client::new();
        for n in unknown.lock().await.iter().copied() {
            retried += 1;
            match call(&client, &server.url, &tokens[n % tokens.len()], BOOK, crash_request(&space_ids, n)).await {
                Answer::Data(data) => {
                    let id = decode_id(data["createBooking"]["booking"]["id"].as_str().unwrap());
                    acknowledged.insert(n, id);
                }
                Answer::Refused(_) | Answer::Broken(_) => unrecovered += 1,
            }
        }
        duplicates += scalar(
            &check,
            "SELECT COUNT(*) AS n FROM (SELECT user_id, idempotency_key FROM bookings GROUP BY user_id, idempotency_key HAVING COUNT(*) > 1) d",
        )
        .await as usize;
        check.close().await.ok();
        drop(server);
    }
    let stored = statuses(&db).await;
    // Every row is some acknowledged key's booking: retries made no second one.
    let extra = stored.len().saturating_sub(acknowledged.len());
    broken += extra;
    let found = lost + corrupt + unrecovered + duplicates + broken;
    rows.push(row(
        "R2 crash",
        format!("{cycles} × kill -9 during 8-client createBooking load, SQLite, restart each time"),
        format!(
            "{:.0} s · {} bookings acknowledged · {retried} unanswered requests retried with their idempotency key · lost {lost} · integrity_check failures {corrupt} · retries failed {unrecovered} · duplicate keys {duplicates} · rows without an acknowledged key {extra} → {found} violations",
            started.elapsed().as_secs_f64(),
            acknowledged.len(),
        ),
    ));
    db.close().await.ok();
    found
}

/// R2, SQLite: kill -9 while payments are in flight. The simulated provider answers
/// 150 ms after it charged, so kills land between the charge and its record: after each
/// restart the unanswered payments are retried, and over the whole run no booking is
/// charged twice, every confirmed booking has exactly its price recorded once, and what
/// the provider took is what the books say.
async fn crash_payments(rows: &mut Vec<Row>) -> usize {
    const LATENCY: [(&str, &str); 1] = [("AGORA_SIMULATED_PAYMENT_LATENCY_MS", "150")];
    let cycles = env_usize("RELIABILITY_CYCLES", 100) / 2;
    let CrashWorld { dir, url, db, space_ids, tokens } = crash_world("p", &LATENCY).await;
    let next = Arc::new(AtomicUsize::new(0));
    let mut paid: Vec<Uuid> = Vec::new();
    let (mut in_flight, mut retried, mut unrecovered) = (0, 0, 0);
    let started = Instant::now();
    for _ in 0..cycles {
        let server = start_in(&url, dir.path(), &LATENCY).await;
        let stop = Arc::new(AtomicBool::new(false));
        let acked: Arc<Mutex<Vec<Uuid>>> = Arc::default();
        // (token index, booking) of payments whose answer the kill swallowed.
        let unknown: Arc<Mutex<Vec<(usize, Uuid)>>> = Arc::default();
        let mut workers = Vec::new();
        for _ in 0..8 {
            let (stop, acked, unknown, next, tokens, url, spaces) = (
                stop.clone(),
                acked.clone(),
                unknown.clone(),
                next.clone(),
                tokens.clone(),
                server.url.clone(),
                space_ids.clone(),
            );
            workers.push(tokio::spawn(async move {
                let client = reqwest::Client::new();
                while !stop.load(Ordering::Relaxed) {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let who = n % tokens.len();
                    let Answer::Data(data) = call(&client, &url, &tokens[who], BOOK, crash_request(&spaces, n)).await
                    else {
                        continue;
                    };
                    let id = decode_id(data["createBooking"]["booking"]["id"].as_str().expect("a booking id"));
                    match call(&client, &url, &tokens[who], PAY, json!({"id": global_id("Booking", id)})).await {
                        Answer::Data(_) => acked.lock().await.push(id),
                        Answer::Refused(code) => panic!("payBooking refused with {code} before any kill"),
                        Answer::Broken(_) => unknown.lock().await.push((who, id)),
                    }
                }
            }));
        }
        tokio::time::sleep(Duration::from_millis(rand::rng().random_range(100..500))).await;
        server.kill();
        stop.store(true, Ordering::Relaxed);
        for w in workers {
            w.await.unwrap();
        }
        paid.extend(acked.lock().await.iter().copied());

        // Money the provider took that the books do not show yet: the window was hit.
        let check = api::db::connect(&url, api::db::DEFAULT_POOL_SIZE).await.unwrap();
        in_flight += scalar(
            &check,
            "SELECT COUNT(*) AS n FROM simulated_provider_ledger l WHERE l.kind = 'charge' \
             AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.idempotency_key = l.idempotency_key)",
        )
        .await as usize;
        check.close().await.ok();
        let server = start_in(&url, dir.path(), &LATENCY).await;
        let client = reqwest::Client::new();
        for (who, id) in unknown.lock().await.iter().copied() {
            retried += 1;
            match call(&client, &server.url, &tokens[who], PAY, json!({"id": global_id("Booking", id)})).await {
                Answer::Data(data) if data["payBooking"]["booking"]["status"] == "CONFIRMED" => paid.push(id),
                _ => unrecovered += 1,
            }
        }
        drop(server);
    }
    let confirmed = statuses(&db).await.into_iter().filter(|(_, s)| s == "confirmed").count();
    let lost = {
        let stored = statuses(&db).await;
        paid.iter().filter(|id| stored.get(id).map(String::as_str) != Some("confirmed")).count()
    };
    let charged_twice = scalar(
        &db,
        "SELECT COUNT(*) AS n FROM (SELECT booking_id FROM payments WHERE kind = 'charge' \
         GROUP BY booking_id HAVING COUNT(*) > 1) d",
    )
    .await;
    let wrong_amount = scalar(
        &db,
        "SELECT COUNT(*) AS n FROM bookings b WHERE b.status = 'confirmed' AND \
         (SELECT COALESCE(SUM(p.amount_cents), 0) FROM payments p WHERE p.booking_id = b.id AND p.kind = 'charge') \
         <> b.total_price_cents",
    )
    .await;
    let unrecorded = scalar(
        &db,
        "SELECT COUNT(*) AS n FROM simulated_provider_ledger l WHERE l.kind = 'charge' \
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.idempotency_key = l.idempotency_key)",
    )
    .await;
    let found = lost + unrecovered + (charged_twice + wrong_amount + unrecorded) as usize;
    rows.push(row(
        "R2 crash",
        format!(
            "{cycles} × kill -9 during 8-client book-and-pay load, provider answering 150 ms after charging, SQLite"
        ),
        format!(
            "{:.0} s · {} payments acknowledged, {confirmed} bookings confirmed · kills that caught money moved but not recorded: {in_flight} · {retried} unanswered payments retried · retries not confirmed {unrecovered} · paid then lost {lost} · charged twice {charged_twice} · confirmed without exactly its price {wrong_amount} · provider charges missing from the books {unrecorded} → {found} violations",
            started.elapsed().as_secs_f64(),
            paid.len(),
        ),
    ));
    db.close().await.ok();
    found
}

/// R2, PostgreSQL: the database restarts under load.
async fn crash_postgres(rows: &mut Vec<Row>) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "r@bench.dev", Role::User).await;
    let space_ids: Arc<Vec<String>> =
        Arc::new(spaces(&db, 16).await.iter().map(|id| global_id("Space", *id)).collect());
    db.close().await.ok();
    let server = start(&url).await;
    let token = Arc::new(sign_in(&server.url, "r@bench.dev").await);
    const TIMEOUT: Duration = Duration::from_secs(30);
    let client = reqwest::Client::builder().timeout(TIMEOUT).build().unwrap();
    let next = Arc::new(AtomicUsize::new(0));
    let began = Instant::now();
    let run_for = Duration::from_secs(25);
    // (sent at, took, outcome)
    let log: Arc<Mutex<Vec<(f64, f64, String)>>> = Arc::default();
    let mut workers = Vec::new();
    for _ in 0..8 {
        let (client, next, token, spaces, url, log) =
            (client.clone(), next.clone(), token.clone(), space_ids.clone(), server.url.clone(), log.clone());
        workers.push(tokio::spawn(async move {
            while began.elapsed() < run_for {
                let n = next.fetch_add(1, Ordering::Relaxed);
                let (start, end) = slot(n / 16);
                let sent = began.elapsed().as_secs_f64();
                let t = Instant::now();
                let outcome = match call(
                    &client,
                    &url,
                    &token,
                    BOOK,
                    json!({"i": {"spaceId": spaces[n % 16], "startsAt": start, "endsAt": end}}),
                )
                .await
                {
                    Answer::Data(_) => "ok".to_owned(),
                    Answer::Refused(code) => code,
                    Answer::Broken(what) if what.contains("timed out") || what.contains("operation timed out") => {
                        "HUNG".to_owned()
                    }
                    Answer::Broken(what) if what.contains("\"INTERNAL\"") => "INTERNAL".to_owned(),
                    Answer::Broken(what) => what.split(':').next().unwrap_or("broken").to_owned(),
                };
                log.lock().await.push((sent, t.elapsed().as_secs_f64(), outcome));
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    let version = std::fs::read_dir("/etc/postgresql")
        .ok()
        .and_then(|mut d| d.next())
        .and_then(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .unwrap_or_else(|| "15".into());
    let restart_at = began.elapsed().as_secs_f64();
    let status = std::process::Command::new("pg_ctlcluster")
        .args(["--skip-systemctl-redirect", &version, "main", "restart"])
        .status()
        .expect("pg_ctlcluster");
    let restarted_at = began.elapsed().as_secs_f64();
    for w in workers {
        w.await.unwrap();
    }
    let log = log.lock().await;
    let hung = log.iter().filter(|(_, took, o)| o == "HUNG" || *took >= TIMEOUT.as_secs_f64()).count();
    let failed: Vec<&(f64, f64, String)> = log.iter().filter(|(_, _, o)| o != "ok").collect();
    let recovered = log
        .iter()
        .filter(|(sent, _, o)| *sent > restarted_at && o == "ok")
        .map(|(s, _, _)| *s)
        .fold(f64::NAN, f64::min);
    let after: Vec<_> = log.iter().filter(|(sent, _, _)| *sent > recovered).collect();
    let failing_after = after.iter().filter(|(_, _, o)| o != "ok").count();
    let max_ms = log.iter().map(|(_, took, _)| *took * 1000.0).fold(0.0, f64::max);
    let mut outcomes: HashMap<&str, usize> = HashMap::new();
    for (_, _, o) in &failed {
        *outcomes.entry(o.as_str()).or_default() += 1;
    }
    let mut outcomes: Vec<_> = outcomes.into_iter().map(|(o, n)| format!("{o} {n}")).collect();
    outcomes.sort();
    let found = hung + failing_after + usize::from(!status.success() || recovered.is_nan());
    rows.push(row(
        "R2 crash",
        "PostgreSQL restarted (pg_ctlcluster restart) during an 8-client booking load of 25 s",
        format!(
            "restart {restart_at:.1}–{restarted_at:.1} s · {} requests · refused while down: {} · hung (≥ 30 s) {hung} · slowest {max_ms:.0} ms · first success after restart at {recovered:.1} s ({:.1} s after) · failures after recovery {failing_after} → {found} violations",
            log.len(),
            if outcomes.is_empty() { "none".into() } else { outcomes.join(", ") },
            recovered - restarted_at,
        ),
    ));
    drop(server);
    drop_database(&url).await;
    found
}

async fn crash(rows: &mut Vec<Row>) -> Outcome {
    let violations = crash_sqlite(rows).await + crash_payments(rows).await + crash_postgres(rows).await;
    Outcome { violations }
}

/// R3: the authorization matrix test, run by nextest on both databases.
fn authz(rows: &mut Vec<Row>) -> Outcome {
    let mut command = std::process::Command::new("cargo");
    command
        .args([
            "nextest",
            "run",
            "-p",
            "api",
            "--test",
            "api",
            "--no-fail-fast",
            "--success-output",
            "immediate",
            "-E",
            "test(/authz::/)",
        ])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    if std::env::var("TEST_DATABASE_URL").is_err() {
        command.env("TEST_DATABASE_URL", bench_database_url());
    }
    let output = command.output().expect("cargo nextest");
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    let summary = text.lines().rev().find(|l| l.contains("Summary")).unwrap_or("no summary").trim().to_owned();
    let cells: Vec<&str> = text.lines().filter(|l| l.contains("authorization matrix:")).collect();
    let ok = output.status.success() && !text.contains("SKIPPED");
    rows.push(row(
        "R3 authz",
        "every root field of schema.graphql × {anonymous, user, other user, admin}, SQLite and PostgreSQL",
        format!("{} · {summary} → {} violations", cells.first().map(|c| c.trim()).unwrap_or(""), usize::from(!ok)),
    ));
    if !ok {
        eprintln!("{text}");
    }
    Outcome { violations: usize::from(!ok) }
}

/// R4: schemathesis against a running server with demo data.
async fn fuzz(rows: &mut Vec<Row>) -> Outcome {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let server = start_in(&url, dir.path(), &[("AGORA_SEED", "on")]).await;
    let admin = sign_in_as(&server.url, "admin@agora.dev", "agora-admin").await;
    let started = Instant::now();
    let output = std::process::Command::new("python3")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../reliability/fuzz.py"))
        .env("AGORA_URL", &server.url)
        .env("AGORA_TOKEN", &admin)
        .env("FUZZ_NOW", CLOCK)
        .env("AGORA_LOG", dir.path().join("agora.log"))
        .stderr(std::process::Stdio::inherit())
        .output()
        .expect("python3 reliability/fuzz.py");
    let text = String::from_utf8_lossy(&output.stdout);
    let result: Value =
        text.lines().rev().find_map(|l| serde_json::from_str(l).ok()).unwrap_or_else(|| json!({"failures": 1}));
    let failures = result["failures"].as_u64().unwrap_or(1) as usize;
    // Clean input: whatever the fuzzer sent, no stored text holds a control character.
    let db = prepared(&url).await;
    let (scanned, dirty) = stored_text_with_controls(&db).await;
    db.close().await.ok();
    rows.push(row(
        "R4 fuzz",
        "stored text after the fuzz run: every TEXT column of every table, SQLite",
        format!(
            "{scanned} values scanned · with a control character other than tab, CR, LF: {dirty} → {dirty} violations"
        ),
    ));
    rows.push(row(
        "R4 fuzz",
        "schemathesis (GraphQL mode) against the release binary: anonymous, an admin's API token with every scope, the admin's session",
        format!(
            "{} cases over {} operations in {:.0} s · 5xx {} · INTERNAL {} · leaked internals {} · panics {} → {failures} violations",
            result["cases"],
            result["operations"],
            started.elapsed().as_secs_f64(),
            result["server_errors"],
            result["internal"],
            result["leaks"],
            result["panics"]
        ),
    ));
    Outcome { violations: failures + dirty + usize::from(!output.status.success()) }
}

/// (values read, values holding a forbidden control character) over every text column of
/// a SQLite database.
async fn stored_text_with_controls(db: &DatabaseConnection) -> (usize, usize) {
    let sqlite = db.get_database_backend();
    let query = |sql: String| db.query_all_raw(Statement::from_string(sqlite, sql));
    let columns = query(
        "SELECT m.name AS t, c.name AS c FROM sqlite_master m, pragma_table_info(m.name) c \
         WHERE m.type = 'table' AND (c.type LIKE '%TEXT%' OR c.type LIKE '%CHAR%')"
            .into(),
    )
    .await
    .unwrap();
    let (mut scanned, mut dirty) = (0, 0);
    for column in columns {
        let (table, name): (String, String) = (column.try_get("", "t").unwrap(), column.try_get("", "c").unwrap());
        for value in
            query(format!("SELECT \"{name}\" AS v FROM \"{table}\" WHERE \"{name}\" IS NOT NULL")).await.unwrap()
        {
            let Ok(text) = value.try_get::<String>("", "v") else { continue };
            scanned += 1;
            if text.chars().any(api::domain::text::is_forbidden_control) {
                dirty += 1;
                eprintln!("control character stored in {table}.{name}: {text:?}");
            }
        }
    }
    (scanned, dirty)
}

/// R5: abusive requests, each refused quickly with its code.
async fn abuse(rows: &mut Vec<Row>) -> Outcome {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "alvo@bench.dev", Role::User).await;
    db.close().await.ok();
    let server = start_in(&url, dir.path(), &[]).await;
    let client = reqwest::Client::new();
    let post = |body: Value| {
        let (client, url) = (client.clone(), server.url.clone());
        async move {
            let t = Instant::now();
            let response = match client.post(format!("{url}/graphql")).json(&body).send().await {
                Ok(response) => response,
                // Refused from the declared length, the connection closed before the
                // client finished writing.
                Err(err) if err.is_request() => return (0, "closed".to_owned(), t.elapsed().as_secs_f64() * 1000.0),
                Err(err) => panic!("{err}"),
            };
            let status = response.status().as_u16();
            let body: Value = response.json().await.unwrap_or(Value::Null);
            let first = if body.is_array() { &body[0] } else { &body };
            let code = first["errors"][0]["extensions"]["code"].as_str().unwrap_or("none").to_owned();
            (status, code, t.elapsed().as_secs_f64() * 1000.0)
        }
    };
    let mut violations = 0;
    let nested = format!(
        "{{ __schema {{ types {{ fields {{ type {{ {} name {} }} }} }} }} }}",
        "ofType { ".repeat(40),
        "} ".repeat(40)
    );
    let aliases: String = (0..1000).map(|i| format!("a{i}: landingStats {{ spaces }} ")).collect();
    let cases: Vec<(&str, Value, u16, &str)> = vec![
        ("query nested 45 levels", json!({"query": nested}), 200, "VALIDATION"),
        ("1,000 aliases", json!({"query": format!("{{ {aliases} }}")}), 200, "VALIDATION"),
        (
            "batch of 100 operations",
            Value::Array((0..100).map(|_| json!({"query": "{ landingStats { spaces } }"})).collect()),
            400,
            "VALIDATION",
        ),
        (
            "8 MB of variables",
            json!({"query": "query($x: String) { landingStats { spaces } }", "variables": {"x": "x".repeat(8 * 1024 * 1024)}}),
            413,
            "VALIDATION",
        ),
        (
            "40 signUp aliases in one operation",
            json!({"query": format!("mutation {{ {} }}", (0..40).map(|i| format!("a{i}: signUp(input: {{fullName: \"Ana\", email: \"a{i}@bench.dev\", password: \"segredo1\"}}) {{ message }} ")).collect::<String>())}),
            200,
            "VALIDATION",
        ),
        (
            "batch of 10 signUp operations",
            Value::Array((0..10).map(|i| json!({"query": format!("mutation {{ signUp(input: {{fullName: \"Ana\", email: \"b{i}@bench.dev\", password: \"segredo1\"}}) {{ message }} }}")})).collect()),
            200,
            "VALIDATION",
        ),
        (
            "10,000-element list variable",
            json!({"query": "query($r: [String!]) { spaces(filter: {resources: $r}) { totalCount } }", "variables": {"r": vec!["wifi"; 10_000]}}),
            200,
            "UNAUTHENTICATED",
        ),
    ];
    for (what, body, status, code) in cases {
        let mut times = Vec::new();
        let mut wrong = 0;
        for _ in 0..20 {
            let (s, c, ms) = post(body.clone()).await;
            times.push(ms);
            if !(s == status && c == code || status == 413 && s == 0) {
                wrong += 1;
                eprintln!("R5 {what}: got {s} {c}, expected {status} {code}");
            }
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        violations += wrong;
        rows.push(row(
            "R5 abuse",
            format!("{what} × 20"),
            format!(
                "HTTP {status} {code} · p50 {:.1} ms · max {:.1} ms · {wrong} wrong answers",
                percentile(&times, 0.5),
                times.last().unwrap()
            ),
        ));
    }
    // A brute-force flood: wrong passwords for one account, then for many made-up ones,
    // all from one address. Every attempt the throttle lets through costs an argon2 run.
    const SIGN_IN: &str =
        "mutation($e: String!, $p: String!) { signIn(input: {email: $e, password: $p}) { accessToken } }";
    let mut argon2_runs: usize = 0;
    let mut limited = Vec::new();
    let mut other: usize = 0;
    for i in 0..300 {
        let email = if i < 100 { "alvo@bench.dev".to_owned() } else { format!("ninguem{i}@bench.dev") };
        let (_, code, ms) = post(json!({"query": SIGN_IN, "variables": {"e": email, "p": format!("errada{i}")}})).await;
        match code.as_str() {
            "RATE_LIMITED" => limited.push(ms),
            // Wrong e-mail or password (VALIDATION, see ARCHITECTURE.md): the hash was checked.
            "VALIDATION" => argon2_runs += 1,
            _ => other += 1,
        }
    }
    limited.sort_by(|a, b| a.partial_cmp(b).unwrap());
    // The per-address budget is 30 attempts per 15 minutes; the account's is 5.
    let over = argon2_runs.saturating_sub(30) + other;
    violations += over;
    rows.push(row(
        "R5 abuse",
        "sign-in flood: 300 wrong passwords from one address (100 on one account, 200 on made-up ones)",
        format!(
            "{argon2_runs} reached the password check (budget 30) · {} RATE_LIMITED, p50 {:.1} ms · {other} other answers → {over} violations",
            limited.len(),
            percentile(&limited, 0.5)
        ),
    ));
    // A sign-up flood from one address: each attempt the throttle lets through costs an
    // argon2 run and a mail.
    const SIGN_UP: &str =
        "mutation($e: String!) { signUp(input: {fullName: \"Ana\", email: $e, password: \"segredo1\"}) { message } }";
    let (mut accepted, mut limited_ups, mut other_ups) = (0usize, 0usize, 0usize);
    for i in 0..100 {
        let (_, code, _) = post(json!({"query": SIGN_UP, "variables": {"e": format!("flood{i}@bench.dev")}})).await;
        match code.as_str() {
            "none" => accepted += 1,
            "RATE_LIMITED" => limited_ups += 1,
            _ => other_ups += 1,
        }
    }
    // The per-address budget is 20 sign-ups per 15 minutes.
    let over = accepted.saturating_sub(20) + other_ups;
    violations += over;
    rows.push(row(
        "R5 abuse",
        "sign-up flood: 100 sign-ups of new addresses from one address",
        format!("{accepted} accepted (budget 20) · {limited_ups} RATE_LIMITED · {other_ups} other answers → {over} violations"),
    ));
    Outcome { violations }
}

/// A valid PNG of `w`×`h` pixels.
fn png(w: u32, h: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, w, h);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&vec![90; (w * h * 3) as usize]).unwrap();
    }
    out
}

/// A PNG whose header claims `w`×`h` but carries one tiny compressed row: a decompression bomb.
fn png_bomb(w: u32, h: u32) -> Vec<u8> {
    let mut bytes = png(4, 4);
    // IHDR width/height live at bytes 16..24; the CRC (29..33) is recomputed.
    bytes[16..20].copy_from_slice(&w.to_be_bytes());
    bytes[20..24].copy_from_slice(&h.to_be_bytes());
    let crc = crc32fast::hash(&bytes[12..29]);
    bytes[29..33].copy_from_slice(&crc.to_be_bytes());
    bytes
}

/// A JPEG skeleton whose start-of-frame claims `w`×`h`.
fn jpeg_header(w: u16, h: u16) -> Vec<u8> {
    let mut out = vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 16, b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
    out.extend_from_slice(&[0xFF, 0xC0, 0, 11, 8]);
    out.extend_from_slice(&h.to_be_bytes());
    out.extend_from_slice(&w.to_be_bytes());
    out.extend_from_slice(&[1, 1, 0x11, 0, 0xFF, 0xD9]);
    out
}

/// The hostile set: (name, declared content type, bytes).
fn hostile_files() -> Vec<(String, &'static str, Vec<u8>)> {
    let ok = png(8, 8);
    let mut files: Vec<(String, &'static str, Vec<u8>)> = vec![
        ("vazio.png".into(), "image/png", Vec::new()),
        ("texto.png".into(), "image/png", b"isto nao e uma imagem".to_vec()),
        (
            "x.svg".into(),
            "image/svg+xml",
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".to_vec(),
        ),
        ("x.png".into(), "image/png", b"<svg onload=alert(1)>".to_vec()),
        ("x.svgz".into(), "image/svg+xml", b"\x1f\x8b\x08\x00\x00\x00\x00\x00".to_vec()),
        ("x.html".into(), "text/html", b"<!doctype html><html><body><script>alert(1)</script></body></html>".to_vec()),
        ("x.htm".into(), "image/png", b"<html><img src=x onerror=alert(1)>".to_vec()),
        (
            "x.xml".into(),
            "image/png",
            b"<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>".to_vec(),
        ),
        ("x.php.png".into(), "image/png", b"<?php system($_GET['c']); ?>".to_vec()),
        ("x.js".into(), "image/png", b"alert(document.cookie)".to_vec()),
        ("x.exe".into(), "image/png", b"MZ\x90\x00\x03\x00\x00\x00\x04\x00".to_vec()),
        ("x.elf".into(), "image/png", b"\x7fELF\x02\x01\x01\x00".to_vec()),
        ("x.pdf".into(), "image/png", b"%PDF-1.7\n1 0 obj<</JavaScript(app.alert(1))>>endobj".to_vec()),
        ("x.zip".into(), "image/png", b"PK\x03\x04\x14\x00\x00\x00".to_vec()),
        ("x.gz".into(), "image/png", b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03".to_vec()),
        ("x.bmp".into(), "image/bmp", b"BM\x36\x00\x00\x00\x00\x00".to_vec()),
        ("x.tiff".into(), "image/tiff", b"II*\x00\x08\x00\x00\x00".to_vec()),
        ("x.ico".into(), "image/x-icon", b"\x00\x00\x01\x00\x01\x00".to_vec()),
        ("gif.gif".into(), "image/gif", b"GIF89a<script>alert(1)</script>".to_vec()),
        ("jpeg.jpg".into(), "image/jpeg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00<script>".to_vec()),
        ("webp.webp".into(), "image/webp", b"RIFF\x10\x00\x00\x00WEBPVP8 <html>".to_vec()),
        ("png-sig-only.png".into(), "image/png", ok[..8].to_vec()),
        ("bomb.png".into(), "image/png", png_bomb(100_000, 100_000)),
        ("bomb-wide.png".into(), "image/png", png_bomb(u32::MAX / 4, 1)),
        ("zero.png".into(), "image/png", png_bomb(0, 0)),
        ("bomb.jpg".into(), "image/jpeg", jpeg_header(60_000, 60_000)),
        ("zero.jpg".into(), "image/jpeg", jpeg_header(0, 480)),
        (
            "sem-sof.jpg".into(),
            "image/jpeg",
            b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9".to_vec(),
        ),
        ("bomb.gif".into(), "image/gif", b"GIF89a\xff\xff\xff\xff\x00\x00\x00;".to_vec()),
        ("png-lixo.png".into(), "image/png", [&ok[..8], &b"garbage garbage garbage"[..]].concat()),
    ];
    // Truncated at every interesting length.
    for cut in [9, 16, 24, 33, 40, 50, ok.len() - 12, ok.len() - 1] {
        files.push((format!("cortado-{cut}.png"), "image/png", ok[..cut.min(ok.len())].to_vec()));
    }
    // One flipped byte in the header, the pixels and the end.
    for at in [13, 30, ok.len() / 2, ok.len() - 5] {
        let mut bad = ok.clone();
        bad[at] ^= 0x55;
        files.push((format!("corrompido-{at}.png"), "image/png", bad));
    }
    // Polyglots: a valid image with something else after it.
    for (name, tail) in [
        ("html", &b"<html><script>alert(1)</script></html>"[..]),
        ("zip", b"PK\x03\x04zip"),
        ("php", b"<?php echo 1; ?>"),
        ("js", b"//\nalert(1)"),
        ("svg", b"<svg onload=alert(1)>"),
        ("nul", b"\x00\x00\x00\x00"),
        ("second-png", b"\x89PNG\r\n\x1a\n"),
        ("exe", b"MZ\x90\x00"),
    ] {
        let mut poly = ok.clone();
        poly.extend_from_slice(tail);
        files.push((format!("poly-{name}.png"), "image/png", poly));
    }
    // Something before a valid image.
    for (name, head) in [("html", &b"<html>"[..]), ("bom", b"\xef\xbb\xbf"), ("space", b" ")] {
        let mut poly = head.to_vec();
        poly.extend_from_slice(&ok);
        files.push((format!("prefix-{name}.png"), "image/png", poly));
    }
    files
}

/// R6: hostile uploads; none is stored, each is refused with the unsupported-type message.
async fn uploads(rows: &mut Vec<Row>) -> Outcome {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(false, dir.path()).await;
    let db = prepared(&url).await;
    account(&db, "admin@bench.dev", Role::Admin).await;
    db.close().await.ok();
    let server = start_in(&url, dir.path(), &[]).await;
    let admin = sign_in(&server.url, "admin@bench.dev").await;
    let client = reqwest::Client::new();
    const UPLOAD: &str = "mutation($file: Upload!) { uploadFile(input: {bucket: SPACES, file: $file}) { url } }";
    let files = hostile_files();
    let mut wrong = Vec::new();
    let started = Instant::now();
    for (name, mime, bytes) in &files {
        let form = Form::new()
            .text("operations", json!({"query": UPLOAD, "variables": {"file": null}}).to_string())
            .text("map", json!({"0": ["variables.file"]}).to_string())
            .part("0", Part::bytes(bytes.clone()).file_name(name.clone()).mime_str(mime).unwrap());
        let response = client
            .post(format!("{}/graphql", server.url))
            .header("x-agora-client", "web")
            .bearer_auth(&admin)
            .multipart(form)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        let message = body["errors"][0]["message"].as_str().unwrap_or("");
        if status != 200 || message != "Tipo de arquivo não suportado." {
            wrong.push(format!("{name}: {status} {body}"));
        }
    }
    // Names are never used: a valid image under hostile names is stored under a server-made one.
    let mut unsafe_names = 0;
    for name in ["../../etc/passwd.png", "..\\..\\x.png", "a%00b.png", "<script>.png", &"a".repeat(5000)] {
        let form = Form::new()
            .text("operations", json!({"query": UPLOAD, "variables": {"file": null}}).to_string())
            .text("map", json!({"0": ["variables.file"]}).to_string())
            .part("0", Part::bytes(png(8, 8)).file_name(name.to_owned()).mime_str("image/png").unwrap());
        let body: Value = client
            .post(format!("{}/graphql", server.url))
            .header("x-agora-client", "web")
            .bearer_auth(&admin)
            .multipart(form)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap_or(Value::Null);
        let url = body["data"]["uploadFile"]["url"].as_str().unwrap_or("");
        let made = url.strip_prefix("/storage/spaces/images/").unwrap_or("");
        if made.is_empty() || !made.ends_with(".png") || made.contains("..") || made.contains('<') || made.len() > 64 {
            unsafe_names += 1;
            eprintln!("R6 {name:.40}: {body}");
        }
    }
    let stored: Vec<_> = walk(&dir.path().join("storage"));
    let leftovers = stored.len().saturating_sub(5);
    for w in &wrong {
        eprintln!("R6 {w:.300}");
    }
    let found = wrong.len() + unsafe_names + leftovers;
    rows.push(row(
        "R6 uploads",
        format!("{} hostile files (fake types, SVG/HTML/XML/PHP/EXE/ELF/PDF, truncated, corrupted, polyglots, decompression bombs) + 5 hostile names", files.len()),
        format!(
            "{:.1} s · refused with 'Tipo de arquivo não suportado.': {} · wrong answers {} · hostile names stored unsafely {unsafe_names} · files on disk {} (5 expected) → {found} violations",
            started.elapsed().as_secs_f64(),
            files.len() - wrong.len(),
            wrong.len(),
            stored.len()
        ),
    ));
    Outcome { violations: found }
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(walk(&path));
            } else {
                out.push(path);
            }
        }
    }
    out
}

/// R8: 32 clients pay their bookings just as the holds lapse (3 s holds, a provider that
/// answers 150 ms after charging, the jobs runner expiring holds on the same node). Every
/// booking must end once: confirmed and charged once, never refunded; or cancelled with
/// nothing charged, or everything charged refunded. Never both, never money without its
/// record, and never a payment the client was told succeeded on a booking left cancelled.
async fn expiry(rows: &mut Vec<Row>) -> Outcome {
    const ENV: [(&str, &str); 2] = [("AGORA_PAYMENT_HOLD_SECONDS", "3"), ("AGORA_SIMULATED_PAYMENT_LATENCY_MS", "150")];
    const CLIENTS: usize = 32;
    const EACH: usize = 10;
    let mut violations = 0;
    for postgres in [false, true] {
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        let emails: Vec<String> = (0..CLIENTS).map(|i| format!("x{i}@bench.dev")).collect();
        for email in &emails {
            account(&db, email, Role::User).await;
        }
        let space_ids: Arc<Vec<String>> =
            Arc::new(spaces(&db, 16).await.iter().map(|id| global_id("Space", *id)).collect());
        let server = start_in(&url, dir.path(), &ENV).await;
        let mut tokens = Vec::new();
        for email in &emails {
            tokens.push(sign_in(&server.url, email).await);
        }
        // (booking, whether its owner was told the payment succeeded)
        let told: Arc<Mutex<Vec<(Uuid, bool)>>> = Arc::default();
        let broken: Arc<Mutex<Vec<String>>> = Arc::default();
        let mut clients = Vec::new();
        for (c, token) in tokens.into_iter().enumerate() {
            let (told, broken, url, spaces) = (told.clone(), broken.clone(), server.url.clone(), space_ids.clone());
            clients.push(tokio::spawn(async move {
                let client = reqwest::Client::new();
                let mut payments = Vec::new();
                for k in 0..EACH {
                    let n = c * EACH + k;
                    let (start, end) = slot(n / spaces.len());
                    let input = json!({"i": {"spaceId": spaces[n % spaces.len()], "startsAt": start, "endsAt": end}});
                    let id = match call(&client, &url, &token, BOOK, input).await {
                        Answer::Data(data) => {
                            data["createBooking"]["booking"]["id"].as_str().unwrap_or_default().to_owned()
                        }
                        other => {
                            broken.lock().await.push(format!("createBooking: {other:?}"));
                            continue;
                        }
                    };
                    // Its payment starts within 300 ms either side of the hold's end.
                    let at = Instant::now() + Duration::from_millis(rand::rng().random_range(2_700..3_300));
                    let (told, broken, client, url, token) =
                        (told.clone(), broken.clone(), client.clone(), url.clone(), token.clone());
                    payments.push(tokio::spawn(async move {
                        tokio::time::sleep_until(at.into()).await;
                        let ok = match call(&client, &url, &token, PAY, json!({"id": id})).await {
                            Answer::Data(_) => true,
                            Answer::Refused(_) => false,
                            Answer::Broken(what) => {
                                broken.lock().await.push(format!("payBooking: {what}"));
                                false
                            }
                        };
                        told.lock().await.push((decode_id(&id), ok));
                    }));
                }
                for p in payments {
                    p.await.unwrap();
                }
            }));
        }
        for c in clients {
            c.await.unwrap();
        }
        // Let the jobs expire what is left and settle the refunds.
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            let open = scalar(
                &db,
                "SELECT (SELECT COUNT(*) FROM bookings WHERE status = 'pending') \
                 + (SELECT COUNT(*) FROM payments WHERE settled_at IS NULL) AS n",
            )
            .await;
            if open == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        drop(server);
        let stored = statuses(&db).await;
        let money = db
            .query_all_raw(Statement::from_string(
                db.get_database_backend(),
                "SELECT b.id AS id, b.total_price_cents AS price, \
                   CAST(COALESCE(SUM(CASE WHEN p.kind = 'charge' THEN p.amount_cents END), 0) AS BIGINT) AS charged, \
                   CAST(COALESCE(SUM(CASE WHEN p.kind = 'refund' THEN p.amount_cents END), 0) AS BIGINT) AS refunded, \
                   CAST(SUM(CASE WHEN p.kind = 'charge' THEN 1 ELSE 0 END) AS BIGINT) AS charges \
                 FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id GROUP BY b.id, b.total_price_cents",
            ))
            .await
            .unwrap();
        let (mut confirmed, mut cancelled, mut refunded_late, mut wrong) = (0, 0, 0, Vec::new());
        for r in &money {
            let id: Uuid = r.try_get("", "id").unwrap();
            let (price, charged, refunded, charges): (i64, i64, i64, i64) = (
                r.try_get("", "price").unwrap(),
                r.try_get("", "charged").unwrap(),
                r.try_get("", "refunded").unwrap(),
                r.try_get("", "charges").unwrap(),
            );
            match stored.get(&id).map(String::as_str) {
                Some("confirmed") if charged == price && refunded == 0 && charges == 1 => confirmed += 1,
                Some("cancelled") if charged == refunded && charges <= 1 => {
                    cancelled += 1;
                    refunded_late += usize::from(charges == 1);
                }
                other => wrong.push(format!("{id}: {other:?}, charged {charged} ({charges}×), refunded {refunded}")),
            }
        }
        let told = told.lock().await;
        let told_paid_but_cancelled =
            told.iter().filter(|(id, ok)| *ok && stored.get(id).map(String::as_str) != Some("confirmed")).count();
        let both = scalar(
            &db,
            "SELECT COUNT(*) AS n FROM bookings b WHERE \
               EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.kind = 'paid') \
               AND EXISTS (SELECT 1 FROM booking_events e WHERE e.booking_id = b.id AND e.kind = 'expired')",
        )
        .await;
        // The provider's own books against ours: what it charged and refunded, we recorded.
        let unrecorded = scalar(
            &db,
            "SELECT COUNT(*) AS n FROM simulated_provider_ledger l WHERE NOT EXISTS \
               (SELECT 1 FROM payments p WHERE p.idempotency_key = l.idempotency_key)",
        )
        .await;
        let broken = broken.lock().await;
        let found = wrong.len() + told_paid_but_cancelled + both as usize + unrecorded as usize + broken.len();
        violations += found;
        rows.push(row(
            "R8 expiry",
            format!("{CLIENTS} clients × {EACH} bookings, each paid within 300 ms of its 3 s hold's end, {backend}"),
            format!(
                "{} bookings: {confirmed} confirmed (charged once), {cancelled} cancelled (net zero; {refunded_late} of them charged as the hold lapsed and refunded) · wrong money or status {} · told paid but not confirmed {told_paid_but_cancelled} · paid and expired both {both} · provider entries without our record {unrecorded} · untyped/5xx {} → {found} violations",
                money.len(),
                wrong.len(),
                broken.len(),
            ),
        ));
        if let Some(first) = wrong.first().or(broken.first()) {
            eprintln!("R8 {backend}: first violation: {first}");
        }
        db.close().await.ok();
        drop_database(&url).await;
    }
    Outcome { violations }
}

/// What the R9 receiver saw: each post's event id, the booking its body names, and
/// whether its signature checked out.
#[derive(Default)]
struct Received {
    posts: usize,
    bad_signatures: usize,
    /// Event id → the booking (global id) and the event type, from verified posts.
    events: HashMap<String, (String, String)>,
}

/// Checks `Agora-Signature: t=<unix>,v1=<hex>`: HMAC-SHA256 of "<t>.<body>" under the
/// endpoint's secret, computed here from the HMAC crate, not with the server's function.
fn signed_by(secret: &str, header: &str, body: &str) -> bool {
    use hmac::{Hmac, Mac};
    let mut t = None;
    let mut v1 = None;
    for part in header.split(',') {
        match part.split_once('=') {
            Some(("t", value)) => t = Some(value),
            Some(("v1", value)) => v1 = Some(value),
            _ => {}
        }
    }
    let (Some(t), Some(v1)) = (t, v1) else { return false };
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.{body}").as_bytes());
    let expected: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
    expected == v1
}

/// R9: kill -9 of the delivering node, again and again, while 8 clients book, with an
/// endpoint subscribed to bookings being created: afterwards every booking the database
/// holds has reached the receiver as a verified `booking.created` post naming it, and
/// every post the receiver took was signed. The receiver answers after 20–60 ms, so kills
/// land while posts are in flight; a post cut off is posted again (at least once).
async fn webhooks(rows: &mut Vec<Row>) -> Outcome {
    const SECRET: &str = "whsec_reliability_r9";
    let cycles = env_usize("RELIABILITY_CYCLES", 100);
    let mut violations = 0;
    for postgres in [false, true] {
        let received: Arc<std::sync::Mutex<Received>> = Arc::default();
        let noted = received.clone();
        let receiver = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: axum::http::HeaderMap, body: String| {
                let noted = noted.clone();
                async move {
                    let wait = rand::rng().random_range(20..60);
                    tokio::time::sleep(Duration::from_millis(wait)).await;
                    let header =
                        |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
                    let mut seen = noted.lock().unwrap();
                    seen.posts += 1;
                    let event: Value = serde_json::from_str(&body).unwrap_or_default();
                    let booking = event["data"]["booking"]["id"].as_str().unwrap_or_default().to_owned();
                    let kind = event["type"].as_str().unwrap_or_default().to_owned();
                    if signed_by(SECRET, &header("agora-signature"), &body)
                        && header("agora-event-id") == event["id"].as_str().unwrap_or("-")
                    {
                        seen.events.insert(header("agora-event-id"), (booking, kind));
                    } else {
                        seen.bad_signatures += 1;
                    }
                    axum::http::StatusCode::OK
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let hook = format!("http://{}/hook", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, receiver).await.unwrap() });

        let dir = tempfile::tempdir().unwrap();
        let url = fresh_database(postgres, dir.path()).await;
        let db = prepared(&url).await;
        let emails: Vec<String> = (0..8).map(|i| format!("w{i}@bench.dev")).collect();
        for email in &emails {
            account(&db, email, Role::User).await;
        }
        let space_ids: Arc<Vec<String>> =
            Arc::new(spaces(&db, 16).await.iter().map(|id| global_id("Space", *id)).collect());
        webhook_endpoint(&db, &hook, SECRET, "booking.created").await;
        // A short receiver timeout: a post cut off by a kill is leased for 3 × 2 s.
        let env = [("AGORA_WEBHOOK_TIMEOUT_SECONDS", "2")];
        let mut tokens = Vec::new();
        {
            let server = start_in(&url, dir.path(), &env).await;
            for email in &emails {
                tokens.push(sign_in(&server.url, email).await);
            }
        }
        let tokens = Arc::new(tokens);
        let next = Arc::new(AtomicUsize::new(0));
        let started = Instant::now();
        for _ in 0..cycles {
            let server = start_in(&url, dir.path(), &env).await;
            let stop = Arc::new(AtomicBool::new(false));
            let mut workers = Vec::new();
            for _ in 0..8 {
                let (stop, next, tokens, url, spaces) =
                    (stop.clone(), next.clone(), tokens.clone(), server.url.clone(), space_ids.clone());
                workers.push(tokio::spawn(async move {
                    let client = reqwest::Client::new();
                    while !stop.load(Ordering::Relaxed) {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        let _ = call(&client, &url, &tokens[n % tokens.len()], BOOK, crash_request(&spaces, n)).await;
                    }
                }));
            }
            tokio::time::sleep(Duration::from_millis(rand::rng().random_range(200..800))).await;
            server.kill();
            stop.store(true, Ordering::Relaxed);
            for w in workers {
                w.await.unwrap();
            }
        }
        // A last node delivers what is left, leases that the kills cut short included.
        let server = start_in(&url, dir.path(), &env).await;
        let deadline = Instant::now() + Duration::from_secs(120);
        let mut left = i64::MAX;
        while Instant::now() < deadline {
            left = scalar(&db, "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE delivered_at IS NULL").await;
            if left == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        drop(server);
        let bookings: Vec<Uuid> = statuses(&db).await.into_keys().collect();
        let deliveries = scalar(&db, "SELECT COUNT(*) AS n FROM webhook_deliveries").await;
        let abandoned = scalar(&db, "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE failed_at IS NOT NULL").await;
        let (lost, posts, bad_signatures, again) = {
            let seen = received.lock().unwrap();
            let announced: std::collections::HashSet<&str> = seen
                .events
                .values()
                .filter(|(_, kind)| kind == "booking.created")
                .map(|(booking, _)| booking.as_str())
                .collect();
            let lost = bookings.iter().filter(|id| !announced.contains(global_id("Booking", **id).as_str())).count();
            (lost, seen.posts, seen.bad_signatures, seen.posts.saturating_sub(seen.events.len() + seen.bad_signatures))
        };
        let found = lost + bad_signatures + usize::from(left != 0) + abandoned as usize;
        violations += found;
        let backend = if postgres { "PostgreSQL" } else { "SQLite" };
        rows.push(row(
            "R9 webhooks",
            format!("{cycles} × kill -9 of the delivering node during an 8-client booking load, {backend}"),
            format!(
                "{:.0} s · {} bookings, {deliveries} deliveries · {posts} posts received ({again} repeats of an event already received: at least once) · lost {lost} · bad signatures {bad_signatures} · undelivered after the last restart {} · abandoned {abandoned} → {found} violations",
                started.elapsed().as_secs_f64(),
                bookings.len(),
                left.max(0),
            ),
        ));
        db.close().await.ok();
        drop_database(&url).await;
    }
    Outcome { violations }
}

/// The address a two-node deployment gives its clients: every connection goes to the first
/// node that accepts it (node A while it lives, then node B), like a load balancer that
/// finds a dead backend refusing connections. Counts the connections each node took.
struct Front {
    url: String,
    taken: Arc<[AtomicUsize; 2]>,
}

impl Front {
    async fn start(nodes: [String; 2]) -> Front {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let taken: Arc<[AtomicUsize; 2]> = Arc::default();
        let counts = taken.clone();
        let nodes: Vec<String> = nodes.iter().map(|n| n.trim_start_matches("http://").to_owned()).collect();
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let (nodes, counts) = (nodes.clone(), counts.clone());
                tokio::spawn(async move {
                    for (i, node) in nodes.iter().enumerate() {
                        if let Ok(mut upstream) = tokio::net::TcpStream::connect(node).await {
                            counts[i].fetch_add(1, Ordering::Relaxed);
                            let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
                            return;
                        }
                    }
                });
            }
        });
        Front { url, taken }
    }

    fn taken(&self, node: usize) -> usize {
        self.taken[node].load(Ordering::Relaxed)
    }
}

/// The R7 subscriber fleet (bench/failover.mjs), spoken to one JSON line at a time.
struct Fleet {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: tokio::sync::mpsc::UnboundedReceiver<Value>,
}

impl Fleet {
    fn start(env: &[(&str, String)]) -> Fleet {
        let mut command = std::process::Command::new("node");
        command
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/failover.mjs"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit());
        for (k, v) in env {
            command.env(k, v);
        }
        let mut child = command.spawn().expect("node bench/failover.mjs (run `just bench-tools` first)");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = tokio::sync::mpsc::unbounded_channel();
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Ok(value) = serde_json::from_str::<Value>(&line) {
                    let _ = send.send(value);
                }
            }
        });
        Fleet { child, stdin, lines }
    }

    fn tell(&mut self, message: Value) {
        use std::io::Write;
        writeln!(self.stdin, "{message}").unwrap();
        self.stdin.flush().unwrap();
    }

    async fn hear(&mut self, key: &str) -> Value {
        let wait = tokio::time::timeout(Duration::from_secs(120), self.lines.recv());
        let value = wait.await.unwrap_or_else(|_| panic!("R7: no '{key}' from the fleet")).expect("fleet ended");
        assert!(!value[key].is_null(), "R7: expected '{key}', got {value}");
        value
    }
}

impl Drop for Fleet {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Free hours of each space's day, as `availability` reads them now through `node`.
async fn free_hours(node: &str, token: &str, spaces: &[String], day: &str) -> Vec<Vec<String>> {
    let client = reqwest::Client::new();
    let mut free = Vec::new();
    for space in spaces {
        let body = gql(
            &client,
            node,
            token,
            "query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { startsAt available } } }",
            json!({"s": space, "d": day}),
        )
        .await;
        let slots = body["data"]["availability"]["slots"].as_array().unwrap_or_else(|| panic!("{body}"));
        free.push(
            slots
                .iter()
                .filter(|s| s["available"] == true)
                .map(|s| s["startsAt"].as_str().unwrap().to_owned())
                .collect(),
        );
    }
    free
}

/// Hours a subscriber shows wrongly (free when taken, or taken when free), over the fleet.
fn stale_slots(state: &Value, truth: &[Vec<String>]) -> (usize, usize) {
    let (mut slots, mut clients) = (0, 0);
    for subscriber in state["state"].as_array().unwrap() {
        let space = subscriber["space"].as_u64().unwrap() as usize;
        let shown: std::collections::HashSet<&str> =
            subscriber["free"].as_array().map(|f| f.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
        let real: std::collections::HashSet<&str> = truth[space].iter().map(String::as_str).collect();
        let wrong = shown.symmetric_difference(&real).count();
        slots += wrong;
        clients += usize::from(wrong > 0);
    }
    (slots, clients)
}

/// Books hour `hours[i]` of space `i % spaces` on `day_index` through `node`, 16 at a time,
/// as `tokens[i % tokens]`; returns each booking made with the token that owns it.
async fn book_hours(
    node: &str,
    tokens: &[String],
    spaces: &[String],
    day_index: usize,
    hours: &[usize],
) -> Vec<(String, String)> {
    let client = reqwest::Client::new();
    let requests = hours.iter().enumerate().map(|(i, hour)| {
        let (start_at, end_at) = slot(day_index * 12 + hour);
        let variables = json!({"i": {"spaceId": spaces[i % spaces.len()], "startsAt": start_at, "endsAt": end_at}});
        let (client, token) = (client.clone(), tokens[i % tokens.len()].clone());
        async move {
            let answer = gql(&client, node, &token, BOOK, variables).await;
            answer["data"]["createBooking"]["booking"]["id"].as_str().map(|id| (id.to_owned(), token))
        }
    });
    futures_util::stream::iter(requests).buffer_unordered(16).filter_map(ready).collect().await
}

/// R7: two nodes on one PostgreSQL behind one address, 1,000 subscribers on node A. Kill -9
/// A: every subscriber must be back, through its own retries, on node B with the day's
/// availability (bookings made meanwhile included) within 5 s, and show no stale hour after
/// a burst of bookings and cancellations.
async fn failover(rows: &mut Vec<Row>) -> Outcome {
    const SUBSCRIBERS: usize = 1000;
    const SPACES: usize = 10;
    const DAY: usize = 20;
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(true, dir.path()).await;
    let db = prepared(&url).await;
    let emails: Vec<String> = (0..16).map(|i| format!("r7-{i}@bench.dev")).collect();
    for email in &emails {
        account(&db, email, Role::User).await;
    }
    let space_ids: Vec<String> = spaces(&db, SPACES).await.iter().map(|id| global_id("Space", *id)).collect();
    let (a, b) = (start(&url).await, start(&url).await);
    let mut tokens = Vec::new();
    for email in &emails {
        tokens.push(sign_in(&b.url, email).await);
    }
    let front = Front::start([a.url.clone(), b.url.clone()]).await;
    let day = slot(DAY * 12).0[..10].to_owned();
    let mut fleet = Fleet::start(&[
        ("WS_URL", format!("{}/graphql/ws", front.url.replace("http://", "ws://"))),
        ("TOKENS", json!(tokens).to_string()),
        ("SPACES", json!(space_ids).to_string()),
        ("DAY", day.clone()),
        ("SUBSCRIBERS", SUBSCRIBERS.to_string()),
    ]);
    let opened = fleet.hear("ready").await;
    let on_a = front.taken(0);

    // Kill -9 node A, and book hours through B while its subscribers find their way there.
    let killed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    a.kill();
    fleet.tell(json!({ "killed": killed }));
    let during = book_hours(&b.url, &tokens, &space_ids, DAY, &(0..20).map(|i| i / SPACES).collect::<Vec<_>>()).await;
    let recovered = fleet.hear("recovered").await;
    // What each shows 5 s after the kill must be the day as it is.
    let now_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    tokio::time::sleep(Duration::from_millis((killed + 5000).saturating_sub(now_ms))).await;
    let truth = free_hours(&b.url, &tokens[0], &space_ids, &day).await;
    fleet.tell(json!({ "check": true }));
    let (stale_after_failover, _) = stale_slots(&fleet.hear("state").await, &truth);

    // A burst through B: 60 more hours booked, then a third of all of them cancelled.
    let hours: Vec<usize> = (0..60).map(|i| 2 + i / SPACES).collect();
    let mut booked = book_hours(&b.url, &tokens, &space_ids, DAY, &hours).await;
    booked.extend(during.iter().cloned());
    let client = reqwest::Client::new();
    let cancels = booked.iter().step_by(3).map(|(id, owner)| {
        let (client, node) = (client.clone(), b.url.clone());
        async move { gql(&client, &node, owner, CANCEL, json!({"id": id})).await["errors"].is_null() }
    });
    let cancelled = futures_util::stream::iter(cancels).buffer_unordered(16).filter(|ok| ready(*ok)).count().await;
    // Pushes are asynchronous: give them up to 5 s to settle, then count what is still wrong.
    let truth = free_hours(&b.url, &tokens[0], &space_ids, &day).await;
    let mut stale = (usize::MAX, usize::MAX);
    for _ in 0..50 {
        fleet.tell(json!({ "check": true }));
        stale = stale_slots(&fleet.hear("state").await, &truth);
        if stale.0 == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    fleet.tell(json!({ "stop": true }));
    let n = |v: &Value| v.as_u64().unwrap_or(0) as usize;
    let back = n(&recovered["recovered"]);
    let late = n(&recovered["over5s"]);
    let errors = n(&recovered["errors"]) + n(&recovered["completed"]);
    let violations =
        (SUBSCRIBERS - back) + late + stale_after_failover + stale.0 + errors + (SUBSCRIBERS - on_a.min(SUBSCRIBERS));
    let secs = |v: &Value| v.as_f64().map_or("-".to_owned(), |ms| format!("{:.2} s", ms / 1000.0));
    rows.push(row(
        "R7 failover",
        format!(
            "two nodes on one PostgreSQL behind one address; {SUBSCRIBERS} graphql-ws subscribers set up as the web app's (10 spaces' day) all on node A; kill -9 A, {} bookings through B meanwhile",
            during.len()
        ),
        format!(
            "subscribed in {:.1} s, {on_a} sockets on A · {back} of {SUBSCRIBERS} back on B by their own retries with the day's availability: p50 {} · p99 {} · max {} · over 5 s {late} (target ≤ 5 s) · {} new sockets on B · stale hours 5 s after the kill {stale_after_failover} · errors or ended subscriptions {errors}",
            opened["seconds"].as_f64().unwrap_or(f64::NAN),
            secs(&recovered["p50"]),
            secs(&recovered["p99"]),
            secs(&recovered["max"]),
            front.taken(1),
        ),
    ));
    rows.push(row(
        "R7 failover",
        format!("then a burst through B: {} bookings, {cancelled} cancelled", booked.len()),
        format!(
            "stale hours in {SUBSCRIBERS} subscribers: {} (in {} subscribers) → {violations} violations",
            stale.0, stale.1
        ),
    ));
    drop(fleet);
    drop(b);
    db.close().await.ok();
    drop_database(&url).await;
    Outcome { violations }
}

#[tokio::main]
async fn main() {
    let wanted: Vec<String> = std::env::args().skip(1).collect();
    let run = |name: &str| wanted.is_empty() || wanted.iter().any(|w| w == name);
    let mut rows = Vec::new();
    let mut violations = 0;
    if run("storm") {
        violations += storm(&mut rows).await.violations;
    }
    if run("crash") {
        violations += crash(&mut rows).await.violations;
    }
    if run("authz") {
        violations += authz(&mut rows).violations;
    }
    if run("fuzz") {
        violations += fuzz(&mut rows).await.violations;
    }
    if run("abuse") {
        violations += abuse(&mut rows).await.violations;
    }
    if run("uploads") {
        violations += uploads(&mut rows).await.violations;
    }
    if run("expiry") {
        violations += expiry(&mut rows).await.violations;
    }
    if run("webhooks") {
        violations += webhooks(&mut rows).await.violations;
    }
    if run("failover") {
        violations += failover(&mut rows).await.violations;
    }
    rows.push(row("total", "violations over the sections of this run", violations.to_string()));
    write_table("Ágora reliability", &rows, concat!(env!("CARGO_MANIFEST_DIR"), "/../bench/reliability.md"));
    if violations > 0 {
        std::process::exit(1);
    }
}
