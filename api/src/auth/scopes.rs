//! What a personal access token may call (docs/api.md, "Authentication"). Every root
//! field of the schema has a rule here; a field without one is refused to tokens (fail
//! closed), and a test keeps the table complete. The check runs on the parsed document,
//! before any resolver, so a refused mutation changes nothing.
//!
//! A token adds no rights: it acts as its owner, within its scopes. Nested fields follow
//! the owner's role, as they do for the web app.

use std::collections::HashSet;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery};
use async_graphql::parser::types::{DocumentOperations, ExecutableDocument, OperationType, Selection, SelectionSet};
use async_graphql::{Enum, ServerError, ServerResult, Variables};
use std::sync::Arc;

use crate::auth::Viewer;
use crate::error::AppError;

/// One thing a token may be allowed to do.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ApiScope {
    /// `account:read`: the owner's profile, settings and dashboard.
    AccountRead,
    /// `account:write`: change the owner's profile, settings and avatar.
    AccountWrite,
    /// `spaces:read`: spaces, availability, the agenda and free-space search.
    SpacesRead,
    /// `spaces:write` (admins): create, change, archive spaces; rules, closures, quotas.
    SpacesWrite,
    /// `bookings:read`: bookings (the owner's; every booking for an admin) and their live updates.
    BookingsRead,
    /// `bookings:write`: book, pay, reschedule, cancel; admins also approve, decline, complete.
    BookingsWrite,
    /// `users:read` (admins): the user list and counts.
    UsersRead,
    /// `users:write` (admins): change a user's role.
    UsersWrite,
    /// `reports:read` (admins): the dashboard, status counts and reports.
    ReportsRead,
    /// `webhooks:read` (admins): endpoints and their delivery logs.
    WebhooksRead,
    /// `webhooks:write` (admins): register, change and remove endpoints; send a delivery again.
    WebhooksWrite,
}

impl ApiScope {
    pub const ALL: [ApiScope; 11] = [
        ApiScope::AccountRead,
        ApiScope::AccountWrite,
        ApiScope::SpacesRead,
        ApiScope::SpacesWrite,
        ApiScope::BookingsRead,
        ApiScope::BookingsWrite,
        ApiScope::UsersRead,
        ApiScope::UsersWrite,
        ApiScope::ReportsRead,
        ApiScope::WebhooksRead,
        ApiScope::WebhooksWrite,
    ];

    /// The name stored and shown: `bookings:write`.
    pub fn name(self) -> &'static str {
        match self {
            ApiScope::AccountRead => "account:read",
            ApiScope::AccountWrite => "account:write",
            ApiScope::SpacesRead => "spaces:read",
            ApiScope::SpacesWrite => "spaces:write",
            ApiScope::BookingsRead => "bookings:read",
            ApiScope::BookingsWrite => "bookings:write",
            ApiScope::UsersRead => "users:read",
            ApiScope::UsersWrite => "users:write",
            ApiScope::ReportsRead => "reports:read",
            ApiScope::WebhooksRead => "webhooks:read",
            ApiScope::WebhooksWrite => "webhooks:write",
        }
    }

    pub fn parse(name: &str) -> Option<ApiScope> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Only an admin's token may carry it (its operations are admin-only).
    pub fn admin_only(self) -> bool {
        matches!(
            self,
            ApiScope::SpacesWrite
                | ApiScope::UsersRead
                | ApiScope::UsersWrite
                | ApiScope::ReportsRead
                | ApiScope::WebhooksRead
                | ApiScope::WebhooksWrite
        )
    }
}

/// A token's scopes, as stored (space-separated names; unknown names are dropped).
pub fn parse_list(stored: &str) -> Vec<ApiScope> {
    let mut scopes: Vec<ApiScope> = stored.split_whitespace().filter_map(ApiScope::parse).collect();
    scopes.sort();
    scopes.dedup();
    scopes
}

pub fn format_list(scopes: &[ApiScope]) -> String {
    let mut scopes = scopes.to_vec();
    scopes.sort();
    scopes.dedup();
    scopes.iter().map(|s| s.name()).collect::<Vec<_>>().join(" ")
}

/// How a root field treats a caller who holds a personal access token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenRule {
    /// Needs no scope: public, or it ignores who is asking.
    Open,
    /// Needs this scope.
    Scope(ApiScope),
    /// Session and security operations: only a person signed in with their password.
    Never,
}

/// The rule for a root field; `None` for a field nobody listed (refused to tokens).
pub fn rule(root: OperationType, field: &str) -> Option<TokenRule> {
    use ApiScope::*;
    use TokenRule::*;
    let rule = match (root, field) {
        (_, "__typename") | (OperationType::Query, "__schema" | "__type") => Open,
        (OperationType::Query, field) => match field {
            "appConfig" | "signupOptions" | "landingStats" => Open,
            // The type of the node decides (checked in the resolver too).
            "node" => Open,
            "viewer" | "userDashboard" => Scope(AccountRead),
            "spaces" | "space" | "availability" | "agenda" | "freeSpaces" => Scope(SpacesRead),
            "closures" | "quotas" => Scope(SpacesRead),
            "spaceRemovalPreview" | "spaceRulesPreview" | "closurePreview" | "holidaysPreview" => Scope(SpacesWrite),
            "bookings" | "myBookingsSummary" | "bookingSeriesPreview" => Scope(BookingsRead),
            "users" | "userCounts" => Scope(UsersRead),
            "adminDashboard" | "bookingStatusCounts" | "reports" => Scope(ReportsRead),
            "webhookEndpoints" => Scope(WebhooksRead),
            "securityPolicy" | "calendarFeed" | "apiTokens" => Never,
            _ => return None,
        },
        (OperationType::Mutation, field) => match field {
            "signUp"
            | "confirmEmail"
            | "requestPasswordReset"
            | "resetPassword"
            | "resendConfirmation"
            | "signIn"
            | "completeSignIn" => Open,
            "refreshSession"
            | "signOut"
            | "changePassword"
            | "revokeSession"
            | "startTwoFactorSetup"
            | "enableTwoFactor"
            | "disableTwoFactor"
            | "regenerateRecoveryCodes"
            | "deleteAccount"
            | "updateSecurityPolicy"
            | "createCalendarFeed"
            | "revokeCalendarFeed"
            | "createApiToken"
            | "revokeApiToken" => Never,
            "updateProfile" | "updateSettings" | "uploadFile" | "removeFile" => Scope(AccountWrite),
            "createSpace" | "updateSpace" | "setSpaceActive" | "deleteSpace" | "updateSpaceRules" | "createClosure"
            | "addHolidays" | "deleteClosure" | "createQuota" | "deleteQuota" => Scope(SpacesWrite),
            "createBooking"
            | "cancelBooking"
            | "payBooking"
            | "rescheduleBooking"
            | "approveBooking"
            | "declineBooking"
            | "completeBooking"
            | "createBookingSeries"
            | "payBookingSeries"
            | "rescheduleBookingSeries"
            | "cancelBookingSeries" => Scope(BookingsWrite),
            "setUserRole" => Scope(UsersWrite),
            "createWebhookEndpoint" | "updateWebhookEndpoint" | "deleteWebhookEndpoint" | "resendWebhookDelivery" => {
                Scope(WebhooksWrite)
            }
            _ => return None,
        },
        (OperationType::Subscription, field) => match field {
            "availabilityChanged" | "agendaChanged" => Scope(SpacesRead),
            "bookingChanged" | "myBookingChanged" => Scope(BookingsRead),
            _ => return None,
        },
    };
    Some(rule)
}

/// Refuses the document when the caller holds a token that may not run one of its root
/// fields. Every operation of the document is checked (whichever one runs), and a
/// fragment spread at the root is followed.
pub fn check(viewer: &Viewer, document: &ExecutableDocument) -> Result<(), AppError> {
    let Some(grant) = &viewer.token else { return Ok(()) };
    let operations: Vec<_> = match &document.operations {
        DocumentOperations::Single(op) => vec![&op.node],
        DocumentOperations::Multiple(ops) => ops.values().map(|op| &op.node).collect(),
    };
    for operation in operations {
        let mut fields = Vec::new();
        let mut seen = HashSet::new();
        root_fields(document, &operation.selection_set.node, &mut seen, &mut fields);
        for field in fields {
            match rule(operation.ty, field) {
                Some(TokenRule::Open) => {}
                Some(TokenRule::Scope(scope)) if grant.scopes.contains(&scope) => {}
                Some(TokenRule::Scope(scope)) => {
                    return Err(AppError::Forbidden(crate::domain::messages::token_missing_scope(scope.name())));
                }
                Some(TokenRule::Never) | None => {
                    return Err(AppError::Forbidden(crate::domain::messages::TOKEN_NOT_ALLOWED.into()));
                }
            }
        }
    }
    Ok(())
}

fn root_fields<'a>(
    document: &'a ExecutableDocument,
    set: &'a SelectionSet,
    seen: &mut HashSet<&'a str>,
    out: &mut Vec<&'a str>,
) {
    for item in &set.items {
        match &item.node {
            Selection::Field(field) => out.push(field.node.name.node.as_str()),
            Selection::InlineFragment(fragment) => root_fields(document, &fragment.node.selection_set.node, seen, out),
            Selection::FragmentSpread(spread) => {
                let name = spread.node.fragment_name.node.as_str();
                if seen.insert(name)
                    && let Some(fragment) = document.fragments.get(&spread.node.fragment_name.node)
                {
                    root_fields(document, &fragment.node.selection_set.node, seen, out);
                }
            }
        }
    }
}

/// The schema extension that runs [`check`] on every request, HTTP or websocket.
pub struct TokenScopes;

impl ExtensionFactory for TokenScopes {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(TokenScopesExtension)
    }
}

struct TokenScopesExtension;

#[async_trait::async_trait]
impl Extension for TokenScopesExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        if let Some(viewer) = ctx.data_opt::<Viewer>() {
            check(viewer, &document).map_err(|err| {
                let err: async_graphql::Error = err.into();
                let mut error: ServerError = err.into_server_error(async_graphql::Pos::default());
                error.locations.clear();
                error
            })?;
        }
        Ok(document)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scope_names_round_trip_and_unknown_names_are_dropped() {
        for scope in ApiScope::ALL {
            assert_eq!(ApiScope::parse(scope.name()), Some(scope));
        }
        assert_eq!(
            parse_list("bookings:write  spaces:read bogus bookings:write"),
            vec![ApiScope::SpacesRead, ApiScope::BookingsWrite]
        );
        assert_eq!(format_list(&[ApiScope::BookingsWrite, ApiScope::AccountRead]), "account:read bookings:write");
    }
}
