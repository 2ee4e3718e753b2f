//! Clean input at the door (docs/booking-lifecycle.md, "Clean input"): no text argument or
//! variable carries a control character (NUL included, which PostgreSQL cannot store and
//! SQLite would keep), whatever the field; and the library's own English refusals of the
//! booking form's date and time fields become the form's pt-BR messages.

use std::sync::Arc;

use async_graphql::extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery};
use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{ErrorExtensionValues, ServerError, ServerResult, Value, Variables};

use crate::domain::messages as msg;
use crate::domain::text::has_forbidden_control;

/// Refuses a request whose variables or argument literals hold a control character.
pub struct CleanInput;

impl ExtensionFactory for CleanInput {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(CleanInput)
    }
}

#[async_graphql::async_trait::async_trait]
impl Extension for CleanInput {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let dirty = variables
            .iter()
            .find_map(|(name, value)| dirty_path(value, format!("${name}")))
            .or_else(|| dirty_literal(&document));
        match dirty {
            Some(field) => Err(refusal(msg::CONTROL_CHARACTERS, None, Some(&field))),
            None => Ok(document),
        }
    }
}

fn refusal(message: &str, title: Option<&str>, field: Option<&str>) -> ServerError {
    let mut error = ServerError::new(message, None);
    let mut extensions = ErrorExtensionValues::default();
    extensions.set("code", "VALIDATION");
    if let Some(title) = title {
        extensions.set("title", title);
    }
    if let Some(field) = field {
        extensions.set("field", field);
    }
    error.extensions = Some(extensions);
    error
}

/// Where in `value` a string holds a control character (`$input.notes`, `$tags[2]`).
fn dirty_path(value: &Value, path: String) -> Option<String> {
    match value {
        Value::String(s) => has_forbidden_control(s).then_some(path),
        Value::List(items) => items.iter().enumerate().find_map(|(i, v)| dirty_path(v, format!("{path}[{i}]"))),
        Value::Object(fields) => fields.iter().find_map(|(k, v)| dirty_path(v, format!("{path}.{k}"))),
        _ => None,
    }
}

fn dirty_literal(document: &ExecutableDocument) -> Option<String> {
    let operations = document.operations.iter().map(|(_, op)| &op.node.selection_set.node);
    let fragments = document.fragments.values().map(|f| &f.node.selection_set.node);
    operations.chain(fragments).find_map(dirty_selection)
}

fn dirty_selection(set: &SelectionSet) -> Option<String> {
    set.items.iter().find_map(|item| match &item.node {
        Selection::Field(field) => field
            .node
            .arguments
            .iter()
            .find_map(|(name, value)| {
                let constant = value.node.clone().into_const_with(|_| Ok::<_, ()>(Value::Null)).ok()?;
                dirty_path(&constant, name.node.to_string())
            })
            .or_else(|| dirty_selection(&field.node.selection_set.node)),
        Selection::InlineFragment(fragment) => dirty_selection(&fragment.node.selection_set.node),
        Selection::FragmentSpread(_) => None,
    })
}

/// The booking form's pt-BR message for the library's refusal of a date or time input
/// (missing, null, unparsable), if the message is about one.
pub fn form_message(library_message: &str) -> Option<(&'static str, &'static str)> {
    let about = |field: &str| {
        library_message.contains(&format!("\"{field}\"")) || library_message.contains(&format!(".{field}\""))
    };
    if about("startsAt") || about("endsAt") || library_message.contains("Failed to parse \"DateTime\"") {
        Some(("Horário obrigatório", "Selecione o horário de início e fim."))
    } else if about("date") || library_message.contains("Failed to parse \"Date\"") {
        Some(("Data obrigatória", "Selecione uma data para a reserva."))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_fields_get_the_forms_messages() {
        let time = Some(("Horário obrigatório", "Selecione o horário de início e fim."));
        let date = Some(("Data obrigatória", "Selecione uma data para a reserva."));
        assert_eq!(
            form_message(
                "Invalid value for argument \"input\", field \"startsAt\" of type \"DateTime!\" is required but not provided"
            ),
            time
        );
        assert_eq!(form_message("Invalid value for argument \"input.endsAt\", expected type \"DateTime\""), time);
        assert_eq!(
            form_message(
                "Failed to parse \"DateTime\": input contains invalid characters (occurred while parsing \"CreateBookingInput\")"
            ),
            time
        );
        assert_eq!(form_message("Failed to parse \"Date\": Data inválida: use AAAA-MM-DD."), date);
        assert_eq!(form_message("Invalid value for argument \"date\", expected type \"Date\""), date);
        assert_eq!(form_message("Unknown field \"foo\" on type \"Query\"."), None);
    }

    #[test]
    fn a_control_character_is_found_anywhere_in_a_value() {
        let value = Value::from_json(serde_json::json!({"a": ["ok", "no\u{0}"]})).unwrap();
        assert_eq!(dirty_path(&value, "$input".into()), Some("$input.a[1]".into()));
        let clean = Value::from_json(serde_json::json!({"notes": "linha 1\nlinha 2"})).unwrap();
        assert_eq!(dirty_path(&clean, "$input".into()), None);
        let document =
            async_graphql::parser::parse_query("{ spaces(filter: {search: \"a\\u0000\"}) { totalCount } }").unwrap();
        assert_eq!(dirty_literal(&document), Some("filter.search".into()));
    }
}
