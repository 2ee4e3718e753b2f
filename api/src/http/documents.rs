//! Parsed GraphQL documents, kept by their text. The web app (and most integrators)
//! send the same few dozen query texts over and over with different variables; parsing
//! each one again is work thrown away. The cache only skips parsing: the depth and
//! directive limits and validation still run on every request, against its variables.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use async_graphql::Request;
use async_graphql::parser::types::ExecutableDocument;

/// Documents kept at most; past it the cache starts over (a client that sends endless
/// distinct texts gets the uncached behaviour, nothing worse).
const CAPACITY: usize = 512;
/// Longer texts are parsed every time (a persisted app query is a few KiB).
const MAX_QUERY_LEN: usize = 32 * 1024;

#[derive(Default, Clone)]
pub struct Documents(Arc<Mutex<HashMap<String, ExecutableDocument>>>);

impl Documents {
    /// Hands the request its parsed document when the text parses.
    pub fn attach(&self, mut request: Request) -> Request {
        if request.query.len() > MAX_QUERY_LEN {
            return request;
        }
        let cached = self.0.lock().unwrap_or_else(|e| e.into_inner()).get(&request.query).cloned();
        let document = match cached {
            Some(document) => document,
            // A text that does not parse is left to async-graphql, which reports why.
            None => match async_graphql::parser::parse_query(&request.query) {
                Ok(document) => {
                    let mut documents = self.0.lock().unwrap_or_else(|e| e.into_inner());
                    if documents.len() >= CAPACITY {
                        documents.clear();
                    }
                    documents.insert(request.query.clone(), document.clone());
                    document
                }
                Err(_) => return request,
            },
        };
        request.set_parsed_query(document);
        request
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_parsed_once_and_bad_or_huge_texts_are_left_alone() {
        let documents = Documents::default();
        let query = "query($id: ID!) { node(id: $id) { id } }";
        let mut first = documents.attach(Request::new(query));
        let mut again = documents.attach(Request::new(query));
        assert_eq!(documents.len(), 1);
        assert_eq!(format!("{:?}", first.parsed_query().unwrap()), format!("{:?}", again.parsed_query().unwrap()));

        let broken = documents.attach(Request::new("{ node("));
        assert_eq!(documents.len(), 1, "a text that does not parse is not kept");
        drop(broken);
        let huge = format!("{{ {} }}", "appConfig { timeZone } ".repeat(MAX_QUERY_LEN / 20));
        documents.attach(Request::new(huge));
        assert_eq!(documents.len(), 1, "long texts are not kept");

        for i in 0..CAPACITY {
            documents.attach(Request::new(format!("{{ a{i}: appConfig {{ timeZone }} }}")));
        }
        assert!(documents.len() <= CAPACITY, "the cache stays bounded");
    }
}
