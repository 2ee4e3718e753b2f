//! Outgoing e-mail: through SMTP (lettre) when `AGORA_SMTP_URL` is set, otherwise to an
//! outbox of JSON files under `data/outbox/` that tests read links from. A mail's text
//! holds sign-in links: it is never logged, only its recipient, subject and file.

use std::path::PathBuf;

use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;
use serde::Serialize;

pub mod invites;
pub mod notices;

use crate::config::Config;
use crate::error::AppError;

#[derive(Clone, Debug, Serialize)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    /// A calendar invitation attached (`invite.ics`): booking mails only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invite: Option<Invite>,
}

/// An iCalendar attachment and the method it is sent with (REQUEST or CANCEL).
#[derive(Clone, Debug, Serialize)]
pub struct Invite {
    pub method: &'static str,
    pub ics: String,
}

#[derive(Clone)]
pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

impl Mailer {
    pub fn from_config(config: &Config) -> Result<Self, AppError> {
        let from: Mailbox =
            config.mail_from.parse().map_err(|e| AppError::internal(format!("AGORA_MAIL_FROM: {e}")))?;
        let transport = match &config.smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
                    .map_err(|e| AppError::internal(format!("AGORA_SMTP_URL: {e}")))?
                    .build(),
            ),
            None => Transport::Outbox(config.outbox_dir()),
        };
        Ok(Self { from, transport })
    }

    /// Sends one message. Failures are logged and returned; callers decide whether a
    /// failed mail should fail the request (it never should reveal anything).
    pub async fn send(&self, mail: Mail) -> Result<(), AppError> {
        match &self.transport {
            Transport::Smtp(smtp) => {
                let to: Mailbox = mail.to.parse().map_err(AppError::internal)?;
                let builder = Message::builder().from(self.from.clone()).to(to).subject(mail.subject.clone());
                let message = match &mail.invite {
                    None => builder.header(ContentType::TEXT_PLAIN).body(mail.text.clone()),
                    Some(invite) => {
                        let kind = format!("text/calendar; charset=utf-8; method={}", invite.method);
                        let kind = ContentType::parse(&kind).map_err(AppError::internal)?;
                        builder.multipart(
                            MultiPart::mixed()
                                .singlepart(SinglePart::plain(mail.text.clone()))
                                .singlepart(Attachment::new("invite.ics".into()).body(invite.ics.clone(), kind)),
                        )
                    }
                }
                .map_err(AppError::internal)?;
                smtp.send(message).await.map_err(|e| AppError::internal(format!("smtp: {e}")))?;
                tracing::info!(to = %mail.to, subject = %mail.subject, "mail sent");
            }
            Transport::Outbox(dir) => {
                tokio::fs::create_dir_all(dir).await.map_err(AppError::internal)?;
                let name = format!("{}-{}.json", chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"), uuid::Uuid::now_v7());
                let body = serde_json::to_vec_pretty(&mail).map_err(AppError::internal)?;
                let path = dir.join(&name);
                // Written aside, then renamed: a reader of the folder never sees half a mail.
                let partial = dir.join(format!(".{name}.partial"));
                tokio::fs::write(&partial, body).await.map_err(AppError::internal)?;
                tokio::fs::rename(&partial, &path).await.map_err(AppError::internal)?;
                tracing::info!(to = %mail.to, subject = %mail.subject, file = %path.display(), "mail written to the outbox");
            }
        }
        Ok(())
    }

    /// The sender's address (the ORGANIZER of calendar invitations).
    pub fn sender(&self) -> String {
        self.from.email.to_string()
    }

    /// Sends without making the caller wait or fail; errors are logged.
    pub fn send_in_background(&self, mail: Mail) {
        let mailer = self.clone();
        tokio::spawn(async move {
            if let Err(err) = mailer.send(mail).await {
                tracing::error!(error = %err, "sending mail failed");
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;

    #[derive(Clone, Default)]
    struct Logs(Arc<Mutex<Vec<u8>>>);

    impl Write for Logs {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[tokio::test]
    async fn the_outbox_never_logs_what_a_mail_says() {
        let logs = Logs::default();
        let writer = logs.clone();
        let subscriber = tracing_subscriber::fmt().with_writer(move || writer.clone()).with_ansi(false).finish();
        let _guard = tracing::subscriber::set_default(subscriber);
        let dir = tempfile::tempdir().unwrap();
        let data_dir = dir.path().display().to_string();
        let config = Config::from_lookup(|k| (k == "AGORA_DATA_DIR").then(|| data_dir.clone())).unwrap();
        let mail = Mail {
            to: "ana@exemplo.com".into(),
            subject: "Link".into(),
            text: "token=segredo-do-link".into(),
            invite: None,
        };
        Mailer::from_config(&config).unwrap().send(mail).await.unwrap();
        let logged = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
        assert!(logged.contains("ana@exemplo.com"), "the delivery is logged: {logged}");
        assert!(!logged.contains("segredo-do-link"), "the text (and its token) is not: {logged}");
    }
}
