//! Outgoing e-mail: through SMTP (lettre) when `AGORA_SMTP_URL` is set, otherwise to the
//! log and to a dev outbox of JSON files under `data/outbox/` that tests read links from.

use std::path::PathBuf;

use lettre::message::{Mailbox, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;
use serde::Serialize;

use crate::config::Config;
use crate::error::AppError;

#[derive(Clone, Debug, Serialize)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
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
                let message = Message::builder()
                    .from(self.from.clone())
                    .to(to)
                    .subject(mail.subject.clone())
                    .header(ContentType::TEXT_PLAIN)
                    .body(mail.text.clone())
                    .map_err(AppError::internal)?;
                smtp.send(message).await.map_err(|e| AppError::internal(format!("smtp: {e}")))?;
                tracing::info!(to = %mail.to, subject = %mail.subject, "mail sent");
            }
            Transport::Outbox(dir) => {
                tracing::info!(to = %mail.to, subject = %mail.subject, text = %mail.text, "mail written to the dev outbox");
                tokio::fs::create_dir_all(dir).await.map_err(AppError::internal)?;
                let name = format!("{}-{}.json", chrono::Utc::now().format("%Y%m%dT%H%M%S%.6f"), uuid::Uuid::now_v7());
                let body = serde_json::to_vec_pretty(&mail).map_err(AppError::internal)?;
                tokio::fs::write(dir.join(name), body).await.map_err(AppError::internal)?;
            }
        }
        Ok(())
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
