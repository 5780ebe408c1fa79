//! The redaction invariant, as a function the tests of every rule set call.

use crate::{Emitted, Event, Hosted, Live, Secret, Slot, Viewer};

/// Checks what every viewer of a game would read:
///
/// - the host reads every event;
/// - a spectator reads public events only, and none of them tells a secret that is not
///   [`Secret::Revealed`] or [`Secret::Alignment`] (a dead player's faction alone);
/// - a player reads public events and those addressed to them, and every secret in them
///   is their own, revealed, or the role of a partner ([`Live::partners`]) at the time of
///   the event: the game is folded event by event, so that what a player learned stays
///   learned when the game later rewinds (a phase reopened) or a team changes.
///
/// `state` is the game after all `events`. Returns the first breach, described.
pub fn check_redaction<G: Live>(
    events: &[Emitted<Event<G::Event>>],
    state: &Hosted<G>,
) -> Result<(), String> {
    let Some(first) = events.first() else {
        return Ok(());
    };
    let Some(mut folded) = Hosted::<G>::replay(std::iter::once(&first.event)) else {
        return Err("the first event is not the game's creation".to_string());
    };
    let slots = state.entrants.len() as Slot;
    let mut viewers = vec![Viewer::Host, Viewer::Spectator];
    viewers.extend((0..slots).map(Viewer::Player));
    let mut host_reads = 0;
    for (index, emitted) in events.iter().enumerate() {
        if index > 0 {
            folded.apply(&emitted.event);
        }
        if emitted.audience.admits(Viewer::Host) {
            host_reads += 1;
        }
        let Event::Game(event) = &emitted.event else {
            continue;
        };
        for &viewer in &viewers {
            if !emitted.audience.admits(viewer) {
                continue;
            }
            let partners: Vec<Slot> = match (viewer, &folded.game) {
                (Viewer::Player(slot), Some(game)) => game.partners(slot),
                _ => Vec::new(),
            };
            for disclosure in G::discloses(event) {
                let allowed = match viewer {
                    Viewer::Host => true,
                    Viewer::Spectator => disclosure.secret.is_public(),
                    Viewer::Player(slot) => {
                        disclosure.about == slot
                            || disclosure.secret.is_public()
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
    }
    if host_reads != events.len() {
        return Err("the host does not read every event".to_string());
    }
    Ok(())
}
