//! Two-factor sign-in, the security policy, account deletion and the data export
//! (docs/accounts.md) over real HTTP on both databases. Codes are computed here from the
//! RFC 6238 algorithm itself (hmac + sha1), never by the server's own crate.

use api::domain::messages as msg;
use chrono::Duration;
use hmac_rfc::{Hmac, KeyInit, Mac};
use serde_json::{Value, json};

use crate::accounts::mails_with;
use crate::helpers::{SIGN_IN, TestApp, error};
use crate::lifecycle::{PAY, book, long_tokens, mail_to, run_jobs, scalar, world};
use crate::spaces::first_admin;

const SETUP: &str = "mutation { startTwoFactorSetup { secret otpauthUri qrCodeSvg } }";
const ENABLE: &str = "mutation($c: String!) { enableTwoFactor(input: {code: $c}) { recoveryCodes user { twoFactor { enabled recoveryCodesLeft } } } }";
const COMPLETE: &str = "mutation($ch: String!, $c: String!) { completeSignIn(input: {challenge: $ch, code: $c}) { accessToken refreshToken user { email } } }";
const STATUS: &str =
    "{ viewer { twoFactor { enabled enabledAt recoveryCodesLeft required } settings { twoFactorEnabled } } }";
const DISABLE: &str = "mutation($p: String!, $c: String!) { disableTwoFactor(input: {password: $p, code: $c}) { user { twoFactor { enabled } } } }";
const DELETE: &str = "mutation($p: String!, $c: String) { deleteAccount(input: {password: $p, code: $c}) { message } }";
const POLICY: &str = "mutation($r: Boolean!) { updateSecurityPolicy(input: {requireAdminTwoFactor: $r}) { policy { requireAdminTwoFactor } } }";

/// RFC 6238 (SHA-1, 6 digits, 30 s) from the base32 secret, at the Unix time `at`.
fn code_at(secret: &str, at: i64) -> String {
    let key = data_encoding::BASE32_NOPAD.decode(secret.trim_end_matches('=').as_bytes()).expect("base32 secret");
    let mut mac = <Hmac<sha1::Sha1> as KeyInit>::new_from_slice(&key).unwrap();
    mac.update(&((at / 30) as u64).to_be_bytes());
    let hash = mac.finalize().into_bytes();
    let offset = (hash[19] & 0x0f) as usize;
    let value = u32::from_be_bytes([hash[offset] & 0x7f, hash[offset + 1], hash[offset + 2], hash[offset + 3]]);
    format!("{:06}", value % 1_000_000)
}

fn code_now(app: &TestApp, secret: &str) -> String {
    code_at(secret, app.clock.now().timestamp())
}

/// Turns two-factor sign-in on for the token's account; returns (secret, recovery codes).
async fn enrol(app: &TestApp, token: &str) -> (String, Vec<String>) {
    let setup = app.gql(Some(token), SETUP, json!({})).await;
    let secret =
        setup["data"]["startTwoFactorSetup"]["secret"].as_str().unwrap_or_else(|| panic!("{setup}")).to_owned();
    let enabled = app.gql(Some(token), ENABLE, json!({"c": code_now(app, &secret)})).await;
    assert!(enabled["errors"].is_null(), "{enabled}");
    let codes = enabled["data"]["enableTwoFactor"]["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    (secret, codes)
}

/// The password step of an account with two-factor sign-in: the challenge, and no session.
async fn challenge(app: &TestApp, email: &str, password: &str) -> String {
    let body = app.gql(None, SIGN_IN, json!({"input": {"email": email, "password": password}})).await;
    assert!(body["data"].is_null(), "the password alone gave a session: {body}");
    assert_eq!(error(&body).0, "TWO_FACTOR_REQUIRED", "{body}");
    assert_eq!(error(&body).1, msg::TWO_FACTOR_REQUIRED);
    assert_eq!(body["errors"][0]["extensions"]["challengeExpiresInSeconds"], 300);
    body["errors"][0]["extensions"]["challenge"].as_str().unwrap().to_owned()
}

fn access(body: &Value) -> String {
    body["data"]["completeSignIn"]["accessToken"].as_str().unwrap_or_else(|| panic!("{body}")).to_owned()
}

db_test!(
    async fn an_enrolled_account_signs_in_with_an_app_code_or_a_recovery_code_each_once(app) {
        let token = app.user("ana@exemplo.com").await;
        let setup = app.gql(Some(&token), SETUP, json!({})).await;
        let setup = &setup["data"]["startTwoFactorSetup"];
        let secret = setup["secret"].as_str().unwrap().to_owned();
        assert_eq!(secret.len(), 32, "160 bits in base32");
        let uri = setup["otpauthUri"].as_str().unwrap();
        assert!(uri.starts_with("otpauth://totp/") && uri.contains(&format!("secret={secret}")), "{uri}");
        assert!(setup["qrCodeSvg"].as_str().unwrap().contains("<svg"), "the QR code is an SVG made on the server");

        // Nothing changes until a right code arrives.
        let wrong = app.gql(Some(&token), ENABLE, json!({"c": "000000"})).await;
        assert_eq!(error(&wrong), ("VALIDATION".into(), msg::TWO_FACTOR_WRONG_CODE.into(), Some("code".into())));
        app.sign_in("ana@exemplo.com", "senha-secreta").await;
        let first = code_now(&app, &secret);
        let enabled = app.gql(Some(&token), ENABLE, json!({"c": first})).await;
        let codes: Vec<String> = serde_json::from_value(enabled["data"]["enableTwoFactor"]["recoveryCodes"].clone()).unwrap();
        assert_eq!(codes.len(), 10);
        assert_eq!(enabled["data"]["enableTwoFactor"]["user"]["twoFactor"], json!({"enabled": true, "recoveryCodesLeft": 10}));
        let status = app.gql(Some(&token), STATUS, json!({})).await;
        assert_eq!(status["data"]["viewer"]["settings"]["twoFactorEnabled"], true, "{status}");
        // Codes are stored hashed, never as shown.
        let stored = scalar(&app, &format!("SELECT COUNT(*) FROM recovery_codes WHERE code_hash = '{}'", codes[0])).await;
        assert_eq!(stored, 0);

        // A wrong password still answers as before; a right one yields no token.
        let bad = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "errada1"}})).await;
        assert_eq!(error(&bad).1, "Email ou senha inválidos.");
        let ch = challenge(&app, "ana@exemplo.com", "senha-secreta").await;
        // The code that turned it on belongs to a step already taken.
        let reused = app.gql(None, COMPLETE, json!({"ch": ch, "c": first})).await;
        assert_eq!(error(&reused), ("VALIDATION".into(), msg::TWO_FACTOR_CODE_USED.into(), Some("code".into())));
        app.clock.advance(Duration::seconds(30));
        let next = code_now(&app, &secret);
        let signed = app.gql(None, COMPLETE, json!({"ch": ch, "c": format!("{} {}", &next[..3], &next[3..])})).await;
        let session = access(&signed);
        assert_eq!(app.viewer_email(&session).await.as_deref(), Some("ana@exemplo.com"));
        assert!(signed["data"]["completeSignIn"]["refreshToken"].is_string());
        // The challenge worked once; the same code on a new challenge is refused too.
        let again = app.gql(None, COMPLETE, json!({"ch": ch, "c": next})).await;
        assert_eq!(error(&again).1, msg::TWO_FACTOR_CHALLENGE_EXPIRED);
        let ch2 = challenge(&app, "ana@exemplo.com", "senha-secreta").await;
        let replay = app.gql(None, COMPLETE, json!({"ch": ch2, "c": next})).await;
        assert_eq!(error(&replay).1, msg::TWO_FACTOR_CODE_USED);

        // A recovery code, in any case, once.
        let recovered = app.gql(None, COMPLETE, json!({"ch": ch2, "c": codes[3].to_uppercase()})).await;
        access(&recovered);
        let ch3 = challenge(&app, "ana@exemplo.com", "senha-secreta").await;
        let spent = app.gql(None, COMPLETE, json!({"ch": ch3, "c": codes[3]})).await;
        assert_eq!(error(&spent).1, msg::TWO_FACTOR_WRONG_CODE);
        let status = app.gql(Some(&session), STATUS, json!({})).await;
        assert_eq!(status["data"]["viewer"]["twoFactor"]["recoveryCodesLeft"], 9, "{status}");
        // Security mails go out in the background: wait for it.
        let told = &mails_with(&app, "ana@exemplo.com", "Um código de recuperação foi usado", 1).await[0];
        assert!(told.text.contains("Restam 9"), "{}", told.text);
    }
);

db_test!(
    async fn a_challenge_lasts_five_minutes_and_five_codes_which_count_against_the_sign_in_throttle(app) {
        let token = app.user("ana@exemplo.com").await;
        let (secret, _) = enrol(&app, &token).await;
        app.clock.advance(Duration::seconds(30));
        let ch = challenge(&app, "ana@exemplo.com", "senha-secreta").await;
        app.clock.advance(Duration::minutes(5) + Duration::seconds(1));
        let late = app.gql(None, COMPLETE, json!({"ch": ch, "c": code_now(&app, &secret)})).await;
        assert_eq!(error(&late), ("VALIDATION".into(), msg::TWO_FACTOR_CHALLENGE_EXPIRED.into(), Some("challenge".into())));
        let made_up = app.gql(None, COMPLETE, json!({"ch": "inventado", "c": code_now(&app, &secret)})).await;
        assert_eq!(error(&made_up).1, msg::TWO_FACTOR_CHALLENGE_EXPIRED);

        let ch = challenge(&app, "ana@exemplo.com", "senha-secreta").await;
        for _ in 0..4 {
            let wrong = app.gql(None, COMPLETE, json!({"ch": ch, "c": "111111"})).await;
            assert_eq!(error(&wrong).1, msg::TWO_FACTOR_WRONG_CODE);
        }
        let fifth = app.gql(None, COMPLETE, json!({"ch": ch, "c": "111111"})).await;
        assert_eq!(error(&fifth), ("VALIDATION".into(), msg::TWO_FACTOR_TOO_MANY_TRIES.into(), Some("challenge".into())));
        let right = app.gql(None, COMPLETE, json!({"ch": ch, "c": code_now(&app, &secret)})).await;
        assert_eq!(error(&right).1, msg::TWO_FACTOR_CHALLENGE_EXPIRED, "a dead challenge takes no code");
        // Five wrong codes count like five wrong passwords: a new challenge is not free.
        let throttled = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "senha-secreta"}})).await;
        assert_eq!(error(&throttled).0, "RATE_LIMITED", "{throttled}");
    }
);

db_test!(
    async fn turning_two_factor_off_needs_the_password_and_a_code(app) {
        let token = app.user("ana@exemplo.com").await;
        let (secret, codes) = enrol(&app, &token).await;
        app.clock.advance(Duration::seconds(30));
        let code = code_now(&app, &secret);
        let bad_password = app.gql(Some(&token), DISABLE, json!({"p": "errada1", "c": code})).await;
        assert_eq!(error(&bad_password), ("VALIDATION".into(), msg::WRONG_PASSWORD.into(), Some("password".into())));
        let bad_code = app.gql(Some(&token), DISABLE, json!({"p": "senha-secreta", "c": "123456"})).await;
        assert_eq!(error(&bad_code).1, msg::TWO_FACTOR_WRONG_CODE);
        let off = app.gql(Some(&token), DISABLE, json!({"p": "senha-secreta", "c": codes[0]})).await;
        assert_eq!(off["data"]["disableTwoFactor"]["user"]["twoFactor"]["enabled"], false, "{off}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM recovery_codes").await, 0);
        // The password alone signs in again.
        app.sign_in("ana@exemplo.com", "senha-secreta").await;
        mails_with(&app, "ana@exemplo.com", "Verificação em duas etapas ativada", 1).await;
        mails_with(&app, "ana@exemplo.com", "Verificação em duas etapas desativada", 1).await;
    }
);

db_test!(
    async fn the_policy_keeps_admins_without_a_code_out_of_admin_functions(app) {
        let admin = first_admin(&app).await;
        let refused = app.gql(Some(&admin), POLICY, json!({"r": true})).await;
        assert_eq!(error(&refused).1, msg::TWO_FACTOR_POLICY_SELF);
        let (secret, _) = enrol(&app, &admin).await;
        let set = app.gql(Some(&admin), POLICY, json!({"r": true})).await;
        assert_eq!(set["data"]["updateSecurityPolicy"]["policy"]["requireAdminTwoFactor"], true, "{set}");

        // A second admin without a code signs in, but admin functions refuse them.
        let bia = app.user("bia@exemplo.com").await;
        let bia_id = app.gql(Some(&bia), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].clone();
        let promoted = app
            .gql(Some(&admin), "mutation($u: ID!) { setUserRole(input: {userId: $u, role: ADMIN}) { user { role } } }", json!({"u": bia_id}))
            .await;
        assert!(promoted["errors"].is_null(), "{promoted}");
        let users = app.gql(Some(&bia), "{ users { totalCount } }", json!({})).await;
        assert_eq!(error(&users), ("FORBIDDEN".into(), msg::TWO_FACTOR_ADMIN_REQUIRED.into(), None));
        let status = app.gql(Some(&bia), STATUS, json!({})).await;
        assert_eq!(status["data"]["viewer"]["twoFactor"]["required"], true, "{status}");
        enrol(&app, &bia).await;
        let users = app.gql(Some(&bia), "{ users { totalCount } }", json!({})).await;
        assert!(users["errors"].is_null(), "{users}");

        // An admin cannot turn it off while the policy stands.
        app.clock.advance(Duration::seconds(30));
        let off = app.gql(Some(&admin), DISABLE, json!({"p": "segredo1", "c": code_now(&app, &secret)})).await;
        assert_eq!(error(&off), ("FORBIDDEN".into(), msg::TWO_FACTOR_ADMINS_MUST_KEEP.into(), None));
        // Ordinary users are untouched by it.
        let ana = app.user("ana@exemplo.com").await;
        let status = app.gql(Some(&ana), STATUS, json!({})).await;
        assert_eq!(status["data"]["viewer"]["twoFactor"]["required"], false);
    }
);

db_test!(
    async fn deleting_an_account_cancels_its_future_bookings_and_leaves_an_anonymous_tombstone(app) with long_tokens(), {
        let w = world(&app).await;
        let far = app.clock.now() + Duration::days(5);
        let far_day = far.with_timezone(&chrono_tz::America::Sao_Paulo).date_naive().to_string();
        // A paid booking five days ahead (refunded in full), an unpaid one tomorrow.
        let paid = crate::lifecycle::book_on(&app, &w.user, &w.space, &far_day, 10, 12).await;
        let paid = paid["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        let body = app.gql(Some(&w.user), PAY, json!({"id": paid})).await;
        assert!(body["errors"].is_null(), "{body}");
        let pending = book(&app, &w.user, &w.space, 14, 15).await;
        let (_, refresh) = app.sign_in("ana@exemplo.com", "senha-secreta").await;

        let wrong = app.gql(Some(&w.user), DELETE, json!({"p": "errada1"})).await;
        assert_eq!(error(&wrong), ("VALIDATION".into(), msg::WRONG_PASSWORD.into(), Some("password".into())));
        let done = app.gql(Some(&w.user), DELETE, json!({"p": "senha-secreta"})).await;
        assert_eq!(done["data"]["deleteAccount"]["message"], msg::ACCOUNT_DELETED, "{done}");

        // Every sign-in ended; the password opens nothing.
        assert_eq!(app.viewer_email(&w.user).await, None);
        let refreshed = app.gql(None, "mutation($r: String!) { refreshSession(input: {refreshToken: $r}) { accessToken } }", json!({"r": refresh})).await;
        assert_eq!(error(&refreshed).0, "UNAUTHENTICATED");
        let again = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "senha-secreta"}})).await;
        assert_eq!(error(&again).1, "Email ou senha inválidos.");

        // The bookings stay for the operator, cancelled, under an anonymous name.
        let q = "query($id: ID!) { node(id: $id) { ... on Booking { status cancelReason user { fullName email } } } }";
        for id in [&paid, &pending] {
            let node = app.gql(Some(&w.admin), q, json!({"id": id})).await;
            let node = &node["data"]["node"];
            assert_eq!(node["status"], "CANCELLED", "{node}");
            assert_eq!(node["cancelReason"], msg::ACCOUNT_DELETED_REASON);
            assert_eq!(node["user"]["fullName"], msg::DELETED_ACCOUNT_NAME);
            assert!(node["user"]["email"].as_str().unwrap().ends_with("@conta-excluida.invalid"), "{node}");
        }
        // The paid booking was five days ahead: refunded in full.
        run_jobs(&app).await;
        assert_eq!(scalar(&app, "SELECT CAST(COALESCE(SUM(amount_cents), 0) AS BIGINT) FROM payments WHERE kind = 'refund'").await, 16100);
        // No personal data left: sessions, phone, the old address.
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.deleted_at IS NOT NULL").await, 0);
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM users WHERE email = 'ana@exemplo.com'").await, 0);
        // Admin lists count accounts, not tombstones; the address can sign up again.
        let users = app.gql(Some(&w.admin), "{ users { totalCount } }", json!({})).await;
        assert_eq!(users["data"]["users"]["totalCount"], 1, "{users}");
        let farewell = mail_to(&app, "ana@exemplo.com", "Sua conta no Ágora foi excluída").await;
        assert!(farewell.text.contains("2 reserva(s)"), "{}", farewell.text);
        // Booking mails for a deleted account go nowhere (the farewell says it all).
        assert!(!app.mails_to("ana@exemplo.com").iter().any(|m| m.subject.contains("cancelada")), "{:?}", app.mails_to("ana@exemplo.com").iter().map(|m| &m.subject).collect::<Vec<_>>());
        app.user("ana@exemplo.com").await;
    }
);

db_test!(
    async fn deletion_needs_the_code_with_two_factor_and_never_removes_the_last_admin(app) {
        let admin = first_admin(&app).await;
        let last = app.gql(Some(&admin), DELETE, json!({"p": "segredo1"})).await;
        assert_eq!(error(&last), ("CONFLICT".into(), msg::LAST_ADMIN_DELETE.into(), None));
        assert!(app.viewer_email(&admin).await.is_some());

        let token = app.user("ana@exemplo.com").await;
        let (secret, _) = enrol(&app, &token).await;
        let no_code = app.gql(Some(&token), DELETE, json!({"p": "senha-secreta"})).await;
        assert_eq!(error(&no_code), ("VALIDATION".into(), msg::TWO_FACTOR_CODE_NEEDED.into(), Some("code".into())));
        app.clock.advance(Duration::seconds(30));
        let done = app.gql(Some(&token), DELETE, json!({"p": "senha-secreta", "c": code_now(&app, &secret)})).await;
        assert!(done["errors"].is_null(), "{done}");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM users WHERE totp_secret IS NOT NULL").await, 0);
    }
);

db_test!(
    async fn the_export_holds_everything_stored_about_the_user_and_no_secret(app) with long_tokens(), {
        let w = world(&app).await;
        let booking = book(&app, &w.user, &w.space, 10, 12).await;
        app.gql(Some(&w.user), PAY, json!({"id": booking})).await;
        let url = format!("{}/export/me.json", app.url);
        let anonymous = reqwest::get(&url).await.unwrap();
        assert_eq!(anonymous.status(), 401);
        let response = reqwest::Client::new().get(&url).bearer_auth(&w.user).send().await.unwrap();
        assert_eq!(response.status(), 200);
        let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
        assert_eq!(disposition, "attachment; filename=\"agora-meus-dados-2031-03-10.json\"");
        let text = response.text().await.unwrap();
        assert!(!text.contains("$argon2"), "no password hash in the export");
        let data: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(data["profile"]["email"], "ana@exemplo.com");
        assert_eq!(data["settings"]["sessionTimeoutHours"], 24);
        assert_eq!(data["signIns"].as_array().unwrap().len(), 1);
        let bookings = data["bookings"].as_array().unwrap();
        assert_eq!(bookings.len(), 1);
        assert_eq!(bookings[0]["status"], "confirmed");
        assert_eq!(bookings[0]["space"]["name"], "Sala Ipê");
        assert_eq!(bookings[0]["history"].as_array().unwrap().len(), 2, "created, paid");
        assert_eq!(data["payments"][0]["kind"], "charge");
        assert_eq!(data["payments"][0]["amountCents"], 16100);
    }
);
