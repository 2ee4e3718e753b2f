//! Personal access tokens: made once and stored hashed, listed with their last use,
//! revoked at once (sockets too), expiring; and the scope matrix: every root field of the
//! schema × a token with its scope, a token without it, and the session and security
//! operations no token may call.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::authz::{outcome, rules, schema_fields};
use crate::helpers::{TestApp, Ws, error};
use crate::lifecycle::scalar;
use crate::spaces::first_admin;

const CREATE: &str = "mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token apiToken { id name prefix scopes expiresAt lastUsedAt revokedAt active } } }";
const NOT_ALLOWED: &str =
    "Tokens de API não podem fazer esta operação: entre com e-mail e senha no Ágora para fazê-la.";

/// Makes a token for the signed-in `session` and returns it.
pub async fn make_token(app: &TestApp, session: &str, name: &str, scopes: &[&str], days: i32) -> String {
    let body =
        app.gql(Some(session), CREATE, json!({"input": {"name": name, "scopes": scopes, "expiresInDays": days}})).await;
    assert!(body["errors"].is_null(), "{body}");
    body["data"]["createApiToken"]["token"].as_str().unwrap().to_owned()
}

/// What a token needs for each root field, written out here apart from the server's table.
fn expected(field: &str) -> &'static str {
    match field {
        // The matrix's `node` names a space.
        "node" => "spaces:read",
        "appConfig"
        | "signupOptions"
        | "landingStats"
        | "signUp"
        | "confirmEmail"
        | "requestPasswordReset"
        | "resetPassword"
        | "resendConfirmation"
        | "signIn"
        | "completeSignIn" => "open",
        "viewer" | "userDashboard" => "account:read",
        "updateProfile" | "updateSettings" | "uploadFile" | "removeFile" => "account:write",
        "spaces"
        | "space"
        | "availability"
        | "agenda"
        | "freeSpaces"
        | "closures"
        | "quotas"
        | "availabilityChanged"
        | "agendaChanged" => "spaces:read",
        "spaceRemovalPreview"
        | "spaceRulesPreview"
        | "closurePreview"
        | "holidaysPreview"
        | "createSpace"
        | "updateSpace"
        | "setSpaceActive"
        | "deleteSpace"
        | "updateSpaceRules"
        | "createClosure"
        | "addHolidays"
        | "deleteClosure"
        | "createQuota"
        | "deleteQuota" => "spaces:write",
        "bookings" | "myBookingsSummary" | "bookingSeriesPreview" | "bookingChanged" | "myBookingChanged" => {
            "bookings:read"
        }
        "createBooking"
        | "cancelBooking"
        | "payBooking"
        | "rescheduleBooking"
        | "approveBooking"
        | "declineBooking"
        | "completeBooking"
        | "createBookingSeries"
        | "payBookingSeries"
        | "rescheduleBookingSeries"
        | "cancelBookingSeries" => "bookings:write",
        "users" | "userCounts" => "users:read",
        "setUserRole" => "users:write",
        "adminDashboard" | "bookingStatusCounts" | "reports" => "reports:read",
        "webhookEndpoints" => "webhooks:read",
        "createWebhookEndpoint" | "updateWebhookEndpoint" | "deleteWebhookEndpoint" | "resendWebhookDelivery" => {
            "webhooks:write"
        }
        "refreshSession"
        | "signOut"
        | "changePassword"
        | "revokeSession"
        | "startTwoFactorSetup"
        | "enableTwoFactor"
        | "disableTwoFactor"
        | "regenerateRecoveryCodes"
        | "deleteAccount"
        | "updateSecurityPolicy"
        | "securityPolicy"
        | "createCalendarFeed"
        | "revokeCalendarFeed"
        | "calendarFeed"
        | "createApiToken"
        | "revokeApiToken"
        | "apiTokens" => "never",
        _ => "",
    }
}

const SCOPES: [&str; 11] = [
    "account:read",
    "account:write",
    "spaces:read",
    "spaces:write",
    "bookings:read",
    "bookings:write",
    "users:read",
    "users:write",
    "reports:read",
    "webhooks:read",
    "webhooks:write",
];

fn enum_name(scope: &str) -> String {
    scope.replace(':', "_").to_uppercase()
}

#[test]
fn every_root_field_says_what_a_token_needs() {
    let missing: Vec<_> = schema_fields().into_iter().filter(|(_, f)| expected(f).is_empty()).collect();
    assert!(missing.is_empty(), "root fields without a token rule in tokens.rs: {missing:?}");
    let fields: BTreeSet<String> = schema_fields().into_iter().map(|(_, f)| f).collect();
    println!("token scope matrix: {} root fields × {} scopes", fields.len(), SCOPES.len());
}

db_test!(
    async fn each_root_field_admits_a_token_only_with_its_scope(app) {
        let admin = first_admin(&app).await;
        // `refreshSession` signs Ana in for a real refresh token.
        app.user("ana@exemplo.com").await;
        let mut by_scope = std::collections::HashMap::new();
        for scope in SCOPES {
            by_scope.insert(scope, make_token(&app, &admin, scope, &[&enum_name(scope)], 30).await);
        }
        let all: Vec<String> = SCOPES.iter().map(|s| enum_name(s)).collect();
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let every = make_token(&app, &admin, "tudo", &all, 30).await;
        let denied = |c: &Option<String>| matches!(c.as_deref(), Some("UNAUTHENTICATED") | Some("FORBIDDEN"));
        let mut checked = 0;
        let me = {
            use base64::Engine;
            let id = app.gql(Some(&admin), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].as_str().unwrap().to_owned();
            let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(id).unwrap();
            String::from_utf8(raw).unwrap().trim_start_matches("User:").to_owned()
        };
        for (root, field, _, op) in rules() {
            if op.is_empty() {
                continue;
            }
            // The admin's own avatar folder, named before the token is used.
            let op = op.replace("/ME/", &format!("/{me}/"));
            match expected(field) {
                "open" => {
                    let got = outcome(&app, Some(&by_scope["webhooks:read"]), root, &op).await;
                    assert!(!denied(&got), "{field}: a token with an unrelated scope got {got:?}");
                }
                "never" => {
                    let got = outcome(&app, Some(&every), root, &op).await;
                    assert_eq!(got.as_deref(), Some("FORBIDDEN"), "{field}: a token with every scope");
                }
                scope => {
                    let with = outcome(&app, Some(&by_scope[scope]), root, &op).await;
                    assert!(!denied(&with), "{field}: a token with {scope} got {with:?}");
                    let other = SCOPES[(SCOPES.iter().position(|s| *s == scope).unwrap() + 1) % SCOPES.len()];
                    let without = outcome(&app, Some(&by_scope[other]), root, &op).await;
                    assert_eq!(without.as_deref(), Some("FORBIDDEN"), "{field}: a token with only {other}");
                }
            }
            checked += 1;
        }
        assert!(checked > 70, "{checked}");
    }
);

db_test!(
    async fn a_token_is_shown_once_stored_hashed_used_and_revoked(app) {
        let admin = first_admin(&app).await;
        let space = crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let ana = app.user("ana@exemplo.com").await;
        let body = app
            .gql(
                Some(&ana),
                CREATE,
                json!({"input": {"name": "  Planilha do financeiro ", "scopes": ["BOOKINGS_WRITE", "BOOKINGS_READ"], "expiresInDays": 30}}),
            )
            .await;
        let made = &body["data"]["createApiToken"];
        let token = made["token"].as_str().unwrap().to_owned();
        assert!(token.starts_with("agora_pat_") && token.len() > 40, "{token}");
        assert_eq!(made["apiToken"]["name"], "Planilha do financeiro");
        assert_eq!(made["apiToken"]["prefix"].as_str().unwrap(), &token[..14]);
        assert_eq!(made["apiToken"]["scopes"], json!(["BOOKINGS_READ", "BOOKINGS_WRITE"]));
        assert_eq!(made["apiToken"]["expiresAt"], "2031-04-09T12:00:00+00:00");
        assert_eq!(made["apiToken"]["active"], true);
        assert!(made["apiToken"]["lastUsedAt"].is_null());
        // Only its hash is stored.
        let stored = scalar(&app, &format!("SELECT COUNT(*) FROM api_tokens WHERE token_hash = '{token}'")).await;
        assert_eq!(stored, 0);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM api_tokens").await, 1);

        // It acts as Ana, within its scopes.
        let booked = app
            .gql(
                Some(&token),
                "mutation($s: ID!) { createBooking(input: {spaceId: $s, startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}) { booking { id user { email } } } }",
                json!({"s": space}),
            )
            .await;
        assert_eq!(booked["data"]["createBooking"]["booking"]["user"]["email"], "ana@exemplo.com", "{booked}");
        let mine = app.gql(Some(&token), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(mine["data"]["bookings"]["totalCount"], 1, "{mine}");
        let profile = app.gql(Some(&token), "{ viewer { email } }", json!({})).await;
        assert_eq!(error(&profile).0, "FORBIDDEN");
        assert_eq!(error(&profile).1, "Este token de API não tem o escopo account:read.");
        // Nothing ran: a refused mutation changes nothing.
        let spaces = app.gql(Some(&token), "mutation { createSpace(input: {name: \"X\", capacity: 1, pricePerHour: \"1\"}) { space { id } } }", json!({})).await;
        assert_eq!(error(&spaces).1, "Este token de API não tem o escopo spaces:write.");
        // Session and security operations are the password's, even hidden in a fragment.
        for op in [
            "mutation { createApiToken(input: {name: \"outro\", scopes: [BOOKINGS_READ], expiresInDays: 1}) { token } }",
            "mutation { createCalendarFeed { url } }",
            "mutation { changePassword(input: {currentPassword: \"senha-secreta\", newPassword: \"outra-senha1\"}) { revokedSessions } }",
            "mutation { ...F } fragment F on Mutation { deleteAccount(input: {password: \"senha-secreta\"}) { message } }",
            "{ apiTokens { id } }",
        ] {
            let body = app.gql(Some(&token), op, json!({})).await;
            assert_eq!(error(&body), ("FORBIDDEN".into(), NOT_ALLOWED.into(), None), "{op}");
        }
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM api_tokens").await, 1);
        assert_eq!(app.viewer_email(&ana).await.as_deref(), Some("ana@exemplo.com"), "the account stands");

        // The list shows its last use, to the minute.
        let listed = app.gql(Some(&ana), "{ apiTokens { id name lastUsedAt active } }", json!({})).await;
        let entry = &listed["data"]["apiTokens"][0];
        assert_eq!(entry["lastUsedAt"], "2031-03-10T12:00:00+00:00", "{listed}");
        let id = entry["id"].as_str().unwrap().to_owned();

        // Another person can neither see nor revoke it.
        let bia = app.user("bia@exemplo.com").await;
        let theirs = app.gql(Some(&bia), "query($id: ID!) { node(id: $id) { id } }", json!({"id": id})).await;
        assert!(theirs["data"]["node"].is_null(), "{theirs}");
        let revoke = "mutation($id: ID!) { revokeApiToken(input: {id: $id}) { apiToken { revokedAt active } } }";
        let refused = app.gql(Some(&bia), revoke, json!({"id": id})).await;
        assert_eq!(error(&refused).0, "NOT_FOUND");
        assert_eq!(app.gql(Some(&token), "{ bookings { totalCount } }", json!({})).await["data"]["bookings"]["totalCount"], 1);

        // A socket opened with it closes when Ana revokes it.
        let mut ws = Ws::connect(&app, Some(&token)).await;
        ws.subscribe("1", "subscription { myBookingChanged { id } }", json!({})).await;
        assert!(ws.quiet_for(300).await, "admitted");
        let revoked = app.gql(Some(&ana), revoke, json!({"id": id})).await;
        assert_eq!(revoked["data"]["revokeApiToken"]["apiToken"]["active"], false, "{revoked}");
        assert_eq!(revoked["data"]["revokeApiToken"]["apiToken"]["revokedAt"], "2031-03-10T12:00:00+00:00");
        assert_eq!(ws.close_code_within(5).await, Some(4403));
        let after = app.gql(Some(&token), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(error(&after).0, "UNAUTHENTICATED", "{after}");
        let listed = app.gql(Some(&ana), "{ apiTokens { active revokedAt } }", json!({})).await;
        assert_eq!(listed["data"]["apiTokens"][0]["active"], false);
    }
);

db_test!(
    async fn a_token_expires_and_its_socket_with_it(app) {
        let ana = app.user("ana@exemplo.com").await;
        let token = make_token(&app, &ana, "curto", &["BOOKINGS_READ", "ACCOUNT_READ"], 1).await;
        let viewer = app.gql(Some(&token), "{ viewer { email } }", json!({})).await;
        assert_eq!(viewer["data"]["viewer"]["email"], "ana@exemplo.com");
        // Sign-ins are never a token's business, even under account:read.
        let sessions = app.gql(Some(&token), "{ viewer { activeSessions { id } } }", json!({})).await;
        assert_eq!(error(&sessions).1, NOT_ALLOWED);
        app.clock.advance(chrono::Duration::days(1));
        let expired = app.gql(Some(&token), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(error(&expired).0, "UNAUTHENTICATED");
        let listed = app.gql(Some(&ana_again(&app).await), "{ apiTokens { active } }", json!({})).await;
        assert_eq!(listed["data"]["apiTokens"][0]["active"], false, "{listed}");
        // An expired token cannot open a socket.
        let mut ws = Ws::open(&app, Some("graphql-transport-ws")).await;
        ws.send(json!({"type": "connection_init", "payload": {"authorization": format!("Bearer {token}")}})).await;
        assert_eq!(ws.close_code_within(5).await, Some(4403));
    }
);

async fn ana_again(app: &TestApp) -> String {
    app.sign_in("ana@exemplo.com", "senha-secreta").await.0
}

db_test!(
    async fn bad_token_requests_are_refused_with_their_messages(app) {
        let ana = app.user("ana@exemplo.com").await;
        let cases: [(Value, &str, &str); 6] = [
            (json!({"name": " ", "scopes": ["BOOKINGS_READ"], "expiresInDays": 30}), "name", "Dê um nome ao token."),
            (
                json!({"name": "x".repeat(61), "scopes": ["BOOKINGS_READ"], "expiresInDays": 30}),
                "name",
                "O nome do token deve ter no máximo 60 caracteres.",
            ),
            (json!({"name": "a", "scopes": [], "expiresInDays": 30}), "scopes", "Escolha ao menos um escopo."),
            (
                json!({"name": "a", "scopes": ["REPORTS_READ"], "expiresInDays": 30}),
                "scopes",
                "Somente administradores podem criar tokens com este escopo.",
            ),
            (json!({"name": "a", "scopes": ["BOOKINGS_READ"], "expiresInDays": 0}), "expiresInDays", "A validade deve ser de 1 a 365 dias."),
            (json!({"name": "a", "scopes": ["BOOKINGS_READ"], "expiresInDays": 366}), "expiresInDays", "A validade deve ser de 1 a 365 dias."),
        ];
        for (input, field, message) in cases {
            let body = app.gql(Some(&ana), CREATE, json!({"input": input})).await;
            assert_eq!(error(&body), ("VALIDATION".into(), message.into(), Some(field.into())), "{input}");
        }
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM api_tokens").await, 0, "nothing was made");
        // The limits the client reads are the ones enforced: exactly them is taken.
        let config = app.gql(None, "{ appConfig { apiTokenNameMaxLength apiTokenMaxDays } }", json!({})).await;
        let max_name = config["data"]["appConfig"]["apiTokenNameMaxLength"].as_u64().unwrap() as usize;
        let max_days = config["data"]["appConfig"]["apiTokenMaxDays"].as_i64().unwrap() as i32;
        assert_eq!((max_name, max_days), (60, 365));
        make_token(&app, &ana, &"é".repeat(max_name), &["BOOKINGS_READ"], max_days).await;
        for n in 1..20 {
            make_token(&app, &ana, &format!("token {n}"), &["BOOKINGS_READ"], 30).await;
        }
        let body = app.gql(Some(&ana), CREATE, json!({"input": {"name": "21", "scopes": ["BOOKINGS_READ"], "expiresInDays": 30}})).await;
        assert_eq!(error(&body).1, "Você já tem 20 tokens ativos: revogue um antes de criar outro.");
        // Anonymous callers have no tokens.
        let anonymous = app.gql(None, "{ apiTokens { id } }", json!({})).await;
        assert_eq!(error(&anonymous).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn deleting_the_account_ends_its_tokens(app) {
        let ana = app.user("ana@exemplo.com").await;
        let token = make_token(&app, &ana, "apagar", &["BOOKINGS_READ"], 30).await;
        let body = app.gql(Some(&ana), "mutation { deleteAccount(input: {password: \"senha-secreta\"}) { message } }", json!({})).await;
        assert!(body["errors"].is_null(), "{body}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM api_tokens").await, 0);
        let after = app.gql(Some(&token), "{ bookings { totalCount } }", json!({})).await;
        assert_eq!(error(&after).0, "UNAUTHENTICATED");
    }
);
