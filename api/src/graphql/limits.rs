//! What one request may ask for (docs/api.md, "Limits"). async-graphql bounds each
//! operation (depth, complexity, directives); these bound the whole HTTP request, batch
//! included, before anything runs:
//! - the complexity budget is shared by every operation of the request ([`Budget`]);
//! - a mutation that hashes a password, sends mail or starts a session appears at most
//!   once per request ([`costly_mutations`]), whatever the aliases, fragments or batch.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextValidation};
use async_graphql::parser::types::{DocumentOperations, ExecutableDocument, OperationType, Selection, SelectionSet};
use async_graphql::{Request, ServerError, ValidationResult};

use crate::error::AppError;

/// Limits async-graphql does not set by default. GraphiQL's introspection query needs
/// a depth of about 15 and a complexity of about 230; complexity also bounds aliases.
pub const MAX_DEPTH: usize = 16;
pub const MAX_COMPLEXITY: usize = 1_000;
pub const MAX_RECURSIVE_DEPTH: usize = 32;
pub const MAX_DIRECTIVES: usize = 8;
/// At most this many operations in one batched request.
pub const MAX_BATCH: usize = 10;

/// Mutations that hash a password, send mail, create a session or write a whole series:
/// each may appear once per request. A test checks that every name is a field of `Mutation`.
pub const COSTLY_MUTATIONS: &[&str] = &[
    "signUp",
    "signIn",
    "completeSignIn",
    "confirmEmail",
    "refreshSession",
    "changePassword",
    "updateProfile",
    "requestPasswordReset",
    "resendConfirmation",
    "resetPassword",
    "startTwoFactorSetup",
    "enableTwoFactor",
    "disableTwoFactor",
    "regenerateRecoveryCodes",
    "deleteAccount",
    "createBookingSeries",
    "payBookingSeries",
    "rescheduleBookingSeries",
    "cancelBookingSeries",
];

pub const TOO_COMPLEX: &str = "Consulta complexa demais.";
pub const TOO_DEEP: &str = "Consulta aninhada demais.";

/// Refuses a request (every operation of a batch together) that names a costly
/// mutation more than once. Texts that do not parse are left to async-graphql.
pub fn costly_mutations<'a>(requests: impl IntoIterator<Item = &'a mut Request>) -> Result<(), AppError> {
    let mut seen = HashSet::new();
    for request in requests {
        let operation_name = request.operation_name.clone();
        let Ok(document) = request.parsed_query() else { continue };
        for name in costly_fields(document, operation_name.as_deref()) {
            if !seen.insert(name) {
                return Err(AppError::Validation {
                    field: None,
                    title: None,
                    message: format!("A mutação {name} só pode aparecer uma vez por requisição."),
                });
            }
        }
    }
    Ok(())
}

/// Every costly mutation field the operation to run selects, once per occurrence.
fn costly_fields(document: &ExecutableDocument, operation_name: Option<&str>) -> Vec<&'static str> {
    let operations: Vec<_> = match (&document.operations, operation_name) {
        (DocumentOperations::Single(op), _) => vec![op],
        (DocumentOperations::Multiple(ops), Some(name)) => ops.get(name).into_iter().collect(),
        // Ambiguous: async-graphql refuses it; count them all meanwhile.
        (DocumentOperations::Multiple(ops), None) => ops.values().collect(),
    };
    let mut found = Vec::new();
    for operation in operations.into_iter().filter(|op| op.node.ty == OperationType::Mutation) {
        walk(document, &operation.node.selection_set.node, &mut HashSet::new(), &mut found);
    }
    found
}

fn walk<'d>(
    document: &'d ExecutableDocument,
    set: &'d SelectionSet,
    spread: &mut HashSet<&'d str>,
    found: &mut Vec<&'static str>,
) {
    for selection in &set.items {
        match &selection.node {
            Selection::Field(field) => {
                if let Some(name) = COSTLY_MUTATIONS.iter().find(|n| **n == field.node.name.node.as_str()) {
                    found.push(name);
                }
            }
            Selection::InlineFragment(fragment) => walk(document, &fragment.node.selection_set.node, spread, found),
            Selection::FragmentSpread(fragment) => {
                let name = fragment.node.fragment_name.node.as_str();
                // A fragment that spreads itself is refused by validation; never loop on it.
                if spread.insert(name)
                    && let Some(definition) = document.fragments.get(&fragment.node.fragment_name.node)
                {
                    walk(document, &definition.node.selection_set.node, spread, found);
                }
            }
        }
    }
}

/// The complexity left to one HTTP request, shared by its operations.
#[derive(Clone, Default)]
pub struct Budget(Arc<AtomicUsize>);

/// Charges each operation's complexity to the request's [`Budget`] (when the transport
/// set one) and refuses the operation that would exceed [`MAX_COMPLEXITY`].
pub struct RequestBudget;

impl ExtensionFactory for RequestBudget {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(RequestBudget)
    }
}

#[async_graphql::async_trait::async_trait]
impl Extension for RequestBudget {
    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let result = next.run(ctx).await?;
        if let Some(Budget(spent)) = ctx.data_opt::<Budget>() {
            let before = spent.fetch_add(result.complexity, Ordering::AcqRel);
            if before + result.complexity > MAX_COMPLEXITY {
                return Err(vec![ServerError::new(TOO_COMPLEX, None)]);
            }
        }
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(query: &str, operation: Option<&str>) -> Vec<&'static str> {
        let document = async_graphql::parser::parse_query(query).unwrap();
        costly_fields(&document, operation)
    }

    #[test]
    fn aliases_fragments_and_inline_fragments_are_all_counted() {
        assert_eq!(
            count("mutation { a: signUp(input: {}) { message } b: signUp(input: {}) { message } }", None).len(),
            2
        );
        let fragments = "mutation { ...F ... on Mutation { signIn(input: {}) { accessToken } } }
                         fragment F on Mutation { signUp(input: {}) { message } ...G }
                         fragment G on Mutation { signUp(input: {}) { message } }";
        assert_eq!(count(fragments, None), vec!["signUp", "signUp", "signIn"]);
        assert!(count("{ signupOptions { allowAdmin } }", None).is_empty(), "queries are not mutations");
    }

    #[test]
    fn only_the_chosen_operation_counts_and_cycles_end() {
        let two = "mutation A { signUp(input: {}) { message } } mutation B { signIn(input: {}) { accessToken } }";
        assert_eq!(count(two, Some("B")), vec!["signIn"]);
        let cycle = "mutation { ...F } fragment F on Mutation { signUp(input: {}) { message } ...F }";
        assert_eq!(count(cycle, None), vec!["signUp"]);
    }

    #[test]
    fn every_costly_name_is_a_mutation_of_the_schema() {
        let sdl = crate::graphql::sdl();
        let start = sdl.find("type Mutation {").expect("a Mutation type");
        let mutation = &sdl[start..start + sdl[start..].find("\n}").unwrap()];
        for name in COSTLY_MUTATIONS {
            let declared = mutation.contains(&format!("\t{name}(")) || mutation.contains(&format!("\t{name}: "));
            assert!(declared, "{name} is not a mutation: renamed or removed?");
        }
    }

    #[test]
    fn a_batch_may_name_a_costly_mutation_once() {
        let sign_up = "mutation { signUp(input: {}) { message } }";
        let mut one = [Request::new(sign_up), Request::new("mutation { signIn(input: {}) { accessToken } }")];
        assert!(costly_mutations(one.iter_mut()).is_ok());
        let mut twice = [Request::new(sign_up), Request::new(sign_up)];
        let err = costly_mutations(twice.iter_mut()).unwrap_err();
        assert_eq!(err.client_message(), "A mutação signUp só pode aparecer uma vez por requisição.");
        assert_eq!(err.code(), "VALIDATION");
    }
}
