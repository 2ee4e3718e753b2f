//! Pages of the space list kept between requests until a space changes: the explore
//! screen asks for the same first page again and again, and spaces change rarely
//! (docs/api.md, "Space list cache").
//!
//! Every write to a space forgets every page on its own node at once
//! (`AppState::spaces_changed`) and on the other nodes when its `Schedule` event arrives.
//! A page read while a change was being forgotten is served to its request only, never
//! kept, so a kept page is never older than the last change this node heard of.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::store::{Cursor, Page, SpaceFilter};
use crate::error::AppResult;

/// Pages kept at most; a full cache starts again (a list nobody repeats costs one read).
const PAGES: usize = 64;

/// Everything that decides a page's rows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PageKey {
    pub filter: SpaceFilter,
    pub only_active: bool,
    pub first: u64,
    pub after: Option<Cursor>,
    pub with_total: bool,
}

#[derive(Default)]
pub struct SpacePages {
    /// Bumped by every change forgotten: a read that began before it is not kept.
    generation: AtomicU64,
    pages: Mutex<HashMap<PageKey, Arc<Page>>>,
}

impl SpacePages {
    /// The page from memory, or read by `load` (and kept if no change came meanwhile).
    pub async fn get_or_load<Load>(&self, key: PageKey, load: Load) -> AppResult<Arc<Page>>
    where
        Load: Future<Output = AppResult<Page>>,
    {
        let generation = {
            let pages = self.pages.lock().unwrap();
            if let Some(page) = pages.get(&key) {
                return Ok(page.clone());
            }
            self.generation.load(Ordering::Acquire)
        };
        let page = Arc::new(load.await?);
        let mut pages = self.pages.lock().unwrap();
        if self.generation.load(Ordering::Acquire) == generation {
            if pages.len() >= PAGES {
                pages.clear();
            }
            pages.insert(key, page.clone());
        }
        Ok(page)
    }

    /// A space changed (or this node may have missed that one did).
    pub fn forget_all(&self) {
        let mut pages = self.pages.lock().unwrap();
        self.generation.fetch_add(1, Ordering::AcqRel);
        pages.clear();
    }

    pub fn len(&self) -> usize {
        self.pages.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(first: u64) -> PageKey {
        PageKey { filter: SpaceFilter::default(), only_active: true, first, after: None, with_total: true }
    }

    fn page(total: u64) -> Page {
        Page { items: Vec::new(), has_next: false, total: Some(total) }
    }

    #[tokio::test]
    async fn a_page_is_read_once_until_a_change_is_forgotten() {
        let pages = SpacePages::default();
        assert_eq!(pages.get_or_load(key(20), async { Ok(page(1)) }).await.unwrap().total, Some(1));
        assert_eq!(pages.get_or_load(key(20), async { Ok(page(2)) }).await.unwrap().total, Some(1));
        assert_eq!(pages.get_or_load(key(10), async { Ok(page(3)) }).await.unwrap().total, Some(3));
        pages.forget_all();
        assert!(pages.is_empty());
        assert_eq!(pages.get_or_load(key(20), async { Ok(page(4)) }).await.unwrap().total, Some(4));
    }

    #[tokio::test]
    async fn a_page_read_while_a_change_is_forgotten_is_not_kept() {
        let pages = SpacePages::default();
        let read = pages.get_or_load(key(20), async {
            pages.forget_all();
            Ok(page(1))
        });
        assert_eq!(read.await.unwrap().total, Some(1));
        assert!(pages.is_empty(), "the read began before the change: it may not hold it");
        assert_eq!(pages.get_or_load(key(20), async { Ok(page(2)) }).await.unwrap().total, Some(2));
    }

    #[tokio::test]
    async fn a_full_cache_starts_again() {
        let pages = SpacePages::default();
        for first in 0..PAGES as u64 {
            pages.get_or_load(key(first), async { Ok(page(first)) }).await.unwrap();
        }
        assert_eq!(pages.len(), PAGES);
        pages.get_or_load(key(1000), async { Ok(page(0)) }).await.unwrap();
        assert_eq!(pages.len(), 1);
    }
}
