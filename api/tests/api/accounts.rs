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

        // Right after the sign-up's link, the refused sign-in says none was sent now.
        let refused = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&refused).0, "FORBIDDEN");
        assert_eq!(
            error(&refused).1,
            "Confirme seu e-mail antes de entrar. Um link foi enviado há pouco: você poderá pedir outro em 60 segundos."
        );
        assert_eq!(app.mails_to("ana@exemplo.com").len(), 1);

        // A minute later the refused sign-in mails a new link, and says so.
        app.clock.advance(chrono::Duration::minutes(2));
        let refused = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&refused).1, "Confirme seu e-mail antes de entrar. Enviamos um novo link.");
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
        app.clock.advance(chrono::Duration::minutes(2));
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

const RESET_REQUEST: &str =
    "mutation($e: String!) { requestPasswordReset(input: {email: $e}) { message retryAfterSeconds } }";
const RESEND: &str = "mutation($e: String!) { resendConfirmation(input: {email: $e}) { message retryAfterSeconds } }";
const RESET: &str =
    "mutation($t: String!, $p: String!) { resetPassword(input: {token: $t, newPassword: $p}) { message } }";
const REFRESH: &str = "mutation($r: String!) { refreshSession(input: {refreshToken: $r}) { accessToken } }";
const SENT: &str =
    "Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.";

/// The mails to `to` with this subject, once `count` of them arrived (links are mailed
/// after the answer).
pub async fn mails_with(
    app: &crate::helpers::TestApp,
    to: &str,
    subject: &str,
    count: usize,
) -> Vec<crate::helpers::Mail> {
    for _ in 0..100 {
        let mails: Vec<_> = app.mails_to(to).into_iter().filter(|m| m.subject == subject).collect();
        if mails.len() >= count {
            return mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("fewer than {count} mails '{subject}' to {to}");
}

/// The secret of a reset link: it travels in the fragment, never sent to a server.
fn reset_token(mail: &crate::helpers::Mail, app: &crate::helpers::TestApp) -> String {
    let link = mail.link();
    link.strip_prefix(&format!("{}/reset-password#token=", app.url)).unwrap_or_else(|| panic!("{link}")).to_owned()
}

db_test!(
    async fn a_forgotten_password_is_reset_by_a_mailed_link_that_ends_every_session(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let (_, laptop_refresh) = app.sign_in("ana@exemplo.com", "segredo1").await;
        let (phone, _) = app.sign_in("ana@exemplo.com", "segredo1").await;
        app.clock.advance(chrono::Duration::minutes(2));

        let asked = app.gql(None, RESET_REQUEST, json!({"e": " ANA@exemplo.com"})).await;
        assert_eq!(asked["data"]["requestPasswordReset"], json!({"message": SENT, "retryAfterSeconds": null}));
        let mail = &mails_with(&app, "ana@exemplo.com", "Redefinir sua senha no Ágora", 1).await[0];
        assert!(mail.text.contains("O link vale por 30 minutos"), "{}", mail.text);
        let token = reset_token(mail, &app);

        // A password that breaks the sign-up rules is refused and leaves the link usable.
        let weak = app.gql(None, RESET, json!({"t": token, "p": "12345"})).await;
        assert_eq!(error(&weak), ("VALIDATION".into(), "Senha deve ter pelo menos 6 caracteres".into(), Some("newPassword".into())));
        let done = app.gql(None, RESET, json!({"t": token, "p": "nova-senha1"})).await;
        assert_eq!(done["data"]["resetPassword"]["message"], "Senha redefinida! Entre com a nova senha.");

        // Every earlier sign-in ended; the old password is gone; the link worked once.
        assert_eq!(app.viewer_email(&phone).await, None);
        assert_eq!(error(&app.gql(None, REFRESH, json!({"r": laptop_refresh})).await).0, "UNAUTHENTICATED");
        let old = app.gql(None, SIGN_IN, json!({"input": {"email": "ana@exemplo.com", "password": "segredo1"}})).await;
        assert_eq!(error(&old).1, "Email ou senha inválidos.");
        app.sign_in("ana@exemplo.com", "nova-senha1").await;
        let again = app.gql(None, RESET, json!({"t": token, "p": "outra-senha1"})).await;
        assert_eq!(error(&again), ("VALIDATION".into(), "Link inválido ou expirado. Solicite um novo.".into(), Some("token".into())));

        // The owner is told, with the time in the business zone (09:00 in São Paulo).
        let told = &mails_with(&app, "ana@exemplo.com", "Sua senha do Ágora foi alterada", 1).await[0];
        assert!(told.text.contains("10/03/2031 às 09:02 (horário de America/Sao_Paulo)"), "{}", told.text);
    }
);

db_test!(
    async fn asking_for_a_reset_answers_alike_for_every_address_and_says_when_it_held_one_back(app) {
        app.register("Ana Souza", "ana@exemplo.com", "segredo1").await;
        app.clock.advance(chrono::Duration::minutes(2));
        let known = app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await;
        let unknown = app.gql(None, RESET_REQUEST, json!({"e": "ninguem@exemplo.com"})).await;
        assert_eq!(known, unknown, "no account enumeration");
        mails_with(&app, "ana@exemplo.com", "Redefinir sua senha no Ágora", 1).await;

        // Asked again at once: nothing is sent, and the answer says so, alike for both.
        let held = json!({"data": {"requestPasswordReset": {
            "message": "Um link foi pedido para este e-mail há pouco. Você poderá pedir outro em 60 segundos.",
            "retryAfterSeconds": 60
        }}});
        assert_eq!(app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await, held);
        assert_eq!(app.gql(None, RESET_REQUEST, json!({"e": "ninguem@exemplo.com"})).await, held);
        app.clock.advance(chrono::Duration::seconds(61));
        assert_eq!(app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await, known);
        let mails = mails_with(&app, "ana@exemplo.com", "Redefinir sua senha no Ágora", 2).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert!(app.mails_to("ninguem@exemplo.com").is_empty());

        // A bad address is refused like everywhere else; the 30-minute life of a link.
        let bad = app.gql(None, RESET_REQUEST, json!({"e": "ana@"})).await;
        assert_eq!(error(&bad), ("VALIDATION".into(), "Email inválido".into(), Some("email".into())));
        app.clock.advance(chrono::Duration::minutes(31));
        let late = app.gql(None, RESET, json!({"t": reset_token(&mails[1], &app), "p": "nova-senha1"})).await;
        assert_eq!(error(&late).1, "Link inválido ou expirado. Solicite um novo.");
    }
);

db_test!(
    async fn a_link_serves_only_its_own_purpose(app) {
        app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let confirm = app.mails_to("ana@exemplo.com")[0].link();
        let confirm_token = confirm.split("token=").nth(1).unwrap();
        let wrong = app.gql(None, RESET, json!({"t": confirm_token, "p": "nova-senha1"})).await;
        assert_eq!(error(&wrong).1, "Link inválido ou expirado. Solicite um novo.");

        app.clock.advance(chrono::Duration::minutes(2));
        app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await;
        let reset = reset_token(&mails_with(&app, "ana@exemplo.com", "Redefinir sua senha no Ágora", 1).await[0], &app);
        const CONFIRM: &str = "mutation($t: String!) { confirmEmail(input: {token: $t}) { message } }";
        let wrong = app.gql(None, CONFIRM, json!({"t": reset})).await;
        assert_eq!(error(&wrong).1, "Link inválido ou expirado. Solicite um novo.");
        // Resetting proves the mailbox: the account is confirmed too.
        app.gql(None, RESET, json!({"t": reset, "p": "nova-senha1"})).await;
        app.sign_in("ana@exemplo.com", "nova-senha1").await;
    }
);

db_test!(
    async fn link_requests_are_throttled_per_address_and_per_client_before_any_work(app) {
        for i in 0..5 {
            let body = app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await;
            assert!(body["errors"].is_null(), "request {i}: {body}");
            app.clock.advance(chrono::Duration::seconds(61));
        }
        let refused = app.gql(None, RESET_REQUEST, json!({"e": "ana@exemplo.com"})).await;
        assert_eq!(error(&refused), ("RATE_LIMITED".into(), "Muitas tentativas. Tente novamente em 15 minutos.".into(), None));
        // Confirmation links share the limit; other addresses from this client count too.
        assert_eq!(error(&app.gql(None, RESEND, json!({"e": "ana@exemplo.com"})).await).0, "RATE_LIMITED");
        for i in 0..15 {
            let body = app.gql(None, RESET_REQUEST, json!({"e": format!("u{i}@exemplo.com")})).await;
            assert!(body["errors"].is_null(), "{body}");
        }
        let flood = app.gql(None, RESET_REQUEST, json!({"e": "outra@exemplo.com"})).await;
        assert_eq!(error(&flood).0, "RATE_LIMITED", "20 addresses from one client in 15 minutes");
    }
);

db_test!(
    async fn a_new_confirmation_link_is_sent_only_when_one_is_needed_with_the_same_answer(app) {
        const RESENT: &str = "Se houver uma conta aguardando confirmação com este e-mail, enviamos um novo link de confirmação.";
        app.sign_up("Ana Souza", "ana@exemplo.com", "segredo1").await;
        let held = app.gql(None, RESEND, json!({"e": "ana@exemplo.com"})).await;
        assert_eq!(held["data"]["resendConfirmation"]["retryAfterSeconds"], 60, "{held}");
        app.clock.advance(chrono::Duration::seconds(61));
        let sent = app.gql(None, RESEND, json!({"e": "ana@exemplo.com"})).await;
        assert_eq!(sent["data"]["resendConfirmation"], json!({"message": RESENT, "retryAfterSeconds": null}));
        let links = mails_with(&app, "ana@exemplo.com", "Confirme seu e-mail no Ágora", 2).await;
        // The new link confirms.
        let response = app.browser.get(links[1].link()).send().await.unwrap();
        assert_eq!(response.headers()["location"], "/login?confirmed=1");

        // A confirmed or unknown address: the same answer, no mail.
        app.clock.advance(chrono::Duration::seconds(61));
        assert_eq!(app.gql(None, RESEND, json!({"e": "ana@exemplo.com"})).await, sent);
        assert_eq!(app.gql(None, RESEND, json!({"e": "ninguem@exemplo.com"})).await, sent);
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        assert_eq!(app.mails_to("ana@exemplo.com").len(), 2);
        assert!(app.mails_to("ninguem@exemplo.com").is_empty());
    }
);
