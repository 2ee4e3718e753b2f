//! How many bytes the program holds on the heap right now, as opposed to the resident
//! memory the process shows (RSS), which also counts what the allocator keeps cached
//! after it was freed. `main.rs` wraps the global allocator in [`Counting`]; `/metrics`
//! reports [`live_bytes`] so that `just bench` can tell a leak (live bytes that keep
//! growing) from an allocator that holds on to freed pages (RSS that does).
//!
//! Each thread adds up its own allocations and frees and moves the sum to the shared
//! counter only once it passes [`BATCH`]: no shared cache line is written on the
//! allocation path. The figure is therefore exact to within `BATCH` bytes per thread.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};

/// A thread's unshared balance, at most, before it is added to the shared one.
pub const BATCH: isize = 16 * 1024;

/// How far the live heap must fall below the highest point a thread has seen before
/// [`fallen_since_peak`] tells that thread to give its free pages back.
pub const FALL: isize = 8 * 1024 * 1024;

static LIVE: AtomicIsize = AtomicIsize::new(0);
static INSTALLED: AtomicBool = AtomicBool::new(false);

thread_local! {
    // No destructor: safe to touch from inside the allocator, even while a thread ends.
    static PENDING: Cell<isize> = const { Cell::new(0) };
    // The highest live heap this thread saw when asked by `fallen_since_peak`.
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// The global allocator `A`, counting the bytes it hands out and takes back.
pub struct Counting<A>(pub A);

impl<A> Counting<A> {
    /// Marks the counter as live: call once from `main`, where this wraps the global
    /// allocator (elsewhere, as in tests, nothing is counted and `live_bytes` is `None`).
    pub fn installed(&self) {
        INSTALLED.store(true, Ordering::Relaxed);
    }
}

fn add(bytes: isize) {
    let batched = PENDING.try_with(|pending| {
        let balance = pending.get() + bytes;
        if balance.abs() >= BATCH {
            LIVE.fetch_add(balance, Ordering::Relaxed);
            pending.set(0);
        } else {
            pending.set(balance);
        }
    });
    if batched.is_err() {
        LIVE.fetch_add(bytes, Ordering::Relaxed);
    }
}

/// Moves this thread's balance to the shared counter: for threads about to end
/// (the runtime's `on_thread_stop`), so that their last bytes are not lost.
pub fn flush_thread() {
    let _ = PENDING.try_with(|pending| LIVE.fetch_add(pending.replace(0), Ordering::Relaxed));
}

/// True, once per fall, when the live heap has fallen by [`FALL`] or more since the
/// highest point this thread saw at an earlier call; the peak then starts again from
/// here. The runtime asks each time a worker runs out of work: after thousands of
/// websockets close, the allocator keeps their emptied pages (and the blocks other
/// threads freed into this thread's pages) until the owning thread collects them, and
/// an idle thread never would. A steady load, whose heap moves by less, never collects.
pub fn fallen_since_peak() -> bool {
    let live = LIVE.load(Ordering::Relaxed);
    PEAK.try_with(|peak| {
        if live > peak.get() {
            peak.set(live);
            false
        } else if peak.get() - live >= FALL {
            peak.set(live);
            true
        } else {
            false
        }
    })
    .unwrap_or(false)
}

/// Bytes allocated and not yet freed, to within `BATCH` per thread; `None` when the
/// counting allocator is not the global one.
pub fn live_bytes() -> Option<u64> {
    INSTALLED.load(Ordering::Relaxed).then(|| LIVE.load(Ordering::Relaxed).max(0) as u64)
}

// SAFETY: every call is forwarded to `A` unchanged; only the sizes are recorded.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { self.0.alloc(layout) };
        if !ptr.is_null() {
            add(layout.size() as isize);
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { self.0.alloc_zeroed(layout) };
        if !ptr.is_null() {
            add(layout.size() as isize);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { self.0.dealloc(ptr, layout) };
        add(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            add(new_size as isize - layout.size() as isize);
        }
        new
    }
}

#[cfg(test)]
mod tests {
    use std::alloc::System;

    use super::*;

    /// Both tests move the one shared count: under `cargo test` (threads) they take turns.
    static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// Through the wrapper (not installed as the test binary's global allocator), a
    /// thread's allocations reach the shared count once they pass `BATCH`, and its
    /// frees bring the count back.
    #[test]
    fn counts_what_is_allocated_and_freed() {
        let _serial = SERIAL.lock().unwrap();
        let counting = Counting(System);
        std::thread::spawn(move || {
            flush_thread();
            let before = LIVE.load(Ordering::Relaxed);
            let layout = Layout::from_size_align(4 * BATCH as usize, 8).unwrap();
            let ptr = unsafe { counting.alloc(layout) };
            assert!(!ptr.is_null());
            assert_eq!(LIVE.load(Ordering::Relaxed) - before, 4 * BATCH);
            let grown = unsafe { counting.realloc(ptr, layout, 8 * BATCH as usize) };
            assert_eq!(LIVE.load(Ordering::Relaxed) - before, 8 * BATCH);
            unsafe { counting.dealloc(grown, Layout::from_size_align(8 * BATCH as usize, 8).unwrap()) };
            assert_eq!(LIVE.load(Ordering::Relaxed), before);
            // Small amounts wait in the thread until flushed.
            let small = Layout::from_size_align(100, 8).unwrap();
            let ptr = unsafe { counting.alloc(small) };
            assert_eq!(LIVE.load(Ordering::Relaxed), before);
            flush_thread();
            assert_eq!(LIVE.load(Ordering::Relaxed) - before, 100);
            unsafe { counting.dealloc(ptr, small) };
            flush_thread();
            assert_eq!(LIVE.load(Ordering::Relaxed), before);
        })
        .join()
        .unwrap();
        assert_eq!(live_bytes(), None, "not the global allocator here");
    }

    /// A thread hears of each fall of `FALL` bytes below the highest heap it saw once,
    /// and not of smaller moves. (Margins of 1 MiB: the test harness's own threads may
    /// move the shared count by a few `BATCH`es meanwhile.)
    #[test]
    fn a_fall_is_told_once() {
        const MARGIN: isize = 1024 * 1024;
        let _serial = SERIAL.lock().unwrap();
        std::thread::spawn(|| {
            add(4 * FALL);
            assert!(!fallen_since_peak(), "a rise is no fall");
            add(-FALL / 2);
            assert!(!fallen_since_peak(), "half a fall");
            add(-FALL / 2 - MARGIN);
            assert!(fallen_since_peak(), "a whole fall from the peak");
            assert!(!fallen_since_peak(), "told once");
            add(FALL / 2);
            assert!(!fallen_since_peak(), "a rise again");
            add(-FALL - MARGIN);
            assert!(fallen_since_peak(), "measured from the new peak");
            add(-(5 * FALL / 2) + 2 * MARGIN);
            flush_thread();
        })
        .join()
        .unwrap();
    }
}
