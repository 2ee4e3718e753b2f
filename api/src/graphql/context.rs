//! Typed access to what the HTTP layer puts in each request's context.

use async_graphql::Context;

use crate::auth::{RequestMeta, Viewer};
use crate::error::AppError;
use crate::graphql::loaders::Loaders;
use crate::state::AppState;

pub trait ContextExt {
    fn app(&self) -> Result<&AppState, AppError>;
    fn viewer(&self) -> &Viewer;
    fn meta(&self) -> RequestMeta;
    fn loaders(&self) -> Result<&Loaders, AppError>;
}

static ANONYMOUS: std::sync::LazyLock<Viewer> = std::sync::LazyLock::new(Viewer::anonymous);

impl ContextExt for Context<'_> {
    fn app(&self) -> Result<&AppState, AppError> {
        self.data::<AppState>().map_err(|_| AppError::internal("AppState missing from the schema"))
    }

    /// The request's viewer; anonymous when the transport set none.
    fn viewer(&self) -> &Viewer {
        self.data_opt::<Viewer>().unwrap_or(&ANONYMOUS)
    }

    fn meta(&self) -> RequestMeta {
        self.data_opt::<RequestMeta>().cloned().unwrap_or_default()
    }

    fn loaders(&self) -> Result<&Loaders, AppError> {
        self.data::<Loaders>().map_err(|_| AppError::internal("the transport did not create DataLoaders"))
    }
}
