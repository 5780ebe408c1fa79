//! Arbitrary bytes as a saved forum page (`omerta_forum_import`), read as every engine,
//! with and without a zone: nothing may panic; every post read has an RFC 3339 time that
//! omerta-forum accepts, and the document made of the posts is one omerta-forum reads
//! (or refuses with a reason), never one that panics it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_forum_import::{
    detect_site, discourse_missing_post_ids, import_pages, new_document, next_page, Options, Page,
    Site, Zone,
};

fuzz_target!(|data: &[u8]| {
    let page = Page {
        number: 1,
        name: "fuzz",
        bytes: data,
    };
    let _ = detect_site(data);
    let _ = discourse_missing_post_ids(&page);
    for site in Site::ALL {
        let _ = next_page(site, data);
        for zone in [None, Some(Zone::UTC)] {
            let Ok(posts) = import_pages(site, &[page], Options { zone }) else {
                continue;
            };
            assert!(!posts.is_empty(), "a page read with no post");
            let document = new_document(&posts).to_string();
            let _ = omerta_forum::Thread::from_json(&document);
        }
    }
});
