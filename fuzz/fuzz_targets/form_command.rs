//! Arbitrary bytes as a urlencoded form sent by a web page, read as a command
//! (`omerta_server::web::forms::command`): nothing may panic or overflow the stack, and
//! a command read must print as JSON (it is sent on as JSON).
#![no_main]

use libfuzzer_sys::fuzz_target;
use omerta_server::web::forms::command;

fuzz_target!(|data: &[u8]| {
    // What the server's form extractor reads first: a form that is not urlencoded is
    // refused before any command is built.
    let Ok(fields) = serde_urlencoded::from_bytes::<Vec<(String, String)>>(data) else {
        return;
    };
    let Ok(body) = command(&fields) else {
        return;
    };
    assert!(
        body.lobby.is_some() != body.game.is_some(),
        "a command is a lobby command or a game command: {body:?}"
    );
    for half in [&body.lobby, &body.game] {
        serde_json::to_string(half).expect("a command read from a form prints as JSON");
    }
    serde_json::to_string(&body.id).expect("the command id prints as JSON");
});
