use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};

use super::types::Space;
use crate::domain::space::SpaceForm;
use crate::error::AppError;
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::graphql::scalars::Decimal;
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
}

#[derive(InputObject)]
struct DeleteSpaceInput {
    id: ID,
}

#[derive(SimpleObject)]
struct SpacePayload {
    space: Space,
}

#[derive(SimpleObject)]
struct DeleteSpacePayload {
    deleted_space_id: ID,
    /// Bookings deleted with the space.
    deleted_bookings: i32,
}

async fn existing(ctx: &Context<'_>, id: &ID) -> Result<entities::space::Model, AppError> {
    let uuid = ids::decode_as(Kind::Space, id)?;
    spaces::find(&ctx.app()?.db, uuid).await?.ok_or(AppError::NotFound)
}

#[Object]
impl SpaceMutation {
    /// Admins: registers a space (active).
    async fn create_space(&self, ctx: &Context<'_>, input: CreateSpaceInput) -> Result<SpacePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let valid = SpaceForm::from(input.fields).validate()?;
        let space = spaces::create(&app.db, valid, app.clock.now()).await?;
        Ok(SpacePayload { space: Space(space) })
    }

    /// Admins: changes a space's details.
    async fn update_space(&self, ctx: &Context<'_>, input: UpdateSpaceInput) -> Result<SpacePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let current = existing(ctx, &input.id).await?;
        let valid = SpaceForm::from(input.fields).validate()?;
        let space = spaces::update(&app.db, current, valid, app.clock.now()).await?;
        Ok(SpacePayload { space: Space(space) })
    }

    /// Admins: activates or deactivates a space. Inactive spaces vanish for users.
    async fn set_space_active(&self, ctx: &Context<'_>, input: SetSpaceActiveInput) -> Result<SpacePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let current = existing(ctx, &input.id).await?;
        let space = spaces::set_active(&app.db, current, input.is_active, app.clock.now()).await?;
        Ok(SpacePayload { space: Space(space) })
    }

    /// Admins: deletes a space and all its bookings, in one transaction.
    async fn delete_space(&self, ctx: &Context<'_>, input: DeleteSpaceInput) -> Result<DeleteSpacePayload> {
        ctx.viewer().require_admin()?;
        let uuid = ids::decode_as(Kind::Space, &input.id)?;
        let deleted = spaces::delete(&ctx.app()?.db, uuid).await?;
        Ok(DeleteSpacePayload { deleted_space_id: input.id, deleted_bookings: deleted as i32 })
    }
}
