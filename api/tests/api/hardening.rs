//! What a hostile or careless client cannot do: repeat costly mutations through aliases
//! and batches, outspend the request's complexity budget, pile up sessions, post a
//! cross-site form, keep a websocket past its sign-in, or break the protocol without a
//! clear close code; and the GraphQL-over-HTTP media types.

use serde_json::{Value, json};

use crate::helpers::{Backend, TestApp, TestOptions, Ws, error, spawn_app};

const SIGN_UP: &str =
    "signUp(input: {fullName: \"Ana Souza\", email: \"ana@exemplo.com\", password: \"segredo1\"}) { message }";

async fn post(app: &TestApp, body: Value) -> (u16, Value) {
    let response = reqwest::Client::new().post(format!("{}/graphql", app.url)).json(&body).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

db_test!(
    async fn a_costly_mutation_runs_at_most_once_per_request(app) {
        // Two aliases in one operation: refused whole, before anything runs.
        let (_, body) = post(&app, json!({"query": format!("mutation {{ a: {SIGN_UP} b: {SIGN_UP} }}")})).await;
        let (code, message, _) = error(&body);
        assert_eq!(code, "VALIDATION");
        assert_eq!(message, "A mutação signUp só pode aparecer uma vez por requisição.");
        assert!(body.get("data").is_none(), "nothing ran: {body}");
        // The same through a fragment, and across the operations of a batch.
        let fragment = format!("mutation {{ {SIGN_UP} ...F }} fragment F on Mutation {{ again: {SIGN_UP} }}");
        assert_eq!(error(&post(&app, json!({"query": fragment})).await.1).0, "VALIDATION");
        let batch = json!([{"query": format!("mutation {{ {SIGN_UP} }}")}, {"query": format!("mutation {{ {SIGN_UP} }}")}]);
        let (status, body) = post(&app, batch).await;
        assert_eq!(status, 200);
        assert_eq!(error(&body).1, "A mutação signUp só pode aparecer uma vez por requisição.");
        assert!(app.outbox().is_empty(), "no account, no mail");

        // Sign-ins: one per request, so aliases cannot mint sessions.
        app.register("Bia Lima", "bia@exemplo.com", "segredo1").await;
        let sign_in = "signIn(input: {email: \"bia@exemplo.com\", password: \"segredo1\"}) { accessToken }";
        let (_, body) = post(&app, json!({"query": format!("mutation {{ a: {sign_in} b: {sign_in} }}")})).await;
        assert_eq!(error(&body).0, "VALIDATION");
        let token = app.sign_in("bia@exemplo.com", "segredo1").await.0;
        let sessions = app.gql(Some(&token), "{ viewer { activeSessions { id } } }", json!({})).await;
        assert_eq!(sessions["data"]["viewer"]["activeSessions"].as_array().unwrap().len(), 1, "only the one sign-in");

        // A whole series moved or cancelled (one mail each): once per request too.
        for field in ["rescheduleBookingSeries", "cancelBookingSeries"] {
            let call = format!("{field}(input: {{bookingId: \"Qm9va2luZzox\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}}) {{ series {{ id }} }}");
            let call = if field == "cancelBookingSeries" { format!("{field}(input: {{bookingId: \"Qm9va2luZzox\"}}) {{ series {{ id }} }}") } else { call };
            let (_, body) = post(&app, json!({"query": format!("mutation {{ a: {call} b: {call} }}")})).await;
            assert_eq!(error(&body).1, format!("A mutação {field} só pode aparecer uma vez por requisição."));
        }

        // One of each is fine, and an operation that is not chosen does not count.
        let two = format!("mutation A {{ {SIGN_UP} }} mutation B {{ {SIGN_UP} }}");
        let (_, body) = post(&app, json!({"query": two, "operationName": "A"})).await;
        assert!(body["errors"].is_null(), "{body}");
    }
);

db_test!(
    async fn the_complexity_budget_is_shared_by_a_batch(app) {
        // 200 aliases cost 400: fine alone, but three of them in one request cost 1,200.
        let aliases: String = (0..200).map(|i| format!("a{i}: landingStats {{ spaces }} ")).collect();
        let one = json!({"query": format!("{{ {aliases} }}")});
        let (_, body) = post(&app, one.clone()).await;
        assert!(body["errors"].is_null(), "one alone is within the budget");
        let (status, body) = post(&app, json!([one, one, one])).await;
        assert_eq!(status, 200);
        assert!(body[0]["errors"].is_null() && body[1]["errors"].is_null(), "{body}");
        assert_eq!(body[2]["errors"][0]["message"], "Consulta complexa demais.");
        assert_eq!(body[2]["errors"][0]["extensions"]["code"], "VALIDATION");
    }
);

db_test!(
    async fn sign_ups_are_throttled_per_address_and_per_client(app) {
        for attempt in 0..3 {
            let body = app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await;
            assert!(body["errors"].is_null(), "attempt {attempt}: {body}");
        }
        let body = app.sign_up("Ana Souza", "ANA@exemplo.com", "segredo1").await;
        let (code, message, _) = error(&body);
        assert_eq!(code, "RATE_LIMITED");
        assert_eq!(message, "Muitas tentativas. Tente novamente em 15 minutos.");
        assert_eq!(app.mails_to("ana@exemplo.com").len(), 3, "the refused attempt sends nothing");
        // One client, many addresses.
        for i in 3..20 {
            let body = app.sign_up("Pessoa", &format!("p{i}@exemplo.com"), "segredo1").await;
            assert!(body["errors"].is_null(), "{i}: {body}");
        }
        assert_eq!(error(&app.sign_up("Pessoa", "p99@exemplo.com", "segredo1").await).0, "RATE_LIMITED");
    }
);

db_test!(
    async fn a_user_keeps_at_most_ten_live_sign_ins_and_the_oldest_ends_first(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let mut tokens = Vec::new();
        for _ in 0..11 {
            tokens.push(app.sign_in("ana@exemplo.com", "segredo1").await.0);
        }
        assert_eq!(app.viewer_email(&tokens[0]).await, None, "the oldest sign-in ended");
        for token in &tokens[1..] {
            assert_eq!(app.viewer_email(token).await.as_deref(), Some("ana@exemplo.com"));
        }
        let sessions = app.gql(Some(&tokens[10]), "{ viewer { activeSessions { id } } }", json!({})).await;
        assert_eq!(sessions["data"]["viewer"]["activeSessions"].as_array().unwrap().len(), 10);
    }
);

async fn raw(app: &TestApp, content_type: Option<&str>, accept: Option<&str>, body: &str) -> reqwest::Response {
    let mut request = reqwest::Client::new().post(format!("{}/graphql", app.url)).body(body.to_owned());
    if let Some(content_type) = content_type {
        request = request.header("content-type", content_type);
    }
    if let Some(accept) = accept {
        request = request.header("accept", accept);
    }
    request.send().await.unwrap()
}

db_test!(
    async fn only_json_bodies_run_so_a_cross_site_form_cannot(app) {
        let body = json!({"query": format!("mutation {{ {SIGN_UP} }}")}).to_string();
        for content_type in [Some("text/plain"), Some("application/x-www-form-urlencoded"), None] {
            let response = raw(&app, content_type, None, &body).await;
            assert_eq!(response.status(), 415, "{content_type:?}");
            let answer: Value = response.json().await.unwrap();
            assert_eq!(error(&answer).0, "VALIDATION");
        }
        assert_eq!(raw(&app, Some("application/json; charset=latin1"), None, &body).await.status(), 415);
        assert!(app.outbox().is_empty(), "no form ran the mutation");
        let response = raw(&app, Some("application/json; charset=utf-8"), None, "{\"query\": \"{ __typename }\"}").await;
        assert_eq!(response.status(), 200);
    }
);

db_test!(
    async fn responses_follow_accept_as_graphql_over_http_says(app) {
        let typename = "{\"query\": \"{ __typename }\"}";
        let content_type = |r: &reqwest::Response| r.headers()["content-type"].to_str().unwrap().to_owned();
        let response = raw(&app, Some("application/json"), None, typename).await;
        assert_eq!(content_type(&response), "application/json; charset=utf-8", "JSON when Accept is absent");
        let response = raw(&app, Some("application/json"), Some("application/json"), typename).await;
        assert_eq!(content_type(&response), "application/json; charset=utf-8");
        let gql = "application/graphql-response+json";
        let response = raw(&app, Some("application/json"), Some(gql), typename).await;
        assert_eq!(content_type(&response), "application/graphql-response+json; charset=utf-8");
        assert_eq!(raw(&app, Some("application/json"), Some("application/xml"), typename).await.status(), 406);

        // A request error (nothing ran): 400 without data in the new type, 200 in JSON.
        for bad in ["{\"query\": \"{ nope }\"}", "{\"query\": \"{ viewer \"}", "{\"query\": \"query($d: Date!) { __typename }\"}"] {
            let response = raw(&app, Some("application/json"), Some(gql), bad).await;
            assert_eq!(response.status(), 400, "{bad}");
            let body: Value = response.json().await.unwrap();
            assert!(body.get("data").is_none() && body["errors"][0]["extensions"]["code"] == "VALIDATION", "{body}");
            let response = raw(&app, Some("application/json"), Some("application/json"), bad).await;
            assert_eq!(response.status(), 200, "{bad}");
            let body: Value = response.json().await.unwrap();
            assert!(body.get("data").is_none(), "{body}");
        }
        // A field error is not a request error: 200 with data in both types.
        let me = "{\"query\": \"{ viewer { settings { dateFormat } } }\"}";
        let response = raw(&app, Some("application/json"), Some(gql), me).await;
        assert_eq!(response.status(), 200);
        assert!(response.json::<Value>().await.unwrap().get("data").is_some());

        // GET never executes.
        let get = reqwest::get(format!("{}/graphql?query=%7B__typename%7D", app.url)).await.unwrap();
        assert_eq!(get.status(), 405);
        assert_eq!(get.headers()["allow"], "POST");
    }
);

db_test!(
    async fn without_introspection_no_field_is_suggested(app) with TestOptions { env: vec![("AGORA_GRAPHIQL", "off".into())], ..Default::default() }, {
        let body = app.gql(None, "{ adminDashbord { activeSpaces } }", json!({})).await;
        let message = error(&body).1;
        assert!(!message.contains("Did you mean") && !message.contains("adminDashboard"), "{message}");
    }
);

db_test!(
    async fn production_offers_admin_to_nobody_and_sends_no_credentials_cross_origin(app) with TestOptions {
        env: vec![
            ("AGORA_ENV", "production".into()),
            ("AGORA_JWT_SECRET", "a-production-secret-of-enough-length-123".into()),
            ("AGORA_MAIL_OUTBOX", "on".into()),
        ],
        ..Default::default()
    }, {
        let options = app.gql(None, "{ signupOptions { allowAdmin } }", json!({})).await;
        assert_eq!(options["data"]["signupOptions"]["allowAdmin"], false, "the first admin comes from create-admin");
        let body = app
            .gql(
                None,
                "mutation { signUp(input: {fullName: \"Eva\", email: \"eva@exemplo.com\", password: \"segredo1\", role: ADMIN}) { message } }",
                json!({}),
            )
            .await;
        assert_eq!(error(&body).1, "Apenas administradores podem conceder acesso de administrador.");
        let preflight = reqwest::Client::new()
            .request(reqwest::Method::OPTIONS, format!("{}/graphql", app.url))
            .header("origin", &app.url)
            .header("access-control-request-method", "POST")
            .send()
            .await
            .unwrap();
        assert!(preflight.headers().get("access-control-allow-credentials").is_none());
        let introspection = app.gql(None, "{ __schema { queryType { name } } }", json!({})).await;
        assert!(introspection["data"]["__schema"].is_null(), "introspection is off by default in production");
        assert_eq!(reqwest::get(format!("{}/graphql", app.url)).await.unwrap().status(), 404, "so is the playground");
    }
);

const ADMIN_FEED: &str = "subscription { bookingChanged { id } }";

db_test!(
    async fn each_protocol_fault_closes_the_socket_with_its_code(app) {
        let init = json!({"type": "connection_init"});
        let subscribe = json!({"type": "subscribe", "id": "1", "payload": {"query": "{ __typename }"}});

        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send(subscribe.clone()).await;
        assert_eq!(ws.close_code_within(5).await, Some(4401), "subscribe before init");

        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send(init.clone()).await;
        assert_eq!(ws.next_message().await["type"], "connection_ack");
        ws.send(init.clone()).await;
        assert_eq!(ws.close_code_within(5).await, Some(4429), "a second init");

        for garbage in ["{not json", "{\"type\": \"hello\"}", "{\"type\": \"subscribe\", \"id\": \"1\"}"] {
            let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
            ws.send_text(garbage).await;
            assert_eq!(ws.close_code_within(5).await, Some(4400), "{garbage}");
        }

        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send_text(&format!("{{\"type\": \"ping\", \"payload\": {{\"x\": \"{}\"}}}}", "x".repeat(70 * 1024))).await;
        assert_eq!(ws.close_code_within(5).await, Some(1009), "over the message limit");

        // A duplicate id while the first operation runs; a finished id may be reused.
        let admin = crate::spaces::first_admin(&app).await;
        let mut ws = Ws::connect(&app, Some(&admin)).await;
        ws.subscribe("once", "{ __typename }", json!({})).await;
        assert_eq!(ws.next_message().await["type"], "next");
        assert_eq!(ws.next_message().await["type"], "complete");
        ws.subscribe("once", "{ __typename }", json!({})).await;
        assert_eq!(ws.next_message().await["type"], "next");
        assert_eq!(ws.next_message().await["type"], "complete");
        ws.subscribe("feed", ADMIN_FEED, json!({})).await;
        assert!(ws.quiet_for(300).await, "the feed runs");
        ws.subscribe("feed", ADMIN_FEED, json!({})).await;
        assert_eq!(ws.close_code_within(5).await, Some(4409), "a second operation with a running id");

        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        assert_eq!(ws.close_code_within(10).await, Some(4408), "no init in time");

        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send(json!({"type": "connection_init", "payload": {"authorization": "Bearer not-a-token"}})).await;
        assert_eq!(ws.close_code_within(5).await, Some(4403), "an invalid token is not a silent anonymous session");

        // A client that offers no subprotocol (or only the legacy `graphql-ws`, which the
        // server does not select) is told so.
        let mut ws = Ws::open(&app, None).await;
        assert_eq!(ws.close_code_within(5).await, Some(4406), "only graphql-transport-ws is spoken");
    }
);

/// `token`'s socket on `node`, following the admin feed (or just open, for a user).
async fn socket(node: &TestApp, token: &str, admin: bool) -> Ws {
    let mut ws = Ws::connect(node, Some(token)).await;
    if admin {
        ws.subscribe("feed", ADMIN_FEED, json!({})).await;
        assert!(ws.quiet_for(200).await, "the feed runs");
    }
    ws
}

/// A socket's authority ends with its sign-in, whichever node the sign-in ends on.
async fn sockets_end_with_their_sign_in(a: &TestApp, b: &TestApp) {
    // 'Sair' on node B ends the admin's socket on node A.
    let admin = crate::spaces::first_admin(a).await;
    let mut ws = socket(a, &admin, true).await;
    let out = b.gql(Some(&admin), "mutation { signOut { revokedSessions } }", json!({})).await;
    assert!(out["errors"].is_null(), "{out}");
    assert_eq!(ws.close_code_within(5).await, Some(4403), "signed out");

    // A role change takes effect at once, either way.
    let admin = a.sign_in("admin@exemplo.com", "segredo1").await.0;
    let ana = a.user("ana@exemplo.com").await;
    let ana_id = a.gql(Some(&ana), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
    const SET: &str =
        "mutation($id: ID!, $role: Role!) { setUserRole(input: {userId: $id, role: $role}) { user { role } } }";
    let mut ws = socket(a, &ana, false).await;
    assert!(b.gql(Some(&admin), SET, json!({"id": ana_id, "role": "ADMIN"})).await["errors"].is_null());
    assert_eq!(ws.close_code_within(5).await, Some(4403), "promoted: reconnect to act as admin");
    let mut ws = socket(a, &ana, true).await;
    assert!(b.gql(Some(&admin), SET, json!({"id": ana_id, "role": "USER"})).await["errors"].is_null());
    assert_eq!(ws.close_code_within(5).await, Some(4403), "demoted: the admin feed stops");

    // Ending one sign-in closes its sockets and leaves the others open.
    let (phone, _) = a.sign_in("ana@exemplo.com", "senha-secreta").await;
    let mut laptop_ws = socket(a, &ana, false).await;
    let mut phone_ws = socket(a, &phone, false).await;
    let sessions = b.gql(Some(&phone), "{ viewer { activeSessions { id current } } }", json!({})).await;
    let laptop_session = sessions["data"]["viewer"]["activeSessions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["current"] == false)
        .unwrap()["id"]
        .clone();
    let revoked = b
        .gql(
            Some(&phone),
            "mutation($id: ID!) { revokeSession(input: {sessionId: $id}) { revokedSessionId } }",
            json!({"id": laptop_session}),
        )
        .await;
    assert!(revoked["errors"].is_null(), "{revoked}");
    assert_eq!(laptop_ws.close_code_within(5).await, Some(4403), "the revoked sign-in's socket");
    assert_eq!(phone_ws.close_code_within(1).await, None, "the other sign-in's socket stays open");
}

db_test!(
    async fn a_socket_ends_with_its_sign_in(app) {
        sockets_end_with_their_sign_in(&app, &app).await;
    }
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_ends_with_its_sign_in_on_another_node() {
    let Some(a) = spawn_app(Backend::Postgres, TestOptions::default()).await else { return };
    let b =
        spawn_app(Backend::Postgres, TestOptions { database_url: Some(a.database_url.clone()), ..Default::default() })
            .await
            .unwrap();
    // Give node A's LISTEN a moment to be in place.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    sockets_end_with_their_sign_in(&a, &b).await;
}

db_test!(
    async fn a_socket_ends_when_its_token_expires(app) with TestOptions { env: vec![("AGORA_ACCESS_TOKEN_TTL", "2".into())], ..Default::default() }, {
        let admin = crate::spaces::first_admin(&app).await;
        let mut ws = socket(&app, &admin, true).await;
        assert_eq!(ws.close_code_within(6).await, Some(4403), "closed at the token's expiry");
        // An expired token is refused at init, not taken as an anonymous session.
        app.clock.advance(chrono::Duration::seconds(3));
        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send(json!({"type": "connection_init", "payload": {"authorization": format!("Bearer {admin}")}})).await;
        assert_eq!(ws.close_code_within(5).await, Some(4403));
    }
);
