//! Sign-up, confirmation, sign-in, the admin sign-up policy and throttling.

use serde_json::json;

use crate::helpers::{SIGN_IN, TestOptions, error};

const SIGN_UP: &str = "mutation($input: SignUpInput!) { signUp(input: $input) { message } }";

db_test!(
    async fn every_sign_up_rule_answers_with_the_spec_message(app) {
        let cases = [
            (json!({"fullName": "", "email": "a@b.com", "password": "123456"}), "fullName", "Nome é obrigatório"),
            (json!({"fullName": "A", "email": "a@b.com", "password": "123456"}), "fullName", "Nome deve ter pelo menos 2 caracteres"),
            (json!({"fullName": "Ana", "email": " ", "password": "123456"}), "email", "Email é obrigatório"),
            (json!({"fullName": "Ana", "email": "ana@", "password": "123456"}), "email", "Email inválido"),
            (json!({"fullName": "Ana", "email": "a@b.com", "password": ""}), "password", "Senha é obrigatória"),
            (json!({"fullName": "Ana", "email": "a@b.com", "password": "12345"}), "password", "Senha deve ter pelo menos 6 caracteres"),
        ];
        for (input, field, message) in cases {
            let body = app.gql(None, SIGN_UP, json!({ "input": input })).await;
            assert_eq!(error(&body), ("VALIDATION".into(), message.into(), Some(field.into())), "{input}");
        }
        assert!(app.outbox().is_empty(), "nothing is sent for refused input");
    }
);

db_test!(
    async fn sign_up_requires_confirming_the_email_before_signing_in(app) {
        let body = app.sign_up("Ana Souza", "Ana@Exemplo.com", "segredo1").await;
        assert_eq!(body["data"]["signUp"]["message"], "Verifique seu email para confirmar a conta.");
        let mails = app.mails_to("ana@exemplo.com");
        assert_eq!(mails.len(), 1);
        assert_eq!(mails[0].subject, "Confirme seu e-mail no Ágora");

        let refused = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&refused).0, "FORBIDDEN");
        assert_eq!(error(&refused).1, "Confirme seu e-mail antes de entrar. Enviamos um novo link.");

        // A minute later the refused sign-in mails a new link.
        app.clock.advance(chrono::Duration::minutes(2));
        app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        let mails = app.mails_to("ana@exemplo.com");
        assert_eq!(mails.len(), 2, "a new link is sent");

        let link = mails[1].link();
        assert!(link.starts_with(&format!("{}/auth/confirm?token=", app.url)), "{link}");
        let response = app.browser.get(&link).send().await.unwrap();
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], "/login?confirmed=1");
        // A link works once.
        let again = app.browser.get(&link).send().await.unwrap();
        assert_eq!(again.headers()["location"], "/login?confirm_error=1");

        let (token, _) = app.sign_in("ANA@exemplo.com", "segredo1").await;
        assert_eq!(app.viewer_email(&token).await.as_deref(), Some("ana@exemplo.com"));
    }
);

db_test!(
    async fn confirm_email_works_for_api_clients_and_refuses_bad_or_expired_links(app) {
        app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let link = app.mails_to("ana@exemplo.com")[0].link();
        let token = link.split("token=").nth(1).unwrap().to_owned();
        const CONFIRM: &str = "mutation($t: String!) { confirmEmail(input: {token: $t}) { message user { email } } }";

        let bad = app.gql(None, CONFIRM, json!({"t": "nope"})).await;
        assert_eq!(error(&bad).1, "Link inválido ou expirado. Solicite um novo.");

        app.clock.advance(chrono::Duration::hours(25));
        let expired = app.gql(None, CONFIRM, json!({"t": token})).await;
        assert_eq!(error(&expired).1, "Link inválido ou expirado. Solicite um novo.");

        app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await; // still unconfirmed: treated as taken
        let refused = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&refused).0, "FORBIDDEN");
        let fresh = app.mails_to("ana@exemplo.com").into_iter().rfind(|m| m.subject.starts_with("Confirme")).unwrap().link();
        let token = fresh.split("token=").nth(1).unwrap();
        let ok = app.gql(None, CONFIRM, json!({"t": token})).await;
        assert_eq!(ok["data"]["confirmEmail"]["message"], "E-mail confirmado! Agora é só entrar.");
        assert_eq!(ok["data"]["confirmEmail"]["user"]["email"], "ana@exemplo.com");
    }
);

db_test!(
    async fn a_registered_email_gets_the_same_answer_and_its_owner_a_warning(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let again = app.sign_up("Outra Pessoa", "  ANA@EXEMPLO.COM ", "outrasenha").await;
        assert_eq!(again["data"]["signUp"]["message"], "Verifique seu email para confirmar a conta.", "no enumeration");
        let mails = app.mails_to("ana@exemplo.com");
        assert_eq!(mails.last().unwrap().subject, "Tentativa de cadastro no Ágora");
        // The original password still works; the second sign-up changed nothing.
        app.sign_in("ana@exemplo.com", "segredo1").await;
        let refused = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "outrasenha"}})).await;
        assert_eq!(error(&refused), ("VALIDATION".into(), "Email ou senha inválidos.".into(), Some("password".into())));
    }
);

db_test!(
    async fn a_wrong_password_and_an_unknown_account_get_the_same_answer(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        for (email, password) in [("ana@exemplo.com", "errada123"), ("ninguem@exemplo.com", "segredo1"), ("nao-e-email", "x")] {
            let body = app.gql(None, SIGN_IN, json!({"input": {"email": email, "password": password}})).await;
            assert_eq!(error(&body).1, "Email ou senha inválidos.", "{email}");
        }
    }
);

db_test!(
    async fn sign_in_is_throttled_per_account_before_checking_the_password(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        for _ in 0..5 {
            let body = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "errada123"}})).await;
            assert_eq!(error(&body).0, "VALIDATION");
        }
        let body = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&body).0, "RATE_LIMITED");
        assert_eq!(error(&body).1, "Muitas tentativas. Tente novamente em 15 minutos.");
        assert_eq!(body["errors"][0]["extensions"]["retryAfterMinutes"], 15);
    }
);

db_test!(
    async fn on_an_empty_database_the_first_account_may_be_an_admin_and_only_the_first(app) {
        const OPTIONS: &str = "{ signupOptions { allowAdmin roles } }";
        const SIGN_UP_AS: &str = "mutation($input: SignUpInput!) { signUp(input: $input) { message } }";
        let options = app.gql(None, OPTIONS, json!({})).await;
        assert_eq!(options["data"]["signupOptions"], json!({"allowAdmin": true, "roles": ["USER", "ADMIN"]}));

        let input = json!({"input": {"fullName": "Primeira Admin", "email": "chefe@exemplo.com", "password": "segredo1", "role": "ADMIN"}});
        let body = app.gql(None, SIGN_UP_AS, input).await;
        assert!(body["errors"].is_null(), "{body}");
        let link = app.mails_to("chefe@exemplo.com")[0].link();
        app.browser.get(link).send().await.unwrap();
        let (token, _) = app.sign_in("chefe@exemplo.com", "segredo1").await;
        let role = app.gql(Some(&token), "{ viewer { role } }", json!({})).await;
        assert_eq!(role["data"]["viewer"]["role"], "ADMIN");

        let options = app.gql(None, OPTIONS, json!({})).await;
        assert_eq!(options["data"]["signupOptions"], json!({"allowAdmin": false, "roles": ["USER"]}));
        let input = json!({"input": {"fullName": "Segunda", "email": "outra@exemplo.com", "password": "segredo1", "role": "ADMIN"}});
        let refused = app.gql(None, SIGN_UP_AS, input).await;
        assert_eq!(error(&refused), ("FORBIDDEN".into(), "Apenas administradores podem conceder acesso de administrador.".into(), None));
        assert!(app.mails_to("outra@exemplo.com").is_empty(), "the refused account was not created");
    }
);

db_test!(
    async fn a_seeded_database_has_demo_accounts_and_refuses_admin_sign_up(app) with TestOptions::seeded(), {
        let options = app.gql(None, "{ signupOptions { allowAdmin } appConfig { devMode demoAccounts { email role } } landingStats { spaces bookings } }", json!({})).await;
        assert_eq!(options["data"]["signupOptions"]["allowAdmin"], false);
        assert_eq!(options["data"]["appConfig"]["demoAccounts"][0], json!({"email": "admin@agora.dev", "role": "ADMIN"}));
        assert!(options["data"]["landingStats"]["spaces"].as_i64().unwrap() >= 8);
        assert!(options["data"]["landingStats"]["bookings"].as_i64().unwrap() > 0);
        let (token, _) = app.sign_in("admin@agora.dev", "agora-admin").await;
        assert_eq!(app.viewer_email(&token).await.as_deref(), Some("admin@agora.dev"));
        app.sign_in("usuario@agora.dev", "agora-usuario").await;
        let image = reqwest::get(format!("{}/storage/spaces/demo/espaco-01.png", app.url)).await.unwrap();
        assert_eq!(image.status(), 200);
        assert_eq!(image.headers()["content-type"], "image/png");
        assert_eq!(image.headers()["cache-control"], "public, max-age=3600");
        assert_eq!(&image.bytes().await.unwrap()[..4], b"\x89PNG");
    }
);

db_test!(
    async fn signed_out_callers_get_unauthenticated(app) {
        for op in [
            "mutation { signOut { revokedSessions } }",
            "mutation { updateSettings(input: {emailBookings: false}) { user { id } } }",
            "mutation { updateProfile(input: {fullName: \"Ana\", email: \"a@b.com\"}) { user { id } } }",
            "mutation { changePassword(input: {currentPassword: \"x\", newPassword: \"yyyyyy\"}) { revokedSessions } }",
        ] {
            let body = app.gql(None, op, json!({})).await;
            assert_eq!(error(&body), ("UNAUTHENTICATED".into(), "Faça login para continuar.".into(), None), "{op}");
        }
        let viewer = app.gql(Some("not-a-token"), "{ viewer { id } }", json!({})).await;
        assert!(viewer["data"]["viewer"].is_null());
    }
);

db_test!(
    async fn one_user_cannot_read_another_users_private_fields(app) {
        let ana = app.user("ana@exemplo.com").await;
        let bia = app.user("bia@exemplo.com").await;
        let bia_id = app.gql(Some(&bia), "{ viewer { id } }", json!({})).await["data"]["viewer"]["id"].as_str().unwrap().to_owned();
        let body = app.gql(Some(&ana), "query($id: ID!) { node(id: $id) { id } }", json!({"id": bia_id})).await;
        assert!(body["data"]["node"].is_null(), "another user's node is not visible: {body}");
        let own = app.gql(Some(&bia), "query($id: ID!) { node(id: $id) { ... on User { email settings { dateFormat } } } }", json!({"id": bia_id})).await;
        assert_eq!(own["data"]["node"]["email"], "bia@exemplo.com");
        assert_eq!(own["data"]["node"]["settings"]["dateFormat"], "DD_MM_YYYY");
    }
);
