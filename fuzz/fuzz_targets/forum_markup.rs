//! Arbitrary text as a forum post body read for votes (`omerta_forum`'s bold runs and
//! vote marks), in both markups: nothing may panic, every run holds text, every vote's
//! name is trimmed, and the counter's fast path (`might_vote`) never skips a body that
//! holds a vote.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_forum::markup::bold_runs;
use omerta_forum::tally::might_vote;
use omerta_forum::{vote_marks, Markup};

fuzz_target!(|data: &[u8]| {
    let Ok(body) = std::str::from_utf8(data) else {
        return;
    };
    for markup in [Markup::BbCode, Markup::Html] {
        let runs = bold_runs(body, markup);
        assert!(
            runs.iter().all(|r| !r.trim().is_empty()),
            "a blank run: {runs:?}"
        );
        let marks = vote_marks(body, markup);
        assert!(
            marks.iter().all(|m| m.name == m.name.trim()),
            "a name not trimmed: {marks:?}"
        );
        if !might_vote(body, markup) {
            assert!(marks.is_empty(), "the fast path skips votes: {marks:?}");
        }
    }
});
