//! The authorization matrix, generated from `schema.graphql`: every root field must have a
//! rule here (a new operation without one fails), and each rule is checked for an
//! anonymous caller, an ordinary user and an admin. Every signed-in operation also says
//! how it treats another user's data: it acts only on the caller's own (or public) data,
//! or it names an object, and then another user's object is refused and left unchanged.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use crate::helpers::{TestApp, Ws};
use crate::spaces::first_admin;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Anyone, signed in or not.
    Public,
    /// Any signed-in user.
    User,
    /// Admins only.
    Admin,
}

const FAKE: &str = "U3BhY2U6MDE5MDAwMDAtMDAwMC03MDAwLTgwMDAtMDAwMDAwMDAwMDAw";

/// (root, field, access, a minimal operation). The operations use made-up ids: what
/// matters is whether the caller gets past the permission check.
pub fn rules() -> Vec<(&'static str, &'static str, Access, String)> {
    use Access::*;
    let q = |f: &str| format!("{{ {f} }}");
    let m = |f: &str| format!("mutation {{ {f} }}");
    vec![
        ("Query", "node", Public, q(&format!("node(id: \"{FAKE}\") {{ id }}"))),
        ("Query", "viewer", Public, q("viewer { id }")),
        ("Query", "appConfig", Public, q("appConfig { timeZone }")),
        ("Query", "signupOptions", Public, q("signupOptions { allowAdmin }")),
        ("Query", "landingStats", Public, q("landingStats { spaces }")),
        ("Query", "spaces", User, q("spaces { totalCount }")),
        ("Query", "space", User, q(&format!("space(id: \"{FAKE}\") {{ id }}"))),
        (
            "Query",
            "spaceRemovalPreview",
            Admin,
            q(&format!("spaceRemovalPreview(id: \"{FAKE}\") {{ activeBookings }}")),
        ),
        (
            "Query",
            "spaceRulesPreview",
            Admin,
            q(&format!("spaceRulesPreview(input: {{spaceId: \"{FAKE}\"}}) {{ count }}")),
        ),
        (
            "Query",
            "closurePreview",
            Admin,
            q("closurePreview(input: {startsOn: \"2031-03-11\", endsOn: \"2031-03-11\", reason: \"x\"}) { count }"),
        ),
        ("Query", "holidaysPreview", Admin, q("holidaysPreview(input: {year: 2031}) { holidays { date } }")),
        ("Query", "closures", Admin, q("closures { id }")),
        ("Query", "quotas", Admin, q("quotas { id }")),
        ("Query", "agenda", User, q("agenda(input: {date: \"2031-03-11\"}) { truncated }")),
        ("Query", "freeSpaces", User, q("freeSpaces(input: {date: \"2031-03-11\", durationMinutes: 60}) { startsAt }")),
        (
            "Query",
            "availability",
            User,
            q(&format!("availability(spaceId: \"{FAKE}\", date: \"2031-03-11\") {{ date }}")),
        ),
        (
            "Query",
            "bookingSeriesPreview",
            User,
            q(&format!(
                "bookingSeriesPreview(input: {{spaceId: \"{FAKE}\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\", recurrence: {{frequency: DAILY, occurrences: 2}}}}) {{ availableCount }}"
            )),
        ),
        ("Query", "bookings", User, q("bookings { totalCount }")),
        ("Query", "myBookingsSummary", User, q("myBookingsSummary { today }")),
        ("Query", "userDashboard", User, q("userDashboard { upcomingBookings }")),
        ("Query", "adminDashboard", Admin, q("adminDashboard { activeSpaces }")),
        ("Query", "bookingStatusCounts", Admin, q("bookingStatusCounts { pending }")),
        ("Query", "users", Admin, q("users { totalCount }")),
        ("Query", "userCounts", Admin, q("userCounts { total }")),
        ("Query", "reports", Admin, q("reports { totalBookings }")),
        ("Query", "securityPolicy", Admin, q("securityPolicy { requireAdminTwoFactor }")),
        ("Query", "webhookEndpoints", Admin, q("webhookEndpoints { id }")),
        (
            "Mutation",
            "createWebhookEndpoint",
            Admin,
            m("createWebhookEndpoint(input: {url: \"ftp://x\", events: [SPACE_CHANGED]}) { secret }"),
        ),
        (
            "Mutation",
            "updateWebhookEndpoint",
            Admin,
            m(&format!(
                "updateWebhookEndpoint(input: {{id: \"{FAKE}\", url: \"https://x\", events: [SPACE_CHANGED], active: true}}) {{ endpoint {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "deleteWebhookEndpoint",
            Admin,
            m(&format!("deleteWebhookEndpoint(input: {{id: \"{FAKE}\"}}) {{ deletedEndpointId }}")),
        ),
        (
            "Mutation",
            "resendWebhookDelivery",
            Admin,
            m(&format!("resendWebhookDelivery(input: {{id: \"{FAKE}\"}}) {{ delivery {{ id }} }}")),
        ),
        (
            "Mutation",
            "signUp",
            Public,
            m(
                "signUp(input: {fullName: \"Nova Pessoa\", email: \"nova@exemplo.com\", password: \"segredo1\"}) { message }",
            ),
        ),
        ("Mutation", "confirmEmail", Public, m("confirmEmail(input: {token: \"x\"}) { message }")),
        (
            "Mutation",
            "requestPasswordReset",
            Public,
            m("requestPasswordReset(input: {email: \"x@exemplo.com\"}) { message }"),
        ),
        (
            "Mutation",
            "resendConfirmation",
            Public,
            m("resendConfirmation(input: {email: \"x@exemplo.com\"}) { message }"),
        ),
        (
            "Mutation",
            "resetPassword",
            Public,
            m("resetPassword(input: {token: \"x\", newPassword: \"segredo-novo1\"}) { message }"),
        ),
        (
            "Mutation",
            "signIn",
            Public,
            m("signIn(input: {email: \"x@exemplo.com\", password: \"errada1\"}) { accessToken }"),
        ),
        (
            "Mutation",
            "completeSignIn",
            Public,
            m("completeSignIn(input: {challenge: \"x\", code: \"123456\"}) { accessToken }"),
        ),
        ("Mutation", "startTwoFactorSetup", User, m("startTwoFactorSetup { secret }")),
        ("Mutation", "enableTwoFactor", User, m("enableTwoFactor(input: {code: \"000000\"}) { recoveryCodes }")),
        (
            "Mutation",
            "disableTwoFactor",
            User,
            m("disableTwoFactor(input: {password: \"errada1\", code: \"000000\"}) { user { id } }"),
        ),
        (
            "Mutation",
            "regenerateRecoveryCodes",
            User,
            m("regenerateRecoveryCodes(input: {password: \"errada1\", code: \"000000\"}) { recoveryCodes }"),
        ),
        ("Mutation", "deleteAccount", User, m("deleteAccount(input: {password: \"errada1\"}) { message }")),
        (
            "Mutation",
            "updateSecurityPolicy",
            Admin,
            m("updateSecurityPolicy(input: {requireAdminTwoFactor: false}) { policy { requireAdminTwoFactor } }"),
        ),
        // The refresh token is the credential: a real one is filled in for each call.
        ("Mutation", "refreshSession", Public, m("refreshSession(input: {refreshToken: \"REFRESH\"}) { accessToken }")),
        ("Mutation", "signOut", User, m("signOut { revokedSessions }")),
        ("Mutation", "updateProfile", User, m("updateProfile(input: {fullName: \"\", email: \"x\"}) { user { id } }")),
        ("Mutation", "updateSettings", User, m("updateSettings(input: {sessionTimeoutHours: 0}) { user { id } }")),
        (
            "Mutation",
            "changePassword",
            User,
            m("changePassword(input: {currentPassword: \"errada1\", newPassword: \"outra12\"}) { revokedSessions }"),
        ),
        (
            "Mutation",
            "revokeSession",
            User,
            m(&format!("revokeSession(input: {{sessionId: \"{FAKE}\"}}) {{ revokedSessionId }}")),
        ),
        (
            "Mutation",
            "setUserRole",
            Admin,
            m(&format!("setUserRole(input: {{userId: \"{FAKE}\", role: USER}}) {{ user {{ id }} }}")),
        ),
        (
            "Mutation",
            "createSpace",
            Admin,
            m("createSpace(input: {name: \"\", capacity: 0, pricePerHour: \"1\"}) { space { id } }"),
        ),
        (
            "Mutation",
            "updateSpace",
            Admin,
            m(&format!(
                "updateSpace(input: {{id: \"{FAKE}\", name: \"X\", capacity: 1, pricePerHour: \"1\"}}) {{ space {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "setSpaceActive",
            Admin,
            m(&format!("setSpaceActive(input: {{id: \"{FAKE}\", isActive: true}}) {{ space {{ id }} }}")),
        ),
        (
            "Mutation",
            "updateSpaceRules",
            Admin,
            m(&format!("updateSpaceRules(input: {{spaceId: \"{FAKE}\"}}) {{ cancelledBookings }}")),
        ),
        (
            "Mutation",
            "createClosure",
            Admin,
            m(
                "createClosure(input: {startsOn: \"2031-03-11\", endsOn: \"2031-03-11\", reason: \"x\"}) { cancelledBookings }",
            ),
        ),
        ("Mutation", "addHolidays", Admin, m("addHolidays(input: {year: 2031}) { cancelledBookings }")),
        ("Mutation", "deleteClosure", Admin, m(&format!("deleteClosure(id: \"{FAKE}\") {{ deletedClosureId }}"))),
        (
            "Mutation",
            "createQuota",
            Admin,
            m("createQuota(input: {metric: HOURS, period: DAY, max: 4}) { quota { id } }"),
        ),
        (
            "Mutation",
            "deleteQuota",
            Admin,
            m(&format!("deleteQuota(input: {{quotaId: \"{FAKE}\"}}) {{ deletedQuotaId }}")),
        ),
        (
            "Mutation",
            "deleteSpace",
            Admin,
            m(&format!("deleteSpace(input: {{id: \"{FAKE}\"}}) {{ cancelledBookings }}")),
        ),
        // Multipart only: its matrix (anonymous, user on `spaces`, admin) is in files.rs.
        ("Mutation", "uploadFile", User, String::new()),
        // In the caller's own avatar folder (another user's is FORBIDDEN, see files.rs).
        ("Query", "calendarFeed", User, q("calendarFeed { createdAt }")),
        ("Query", "apiTokens", User, q("apiTokens { id }")),
        (
            "Mutation",
            "createApiToken",
            User,
            m("createApiToken(input: {name: \"\", scopes: [BOOKINGS_READ], expiresInDays: 1}) { token }"),
        ),
        (
            "Mutation",
            "revokeApiToken",
            User,
            m(&format!("revokeApiToken(input: {{id: \"{FAKE}\"}}) {{ apiToken {{ id }} }}")),
        ),
        ("Mutation", "createCalendarFeed", User, m("createCalendarFeed { url }")),
        ("Mutation", "revokeCalendarFeed", User, m("revokeCalendarFeed { revoked }")),
        ("Mutation", "removeFile", User, m("removeFile(input: {url: \"/storage/avatars/ME/y.png\"}) { removedUrl }")),
        (
            "Mutation",
            "createBooking",
            User,
            m(&format!(
                "createBooking(input: {{spaceId: \"{FAKE}\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}}) {{ booking {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "cancelBooking",
            User,
            m(&format!("cancelBooking(input: {{bookingId: \"{FAKE}\"}}) {{ booking {{ id }} }}")),
        ),
        (
            "Mutation",
            "createBookingSeries",
            User,
            m(&format!(
                "createBookingSeries(input: {{spaceId: \"{FAKE}\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\", recurrence: {{frequency: DAILY, occurrences: 2}}}}) {{ series {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "payBookingSeries",
            User,
            m(&format!("payBookingSeries(input: {{seriesId: \"{FAKE}\"}}) {{ series {{ id }} }}")),
        ),
        (
            "Mutation",
            "cancelBookingSeries",
            User,
            m(&format!("cancelBookingSeries(input: {{bookingId: \"{FAKE}\"}}) {{ series {{ id }} }}")),
        ),
        (
            "Mutation",
            "rescheduleBookingSeries",
            User,
            m(&format!(
                "rescheduleBookingSeries(input: {{bookingId: \"{FAKE}\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}}) {{ series {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "payBooking",
            User,
            m(&format!("payBooking(input: {{bookingId: \"{FAKE}\"}}) {{ booking {{ id }} }}")),
        ),
        (
            "Mutation",
            "rescheduleBooking",
            User,
            m(&format!(
                "rescheduleBooking(input: {{bookingId: \"{FAKE}\", startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}}) {{ booking {{ id }} }}"
            )),
        ),
        (
            "Mutation",
            "approveBooking",
            Admin,
            m(&format!("approveBooking(input: {{bookingId: \"{FAKE}\"}}) {{ booking {{ id }} }}")),
        ),
        (
            "Mutation",
            "declineBooking",
            Admin,
            m(&format!("declineBooking(input: {{bookingId: \"{FAKE}\"}}, reason: \"Não\") {{ booking {{ id }} }}")),
        ),
        (
            "Mutation",
            "completeBooking",
            Admin,
            m(&format!("completeBooking(input: {{bookingId: \"{FAKE}\"}}) {{ booking {{ id }} }}")),
        ),
        (
            "Subscription",
            "availabilityChanged",
            User,
            format!("subscription {{ availabilityChanged(spaceId: \"{FAKE}\", date: \"2031-03-11\") {{ date }} }}"),
        ),
        (
            "Subscription",
            "agendaChanged",
            User,
            format!("subscription {{ agendaChanged(date: \"2031-03-11\", spaceIds: [\"{FAKE}\"]) {{ id }} }}"),
        ),
        ("Subscription", "bookingChanged", Admin, "subscription { bookingChanged { id } }".to_owned()),
        ("Subscription", "myBookingChanged", User, "subscription { myBookingChanged { id } }".to_owned()),
    ]
}

/// Signed-in operations that act only on the caller's own data or on what every user may
/// see: there is no other user's object to name.
const CALLER_SCOPED: [&str; 28] = [
    "calendarFeed",
    "apiTokens",
    "createApiToken",
    "createCalendarFeed",
    "revokeCalendarFeed",
    "spaces",
    "space",
    "agenda",
    "freeSpaces",
    "agendaChanged",
    "availability",
    "myBookingsSummary",
    "userDashboard",
    "signOut",
    "updateProfile",
    "updateSettings",
    "changePassword",
    "startTwoFactorSetup",
    "enableTwoFactor",
    "disableTwoFactor",
    "regenerateRecoveryCodes",
    "deleteAccount",
    "uploadFile",
    "createBooking",
    "bookingSeriesPreview",
    "createBookingSeries",
    "availabilityChanged",
    "myBookingChanged",
];

/// Signed-in operations that name an object: run by another user on Ana's objects
/// (BOOKING: her booking, SESSION: her second session, OWNER: her id).
fn owned_operations() -> Vec<(&'static str, String)> {
    vec![
        ("node", "{ node(id: \"BOOKING\") { id } }".into()),
        ("bookings", "{ bookings { totalCount edges { node { id } } } }".into()),
        ("cancelBooking", "mutation { cancelBooking(input: {bookingId: \"BOOKING\"}) { booking { id } } }".into()),
        ("payBooking", "mutation { payBooking(input: {bookingId: \"BOOKING\"}) { booking { id } } }".into()),
        ("revokeApiToken", "mutation { revokeApiToken(input: {id: \"APITOKEN\"}) { apiToken { id } } }".into()),
        ("payBookingSeries", "mutation { payBookingSeries(input: {seriesId: \"SERIESID\"}) { series { id } } }".into()),
        (
            "cancelBookingSeries",
            "mutation { cancelBookingSeries(input: {bookingId: \"OCCURRENCE\"}) { series { id } } }".into(),
        ),
        (
            "rescheduleBookingSeries",
            "mutation { rescheduleBookingSeries(input: {bookingId: \"OCCURRENCE\", startsAt: \"2031-03-12T13:00:00Z\", endsAt: \"2031-03-12T14:00:00Z\"}) { series { id } } }".into(),
        ),
        (
            "rescheduleBooking",
            "mutation { rescheduleBooking(input: {bookingId: \"BOOKING\", startsAt: \"2031-03-12T13:00:00Z\", endsAt: \"2031-03-12T14:00:00Z\"}) { booking { id } } }".into(),
        ),
        ("revokeSession", "mutation { revokeSession(input: {sessionId: \"SESSION\"}) { revokedSessionId } }".into()),
        (
            "removeFile",
            "mutation { removeFile(input: {url: \"/storage/avatars/OWNER/foto.png\"}) { removedUrl } }".into(),
        ),
    ]
}

/// The root fields the schema declares, read from the SDL.
pub fn schema_fields() -> BTreeSet<(String, String)> {
    let sdl = api::graphql::sdl();
    let mut fields = BTreeSet::new();
    let mut root: Option<&str> = None;
    let mut in_doc = false;
    // Inside a field's argument list printed one argument per line.
    let mut in_args = false;
    for line in sdl.lines() {
        let trimmed = line.trim();
        if in_args {
            in_args = !trimmed.starts_with(')');
            continue;
        }
        if let Some(name) =
            ["Query", "Mutation", "Subscription"].into_iter().find(|r| trimmed == format!("type {r} {{"))
        {
            root = Some(name);
            continue;
        }
        if trimmed == "}" {
            root = None;
            continue;
        }
        if trimmed.starts_with("\"\"\"") {
            in_doc = !(in_doc || trimmed.len() > 3 && trimmed.ends_with("\"\"\""));
            continue;
        }
        if in_doc || trimmed.starts_with('"') {
            continue;
        }
        if let Some(root) = root {
            let name: String = trimmed.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                fields.insert((root.to_owned(), name));
            }
            in_args = trimmed.contains('(') && !trimmed.contains(')');
        }
    }
    fields
}

#[test]
fn every_operation_in_the_schema_has_an_access_rule() {
    let declared = schema_fields();
    let ruled: BTreeSet<(String, String)> =
        rules().into_iter().map(|(r, f, _, _)| (r.to_owned(), f.to_owned())).collect();
    let missing: Vec<_> = declared.difference(&ruled).collect();
    let stale: Vec<_> = ruled.difference(&declared).collect();
    assert!(missing.is_empty(), "operations without an access rule in authz.rs: {missing:?}");
    assert!(stale.is_empty(), "rules for operations the schema no longer has: {stale:?}");
    // Every signed-in operation says how it treats another user's data.
    let owned: BTreeSet<&str> = owned_operations().iter().map(|(f, _)| *f).collect();
    for (_, field, access, _) in rules() {
        if access == Access::User {
            assert!(
                CALLER_SCOPED.contains(&field) ^ owned.contains(field),
                "{field}: list it once, in CALLER_SCOPED or owned_operations (another user's data)"
            );
        }
    }
    println!(
        "authorization matrix: {} operations × {{anonymous, user, other user, admin}}; {} of them name another user's objects",
        declared.len(),
        owned.len()
    );
}

fn code(body: &Value) -> Option<String> {
    body["errors"][0]["extensions"]["code"].as_str().map(str::to_owned)
}

pub async fn outcome(app: &TestApp, token: Option<&str>, root: &str, op: &str) -> Option<String> {
    let op = &if op.contains("REFRESH") {
        let (_, refresh) = app.sign_in("ana@exemplo.com", "senha-secreta").await;
        op.replace("REFRESH", &refresh)
    } else if op.contains("/ME/") {
        let me = match token {
            Some(t) => {
                use base64::Engine;
                let id = app.gql(Some(t), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"]
                    .as_str()
                    .unwrap()
                    .to_owned();
                let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(id).unwrap();
                String::from_utf8(raw).unwrap().trim_start_matches("User:").to_owned()
            }
            None => "ninguem".to_owned(),
        };
        op.replace("/ME/", &format!("/{me}/"))
    } else {
        op.to_owned()
    };
    if root == "Subscription" {
        let mut ws = Ws::connect(app, token).await;
        ws.subscribe("1", op, json!({})).await;
        // A refusal arrives at once; an admitted subscription may stay silent.
        return match ws.message_within(2_000).await {
            Some(message) => code(&message["payload"]),
            None => None,
        };
    }
    code(&app.gql(token, op, json!({})).await)
}

db_test!(
    async fn each_operation_admits_exactly_its_callers(app) {
        let admin = first_admin(&app).await;
        let user = app.user("ana@exemplo.com").await;
        let denied = |c: &Option<String>| matches!(c.as_deref(), Some("UNAUTHENTICATED") | Some("FORBIDDEN"));
        // Signing out ends the caller's sessions, so it goes last.
        let (last, mut all): (Vec<_>, Vec<_>) = rules().into_iter().partition(|r| r.1 == "signOut");
        all.extend(last);
        for (root, field, access, op) in all {
            if op.is_empty() {
                continue;
            }
            let anonymous = outcome(&app, None, root, &op).await;
            let ordinary = outcome(&app, Some(&user), root, &op).await;
            let administrator = outcome(&app, Some(&admin), root, &op).await;
            match access {
                Access::Public => assert!(!denied(&anonymous), "{field}: anonymous got {anonymous:?}"),
                Access::User | Access::Admin => assert_eq!(anonymous.as_deref(), Some("UNAUTHENTICATED"), "{field}: anonymous"),
            }
            match access {
                Access::Admin => assert_eq!(ordinary.as_deref(), Some("FORBIDDEN"), "{field}: user"),
                _ => assert!(!denied(&ordinary), "{field}: user got {ordinary:?}"),
            }
            assert!(!denied(&administrator), "{field}: admin got {administrator:?}");
        }
    }
);

db_test!(
    async fn another_users_objects_are_refused_and_left_unchanged(app) {
        use crate::helpers::error;
        let admin = first_admin(&app).await;
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let space = crate::spaces::create(&app, &admin, "Sala Ipê", 8, "80", &[]).await;
        let booked = app
            .gql(
                Some(&ana),
                "mutation($s: ID!) { createBooking(input: {spaceId: $s, startsAt: \"2031-03-11T13:00:00Z\", endsAt: \"2031-03-11T14:00:00Z\"}) { booking { id } } }",
                json!({"s": space}),
            )
            .await;
        let booking = booked["data"]["createBooking"]["booking"]["id"].as_str().unwrap().to_owned();
        let series = app
            .gql(
                Some(&ana),
                "mutation($s: ID!) { createBookingSeries(input: {spaceId: $s, startsAt: \"2031-03-12T13:00:00Z\", endsAt: \"2031-03-12T14:00:00Z\", recurrence: {frequency: DAILY, occurrences: 2}}) { series { id } bookings { id } } }",
                json!({"s": space}),
            )
            .await;
        let series_id = series["data"]["createBookingSeries"]["series"]["id"].as_str().unwrap().to_owned();
        let occurrence = series["data"]["createBookingSeries"]["bookings"][0]["id"].as_str().unwrap().to_owned();
        // A second sign-in of Ana's, so that revoking it would not end the one in use.
        app.sign_in("ana@exemplo.com", "senha-secreta").await;
        let viewer = app.gql(Some(&ana), "{ viewer { id activeSessions { id current } } }", json!({})).await;
        let session = viewer["data"]["viewer"]["activeSessions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["current"] == false)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let owner = {
            use base64::Engine;
            let raw = base64::engine::general_purpose::URL_SAFE_NO_PAD
                .decode(viewer["data"]["viewer"]["id"].as_str().unwrap())
                .unwrap();
            String::from_utf8(raw).unwrap().trim_start_matches("User:").to_owned()
        };
        let made = app
            .gql(
                Some(&ana),
                "mutation { createApiToken(input: {name: \"Ana\", scopes: [BOOKINGS_READ], expiresInDays: 1}) { apiToken { id } } }",
                json!({}),
            )
            .await;
        let api_token = made["data"]["createApiToken"]["apiToken"]["id"].as_str().unwrap().to_owned();
        for (field, op) in owned_operations() {
            let op = op
                .replace("BOOKING", &booking)
                .replace("SESSION", &session)
                .replace("OWNER", &owner)
                .replace("SERIESID", &series_id)
                .replace("OCCURRENCE", &occurrence)
                .replace("APITOKEN", &api_token);
            let body = app.gql(Some(&bia), &op, json!({})).await;
            match field {
                // Reads answer as if the object did not exist.
                "node" => assert!(body["data"]["node"].is_null() && body["errors"].is_null(), "{body}"),
                "bookings" => assert_eq!(body["data"]["bookings"]["totalCount"], 0, "{body}"),
                _ => {
                    let code = error(&body).0;
                    assert!(code == "NOT_FOUND" || code == "FORBIDDEN", "{field}: another user got {body}");
                }
            }
        }
        // Nothing of Ana's changed.
        let mine = app.gql(Some(&ana), "query($id: ID!) { node(id: $id) { ... on Booking { status } } }", json!({"id": booking})).await;
        assert_eq!(mine["data"]["node"]["status"], "PENDING", "{mine}");
        let pending = "SELECT COUNT(*) FROM bookings WHERE status = 'pending'";
        assert_eq!(crate::lifecycle::scalar(&app, pending).await, 3, "the series' occurrences too");
        let tokens = app.gql(Some(&ana), "{ apiTokens { active } }", json!({})).await;
        assert_eq!(tokens["data"]["apiTokens"][0]["active"], true, "{tokens}");
        let sessions = app.gql(Some(&ana), "{ viewer { activeSessions { id } } }", json!({})).await;
        assert_eq!(sessions["data"]["viewer"]["activeSessions"].as_array().unwrap().len(), 2, "{sessions}");
    }
);
