//! The HTTP surface: schema drift, limits, headers, the SPA, the playground, the websocket
//! origin check and real SMTP.

use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::helpers::{TestOptions, error};

#[test]
fn schema_graphql_is_what_the_server_prints() {
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../schema.graphql")).expect("schema.graphql");
    assert!(
        committed == api::graphql::sdl(),
        "schema.graphql is stale: run `just schema` (cargo run -p api -- print-schema > schema.graphql)"
    );
}

db_test!(
    async fn abusive_queries_are_refused_with_clear_errors(app) {
        // Too deep.
        let nested = format!("{{ __schema {{ types {{ fields {{ type {{ {} name {} }} }} }} }} }}", "ofType { ".repeat(20), "} ".repeat(20));
        let body = app.gql(None, &nested, json!({})).await;
        assert_eq!(error(&body).0, "VALIDATION");
        assert_eq!(error(&body).1, "Consulta aninhada demais.");

        // A thousand aliases exceed the complexity limit.
        let aliases: String = (0..1000).map(|i| format!("a{i}: landingStats {{ spaces }} ")).collect();
        let body = app.gql(None, &format!("{{ {aliases} }}"), json!({})).await;
        assert_eq!(error(&body).0, "VALIDATION");
        assert_eq!(error(&body).1, "Consulta complexa demais.");

        // Whatever async-graphql refuses by itself carries a code too.
        let body = app.gql(None, "{ noSuchField }", json!({})).await;
        assert_eq!(body["errors"][0]["extensions"]["code"], "VALIDATION", "{body}");

        // Batches are capped.
        let batch: Vec<Value> = (0..11).map(|_| json!({"query": "{ landingStats { spaces } }"})).collect();
        let response = reqwest::Client::new().post(format!("{}/graphql", app.url)).json(&batch).send().await.unwrap();
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(error(&body).1, "No máximo 10 operações por requisição.");
        let batch: Vec<Value> = (0..2).map(|_| json!({"query": "{ landingStats { spaces } }"})).collect();
        let ok: Value = reqwest::Client::new().post(format!("{}/graphql", app.url)).json(&batch).send().await.unwrap().json().await.unwrap();
        assert_eq!(ok.as_array().unwrap().len(), 2);

        // Huge variables.
        let huge = json!({"query": "query($x: String) { landingStats { spaces } }", "variables": {"x": "x".repeat(2 * 1024 * 1024)}});
        let response = reqwest::Client::new().post(format!("{}/graphql", app.url)).json(&huge).send().await.unwrap();
        assert_eq!(response.status(), 413);

        // Garbage.
        let response = reqwest::Client::new()
            .post(format!("{}/graphql", app.url))
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(error(&body).1, "Requisição GraphQL inválida.");
    }
);

db_test!(
    async fn responses_carry_the_security_headers_and_compress(app) {
        let response = reqwest::Client::new().get(format!("{}/healthz", app.url)).send().await.unwrap();
        assert_eq!(response.status(), 200);
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["content-security-policy"], "frame-ancestors 'none'");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin");
        assert_eq!(response.text().await.unwrap(), "ok");

        let big = format!("{{ {} }}", (0..50).map(|i| format!("a{i}: appConfig {{ timeZone currency locale }}")).collect::<String>());
        let response = reqwest::Client::new()
            .post(format!("{}/graphql", app.url))
            .header("accept-encoding", "gzip")
            .json(&json!({"query": big}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.headers()["content-encoding"], "gzip");
    }
);

db_test!(
    async fn the_spa_falls_back_to_index_html_but_missing_assets_are_404(app) {
        let dist = concat!(env!("CARGO_MANIFEST_DIR"), "/../frontend/dist/index.html");
        assert!(std::path::Path::new(dist).exists(), "build the frontend first (just build-frontend)");
        for path in ["/login", "/admin/nao-existe", "/uma/rota/qualquer"] {
            let response = reqwest::get(format!("{}{path}", app.url)).await.unwrap();
            assert_eq!(response.status(), 200, "{path}");
            assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
            assert!(response.text().await.unwrap().contains("<div id=\"root\"></div>"), "{path}");
        }
        // `/` comes with the landing page already rendered (dist/landing.html).
        let landing = reqwest::get(format!("{}/", app.url)).await.unwrap();
        assert_eq!(landing.status(), 200);
        assert!(landing.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        let html = landing.text().await.unwrap();
        assert!(html.contains("<div id=\"root\" data-prerendered=\"landing\">"), "{html}");
        assert!(html.contains("Gestão inteligente de espaços compartilhados</h1>"));
        for path in ["/assets/nope.js", "/favicon-missing.png", "/storage/spaces/nope.png"] {
            assert_eq!(reqwest::get(format!("{}{path}", app.url)).await.unwrap().status(), 404, "{path}");
        }
        let playground = reqwest::get(format!("{}/graphql", app.url)).await.unwrap();
        assert_eq!(playground.status(), 200);
        let html = playground.text().await.unwrap();
        assert!(html.contains("GraphiQL") || html.contains("graphiql"), "the offline playground page");
        assert!(!html.contains("unpkg.com") && !html.contains("cdn.jsdelivr"), "no CDN assets");
    }
);

db_test!(
    async fn graphiql_and_introspection_can_be_switched_off(app) with TestOptions { env: vec![("AGORA_GRAPHIQL", "off".into())], ..Default::default() }, {
        assert_eq!(reqwest::get(format!("{}/graphql", app.url)).await.unwrap().status(), 404);
        let body = app.gql(None, "{ __schema { queryType { name } } }", json!({})).await;
        assert!(body["data"]["__schema"].is_null(), "introspection is off: {body}");
        let body = app.gql(None, "{ landingStats { spaces } }", json!({})).await;
        assert_eq!(body["data"]["landingStats"]["spaces"], 0, "queries still work");
    }
);

db_test!(
    async fn the_websocket_refuses_foreign_origins(app) {
        let upgrade = |origin: &'static str| {
            reqwest::Client::new()
                .get(format!("{}/graphql/ws", app.url))
                .header("connection", "upgrade")
                .header("upgrade", "websocket")
                .header("sec-websocket-version", "13")
                .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
                .header("sec-websocket-protocol", "graphql-transport-ws")
                .header("origin", origin)
                .send()
        };
        assert_eq!(upgrade("https://evil.example").await.unwrap().status(), 403);
        let own: &'static str = Box::leak(app.url.clone().into_boxed_str());
        assert_eq!(upgrade(own).await.unwrap().status(), 101);
    }
);

db_test!(
    async fn the_server_pings_an_idle_websocket(app) {
        let token = app.user("ana@exemplo.com").await;
        let mut ws = crate::helpers::Ws::connect(&app, Some(&token)).await;
        assert!(ws.server_ping_within(api::http::PING_EVERY.as_secs() + 5).await, "a ping frame while idle");
    }
);

/// A real SMTP sink (Python's aiosmtpd) receives the confirmation mail, and its link works.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_confirmation_mail_goes_through_real_smtp() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let maildir = tempfile::tempdir().unwrap();
    let mut sink = Command::new("python3")
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir.path().join("mail"))
        .stdout(Stdio::null())
        .spawn()
        .expect("python3 -m aiosmtpd (pip install aiosmtpd; `just setup` does it)");
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let options =
        TestOptions { env: vec![("AGORA_SMTP_URL", format!("smtp://127.0.0.1:{port}"))], ..Default::default() };
    let app = crate::helpers::spawn_app(crate::helpers::Backend::Sqlite, options).await.unwrap();
    let body = app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await;
    assert!(body["errors"].is_null(), "{body}");
    assert!(app.outbox().is_empty(), "with SMTP configured nothing goes to the outbox");

    let new = maildir.path().join("mail").join("new");
    let mut files = Vec::new();
    for _ in 0..100 {
        files =
            std::fs::read_dir(&new).map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect()).unwrap_or_default();
        if !files.is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    sink.kill().ok();
    sink.wait().ok();
    assert_eq!(files.len(), 1, "one mail arrived");
    let decoded = Command::new("python3")
        .args(["-c", "import email,sys; m=email.message_from_binary_file(open(sys.argv[1],'rb')); print(m['To']); print(m['Subject']); print(m.get_payload(decode=True).decode())"])
        .arg(&files[0])
        .output()
        .unwrap();
    let text = String::from_utf8(decoded.stdout).unwrap();
    assert!(text.starts_with("ana@exemplo.com"), "{text}");
    let link = text[text.find("http").unwrap()..].split_whitespace().next().unwrap().to_owned();
    let response = app.browser.get(link).send().await.unwrap();
    assert_eq!(response.headers()["location"], "/login?confirmed=1");
    app.sign_in("ana@exemplo.com", "segredo1").await;
}

/// The binary refuses to start in production with the default JWT secret, and says why.
#[test]
fn production_refuses_to_start_with_the_default_secret() {
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_agora"))
        .arg("serve")
        .env("AGORA_ENV", "production")
        .env("AGORA_DATA_DIR", data.path())
        .env("AGORA_BIND", "127.0.0.1:0")
        .env_remove("AGORA_JWT_SECRET")
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("AGORA_JWT_SECRET"), "{stderr}");
    assert!(!data.path().join("agora.db").exists(), "nothing was started");
}

/// `agora print-schema` prints the same SDL the library builds.
#[test]
fn print_schema_prints_the_sdl() {
    let output = Command::new(env!("CARGO_BIN_EXE_agora")).arg("print-schema").output().unwrap();
    assert!(output.status.success());
    assert_eq!(String::from_utf8(output.stdout).unwrap(), api::graphql::sdl());
}

db_test!(
    async fn every_response_carries_a_request_id_the_callers_when_it_is_sane(app) {
        let client = reqwest::Client::new();
        let id_of = |r: &reqwest::Response| r.headers()["x-request-id"].to_str().unwrap().to_owned();
        let given = client.get(format!("{}/healthz", app.url)).header("x-request-id", "abc-123.4:x_y").send().await.unwrap();
        assert_eq!(id_of(&given), "abc-123.4:x_y");
        let none = client.post(format!("{}/graphql", app.url)).json(&json!({"query": "{ __typename }"})).send().await.unwrap();
        assert!(uuid::Uuid::parse_str(&id_of(&none)).is_ok(), "a new UUID: {}", id_of(&none));
        for unsafe_id in ["tem espaço", &"x".repeat(65), "a\"b"] {
            let r = client.get(format!("{}/healthz", app.url)).header("x-request-id", unsafe_id).send().await.unwrap();
            assert!(uuid::Uuid::parse_str(&id_of(&r)).is_ok(), "{unsafe_id:?} replaced: {}", id_of(&r));
        }
    }
);

/// `AGORA_LOG_FORMAT=json`: one JSON object a line, each request's lines naming its id.
#[test]
fn json_logs_name_the_request_id() {
    let data = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_agora"))
        .arg("serve")
        .env("AGORA_DATA_DIR", data.path())
        .env("AGORA_BIND", format!("127.0.0.1:{port}"))
        .env("AGORA_SEED", "off")
        .env("AGORA_LOG_FORMAT", "json")
        .env("RUST_LOG", "info,tower_http=debug,sqlx=warn,sea_orm=warn")
        .env_remove("DATABASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let url = format!("http://127.0.0.1:{port}/healthz");
    let mut answered = false;
    for _ in 0..200 {
        let ok = std::process::Command::new("python3")
            .args(["-c", "import sys, urllib.request; r = urllib.request.Request(sys.argv[1], headers={'X-Request-Id': 'registro-42'}); urllib.request.urlopen(r, timeout=2)", &url])
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            answered = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    assert!(answered, "the server answered");
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<Value> =
        text.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect();
    assert!(!text.contains('\u{1b}'), "no colour codes in a pipe");
    assert!(
        lines.iter().any(|l| l["span"]["request_id"] == "registro-42" && l["span"]["path"] == "/healthz"),
        "{text}"
    );
}

// `/metrics` read by the Prometheus project's own parser (Python's `prometheus_client`,
// OpenMetrics): requests by route pattern, operations by name, booking outcomes (a
// conflict among them), pool use and the webhook queue, each with the value it should have.
db_test!(
    async fn metrics_parse_as_openmetrics_and_count_what_happened(app) with TestOptions { env: vec![("AGORA_JOBS", "false".into())], ..Default::default() }, {
        let w = crate::lifecycle::world(&app).await;
        crate::lifecycle::book(&app, &w.user, &w.space, 10, 12).await;
        let taken = crate::lifecycle::book_on(&app, &w.user, &w.space, crate::lifecycle::DAY, 11, 12).await;
        assert_eq!(crate::helpers::error(&taken).0, "CONFLICT");
        for _ in 0..3 {
            app.gql(Some(&w.user), "query MinhaAgenda { bookings { totalCount } }", json!({})).await;
        }
        app.gql(None, "query { appConfig { timeZone } }", json!({})).await;
        crate::webhooks::register(&app, &w.admin, "http://127.0.0.1:9/nunca", &["SPACE_CHANGED"]).await;
        crate::spaces::create(&app, &w.admin, "Sala Cedro", 4, "50", &[]).await;
        reqwest::get(format!("{}/calendar/agora_cal_nada.ics", app.url)).await.unwrap();

        let response = reqwest::get(format!("{}/metrics", app.url)).await.unwrap();
        assert_eq!(response.status(), 200);
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/openmetrics-text"));
        let text = response.text().await.unwrap();
        let script = r#"
import json, sys
from prometheus_client.openmetrics.parser import text_string_to_metric_families
out = []
for family in text_string_to_metric_families(sys.stdin.read()):
    for s in family.samples:
        out.append({"family": family.name, "type": family.type, "name": s.name, "labels": s.labels, "value": s.value})
print(json.dumps(out))
"#;
        let mut child = std::process::Command::new("python3")
            .args(["-c", script])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
        }
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "the parser refused it: {}\n{text}", String::from_utf8_lossy(&out.stderr));
        let samples: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
        let value = |name: &str, labels: &[(&str, &str)]| -> Option<f64> {
            samples
                .iter()
                .find(|s| s["name"] == name && labels.iter().all(|(k, v)| s["labels"][*k] == *v))
                .and_then(|s| s["value"].as_f64())
        };
        let count = "agora_graphql_operation_duration_seconds_count";
        assert_eq!(value(count, &[("operation", "MinhaAgenda"), ("kind", "query"), ("outcome", "ok")]), Some(3.0));
        assert_eq!(value(count, &[("operation", "anonymous"), ("kind", "mutation"), ("outcome", "error")]).map(|v| v >= 1.0), Some(true), "the refused booking");
        let http = "agora_http_request_duration_seconds_count";
        assert!(value(http, &[("route", "/graphql"), ("method", "POST"), ("status", "200")]).unwrap() >= 10.0);
        assert_eq!(value(http, &[("route", "/calendar/{file}"), ("method", "GET"), ("status", "404")]), Some(1.0), "the pattern, never the token");
        assert!(!text.contains("agora_cal_nada"));
        assert_eq!(value("agora_bookings_total", &[("outcome", "created")]), Some(1.0));
        assert_eq!(value("agora_bookings_total", &[("outcome", "conflict")]), Some(1.0));
        assert_eq!(value("agora_webhook_queue_depth", &[]), Some(1.0), "the space's delivery, not sent (jobs are off)");
        let open = value("agora_db_pool_connections", &[]).unwrap();
        assert!(open >= 1.0 && value("agora_db_pool_idle", &[]).unwrap() <= open);
        assert!(value("agora_sql_statements_total", &[]).unwrap() > 10.0);
        assert_eq!(value("agora_websockets_open", &[]), Some(0.0));
    }
);
