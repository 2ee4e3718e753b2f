//! `spawn_app()`: a server on a random port with its own database, data directory and
//! manual clock, plus helpers to speak GraphQL to it.

use std::path::PathBuf;
use std::sync::Once;

use api::clock::Clock;
use api::config::Config;
use api::startup::{self, Application};
use api::state::AppState;
use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, Database};
use serde_json::{Value, json};
use tempfile::TempDir;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Runs the test body once per database: `sqlite` always, `postgres` when
/// `TEST_DATABASE_URL` is set (and then it must connect).
macro_rules! db_test {
    ($(#[$meta:meta])* async fn $name:ident($app:ident) $body:block) => {
        db_test!($(#[$meta])* async fn $name($app) with crate::helpers::TestOptions::default(), $body);
    };
    ($(#[$meta:meta])* async fn $name:ident($app:ident) with $options:expr, $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            $(#[$meta])*
            async fn run($app: crate::helpers::TestApp) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                run(crate::helpers::spawn_app(crate::helpers::Backend::Sqlite, $options).await.expect("sqlite app")).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                if let Some(app) = crate::helpers::spawn_app(crate::helpers::Backend::Postgres, $options).await {
                    run(app).await;
                }
            }
        }
    };
}

pub struct TestOptions {
    pub seed: bool,
    pub now: DateTime<Utc>,
    /// More environment variables for the server's configuration.
    pub env: Vec<(&'static str, String)>,
    /// Share an existing database (a second node) instead of making a fresh one.
    pub database_url: Option<String>,
}

impl Default for TestOptions {
    fn default() -> Self {
        Self { seed: false, now: "2031-03-10T12:00:00Z".parse().unwrap(), env: Vec::new(), database_url: None }
    }
}

impl TestOptions {
    pub fn seeded() -> Self {
        Self { seed: true, ..Self::default() }
    }
}

pub struct TestApp {
    pub url: String,
    pub state: AppState,
    pub database_url: String,
    pub clock: Clock,
    /// A client that keeps cookies, like a browser.
    pub browser: reqwest::Client,
    _data: TempDir,
    pub data_dir: PathBuf,
}

static SKIP_NOTICE: Once = Once::new();

/// Server logs only when `TEST_LOG` is set.
fn init_logs() {
    if std::env::var("TEST_LOG").is_ok() {
        let _ = tracing_subscriber::fmt().with_env_filter("info,sqlx=warn,sea_orm=warn").with_test_writer().try_init();
    }
}

/// Starts a server. Returns `None` for PostgreSQL when `TEST_DATABASE_URL` is unset, after
/// saying loudly that those tests were skipped; in CI (`CI` set) that is a failure.
pub async fn spawn_app(backend: Backend, options: TestOptions) -> Option<TestApp> {
    init_logs();
    let data = tempfile::tempdir().expect("temp dir");
    let data_dir = data.path().to_path_buf();
    let database_url = match (backend, options.database_url) {
        (_, Some(shared)) => shared,
        (backend, None) => match backend {
            Backend::Sqlite => format!("sqlite://{}?mode=rwc", data_dir.join("agora.db").display()),
            Backend::Postgres => fresh_postgres_database(&postgres_url()?).await,
        },
    };
    let mut vars = vec![
        ("DATABASE_URL".to_owned(), database_url.clone()),
        ("AGORA_BIND".to_owned(), "127.0.0.1:0".to_owned()),
        ("AGORA_DATA_DIR".to_owned(), data_dir.display().to_string()),
        ("AGORA_SEED".to_owned(), options.seed.to_string()),
        ("AGORA_JWT_SECRET".to_owned(), "test-secret".to_owned()),
    ];
    vars.extend(options.env.into_iter().map(|(k, v)| (k.to_owned(), v)));
    let mut config =
        Config::from_lookup(|k| vars.iter().rfind(|(key, _)| key == k).map(|(_, v)| v.clone())).expect("config");
    let clock = Clock::manual(options.now);
    // The public URL must name the real port, so find a free one first; another test may
    // take it between the probe and the bind, so try again with a new one.
    let mut attempt = 0;
    let (state, app) = loop {
        attempt += 1;
        let listener_probe = std::net::TcpListener::bind("127.0.0.1:0").expect("free port");
        let port = listener_probe.local_addr().unwrap().port();
        drop(listener_probe);
        config.bind = format!("127.0.0.1:{port}").parse().unwrap();
        config.public_url = format!("http://127.0.0.1:{port}");
        config.allowed_origins = vec![config.public_url.clone()];
        let state = startup::prepare_with_clock(config.clone(), clock.clone()).await.expect("prepare");
        match Application::from_state(state.clone()).await {
            Ok(app) => break (state, app),
            Err(err) if attempt < 5 => eprintln!("port {port} was taken ({err}); trying another"),
            Err(err) => panic!("build: {err}"),
        }
    };
    let url = format!("http://{}", app.local_addr());
    tokio::spawn(app.run_until(std::future::pending()));
    let browser =
        reqwest::Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap();
    Some(TestApp { url, state, database_url, clock, browser, _data: data, data_dir })
}

/// `TEST_DATABASE_URL`, or `None` after saying loudly that the PostgreSQL tests were
/// skipped; in CI (`CI` set) a missing URL is a failure.
pub fn postgres_url() -> Option<String> {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(url) => Some(url),
        Err(_) => {
            if std::env::var("CI").is_ok() {
                panic!("CI must set TEST_DATABASE_URL: the PostgreSQL tests cannot be skipped");
            }
            SKIP_NOTICE.call_once(|| {
                eprintln!("\n*** SKIPPED: PostgreSQL tests (TEST_DATABASE_URL is not set) ***\n");
            });
            eprintln!("SKIPPED on PostgreSQL: TEST_DATABASE_URL is not set");
            None
        }
    }
}

/// A new, empty database on the server `admin_url` names.
pub async fn fresh_postgres_database(admin_url: &str) -> String {
    let admin = Database::connect(admin_url).await.expect("TEST_DATABASE_URL must reach PostgreSQL");
    let name = format!("agora_t_{}", uuid::Uuid::now_v7().simple());
    admin.execute_unprepared(&format!("CREATE DATABASE {name}")).await.expect("create test database");
    let mut url = url::Url::parse(admin_url).expect("TEST_DATABASE_URL is a URL");
    url.set_path(&format!("/{name}"));
    url.to_string()
}

/// One mail from the dev outbox.
#[derive(Debug, serde::Deserialize)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    /// The calendar invitation attached to a booking mail.
    #[serde(default)]
    pub invite: Option<Invite>,
}

#[derive(Debug, serde::Deserialize)]
pub struct Invite {
    pub method: String,
    pub ics: String,
}

/// An iCalendar text as an independent parser (Python's `icalendar`, installed by `just
/// setup`) reads it: the calendar's properties and each event's, as JSON. Never skipped.
pub fn parse_ics(text: &str) -> Value {
    use std::io::Write;
    const SCRIPT: &str = r#"
import json, sys, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
def s(v): return None if v is None else str(v)
tz = [str(c.get("TZID")) for c in cal.walk("VTIMEZONE")]
events = [{
    "uid": s(e.get("UID")), "summary": s(e.get("SUMMARY")), "location": s(e.get("LOCATION")),
    "description": s(e.get("DESCRIPTION")), "status": s(e.get("STATUS")),
    "sequence": int(e.get("SEQUENCE", 0)),
    "start": e.decoded("DTSTART").isoformat(), "end": e.decoded("DTEND").isoformat(),
    "organizer": s(e.get("ORGANIZER")), "attendee": s(e.get("ATTENDEE")),
} for e in cal.walk("VEVENT")]
print(json.dumps({"method": s(cal.get("METHOD")), "name": s(cal.get("X-WR-CALNAME")),
                  "timezone": s(cal.get("X-WR-TIMEZONE")), "vtimezones": tz, "events": events}))
"#;
    let mut child = std::process::Command::new("python3")
        .args(["-c", SCRIPT])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("python3 (the calendar tests parse every .ics with Python's icalendar)");
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "icalendar refused the text ({}):\n{text}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

impl Mail {
    /// The first link in the mail.
    pub fn link(&self) -> String {
        let start = self.text.find("http").expect("a link in the mail");
        self.text[start..].split_whitespace().next().unwrap().to_owned()
    }
}

/// POSTs an operation as an API client to the server at `url` (for spawned tasks).
pub async fn post_gql(url: &str, token: &str, query: &str, variables: Value) -> Value {
    reqwest::Client::new()
        .post(format!("{url}/graphql"))
        .json(&json!({ "query": query, "variables": variables }))
        .bearer_auth(token)
        .send()
        .await
        .expect("request")
        .json()
        .await
        .expect("json body")
}

impl TestApp {
    /// POSTs an operation as an API client (no cookies, no web header).
    pub async fn gql(&self, token: Option<&str>, query: &str, variables: Value) -> Value {
        let mut request = reqwest::Client::new()
            .post(format!("{}/graphql", self.url))
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request").json().await.expect("json body")
    }

    /// POSTs an operation as the browser: cookies kept, `X-Agora-Client: web` sent.
    pub async fn web(&self, token: Option<&str>, query: &str, variables: Value) -> Value {
        let mut request = self
            .browser
            .post(format!("{}/graphql", self.url))
            .header("x-agora-client", "web")
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request").json().await.expect("json body")
    }

    pub fn outbox(&self) -> Vec<Mail> {
        let dir = self.data_dir.join("outbox");
        let mut files: Vec<_> =
            std::fs::read_dir(&dir).map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect()).unwrap_or_default();
        files.retain(|f| f.extension().is_some_and(|e| e == "json"));
        files.sort();
        files.iter().map(|f| serde_json::from_slice(&std::fs::read(f).unwrap()).unwrap()).collect()
    }

    /// Every file in the storage directory, demo images excluded.
    pub fn stored_files(&self) -> Vec<PathBuf> {
        fn walk(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if !path.to_string_lossy().contains("/demo/") {
                    out.push(path);
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.data_dir.join("storage"), &mut out);
        out
    }

    pub fn mails_to(&self, to: &str) -> Vec<Mail> {
        self.outbox().into_iter().filter(|m| m.to == to).collect()
    }

    pub async fn sign_up(&self, full_name: &str, email: &str, password: &str) -> Value {
        self.gql(
            None,
            "mutation($input: SignUpInput!) { signUp(input: $input) { message } }",
            json!({ "input": { "fullName": full_name, "email": email, "password": password } }),
        )
        .await
    }

    /// Signs up and follows the confirmation link; returns nothing, the account is ready.
    pub async fn register(&self, full_name: &str, email: &str, password: &str) {
        let body = self.sign_up(full_name, email, password).await;
        assert!(body["errors"].is_null(), "{body}");
        let link = self.mails_to(&email.to_lowercase()).last().expect("confirmation mail").link();
        let response = self.browser.get(link).send().await.unwrap();
        assert_eq!(response.headers()["location"], "/login?confirmed=1");
    }

    /// Signs in as an API client; returns (access token, refresh token).
    pub async fn sign_in(&self, email: &str, password: &str) -> (String, String) {
        let body = self.gql(None, SIGN_IN, json!({ "input": { "email": email, "password": password } })).await;
        assert!(body["errors"].is_null(), "{body}");
        let data = &body["data"]["signIn"];
        (data["accessToken"].as_str().unwrap().to_owned(), data["refreshToken"].as_str().unwrap().to_owned())
    }

    /// A confirmed user, signed in; returns the access token.
    pub async fn user(&self, email: &str) -> String {
        self.register("Usuária de Teste", email, "senha-secreta").await;
        self.sign_in(email, "senha-secreta").await.0
    }

    pub async fn viewer_email(&self, token: &str) -> Option<String> {
        let body = self.gql(Some(token), "{ viewer { email } }", json!({})).await;
        body["data"]["viewer"]["email"].as_str().map(str::to_owned)
    }
}

pub const SIGN_IN: &str = "mutation($input: SignInInput!) { signIn(input: $input) { accessToken accessTokenExpiresAt refreshToken user { id email role } } }";

/// The first error's code, message and field.
pub fn error(body: &Value) -> (String, String, Option<String>) {
    let e = &body["errors"][0];
    assert!(!e.is_null(), "expected an error in {body}");
    (
        e["extensions"]["code"].as_str().unwrap_or_default().to_owned(),
        e["message"].as_str().unwrap_or_default().to_owned(),
        e["extensions"]["field"].as_str().map(str::to_owned),
    )
}

/// A `graphql-transport-ws` client over a real websocket.
pub struct Ws {
    socket: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
}

impl Ws {
    /// Connects and authenticates in `connection_init`; `None` token means anonymous.
    pub async fn connect(app: &TestApp, token: Option<&str>) -> Ws {
        let mut ws = Ws::open(app, Some("graphql-transport-ws")).await;
        let payload = match token {
            Some(t) => json!({"authorization": format!("Bearer {t}")}),
            None => json!({}),
        };
        ws.send(json!({"type": "connection_init", "payload": payload})).await;
        let ack = ws.next_message().await;
        assert_eq!(ack["type"], "connection_ack", "{ack}");
        ws
    }

    /// Opens a socket offering `protocol`, and sends nothing (protocol tests).
    pub async fn open(app: &TestApp, protocol: Option<&str>) -> Ws {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("{}/graphql/ws", app.url.replace("http://", "ws://")).into_client_request().unwrap();
        if let Some(protocol) = protocol {
            request.headers_mut().insert("sec-websocket-protocol", protocol.parse().unwrap());
        }
        let (socket, _) = tokio_tungstenite::connect_async(request).await.expect("websocket");
        Ws { socket }
    }

    pub async fn send(&mut self, message: Value) {
        self.send_text(&message.to_string()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        use futures_util::SinkExt;
        self.socket.send(text.to_owned().into()).await.unwrap();
    }

    /// The code of the close frame that ends the socket within `seconds` (messages before
    /// it are skipped); `None` when the socket ends without one or stays open.
    pub async fn close_code_within(&mut self, seconds: u64) -> Option<u16> {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(seconds);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(Message::Close(frame)))) => return frame.map(|f| u16::from(f.code)),
                Ok(Some(Ok(_))) => continue,
                _ => return None,
            }
        }
    }

    pub async fn subscribe(&mut self, id: &str, query: &str, variables: Value) {
        self.send(json!({"id": id, "type": "subscribe", "payload": {"query": query, "variables": variables}})).await;
    }

    /// The next protocol message (pings are answered and skipped); panics after 10 s.
    pub async fn next_message(&mut self) -> Value {
        use futures_util::{SinkExt, StreamExt};
        use tokio_tungstenite::tungstenite::Message;
        loop {
            let message = tokio::time::timeout(std::time::Duration::from_secs(10), self.socket.next())
                .await
                .expect("a websocket message within 10 s")
                .expect("the socket is open")
                .expect("a frame");
            if let Message::Text(text) = message {
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["type"] == "ping" {
                    self.socket.send(json!({"type": "pong"}).to_string().into()).await.unwrap();
                    continue;
                }
                return value;
            }
        }
    }

    /// Waits for a websocket-level Ping frame from the server (other frames are skipped).
    pub async fn server_ping_within(&mut self, seconds: u64) -> bool {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(seconds);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(Message::Ping(_)))) => return true,
                Ok(Some(Ok(_))) => continue,
                _ => return false,
            }
        }
    }

    /// The next protocol message if one arrives within `millis`.
    pub async fn message_within(&mut self, millis: u64) -> Option<Value> {
        use futures_util::StreamExt;
        use tokio_tungstenite::tungstenite::Message;
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_millis(millis);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Ok(Some(Ok(Message::Text(text)))) => {
                    let value: Value = serde_json::from_str(&text).unwrap();
                    if value["type"] != "ping" {
                        return Some(value);
                    }
                }
                Ok(Some(Ok(_))) => continue,
                _ => return None,
            }
        }
    }

    /// Whether a message arrives within `millis` (to prove that none does).
    pub async fn quiet_for(&mut self, millis: u64) -> bool {
        use futures_util::StreamExt;
        tokio::time::timeout(std::time::Duration::from_millis(millis), self.socket.next()).await.is_err()
    }
}
