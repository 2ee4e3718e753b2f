//! What `bench` and `reliability` share: starting the release binary, fresh databases,
//! accounts and spaces made through the library, signing in, GraphQL calls, and a load
//! loop with latency percentiles.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::Arc;
use std::time::{Duration, Instant};

use api::domain::account::{Email, Role};
use api::services::accounts::users::{self, NewUser};
use chrono::{DateTime, Duration as ChronoDuration, NaiveDate, TimeZone, Utc};
use chrono_tz::America::Sao_Paulo;
use entities::space;
use sea_orm::{ActiveModelTrait, ConnectionTrait, Database, DatabaseConnection, Set};
use serde_json::{Value, json};
use tokio::sync::Mutex;
use uuid::Uuid;

/// "Now" for every server started here: a Monday at 09:00 in São Paulo, so every slot of
/// the following weeks is bookable whatever the real time.
pub const CLOCK: &str = "2031-03-10T12:00:00Z";
pub const PASSWORD: &str = "bench-password";

pub struct Server {
    pub child: Child,
    pub url: String,
    pub data_dir: PathBuf,
    _temp: Option<tempfile::TempDir>,
}

impl Server {
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Resident memory in MiB, from /proc.
    pub fn rss_mib(&self) -> f64 {
        rss_mib(self.pid())
    }

    /// CPU time (user + system) the server has used so far, in seconds, from /proc.
    pub fn cpu_secs(&self) -> f64 {
        cpu_secs(&format!("/proc/{}/stat", self.pid()))
    }

    /// One gauge of the server's `/metrics` (Prometheus text), if it reports it.
    pub async fn metric(&self, name: &str) -> Option<f64> {
        let text = reqwest::get(format!("{}/metrics", self.url)).await.ok()?.text().await.ok()?;
        text.lines().find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
    }

    /// The heap the server holds (allocated, not freed) in MiB, from `/metrics`.
    pub async fn heap_mib(&self) -> f64 {
        self.metric("agora_heap_live_bytes").await.expect("agora_heap_live_bytes in /metrics") / 1048576.0
    }

    /// SIGKILL, no goodbye.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // The server's log lives in its (temporary) data dir: keep a copy when asked.
        if let Ok(dir) = std::env::var("BENCH_KEEP_LOGS") {
            let _ = std::fs::copy(
                self.data_dir.join("agora.log"),
                Path::new(&dir).join(format!("agora-{}.log", self.child.id())),
            );
        }
    }
}

pub fn rss_mib(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmRSS:")).map(|l| l.to_owned()))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|kb| kb.parse::<f64>().ok()))
        .map(|kb| kb / 1024.0)
        .unwrap_or(f64::NAN)
}

/// utime + stime of a `/proc/<pid>/stat` file, in seconds (Linux's 100 ticks a second).
pub fn cpu_secs(stat: &str) -> f64 {
    let Ok(text) = std::fs::read_to_string(stat) else { return 0.0 };
    // The command name, in parentheses, may hold spaces: count fields after it.
    let fields: Vec<&str> =
        text.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// CPU seconds used so far by every PostgreSQL server process on this machine.
pub fn postgres_cpu_secs() -> f64 {
    let Ok(dir) = std::fs::read_dir("/proc") else { return 0.0 };
    dir.flatten()
        .filter(|e| e.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()))
        .filter(|e| std::fs::read_to_string(e.path().join("comm")).is_ok_and(|c| c.trim() == "postgres"))
        .map(|e| cpu_secs(&e.path().join("stat").to_string_lossy()))
        .sum()
}

pub fn binary() -> String {
    std::env::var("AGORA_BIN")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../target/release/agora").into())
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// The release binary on a fresh data dir, demo data off.
pub async fn start(database_url: &str) -> Server {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path().to_owned();
    let mut server = start_in(database_url, &dir, &[]).await;
    server._temp = Some(temp);
    server
}

/// The release binary on `data_dir`, with extra environment.
pub async fn start_in(database_url: &str, data_dir: &Path, env: &[(&str, &str)]) -> Server {
    let port = free_port();
    let url = format!("http://127.0.0.1:{port}");
    let log = std::fs::OpenOptions::new().create(true).append(true).open(data_dir.join("agora.log")).unwrap();
    let mut command = Command::new(binary());
    command
        .arg("serve")
        .env("DATABASE_URL", database_url)
        .env("AGORA_DATA_DIR", data_dir)
        .env("AGORA_BIND", format!("127.0.0.1:{port}"))
        .env("AGORA_PUBLIC_URL", &url)
        .env("AGORA_SEED", "off")
        .env("AGORA_CLOCK", CLOCK)
        .env("AGORA_JWT_SECRET", "bench-secret-bench-secret-bench-secret")
        .env("RUST_LOG", "warn")
        .stdout(log.try_clone().unwrap())
        .stderr(log);
    for (k, v) in env {
        command.env(k, v);
    }
    let child = command.spawn().unwrap_or_else(|e| panic!("starting {}: {e} (run `just build` first)", binary()));
    let server = Server { child, url, data_dir: data_dir.to_owned(), _temp: None };
    let client = reqwest::Client::builder().timeout(Duration::from_secs(2)).build().unwrap();
    for _ in 0..600 {
        if client.get(format!("{}/healthz", server.url)).send().await.is_ok_and(|r| r.status().is_success()) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("agora did not start (log: {})", data_dir.join("agora.log").display());
}

/// A fresh database: a SQLite file in a temp dir, or a new PostgreSQL database.
/// The PostgreSQL the bench and the reliability suite use: `BENCH_DATABASE_URL`, else the
/// local `test` database without TLS. Every peer measured here (agora, PostGraphile,
/// pgbench) then talks to PostgreSQL the same way: node-postgres, which PostGraphile
/// uses, does not encrypt unless told to, while sqlx and libpq would (`sslmode=prefer`),
/// which on loopback costs agora ~10 % of its read throughput and buys nothing.
pub fn bench_database_url() -> String {
    std::env::var("BENCH_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test?sslmode=disable".into())
}

pub async fn fresh_database(postgres: bool, dir: &std::path::Path) -> String {
    if !postgres {
        return format!("sqlite://{}?mode=rwc", dir.join("bench.db").display());
    }
    let admin_url = bench_database_url();
    let admin = Database::connect(&admin_url).await.expect("BENCH_DATABASE_URL must reach PostgreSQL");
    let name = format!("agora_bench_{}", Uuid::now_v7().simple());
    admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.unwrap();
    let mut url = url::Url::parse(&admin_url).unwrap();
    url.set_path(&format!("/{name}"));
    url.to_string()
}

pub async fn drop_database(url: &str) {
    if !url.starts_with("postgres") {
        return;
    }
    let parsed = url::Url::parse(url).unwrap();
    let name = parsed.path().trim_start_matches('/').to_owned();
    let admin_url = bench_database_url();
    if let Ok(admin) = Database::connect(&admin_url).await {
        let _ = admin.execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
    }
}

/// Migrates through the library (the server would too) and returns a connection.
pub async fn prepared(url: &str) -> DatabaseConnection {
    api::db::connect_migrated(url, api::db::DEFAULT_POOL_SIZE).await.unwrap()
}

pub async fn account(db: &DatabaseConnection, email: &str, role: Role) -> Uuid {
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

pub const RESOURCES: [&str; 7] =
    ["wifi", "projetor", "quadro-branco", "ar-condicionado", "som", "palco", "computadores"];

pub async fn spaces(db: &DatabaseConnection, n: usize) -> Vec<Uuid> {
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
            archived_at: Set(None),
            ..Default::default()
        };
        ids.push(model.insert(db).await.unwrap().id);
    }
    ids
}

pub async fn sign_in(url: &str, email: &str) -> String {
    sign_in_as(url, email, PASSWORD).await
}

pub async fn sign_in_as(url: &str, email: &str, password: &str) -> String {
    let body: Value = reqwest::Client::new()
        .post(format!("{url}/graphql"))
        .json(&json!({"query": "mutation($e: String!, $p: String!) { signIn(input: {email: $e, password: $p}) { accessToken } }", "variables": {"e": email, "p": password}}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["data"]["signIn"]["accessToken"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

/// A webhook endpoint written straight to the table: `events` space-separated as stored.
pub async fn webhook_endpoint(db: &DatabaseConnection, url: &str, secret: &str, events: &str) -> Uuid {
    let now = Utc::now();
    let endpoint = entities::webhook_endpoint::ActiveModel {
        id: Set(Uuid::now_v7()),
        url: Set(url.to_owned()),
        description: Set("bench".into()),
        secret: Set(secret.to_owned()),
        events: Set(events.to_owned()),
        active: Set(true),
        created_at: Set(now),
        updated_at: Set(now),
    };
    endpoint.insert(db).await.unwrap().id
}

pub fn global_id(kind: &str, id: Uuid) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{kind}:{id}"))
}

pub struct Stats {
    pub count: usize,
    pub errors: usize,
    pub seconds: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
}

impl Stats {
    pub fn rate(&self) -> f64 {
        self.count as f64 / self.seconds
    }
}

pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// Runs `total` requests with `concurrency` workers; `request(i)` returns whether it
/// succeeded as expected.
pub async fn load<F, Fut>(total: usize, concurrency: usize, request: F) -> Stats
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

pub async fn gql(client: &reqwest::Client, url: &str, token: &str, query: &str, variables: Value) -> Value {
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

pub struct Row {
    pub section: &'static str,
    pub what: String,
    pub figure: String,
}

/// Slot `k` of a space: business days from 2031-03-11, hours 8..20, one hour each.
pub fn slot(k: usize) -> (String, String) {
    let day = NaiveDate::from_ymd_opt(2031, 3, 11).unwrap() + ChronoDuration::days((k / 12) as i64);
    let hour = 8 + (k % 12) as u32;
    let start = Sao_Paulo.from_local_datetime(&day.and_hms_opt(hour, 0, 0).unwrap()).unwrap().with_timezone(&Utc);
    (start.to_rfc3339(), (start + ChronoDuration::hours(1)).to_rfc3339())
}

pub const BOOK: &str = "mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }";

/// Prints this run's table and writes it to `path` with the date and the machine. A run of
/// some sections only replaces those sections' rows: the others stay, and the "Runs:" line
/// says when and on which processor each section last ran (a partial run never wipes the
/// rest of the table, and rows from different machines are told apart).
pub fn write_table(title: &str, rows: &[Row], path: &str) {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines().find(|l| l.starts_with("model name")).map(|l| l.split(':').nth(1).unwrap_or("").trim().to_owned())
        })
        .unwrap_or_default();
    let now = Utc::now().format("%Y-%m-%d %H:%M UTC").to_string();
    let fresh: Vec<(String, String)> =
        rows.iter().map(|r| (r.section.to_owned(), format!("| {} | {} | {} |", r.section, r.what, r.figure))).collect();
    println!("{}", fresh.iter().map(|(_, l)| l.as_str()).collect::<Vec<_>>().join("\n"));
    let (kept, mut runs) = earlier_sections(&std::fs::read_to_string(path).unwrap_or_default());
    let ran: Vec<&str> = fresh.iter().map(|(s, _)| s.as_str()).filter(|s| *s != "total").collect();
    runs.retain(|(section, _)| !ran.contains(&section.as_str()));
    for section in &ran {
        if !runs.iter().any(|(s, _)| s == section) {
            runs.push(((*section).to_owned(), format!("{now}{MACHINE}{cpu}")));
        }
    }
    // Earlier rows of sections this run did not touch, then this run's rows, totals last.
    let mut lines: Vec<String> =
        kept.into_iter().filter(|(s, _)| s != "total" && !ran.contains(&s.as_str())).map(|(_, l)| l).collect();
    lines.extend(fresh.iter().filter(|(s, _)| s != "total").map(|(_, l)| l.clone()));
    lines.extend(fresh.iter().filter(|(s, _)| s == "total").map(|(_, l)| l.clone()));
    let runs_line = runs.iter().map(|(s, d)| format!("{s} {d}")).collect::<Vec<_>>().join("; ");
    let table = format!(
        "# {title} — {now}\n\nRelease binary, loopback only, {} cores ({cpu}) for this run. Each figure is one run on a shared machine: compare ratios within a run, and rows only with rows of the same machine (\"Runs\" names each section's).\n\nRuns: {runs_line}.\n\n| section | what | figure |\n|---|---|---|\n{}\n",
        std::thread::available_parallelism().map(|n| n.get()).unwrap_or(0),
        lines.join("\n")
    );
    std::fs::write(path, &table).unwrap_or_else(|e| panic!("writing {path}: {e}"));
}

/// (section, a table line) or (section, when it ran and on which processor).
type BySection = Vec<(String, String)>;

/// Between a run's date and its processor in the "Runs:" line.
const MACHINE: &str = " on ";

/// The rows of an earlier table as (section, line), and when each section ran: from its
/// "Runs:" line, else the table's date for all of them.
fn earlier_sections(text: &str) -> (BySection, BySection) {
    let date = text.lines().next().and_then(|l| l.split(" — ").nth(1)).unwrap_or("").trim().to_owned();
    let rows: BySection = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| section |"))
        .filter_map(|l| Some((l.split('|').nth(1)?.trim().to_owned(), l.to_owned())))
        .collect();
    let mut runs: BySection = Vec::new();
    if let Some(line) = text.lines().find_map(|l| l.strip_prefix("Runs: ")) {
        for part in line.trim_end_matches('.').split("; ") {
            // "R4 fuzz 2026-11-25 16:44 UTC on AMD EPYC": the date is the last three words
            // before the processor (runs written before processors were named have none).
            let (dated, machine) = part.split_once(MACHINE).map_or((part, None), |(d, m)| (d, Some(m)));
            let words: Vec<&str> = dated.split(' ').collect();
            if words.len() > 3 {
                let at = words.len() - 3;
                let when = words[at..].join(" ");
                runs.push((words[..at].join(" "), machine.map_or(when.clone(), |m| format!("{when}{MACHINE}{m}"))));
            }
        }
    }
    for (section, _) in &rows {
        if section != "total" && !runs.iter().any(|(s, _)| s == section) {
            runs.push((section.clone(), date.clone()));
        }
    }
    (rows, runs)
}

pub fn row(section: &'static str, what: impl Into<String>, figure: impl Into<String>) -> Row {
    Row { section, what: what.into(), figure: figure.into() }
}

/// Pairs of blocking bookings of one space that overlap: must be 0.
pub async fn overlapping(db: &DatabaseConnection) -> i64 {
    scalar(
        db,
        "SELECT COUNT(*) AS n FROM bookings a JOIN bookings b ON a.space_id = b.space_id AND a.id < b.id \
         AND a.status IN ('pending','confirmed') AND b.status IN ('pending','confirmed') \
         AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at",
    )
    .await
}

/// An SQL query's `n`.
pub async fn scalar(db: &DatabaseConnection, sql: &str) -> i64 {
    db.query_one_raw(sea_orm::Statement::from_string(db.get_database_backend(), sql))
        .await
        .unwrap()
        .unwrap()
        .try_get::<i64>("", "n")
        .unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_run_replaces_only_its_sections() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.md");
        let path = path.to_str().unwrap();
        let all = [row("R1 a", "x", "1"), row("R2 b", "y", "2"), row("R2 b", "y2", "3"), row("total", "v", "0")];
        write_table("T", &all, path);
        write_table("T", &[row("R2 b", "z", "9"), row("total", "v", "0")], path);
        let text = std::fs::read_to_string(path).unwrap();
        let rows: Vec<&str> = text.lines().filter(|l| l.starts_with("| R") || l.starts_with("| total")).collect();
        assert_eq!(rows, ["| R1 a | x | 1 |", "| R2 b | z | 9 |", "| total | v | 0 |"], "{text}");
        assert!(text.contains("Runs: R1 a "), "{text}");
        let (_, runs) = earlier_sections(&text);
        assert_eq!(runs.iter().map(|(s, _)| s.as_str()).collect::<Vec<_>>(), ["R1 a", "R2 b"]);
    }
}
