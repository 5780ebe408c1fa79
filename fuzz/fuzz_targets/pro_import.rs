//! Arbitrary bytes as a Polemica or MafiaRatings game: no importer may panic, and what an
//! importer writes must read back as a protocol (valid or with its violations named).
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_pro::interchange::{self, mafiaratings, polemica};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for imported in [polemica::import(text), mafiaratings::import(text)]
        .into_iter()
        .flatten()
    {
        let written = interchange::to_json(&imported.protocol);
        if let Err(omerta_pro::Error::Parse(e)) = omerta_pro::replay_json(&written) {
            panic!("an importer wrote a document that does not read ({e}): {written}");
        }
        let _ = omerta_pro::score_json(&written).map(|_| ());
        // And the way to MafiaRatings, for what scores.
        let _ = mafiaratings::export(&written);
    }
});
