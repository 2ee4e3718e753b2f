//! Shared subscription runs: the sockets on this node that subscribe to the same operation,
//! with the same variables and the same standing, where the answer does not depend on who
//! asks (a space's day), share one execution, and each of its results is serialised once
//! for all of them. A thousand open forms of one day then cost one resolve and one JSON
//! text per change, not a thousand (docs/api.md, "Subscriptions"). Like a feed, a socket
//! that falls behind skips to the latest result; none misses the last one.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

use futures_util::StreamExt;
use futures_util::stream::BoxStream;
use tokio::sync::watch;

/// One result of a run, serialised once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A `next` payload.
    Next(Arc<str>),
    /// An `error` payload: the operation was refused before it ran, and ends.
    Error(Arc<str>),
}

/// What a joined run yields: each result (the latest, when several came while a socket
/// was busy), then its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shared {
    Frame(Frame),
    End,
}

#[derive(Clone, Default)]
struct State {
    /// Results so far: a socket sends the last one when this moved past what it sent.
    results: u64,
    last: Option<Frame>,
    ended: bool,
}

/// One execution and its latest result. Dropping the last socket's handle stops it.
struct Run {
    state: watch::Receiver<State>,
    task: tokio::task::AbortHandle,
}

impl Drop for Run {
    fn drop(&mut self) {
        self.task.abort();
    }
}

#[derive(Default)]
pub struct Runs {
    open: Mutex<HashMap<String, Weak<Run>>>,
}

impl Runs {
    /// Joins the live run of `key`, or starts one with `start` (a run that ended, say on
    /// an error, is not joined: a new one starts).
    pub fn join(&self, key: String, start: impl FnOnce() -> BoxStream<'static, Frame>) -> BoxStream<'static, Shared> {
        let run = {
            let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
            match open.get(&key).and_then(Weak::upgrade).filter(|run| !run.state.borrow().ended) {
                Some(run) => run,
                None => {
                    open.retain(|_, run| run.strong_count() > 0);
                    let (tx, rx) = watch::channel(State::default());
                    let mut results = start();
                    let task = tokio::spawn(async move {
                        while let Some(frame) = results.next().await {
                            tx.send_modify(|s| {
                                s.results += 1;
                                s.last = Some(frame);
                            });
                        }
                        tx.send_modify(|s| s.ended = true);
                    })
                    .abort_handle();
                    let run = Arc::new(Run { state: rx, task });
                    open.insert(key, Arc::downgrade(&run));
                    run
                }
            }
        };
        let state = run.state.clone();
        // The stream owns a handle on the run: the run stops when its last socket leaves.
        futures_util::stream::unfold((run, state, 0_u64, false), |(run, mut state, sent, done)| async move {
            if done {
                return None;
            }
            loop {
                let now = state.borrow_and_update().clone();
                if let Some(frame) = now.last.filter(|_| now.results > sent) {
                    return Some((Shared::Frame(frame), (run, state, now.results, false)));
                }
                if now.ended || state.changed().await.is_err() {
                    return Some((Shared::End, (run, state, sent, true)));
                }
            }
        })
        .boxed()
    }

    /// Runs with at least one socket (for tests and metrics).
    pub fn len(&self) -> usize {
        self.open.lock().unwrap_or_else(|e| e.into_inner()).values().filter(|run| run.strong_count() > 0).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn next(text: &str) -> Frame {
        Frame::Next(text.into())
    }

    #[tokio::test]
    async fn sockets_of_one_key_share_one_run_and_see_its_results() {
        let runs = Runs::default();
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel::<Frame>();
        let mut first = runs.join("k".into(), || tokio_stream::wrappers::UnboundedReceiverStream::new(rx).boxed());
        tx.send(next("1")).unwrap();
        assert_eq!(first.next().await, Some(Shared::Frame(next("1"))));
        // A second socket joins: it gets the latest result at once, and starts nothing.
        let mut second = runs.join("k".into(), || panic!("a second run for the same key"));
        assert_eq!(second.next().await, Some(Shared::Frame(next("1"))));
        assert_eq!(runs.len(), 1);
        tx.send(next("2")).unwrap();
        assert_eq!(first.next().await, Some(Shared::Frame(next("2"))));
        assert_eq!(second.next().await, Some(Shared::Frame(next("2"))));
        drop(tx);
        assert_eq!(first.next().await, Some(Shared::End));
        assert_eq!(first.next().await, None);
        // Another key runs apart; a key whose run ended starts afresh.
        let mut other = runs.join("other".into(), || futures_util::stream::iter([next("x")]).boxed());
        assert_eq!(other.next().await, Some(Shared::Frame(next("x"))));
        let mut again = runs.join("k".into(), || futures_util::stream::iter([next("3")]).boxed());
        assert_eq!(again.next().await, Some(Shared::Frame(next("3"))));
        assert_eq!(again.next().await, Some(Shared::End));
    }

    #[tokio::test]
    async fn a_socket_that_falls_behind_gets_the_latest_result() {
        let runs = Runs::default();
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel::<Frame>();
        let mut socket = runs.join("k".into(), || tokio_stream::wrappers::UnboundedReceiverStream::new(rx).boxed());
        for text in ["1", "2", "3"] {
            tx.send(next(text)).unwrap();
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        assert_eq!(socket.next().await, Some(Shared::Frame(next("3"))));
    }

    #[tokio::test]
    async fn the_run_stops_when_its_last_socket_leaves() {
        let runs = Runs::default();
        let socket = runs.join("k".into(), || futures_util::stream::pending().boxed());
        assert_eq!(runs.len(), 1);
        drop(socket);
        assert_eq!(runs.len(), 0);
    }
}
