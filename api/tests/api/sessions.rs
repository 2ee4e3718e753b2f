//! Refresh tokens: rotation, reuse detection, the CSRF header, sign-out everywhere and the
//! session list.

use chrono::Duration;
use serde_json::json;

use crate::helpers::{SIGN_IN, error};

const REFRESH_API: &str =
    "mutation($t: String) { refreshSession(input: {refreshToken: $t}) { accessToken refreshToken user { email } } }";
const REFRESH_WEB: &str = "mutation { refreshSession { accessToken refreshToken user { email } } }";

db_test!(
    async fn a_refresh_token_rotates_and_a_reused_one_revokes_its_family(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (access, first) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let body = app.gql(None, REFRESH_API, json!({"t": first})).await;
        let second = body["data"]["refreshSession"]["refreshToken"].as_str().unwrap().to_owned();
        assert_ne!(first, second, "rotated");
        let new_access = body["data"]["refreshSession"]["accessToken"].as_str().unwrap().to_owned();
        assert_eq!(app.viewer_email(&new_access).await.as_deref(), Some("ana@exemplo.com"));

        // Past the grace, presenting the spent token again is taken as theft.
        app.clock.advance(Duration::minutes(1));
        let reused = app.gql(None, REFRESH_API, json!({"t": first})).await;
        assert_eq!(error(&reused).0, "UNAUTHENTICATED");
        let after = app.gql(None, REFRESH_API, json!({"t": second})).await;
        assert_eq!(error(&after).0, "UNAUTHENTICATED", "the whole family is revoked");
        assert_eq!(app.viewer_email(&access).await, None, "its access tokens stop working too");
        assert_eq!(app.viewer_email(&new_access).await, None);
    }
);

db_test!(
    async fn two_tabs_refreshing_at_once_both_stay_signed_in(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (_, first) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let a = app.gql(None, REFRESH_API, json!({"t": first})).await;
        let b = app.gql(None, REFRESH_API, json!({"t": first})).await;
        assert!(a["errors"].is_null() && b["errors"].is_null(), "{a} {b}");
        let token = b["data"]["refreshSession"]["refreshToken"].as_str().unwrap();
        assert!(app.gql(None, REFRESH_API, json!({"t": token})).await["errors"].is_null());
    }
);

db_test!(
    async fn the_browser_refreshes_with_the_cookie_only_when_it_sends_the_client_header(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let body = app.web(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert!(body["data"]["signIn"]["refreshToken"].is_null(), "the web gets a cookie, not the token");

        // Without the header the cookie is ignored (CSRF guard).
        let no_header = app
            .browser
            .post(format!("{}/graphql", app.url))
            .json(&json!({"query": REFRESH_WEB}))
            .send()
            .await
            .unwrap()
            .json::<serde_json::Value>()
            .await
            .unwrap();
        assert_eq!(error(&no_header).0, "UNAUTHENTICATED");

        for _ in 0..3 {
            let refreshed = app.web(None, REFRESH_WEB, json!({})).await;
            assert_eq!(refreshed["data"]["refreshSession"]["user"]["email"], "ana@exemplo.com", "{refreshed}");
            assert!(refreshed["data"]["refreshSession"]["refreshToken"].is_null());
        }
    }
);

db_test!(
    async fn signing_in_keeps_other_devices_and_signing_out_ends_them_all(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (phone, phone_refresh) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let (laptop, laptop_refresh) = app.sign_in("ana@exemplo.com", "segredo1").await;
        assert_eq!(app.viewer_email(&phone).await.as_deref(), Some("ana@exemplo.com"), "sign-in does not sign out others");

        let list = app.gql(Some(&laptop), "{ viewer { activeSessions { id current } } }", json!({})).await;
        let sessions = list["data"]["viewer"]["activeSessions"].as_array().unwrap();
        assert_eq!(sessions.len(), 2);
        assert_eq!(sessions.iter().filter(|s| s["current"] == true).count(), 1);

        let out = app.gql(Some(&laptop), "mutation { signOut { revokedSessions } }", json!({})).await;
        assert_eq!(out["data"]["signOut"]["revokedSessions"], 2);
        for token in [&phone, &laptop] {
            assert_eq!(app.viewer_email(token).await, None);
        }
        for refresh in [&phone_refresh, &laptop_refresh] {
            assert_eq!(error(&app.gql(None, REFRESH_API, json!({"t": refresh})).await).0, "UNAUTHENTICATED");
        }
    }
);

db_test!(
    async fn one_session_can_be_ended_from_another(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (phone, _) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let (laptop, _) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let list = app.gql(Some(&laptop), "{ viewer { activeSessions { id current } } }", json!({})).await;
        let other = list["data"]["viewer"]["activeSessions"].as_array().unwrap().iter().find(|s| s["current"] == false).unwrap()["id"].clone();
        let body = app.gql(Some(&laptop), "mutation($id: ID!) { revokeSession(input: {sessionId: $id}) { revokedSessionId } }", json!({"id": other})).await;
        assert_eq!(body["data"]["revokeSession"]["revokedSessionId"], other);
        assert_eq!(app.viewer_email(&phone).await, None);
        assert!(app.viewer_email(&laptop).await.is_some());

        // Another user cannot end it (or even see it).
        let bia = app.user("bia@exemplo.com").await;
        let body = app.gql(Some(&bia), "mutation($id: ID!) { revokeSession(input: {sessionId: $id}) { revokedSessionId } }", json!({"id": other})).await;
        assert_eq!(error(&body).0, "NOT_FOUND");
    }
);

db_test!(
    async fn an_access_token_expires_and_the_session_timeout_bounds_refreshing(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (access, refresh) = app.sign_in("ana@exemplo.com", "segredo1").await;
        app.clock.advance(Duration::minutes(16));
        assert_eq!(app.viewer_email(&access).await, None, "the access token lives about 15 minutes");
        let body = app.gql(None, REFRESH_API, json!({"t": refresh})).await;
        let refresh = body["data"]["refreshSession"]["refreshToken"].as_str().unwrap().to_owned();
        // The default timeout is 24 hours from the sign-in, however often it refreshes.
        app.clock.advance(Duration::hours(24));
        assert_eq!(error(&app.gql(None, REFRESH_API, json!({"t": refresh})).await).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn changing_the_password_signs_out_the_other_devices(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (phone, _) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let (laptop, _) = app.sign_in("ana@exemplo.com", "segredo1").await;
        const CHANGE: &str = "mutation($c: String!, $n: String!) { changePassword(input: {currentPassword: $c, newPassword: $n}) { revokedSessions } }";
        let wrong = app.gql(Some(&laptop), CHANGE, json!({"c": "errada", "n": "nova-senha"})).await;
        assert_eq!(error(&wrong), ("VALIDATION".into(), "Senha atual incorreta.".into(), Some("currentPassword".into())));
        let short = app.gql(Some(&laptop), CHANGE, json!({"c": "segredo1", "n": "123"})).await;
        assert_eq!(error(&short).1, "Senha deve ter pelo menos 6 caracteres");
        let ok = app.gql(Some(&laptop), CHANGE, json!({"c": "segredo1", "n": "nova-senha"})).await;
        assert_eq!(ok["data"]["changePassword"]["revokedSessions"], 1);
        assert_eq!(app.viewer_email(&phone).await, None);
        assert!(app.viewer_email(&laptop).await.is_some());
        app.sign_in("ana@exemplo.com", "nova-senha").await;
    }
);

/// Polls `check` for up to 2 s, well under the sign-in cache's own 5 s limit: a pass
/// proves the news travelled between nodes rather than the cached entry aging out.
async fn within_two_seconds<F: std::future::Future<Output = bool>>(mut check: impl FnMut() -> F) -> bool {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    while std::time::Instant::now() < deadline {
        if check().await {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    false
}

/// Two nodes on one PostgreSQL. Node B checked Ana's sign-in moments ago and remembers
/// it; what node A changes (her role) or ends (her sign-in) reaches node B at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sign_in_changed_or_ended_on_one_node_is_seen_on_the_others() {
    use crate::helpers::{Backend, TestOptions, spawn_app};
    let Some(a) = spawn_app(Backend::Postgres, TestOptions::default()).await else { return };
    let b =
        spawn_app(Backend::Postgres, TestOptions { database_url: Some(a.database_url.clone()), ..Default::default() })
            .await
            .unwrap();
    let admin = crate::spaces::first_admin(&a).await;
    let ana = a.user("ana@exemplo.com").await;
    let ana_id = a.gql(Some(&ana), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
    // Give node B's LISTEN a moment to be in place, then let it remember Ana.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(b.viewer_email(&ana).await.as_deref(), Some("ana@exemplo.com"));
    assert_eq!(error(&b.gql(Some(&ana), "{ userCounts { total } }", json!({})).await).0, "FORBIDDEN");

    const SET: &str =
        "mutation($id: ID!, $role: Role!) { setUserRole(input: {userId: $id, role: $role}) { user { role } } }";
    let promoted = a.gql(Some(&admin), SET, json!({"id": ana_id, "role": "ADMIN"})).await;
    assert!(promoted["errors"].is_null(), "{promoted}");
    assert!(
        within_two_seconds(|| async {
            b.gql(Some(&ana), "{ userCounts { total } }", json!({})).await["errors"].is_null()
        })
        .await,
        "node B still treats Ana as an ordinary user"
    );

    let out = a.gql(Some(&ana), "mutation { signOut { revokedSessions } }", json!({})).await;
    assert_eq!(out["data"]["signOut"]["revokedSessions"], 1, "{out}");
    assert!(
        within_two_seconds(|| async { b.viewer_email(&ana).await.is_none() }).await,
        "node B still honours a sign-in that ended on node A"
    );
}
