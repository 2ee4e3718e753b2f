//! Uploads and removals: who may write where, the size and type checks, and keeping the
//! records that point at a removed file consistent.

use std::io::Read;

use entities::{space, user};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::auth::Viewer;
use crate::error::{AppError, AppResult};
use crate::state::AppState;
use crate::storage::{Bucket, FileKey, UNSUPPORTED_TYPE, sniff, unique_name};

/// Who may write to `bucket`: admins for space photos, any signed-in user for their own
/// avatar folder.
fn may_write(viewer: &Viewer, key: &FileKey) -> AppResult<()> {
    let user = viewer.require_user()?;
    match key.bucket {
        Bucket::Spaces => viewer.require_admin().map(|_| ()),
        Bucket::Avatars if key.path.starts_with(&format!("{}/", user.id)) => Ok(()),
        Bucket::Avatars => Err(AppError::forbidden()),
    }
}

/// Checks and stores an uploaded file; returns where it went. Nothing is written unless
/// every check passes, so a failed upload leaves the previous image in place.
pub async fn upload(
    app: &AppState,
    viewer: &Viewer,
    bucket: Bucket,
    mut content: impl Read + Send + 'static,
) -> AppResult<FileKey> {
    let user = viewer.require_user()?;
    if bucket == Bucket::Spaces {
        viewer.require_admin()?;
    }
    let limit = bucket.max_bytes();
    // Reading and checking (a PNG is decoded in full) stay off the async workers.
    let (bytes, kind) = tokio::task::spawn_blocking(move || {
        let mut bytes = Vec::new();
        // One byte past the limit is enough to know it is too large.
        (&mut content).take(limit + 1).read_to_end(&mut bytes)?;
        let kind = if bytes.len() as u64 > limit { None } else { sniff(&bytes) };
        Ok::<_, std::io::Error>((bytes, kind))
    })
    .await
    .map_err(AppError::internal)?
    .map_err(AppError::internal)?;
    if bytes.len() as u64 > limit {
        return Err(AppError::validation("file", bucket.too_large_message()));
    }
    let kind = kind.ok_or_else(|| AppError::validation("file", UNSUPPORTED_TYPE))?;
    let name = unique_name(kind, app.clock.now().timestamp_millis());
    let path = match bucket {
        Bucket::Spaces => format!("images/{name}"),
        Bucket::Avatars => format!("{}/{name}", user.id),
    };
    let key = FileKey { bucket, path };
    may_write(viewer, &key)?;
    app.storage.put(&key, &bytes).await.map_err(AppError::internal)?;
    tracing::info!(file = %key, bytes = bytes.len(), user = %user.id, "file uploaded");
    Ok(key)
}

/// Removes a stored file the viewer may write, and clears the records that showed it.
pub async fn remove(app: &AppState, viewer: &Viewer, url: &str) -> AppResult<FileKey> {
    let key = FileKey::parse(url).ok_or(AppError::NotFound)?;
    may_write(viewer, &key)?;
    if !app.storage.remove(&key).await.map_err(AppError::internal)? {
        return Err(AppError::NotFound);
    }
    let url = key.url();
    match key.bucket {
        Bucket::Spaces => {
            space::Entity::update_many()
                .col_expr(space::Column::ImageUrl, Expr::value(Option::<String>::None))
                .filter(space::Column::ImageUrl.eq(&url))
                .exec(&app.db)
                .await?;
            app.spaces_changed(None);
        }
        Bucket::Avatars => {
            let cleared = user::Entity::update_many()
                .col_expr(user::Column::AvatarUrl, Expr::value(Option::<String>::None))
                .filter(user::Column::AvatarUrl.eq(&url))
                .exec(&app.db)
                .await;
            // Whoever had this picture (normally its owner) is shown without it now.
            app.forget_all_sign_ins();
            cleared?;
        }
    }
    Ok(key)
}
