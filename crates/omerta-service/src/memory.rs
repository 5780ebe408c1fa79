//! How the server's process gives memory back.
//!
//! glibc's allocator serves a block of 128 KiB or more with a mapping of its own, given back
//! to the system when the block is freed, but it raises that threshold to the size of each
//! such block freed (up to 32 MiB), after which large blocks come from its heaps and stay
//! there once freed. A server that read and counted a few followed threads of 16 MiB then
//! held 446 MiB for 150 MiB in use (issue 25, `benches/egress.rs`, the `near` pages): a
//! fixed threshold of 1 MiB gives every block of 1 MiB or more back when it is freed,
//! whichever thread frees it (a document read from the database on a request thread, saved
//! after its count). The pools whose jobs hold much memory for a moment also trim the
//! allocator after each job (`pool.rs`, `Pool::giving_back`), for the many small blocks
//! of a page's tree or a night's search.

/// The size from which blocks are mappings of their own, given back when freed.
pub const LARGE_BLOCK: usize = 1 << 20;

/// Makes the allocator give large blocks back to the system when they are freed (glibc on
/// Linux; elsewhere nothing to do). Called once, when the server starts.
pub fn give_back_large_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt takes plain integers and changes only the allocator's settings, under
    // its own lock (safe to call while other threads allocate).
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, LARGE_BLOCK as libc::c_int);
    }
}
