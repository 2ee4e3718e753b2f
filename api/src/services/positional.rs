//! Reading a joined page by position. sea-orm's `find_also_related` names every column of
//! every row (`format!` of a prefix and the column's name, then a lookup by that name) and
//! formats an error for every NULL it reads; a page of 50 bookings with their spaces and
//! owners is some 3,000 of each. Here each model reads its columns in the order of its
//! fields, from where the previous model's ended, and a NULL is seen as NULL before it is
//! decoded.

use std::str::FromStr;
use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use entities::{booking, space, user};
use sea_orm::sqlx::{Row, ValueRef};
use sea_orm::{ColumnTrait, DbErr, QueryResult, QuerySelect};

/// One value at a position of a row.
pub trait Cell: Sized {
    fn read(row: &QueryResult, at: usize) -> Result<Self, DbErr>;
}

fn is_null(row: &QueryResult, at: usize) -> bool {
    if let Some(row) = row.try_as_pg_row() {
        return row.try_get_raw(at).is_ok_and(|v| v.is_null());
    }
    if let Some(row) = row.try_as_sqlite_row() {
        return row.try_get_raw(at).is_ok_and(|v| v.is_null());
    }
    false
}

macro_rules! cells {
    ($($t:ty),* $(,)?) => {$(
        impl Cell for $t {
            fn read(row: &QueryResult, at: usize) -> Result<Self, DbErr> {
                row.try_get_by_index(at)
            }
        }
        impl Cell for Option<$t> {
            fn read(row: &QueryResult, at: usize) -> Result<Self, DbErr> {
                if is_null(row, at) { Ok(None) } else { row.try_get_by_index(at).map(Some) }
            }
        }
    )*};
}

cells!(uuid::Uuid, String, i32, i64, bool, DateTime<Utc>, serde_json::Value, booking::BookingStatus, user::UserRole);

/// A model read from consecutive columns of a row.
pub trait Positional: Sized {
    type Column: ColumnTrait + Copy;
    /// Its columns, in the order [`Positional::read`] takes them.
    fn columns() -> &'static [Self::Column];
    /// Reads the model from `*at` on and moves `*at` past it.
    fn read(row: &QueryResult, at: &mut usize) -> Result<Self, DbErr>;
}

/// Selects `M`'s columns (qualified by its table) after those already selected.
pub fn select<M: Positional, Q: QuerySelect>(query: Q) -> Q {
    query.columns(M::columns().iter().copied())
}

/// One list of field names gives both the columns and the reading order, and the struct
/// literal does not compile if a field of the model is missing from it.
macro_rules! positional {
    ($module:ident { $($field:ident),* $(,)? }) => {
        impl Positional for $module::Model {
            type Column = $module::Column;
            fn columns() -> &'static [$module::Column] {
                static COLUMNS: LazyLock<Vec<$module::Column>> = LazyLock::new(|| {
                    vec![$($module::Column::from_str(stringify!($field)).expect("every field has its column")),*]
                });
                &COLUMNS
            }
            fn read(row: &QueryResult, at: &mut usize) -> Result<Self, DbErr> {
                // Struct fields are evaluated in the order written: the order of `columns`.
                Ok($module::Model {
                    $($field: {
                        let value = Cell::read(row, *at)?;
                        *at += 1;
                        value
                    }),*
                })
            }
        }
    };
}

positional!(booking {
    id,
    user_id,
    space_id,
    status,
    starts_at,
    ends_at,
    total_price_cents,
    notes,
    idempotency_key,
    created_at,
    updated_at,
    reminder_sent_at,
    pay_by,
    paying_until,
    cancel_reason,
    cancelled_by,
    sequence,
    blocked_from,
    blocked_until,
    series_id,
    decide_by,
});

positional!(space {
    id,
    name,
    description,
    capacity,
    price_per_hour_cents,
    resources,
    image_url,
    is_active,
    search_text,
    created_at,
    updated_at,
    archived_at,
    opening_hours,
    min_duration_minutes,
    max_duration_minutes,
    notice_minutes,
    horizon_days,
    cancel_window_minutes,
    schedule_version,
    buffer_before_minutes,
    buffer_after_minutes,
    requires_approval,
    slot_minutes,
});

positional!(user {
    id,
    full_name,
    email,
    password_hash,
    role,
    avatar_url,
    phone,
    bio,
    email_confirmed_at,
    created_at,
    updated_at,
    totp_secret,
    totp_pending_secret,
    totp_enabled_at,
    totp_last_step,
    deleted_at,
});

/// What a list row shows of a space and of its owner, read alone: the space's id, name,
/// capacity and photo; the owner's id, name, e-mail and picture. A row of the admin's
/// list is otherwise 40 columns of space and user, among them descriptions, search
/// text, JSON and password hashes that the list never shows (docs/api.md, "Light rows").
///
/// The models these give hold placeholders in every other field. They may only back
/// the `Booking.space` and `Booking.user` of a page whose selection of those objects asks
/// for the shown fields alone (graphql/bookings/query.rs checks it), and never reach a
/// loader: another field of the same request would read the placeholders as data.
pub mod light {
    use super::*;

    pub fn select_space<Q: QuerySelect>(query: Q) -> Q {
        query.columns([space::Column::Id, space::Column::Name, space::Column::Capacity, space::Column::ImageUrl])
    }

    pub fn select_user<Q: QuerySelect>(query: Q) -> Q {
        query.columns([user::Column::Id, user::Column::FullName, user::Column::Email, user::Column::AvatarUrl])
    }

    fn next<T: Cell>(row: &QueryResult, at: &mut usize) -> Result<T, DbErr> {
        let value = T::read(row, *at)?;
        *at += 1;
        Ok(value)
    }

    pub fn read_space(row: &QueryResult, at: &mut usize) -> Result<space::Model, DbErr> {
        Ok(space::Model {
            id: next(row, at)?,
            name: next(row, at)?,
            capacity: next(row, at)?,
            image_url: next(row, at)?,
            description: None,
            price_per_hour_cents: 0,
            resources: serde_json::Value::Null,
            is_active: false,
            search_text: String::new(),
            created_at: DateTime::UNIX_EPOCH,
            updated_at: DateTime::UNIX_EPOCH,
            archived_at: None,
            opening_hours: None,
            min_duration_minutes: None,
            max_duration_minutes: None,
            notice_minutes: None,
            horizon_days: None,
            cancel_window_minutes: None,
            schedule_version: 0,
            buffer_before_minutes: None,
            buffer_after_minutes: None,
            requires_approval: false,
            slot_minutes: None,
        })
    }

    pub fn read_user(row: &QueryResult, at: &mut usize) -> Result<user::Model, DbErr> {
        Ok(user::Model {
            id: next(row, at)?,
            full_name: next(row, at)?,
            email: next(row, at)?,
            avatar_url: next(row, at)?,
            password_hash: String::new(),
            role: user::UserRole::User,
            phone: None,
            bio: None,
            email_confirmed_at: None,
            created_at: DateTime::UNIX_EPOCH,
            updated_at: DateTime::UNIX_EPOCH,
            totp_secret: None,
            totp_pending_secret: None,
            totp_enabled_at: None,
            totp_last_step: None,
            deleted_at: None,
        })
    }
}
