use async_graphql::{Context, ID, InputObject, Object, Result, SimpleObject};

use crate::graphql::accounts::{Role, User};
use crate::graphql::context::ContextExt;
use crate::graphql::ids::{self, Kind};
use crate::services::reports::admin;

#[derive(Default)]
pub struct AdminMutation;

#[derive(InputObject)]
struct SetUserRoleInput {
    user_id: ID,
    role: Role,
}

#[derive(SimpleObject)]
struct SetUserRolePayload {
    user: User,
}

#[Object]
impl AdminMutation {
    /// Admins: promotes or demotes a user (themselves included), never the last admin.
    async fn set_user_role(&self, ctx: &Context<'_>, input: SetUserRoleInput) -> Result<SetUserRolePayload> {
        ctx.viewer().require_admin()?;
        let app = ctx.app()?;
        let id = ids::decode_as(Kind::User, &input.user_id)?;
        let user = admin::set_role(&app.db, id, input.role == Role::Admin, app.clock.now()).await;
        app.forget_sign_ins(id);
        let user = user?;
        Ok(SetUserRolePayload { user: User::new(user) })
    }
}
