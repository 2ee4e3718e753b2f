//! The profile and the settings page, persisted.

use chrono::Duration;
use serde_json::json;

use crate::helpers::error;

const SETTINGS: &str = "{ viewer { fullName phone bio pendingEmail settings { emailBookings emailReminders pushNotifications marketingEmails twoFactorEnabled loginNotifications sessionTimeoutHours dateFormat } } }";

db_test!(
    async fn new_accounts_start_with_the_spec_defaults(app) {
        let token = app.user("ana@exemplo.com").await;
        let body = app.gql(Some(&token), SETTINGS, json!({})).await;
        assert_eq!(
            body["data"]["viewer"]["settings"],
            json!({"emailBookings": true, "emailReminders": true, "pushNotifications": false, "marketingEmails": false,
                   "twoFactorEnabled": false, "loginNotifications": true, "sessionTimeoutHours": 24, "dateFormat": "DD_MM_YYYY"})
        );
    }
);

db_test!(
    async fn settings_are_saved_and_a_bad_timeout_loses_nothing(app) {
        let token = app.user("ana@exemplo.com").await;
        const UPDATE: &str = "mutation($input: UpdateSettingsInput!) { updateSettings(input: $input) { user { settings { emailBookings marketingEmails sessionTimeoutHours dateFormat } } } }";
        let body = app.gql(Some(&token), UPDATE, json!({"input": {"emailBookings": false, "marketingEmails": true, "sessionTimeoutHours": 8, "dateFormat": "YYYY_MM_DD"}})).await;
        assert_eq!(body["data"]["updateSettings"]["user"]["settings"], json!({"emailBookings": false, "marketingEmails": true, "sessionTimeoutHours": 8, "dateFormat": "YYYY_MM_DD"}));
        let bad = app.gql(Some(&token), UPDATE, json!({"input": {"sessionTimeoutHours": 0, "emailBookings": true}})).await;
        assert_eq!(error(&bad), ("VALIDATION".into(), "Tempo de sessão deve estar entre 1 e 720 horas.".into(), Some("sessionTimeoutHours".into())));
        let saved = app.gql(Some(&token), SETTINGS, json!({})).await;
        assert_eq!(saved["data"]["viewer"]["settings"]["emailBookings"], false, "the refused update changed nothing");
        assert_eq!(saved["data"]["viewer"]["settings"]["sessionTimeoutHours"], 8);
    }
);

db_test!(
    async fn a_shorter_session_timeout_applies_to_the_current_sign_in(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (token, refresh) = app.sign_in("ana@exemplo.com", "segredo1").await;
        app.gql(Some(&token), "mutation { updateSettings(input: {sessionTimeoutHours: 1}) { user { id } } }", json!({})).await;
        app.clock.advance(Duration::minutes(61));
        let body = app.gql(None, "mutation($t: String) { refreshSession(input: {refreshToken: $t}) { accessToken } }", json!({"t": refresh})).await;
        assert_eq!(error(&body).0, "UNAUTHENTICATED");
    }
);

db_test!(
    async fn the_login_notification_setting_governs_the_new_sign_in_mail(app) {
        let token = app.user("ana@exemplo.com").await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let notices = |app: &crate::helpers::TestApp| app.mails_to("ana@exemplo.com").iter().filter(|m| m.subject.starts_with("Novo acesso")).count();
        assert_eq!(notices(&app), 1);
        app.gql(Some(&token), "mutation { updateSettings(input: {loginNotifications: false}) { user { id } } }", json!({})).await;
        app.sign_in("ana@exemplo.com", "senha-secreta").await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(notices(&app), 1, "no mail once turned off");
    }
);

db_test!(
    async fn the_profile_is_validated_and_saved(app) {
        let token = app.user("ana@exemplo.com").await;
        const UPDATE: &str = "mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { pendingEmail user { fullName phone bio email } } }";
        let bad = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": "A", "email": "ana@exemplo.com"}})).await;
        assert_eq!(error(&bad).1, "Nome deve ter pelo menos 2 caracteres");
        let bad = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": "Ana", "email": "ana@exemplo.com", "bio": "x".repeat(501)}})).await;
        assert_eq!(error(&bad).1, "Bio deve ter no máximo 500 caracteres");
        let bad = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": "Ana", "email": "ana@exemplo.com", "avatarUrl": "javascript:alert(1)"}})).await;
        assert_eq!(error(&bad).1, "URL da imagem inválida");
        let ok = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": " Ana  Maria ", "email": "ana@exemplo.com", "phone": "+55 11 99999-0000", "bio": " Designer "}})).await;
        assert_eq!(ok["data"]["updateProfile"]["user"], json!({"fullName": "Ana Maria", "phone": "+55 11 99999-0000", "bio": "Designer", "email": "ana@exemplo.com"}));
        assert!(ok["data"]["updateProfile"]["pendingEmail"].is_null());
    }
);

db_test!(
    async fn a_new_email_applies_only_once_confirmed_and_must_be_free(app) {
        let token = app.user("ana@exemplo.com").await;
        app.user("bia@exemplo.com").await;
        const UPDATE: &str = "mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { pendingEmail user { email } } }";
        let taken = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": "Ana", "email": "BIA@exemplo.com"}})).await;
        assert_eq!(error(&taken), ("VALIDATION".into(), "Este e-mail já está em uso.".into(), Some("email".into())));

        let body = app.gql(Some(&token), UPDATE, json!({"input": {"fullName": "Ana", "email": "ana.nova@exemplo.com"}})).await;
        assert_eq!(body["data"]["updateProfile"]["pendingEmail"], "ana.nova@exemplo.com");
        assert_eq!(body["data"]["updateProfile"]["user"]["email"], "ana@exemplo.com", "unchanged until confirmed");
        let link = app.mails_to("ana.nova@exemplo.com")[0].link();
        let response = app.browser.get(link).send().await.unwrap();
        assert_eq!(response.headers()["location"], "/login?confirmed=1");
        assert_eq!(app.viewer_email(&token).await.as_deref(), Some("ana.nova@exemplo.com"));
        let pending = app.gql(Some(&token), "{ viewer { pendingEmail } }", json!({})).await;
        assert!(pending["data"]["viewer"]["pendingEmail"].is_null());
    }
);
