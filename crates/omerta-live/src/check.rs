//! The redaction invariant, as a function the tests of every rule set call.

use crate::{Emitted, Event, Hosted, Live, Secret, Slot, Viewer};

/// Checks what every viewer of a game would read:
///
/// - the host reads every event;
/// - a spectator reads public events only, and none of them tells a secret that is not
///   [`Secret::Revealed`];
/// - a player reads public events and those addressed to them, and every secret in them
///   is their own, revealed, or the role of a partner ([`Live::partners`]).
///
/// `state` is the game after all `events`. Returns the first breach, described.
pub fn check_redaction<G: Live>(
    events: &[Emitted<Event<G::Event>>],
    state: &Hosted<G>,
) -> Result<(), String> {
    let slots = state.entrants.len() as Slot;
    let mut viewers = vec![Viewer::Host, Viewer::Spectator];
    viewers.extend((0..slots).map(Viewer::Player));
    for viewer in viewers {
        let partners: Vec<Slot> = match (viewer, &state.game) {
            (Viewer::Player(slot), Some(game)) => game.partners(slot),
            _ => Vec::new(),
        };
        let mut seen = 0;
        for (index, emitted) in events.iter().enumerate() {
            if !emitted.audience.admits(viewer) {
                continue;
            }
            seen += 1;
            let Event::Game(event) = &emitted.event else {
                continue;
            };
            for disclosure in G::discloses(event) {
                let allowed = match viewer {
                    Viewer::Host => true,
                    Viewer::Spectator => disclosure.secret == Secret::Revealed,
                    Viewer::Player(slot) => {
                        disclosure.about == slot
                            || disclosure.secret == Secret::Revealed
                            || (disclosure.secret == Secret::Role
                                && partners.contains(&disclosure.about))
                    }
                };
                if !allowed {
                    return Err(format!(
                        "{viewer:?} reads event {index} ({}, audience {:?}), which tells {:?}",
                        G::kind(event),
                        emitted.audience,
                        disclosure
                    ));
                }
            }
        }
        if viewer == Viewer::Host && seen != events.len() {
            return Err("the host does not read every event".to_string());
        }
    }
    Ok(())
}
