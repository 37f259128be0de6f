//! Live heap bytes, for `/api/stats` and `uno loadtest`: a global
//! allocator that forwards to the system allocator and counts what is
//! allocated and not yet freed. The `uno` binary installs it; the figure
//! it gives is exact (the resident set size also counts the allocator's
//! free lists and fragmentation, which come and go).
//!
//! ```
//! #[global_allocator]
//! static HEAP: uno_server::heap::Counting = uno_server::heap::Counting;
//!
//! fn main() {
//!     HEAP.installed();
//!     let before = uno_server::heap::live_bytes().unwrap();
//!     let block = vec![0u8; 1 << 20];
//!     assert!(uno_server::heap::live_bytes().unwrap() >= before + (1 << 20));
//!     drop(block);
//! }
//! ```

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

static LIVE: AtomicUsize = AtomicUsize::new(0);
static INSTALLED: AtomicBool = AtomicBool::new(false);

/// The system allocator, counting live bytes.
pub struct Counting;

// SAFETY: every call is forwarded unchanged to `System`; the counter is
// only arithmetic on the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc_zeroed(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_add(new_size, Ordering::Relaxed);
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        }
        p
    }
}

impl Counting {
    /// Marks the counter as meaningful (call once from `main`, where the
    /// allocator is installed).
    pub fn installed(&self) {
        INSTALLED.store(true, Ordering::Relaxed);
    }
}

/// Live heap bytes, when the counting allocator is installed.
pub fn live_bytes() -> Option<u64> {
    INSTALLED
        .load(Ordering::Relaxed)
        .then(|| LIVE.load(Ordering::Relaxed) as u64)
}
