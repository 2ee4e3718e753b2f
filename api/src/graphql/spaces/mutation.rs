use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};

use super::types::Space;
use crate::domain::space::SpaceForm;
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::Decimal;
use crate::services::bookings::flows as booking_flows;
use crate::services::spaces;

#[derive(Default)]
pub struct SpaceMutation;

/// The space form's fields, shared by create and update.
#[derive(InputObject)]
struct SpaceFields {
    name: String,
    description: Option<String>,
    capacity: i32,
    price_per_hour: Decimal,
    /// Trimmed; empty entries are dropped; an entry with commas is split.
    #[graphql(default)]
    resources: Vec<String>,
    /// An http(s) URL or a file from `uploadFile` (`/storage/spaces/…`).
    image_url: Option<String>,
}

impl From<SpaceFields> for SpaceForm {
    fn from(f: SpaceFields) -> Self {
        SpaceForm {
            name: f.name,
            description: f.description,
            capacity: f.capacity,
            price_per_hour: f.price_per_hour.0,
            resources: f.resources,
            image_url: f.image_url,
        }
    }
}

#[derive(InputObject)]
struct CreateSpaceInput {
    #[graphql(flatten)]
    fields: SpaceFields,
}

#[derive(InputObject)]
struct UpdateSpaceInput {
    id: ID,
    #[graphql(flatten)]
    fields: SpaceFields,
}

#[derive(InputObject)]
struct SetSpaceActiveInput {
    id: ID,
    is_active: bool,
    /// Deactivating: the number of active bookings `spaceRemovalPreview` showed. They are
    /// cancelled (refunded when paid, each owner mailed); if the number changed since,
    /// nothing happens. Needed only when there are some.
    expected_active_bookings: Option<i32>,
}

#[derive(InputObject)]
struct DeleteSpaceInput {
    id: ID,
    /// The number of active bookings `spaceRemovalPreview` showed, as for deactivating.
    expected_active_bookings: Option<i32>,
}

#[derive(SimpleObject)]
struct SpacePayload {
    space: Space,
}

#[derive(SimpleObject)]
struct SetSpaceActivePayload {
    space: Space,
    /// Active bookings cancelled by deactivating.
    cancelled_bookings: i32,
}

#[derive(SimpleObject)]
struct DeleteSpacePayload {
    deleted_space_id: ID,
    /// Always 0: bookings are never deleted with their space any more.
    #[graphql(deprecation = "Bookings are kept: see cancelledBookings and archived.")]
    deleted_bookings: i32,
    /// Active bookings cancelled by the removal (refunded when paid, each owner mailed).
    cancelled_bookings: i32,
    /// Kept, out of every list, because bookings reference it (their history, reports
    /// and CSV still show it); false when nothing referenced it and it was deleted.
    archived: bool,
}

fn expected(count: Option<i32>) -> Option<u64> {
    count.map(|n| n.max(0) as u64)
}

async fn existing(ctx: &Context<'_>, id: &ID) -> Result<entities::space::Model, AppError> {
    let uuid = ids::decode_as(Kind::Space, id)?;
    spaces::find(&ctx.app()?.db, uuid).await?.filter(|s| s.archived_at.is_none()).ok_or(AppError::NotFound)
}

#[Object]
impl SpaceMutation {
    /// Admins: registers a space (active).
    async fn create_space(&self, ctx: &Context<'_>, input: CreateSpaceInput) -> Result<SpacePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let valid = SpaceForm::from(input.fields).validate()?;
        let space = spaces::create(&app.db, valid, app.clock.now()).await?;
        app.spaces_changed(Some(space.id));
        // Its webhook deliveries go out now, not at the runner's next round.
        app.jobs.wake();
        Ok(SpacePayload { space: Space(space) })
    }

    /// Admins: changes a space's details.
    async fn update_space(&self, ctx: &Context<'_>, input: UpdateSpaceInput) -> Result<SpacePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let current = existing(ctx, &input.id).await?;
        let valid = SpaceForm::from(input.fields).validate()?;
        let space = spaces::update(&app.db, current, valid, app.clock.now()).await?;
        app.spaces_changed(Some(space.id));
        app.jobs.wake();
        Ok(SpacePayload { space: Space(space) })
    }

    /// Admins: activates or deactivates a space. Inactive spaces vanish for users; their
    /// active bookings are cancelled once the admin confirms how many (see
    /// `spaceRemovalPreview`).
    async fn set_space_active(&self, ctx: &Context<'_>, input: SetSpaceActiveInput) -> Result<SetSpaceActivePayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let current = existing(ctx, &input.id).await?;
        let now = app.clock.now();
        if input.is_active {
            let space = spaces::set_active(&app.db, current, true, now).await?;
            app.spaces_changed(Some(space.id));
            app.jobs.wake();
            return Ok(SetSpaceActivePayload { space: Space(space), cancelled_bookings: 0 });
        }
        let expected = expected(input.expected_active_bookings);
        let removed = spaces::remove(&app.db, current.id, spaces::Removal::Deactivate, expected, admin.id, now).await?;
        // Open forms of it read it again: users watching it are told it is gone.
        app.spaces_changed(Some(current.id));
        booking_flows::after_bulk_cancel(app, &removed.cancelled);
        let space = removed.space.ok_or(AppError::NotFound)?;
        Ok(SetSpaceActivePayload { space: Space(space), cancelled_bookings: removed.cancelled.len() as i32 })
    }

    /// Admins: removes a space. Its active bookings are cancelled (refunded when paid,
    /// each owner mailed) once the admin confirms how many; a space that bookings
    /// reference is archived so their history stays, and one nobody booked is deleted.
    async fn delete_space(&self, ctx: &Context<'_>, input: DeleteSpaceInput) -> Result<DeleteSpacePayload> {
        let admin = ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let current = existing(ctx, &input.id).await?;
        let expected = expected(input.expected_active_bookings);
        let removed =
            spaces::remove(&app.db, current.id, spaces::Removal::Delete, expected, admin.id, app.clock.now()).await?;
        app.spaces_changed(Some(current.id));
        booking_flows::after_bulk_cancel(app, &removed.cancelled);
        Ok(DeleteSpacePayload {
            deleted_space_id: input.id,
            deleted_bookings: 0,
            cancelled_bookings: removed.cancelled.len() as i32,
            archived: removed.archived,
        })
    }
}
