//! Demo data for development: two accounts with documented passwords, varied spaces with
//! generated images, and a few bookings so the figures are not all zero. Seeded once, on
//! an empty database.

use std::path::Path;

use chrono::{DateTime, Duration, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use entities::booking::BookingStatus;
use entities::{booking, space};
use sea_orm::{ActiveModelTrait, DatabaseConnection, EntityTrait, PaginatorTrait, Set};
use uuid::Uuid;

use crate::auth::password;
use crate::domain::account::{Email, Role};
use crate::domain::booking::Actor;
use crate::error::{AppError, AppResult};
use crate::payments::{Receipt, ledger, pay_key};
use crate::services::accounts::users;
use crate::services::bookings::history::{self, Kind, NewEvent};

pub struct DemoAccount {
    pub email: &'static str,
    pub password: &'static str,
    pub full_name: &'static str,
    pub role: Role,
}

/// Documented in the README and shown on the login page in development mode only.
pub const DEMO_ACCOUNTS: [DemoAccount; 2] = [
    DemoAccount {
        email: "admin@agora.dev",
        password: "agora-admin",
        full_name: "Ana Administradora",
        role: Role::Admin,
    },
    DemoAccount {
        email: "usuario@agora.dev", password: "agora-usuario", full_name: "Bruno Usuário", role: Role::User
    },
];

struct DemoSpace {
    name: &'static str,
    description: &'static str,
    capacity: i32,
    price_cents: i64,
    resources: &'static [&'static str],
    colors: ([u8; 3], [u8; 3]),
}

const SPACES: [DemoSpace; 10] = [
    DemoSpace {
        name: "Sala Ipê",
        description: "Sala de reunião iluminada para até 8 pessoas, com mesa oval e vista para o jardim.",
        capacity: 8,
        price_cents: 8000,
        resources: &["wifi", "projetor", "quadro-branco", "ar-condicionado"],
        colors: ([233, 150, 122], [120, 60, 90]),
    },
    DemoSpace {
        name: "Auditório Jacarandá",
        description: "Auditório com palco, som profissional e 120 lugares para palestras e eventos.",
        capacity: 120,
        price_cents: 45000,
        resources: &["wifi", "projetor", "som", "palco", "ar-condicionado"],
        colors: ([110, 90, 200], [30, 20, 80]),
    },
    DemoSpace {
        name: "Estúdio Aroeira",
        description: "Estúdio com tratamento acústico para gravação de podcasts e vídeos.",
        capacity: 4,
        price_cents: 12000,
        resources: &["wifi", "som", "computadores"],
        colors: ([60, 160, 140], [10, 60, 60]),
    },
    DemoSpace {
        name: "Sala Cedro",
        description: "Sala pequena e silenciosa para entrevistas e conversas reservadas.",
        capacity: 3,
        price_cents: 3500,
        resources: &["wifi", "ar-condicionado"],
        colors: ([200, 170, 100], [100, 70, 30]),
    },
    DemoSpace {
        name: "Laboratório Jatobá",
        description: "Laboratório com 20 computadores para treinamentos e workshops práticos.",
        capacity: 20,
        price_cents: 18000,
        resources: &["wifi", "computadores", "projetor", "quadro-branco", "ar-condicionado"],
        colors: ([90, 140, 210], [20, 50, 110]),
    },
    DemoSpace {
        name: "Espaço Paineira",
        description: "Área aberta e flexível para dinâmicas de grupo, com mobiliário modular.",
        capacity: 40,
        price_cents: 15000,
        resources: &["wifi", "som", "quadro-branco"],
        colors: ([240, 190, 80], [170, 90, 20]),
    },
    DemoSpace {
        name: "Sala Peroba",
        description: "Sala de diretoria com videoconferência e mesa para 12 pessoas.",
        capacity: 12,
        price_cents: 11000,
        resources: &["wifi", "projetor", "ar-condicionado", "som"],
        colors: ([130, 110, 100], [50, 40, 35]),
    },
    DemoSpace {
        name: "Cabine Buriti",
        description: "Cabine individual para chamadas e foco total.",
        capacity: 1,
        price_cents: 1500,
        resources: &["wifi"],
        colors: ([120, 200, 120], [30, 100, 40]),
    },
    DemoSpace {
        name: "Sala Angico",
        description: "Sala de criatividade com paredes de quadro-branco e pufes.",
        capacity: 10,
        price_cents: 7000,
        resources: &["wifi", "quadro-branco", "projetor"],
        colors: ([230, 120, 170], [120, 40, 90]),
    },
    DemoSpace {
        name: "Terraço Guarantã",
        description: "Terraço coberto para eventos ao ar livre e confraternizações.",
        capacity: 60,
        price_cents: 25000,
        resources: &["wifi", "som", "palco"],
        colors: ([100, 190, 220], [20, 90, 130]),
    },
];

/// Seeds on an empty database (no users and no spaces). Returns whether it seeded.
pub async fn seed_if_empty(db: &DatabaseConnection, storage_dir: &Path, tz: Tz, now: DateTime<Utc>) -> AppResult<bool> {
    let empty = entities::user::Entity::find().count(db).await? == 0 && space::Entity::find().count(db).await? == 0;
    if !empty {
        return Ok(false);
    }
    let mut accounts = Vec::new();
    for demo in &DEMO_ACCOUNTS {
        let new = users::NewUser {
            full_name: demo.full_name.into(),
            email: Email::parse(demo.email)?,
            password_hash: password::hash(demo.password.into()).await?,
            role: demo.role,
            confirmed: true,
        };
        accounts.push(users::create(db, new, now).await?);
    }
    let dir = storage_dir.join("spaces").join("demo");
    tokio::fs::create_dir_all(&dir).await.map_err(AppError::internal)?;
    let mut spaces = Vec::new();
    for (i, demo) in SPACES.iter().enumerate() {
        let file = format!("espaco-{:02}.png", i + 1);
        let png = render_image(demo.colors.0, demo.colors.1, i as u32);
        tokio::fs::write(dir.join(&file), png).await.map_err(AppError::internal)?;
        let created = now - Duration::days(30) + Duration::hours(i as i64);
        let model = space::ActiveModel {
            id: Set(Uuid::now_v7()),
            name: Set(demo.name.into()),
            description: Set(Some(demo.description.into())),
            capacity: Set(demo.capacity),
            price_per_hour_cents: Set(demo.price_cents),
            resources: Set(serde_json::json!(demo.resources)),
            image_url: Set(Some(format!("/storage/spaces/demo/{file}"))),
            is_active: Set(true),
            search_text: Set(crate::domain::space::search_text(&[demo.name, demo.description])),
            created_at: Set(created),
            updated_at: Set(created),
            archived_at: Set(None),
            ..Default::default()
        };
        spaces.push(model.insert(db).await?);
    }
    // A short history for the demo user: past stays completed or cancelled, upcoming ones
    // pending or confirmed. Each on its own space and day, so none overlap.
    let user = &accounts[1];
    let today = now.with_timezone(&tz).date_naive();
    for (i, day_offset) in [-12i64, -9, -6, -3, -1, 2, 4, 6].into_iter().enumerate() {
        let space = &spaces[i % spaces.len()];
        let date = today + Duration::days(day_offset);
        let start_hour = 9 + (i as u32 % 5) * 2;
        let Some(starts_at) = tz
            .from_local_datetime(&date.and_time(NaiveTime::from_hms_opt(start_hour, 0, 0).unwrap_or_default()))
            .earliest()
        else {
            continue;
        };
        let starts_at = starts_at.with_timezone(&Utc);
        let hours = 2;
        let status = match (day_offset < 0, i % 4) {
            (true, 3) => BookingStatus::Cancelled,
            (true, _) => BookingStatus::Completed,
            (false, 0) => BookingStatus::Pending,
            (false, _) => BookingStatus::Confirmed,
        };
        let created = now - Duration::days(14 - i as i64);
        let booking = booking::ActiveModel {
            id: Set(Uuid::now_v7()),
            user_id: Set(user.id),
            space_id: Set(space.id),
            status: Set(status),
            starts_at: Set(starts_at),
            ends_at: Set(starts_at + Duration::hours(hours)),
            total_price_cents: Set(space.price_per_hour_cents * hours),
            notes: Set((i == 1).then(|| "Reunião de planejamento trimestral".to_owned())),
            idempotency_key: Set(None),
            created_at: Set(created),
            updated_at: Set(created),
            reminder_sent_at: Set(None),
            // The demo's unpaid booking stays payable until it starts.
            pay_by: Set((status == BookingStatus::Pending).then_some(starts_at)),
            paying_until: Set(None),
            cancel_reason: Set(None),
            cancelled_by: Set((status == BookingStatus::Cancelled).then_some(user.id)),
            sequence: Set(0),
            // The demo's spaces keep no buffers.
            blocked_from: Set(starts_at),
            blocked_until: Set(starts_at + Duration::hours(hours)),
            series_id: Set(None),
            decide_by: Set(None),
        }
        .insert(db)
        .await?;
        let created_event = NewEvent::new(booking.id, Kind::Created, Actor::Owner, Some(user.id));
        history::record(db, created_event, created).await?;
        if matches!(status, BookingStatus::Confirmed | BookingStatus::Completed) {
            let receipt =
                Receipt { reference: format!("sim-{}", booking.id.simple()), amount_cents: booking.total_price_cents };
            ledger::record_charge(db, booking.id, &pay_key(booking.id), &receipt, created).await?;
            let paid = NewEvent::new(booking.id, Kind::Paid, Actor::Owner, Some(user.id));
            history::record(db, paid, created).await?;
        }
        if status == BookingStatus::Cancelled {
            let cancelled = NewEvent::new(booking.id, Kind::Cancelled, Actor::Owner, Some(user.id));
            history::record(db, cancelled, created).await?;
        }
    }
    tracing::info!("demo data seeded");
    for demo in &DEMO_ACCOUNTS {
        tracing::info!(
            email = demo.email,
            password = demo.password,
            role = demo.role.as_str(),
            "demo account (development only)"
        );
    }
    Ok(true)
}

/// A 960×600 PNG: a diagonal gradient with a stylised room (windows, a table, chairs),
/// different for every space.
fn render_image(top: [u8; 3], bottom: [u8; 3], variant: u32) -> Vec<u8> {
    const W: u32 = 960;
    const H: u32 = 600;
    let mut pixels = Vec::with_capacity((W * H * 3) as usize);
    let windows = 2 + variant % 3;
    for y in 0..H {
        for x in 0..W {
            let t = (x as f32 / W as f32 * 0.35 + y as f32 / H as f32 * 0.65).min(1.0);
            let mut rgb = [0u8; 3];
            for c in 0..3 {
                rgb[c] = (top[c] as f32 * (1.0 - t) + bottom[c] as f32 * t) as u8;
            }
            let lighten = |rgb: &mut [u8; 3], amount: f32| {
                for c in rgb.iter_mut() {
                    *c = (*c as f32 + (255.0 - *c as f32) * amount) as u8;
                }
            };
            // Windows along the back wall.
            let slot = W / windows;
            let wx = x % slot;
            if (70..250).contains(&y) && wx > slot / 6 && wx < slot - slot / 6 {
                lighten(&mut rgb, 0.55);
            }
            // The floor.
            if y > 380 {
                for c in rgb.iter_mut() {
                    *c = (*c as f32 * 0.75) as u8;
                }
            }
            // A table and chairs.
            let (cx, cy) = (W as i32 / 2, 430);
            let (dx, dy) = (x as i32 - cx, y as i32 - cy);
            if (dx * dx) / 36 + (dy * dy) / 4 < 2500 {
                lighten(&mut rgb, 0.8);
            }
            for k in -2..=2 {
                let (chx, chy) = (cx + k * 110, 520);
                if (x as i32 - chx).abs() < 26 && (y as i32 - chy).abs() < 22 {
                    lighten(&mut rgb, 0.35);
                }
            }
            pixels.extend_from_slice(&rgb);
        }
    }
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, W, H);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        if let Ok(mut writer) = encoder.write_header() {
            let _ = writer.write_image_data(&pixels);
        }
    }
    out
}

/// `agora create-admin`: a confirmed admin account.
pub async fn create_admin(
    db: &DatabaseConnection,
    email: &str,
    full_name: &str,
    password_text: &str,
    now: DateTime<Utc>,
) -> AppResult<()> {
    let email = Email::parse(email)?;
    let full_name = crate::domain::account::FullName::parse(full_name)?;
    let password_text = crate::domain::account::Password::parse(password_text, "password")?;
    if users::find_by_email(db, &email).await?.is_some() {
        return Err(AppError::validation("email", "Este e-mail já está em uso."));
    }
    let new = users::NewUser {
        full_name: full_name.into_inner(),
        email,
        password_hash: password::hash(password_text.expose().to_owned()).await?,
        role: Role::Admin,
        confirmed: true,
    };
    users::create(db, new, now).await?;
    Ok(())
}
