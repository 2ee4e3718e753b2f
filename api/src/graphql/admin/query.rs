use async_graphql::connection::{Connection, Edge, EmptyFields};
use async_graphql::{Context, Object, Result, SimpleObject};

use crate::graphql::accounts::User;
use crate::graphql::bookings::Booking;
use crate::graphql::context::ContextExt;
use crate::graphql::pagination::{decode_cursor, encode_cursor, page_size};
use crate::graphql::scalars::{Date, Decimal};
use crate::services::reports::admin;

#[derive(Default)]
pub struct AdminQuery;

/// Real figures for the performance card (never constants).
#[derive(SimpleObject)]
pub struct Performance {
    /// Hours of confirmed and completed bookings starting this month ÷ (active spaces ×
    /// 14 bookable hours × days in the month), in percent. Null without active spaces.
    occupancy_percent: Option<f64>,
    /// Bookings created this month so far vs the same days at the start of last month,
    /// signed percent. Null when last month had none.
    growth_percent: Option<f64>,
    /// Null until ratings exist.
    satisfaction: Option<f64>,
}

#[derive(SimpleObject)]
pub struct AdminDashboard {
    active_spaces: i32,
    /// Bookings starting today (business zone).
    bookings_today: i32,
    /// Revenue this month (charges minus refunds recorded this month), in whole reais.
    month_revenue: i32,
    registered_users: i32,
    /// Requests waiting for an admin's decision (spaces that require approval).
    awaiting_approval: i32,
    /// The five most recently created bookings.
    recent_bookings: Vec<Booking>,
    performance: Performance,
}

/// All bookings by status (the four cards), whatever a list's filter.
#[derive(SimpleObject)]
pub struct BookingStatusCounts {
    /// Requests waiting for an admin's decision.
    awaiting_approval: i32,
    pending: i32,
    confirmed: i32,
    completed: i32,
    cancelled: i32,
}

#[derive(SimpleObject)]
pub struct UserCounts {
    total: i32,
    admins: i32,
    users: i32,
    new_this_month: i32,
}

#[derive(SimpleObject)]
pub struct UserConnectionFields {
    total_count: i32,
}

pub type UserConnection = Connection<String, User, UserConnectionFields, EmptyFields>;

#[derive(SimpleObject)]
pub struct MonthRevenue {
    /// The month's first day.
    month: Date,
    revenue: Decimal,
}

#[derive(SimpleObject)]
pub struct Reports {
    total_bookings: i32,
    pending_bookings: i32,
    /// Revenue, all time: charges minus refunds.
    total_revenue: Decimal,
    /// Revenue this month: charges minus refunds recorded this month.
    month_revenue: Decimal,
    users: i32,
    spaces: i32,
    status_distribution: BookingStatusCounts,
    /// Created in the last 7 days, newest first (at most 10).
    recent_bookings: Vec<Booking>,
    /// The last six months, oldest first.
    revenue_by_month: Vec<MonthRevenue>,
}

fn counts(c: admin::StatusCounts) -> BookingStatusCounts {
    BookingStatusCounts {
        awaiting_approval: c.awaiting_approval as i32,
        pending: c.pending as i32,
        confirmed: c.confirmed as i32,
        completed: c.completed as i32,
        cancelled: c.cancelled as i32,
    }
}

#[Object]
impl AdminQuery {
    /// Admins: today at a glance.
    async fn admin_dashboard(&self, ctx: &Context<'_>) -> Result<AdminDashboard> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let d = admin::dashboard(&app.db, app.clock.now(), app.config.timezone).await?;
        Ok(AdminDashboard {
            active_spaces: d.active_spaces as i32,
            bookings_today: d.bookings_today as i32,
            month_revenue: d.month_revenue_reais as i32,
            registered_users: d.registered_users as i32,
            awaiting_approval: d.awaiting_approval as i32,
            recent_bookings: d.recent.into_iter().map(Booking::new).collect(),
            performance: Performance {
                occupancy_percent: d.performance.occupancy_percent,
                growth_percent: d.performance.growth_percent,
                satisfaction: None,
            },
        })
    }

    /// Admins: every booking counted by status.
    async fn booking_status_counts(&self, ctx: &Context<'_>) -> Result<BookingStatusCounts> {
        ctx.viewer().require_admin()?;
        Ok(counts(admin::status_counts(&ctx.app()?.db).await?))
    }

    /// Admins: users, newest first, searched by name or e-mail.
    async fn users(
        &self,
        ctx: &Context<'_>,
        search: Option<String>,
        first: Option<i32>,
        after: Option<String>,
    ) -> Result<UserConnection> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let first = page_size(first)?;
        let after = after.map(|c| decode_cursor(&c)).transpose()?;
        let (items, more) = admin::list_users(&app.db, search.as_deref(), first, after).await?;
        let total = admin::count_users(&app.db, search.as_deref()).await?;
        let mut connection = Connection::with_additional_fields(
            after.is_some(),
            more,
            UserConnectionFields { total_count: total as i32 },
        );
        connection.edges.extend(items.into_iter().map(|u| Edge::new(encode_cursor(u.created_at, u.id), User::new(u))));
        Ok(connection)
    }

    /// Admins: the four cards of the users screen.
    async fn user_counts(&self, ctx: &Context<'_>) -> Result<UserCounts> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let c = admin::user_counts(&app.db, app.clock.now(), app.config.timezone).await?;
        Ok(UserCounts {
            total: c.total as i32,
            admins: c.admins as i32,
            users: c.users as i32,
            new_this_month: c.new_this_month as i32,
        })
    }

    /// Admins: the reports screen.
    async fn reports(&self, ctx: &Context<'_>) -> Result<Reports> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let r = admin::reports(&app.db, app.clock.now(), app.config.timezone).await?;
        Ok(Reports {
            total_bookings: r.bookings as i32,
            pending_bookings: r.pending as i32,
            total_revenue: Decimal::from_cents(r.revenue_cents),
            month_revenue: Decimal::from_cents(r.month_revenue_cents),
            users: r.users as i32,
            spaces: r.spaces as i32,
            status_distribution: counts(r.distribution),
            recent_bookings: r.recent.into_iter().map(Booking::new).collect(),
            revenue_by_month: r
                .revenue_by_month
                .into_iter()
                .map(|(month, cents)| MonthRevenue { month: Date(month), revenue: Decimal::from_cents(cents) })
                .collect(),
        })
    }
}
