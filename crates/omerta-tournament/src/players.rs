//! Seats mapped to registered players: the standings of an event are by player, not by
//! typed name. Every seat of an event's games is matched to the registered player known by
//! the name seated (their account's, or the guest name they registered under), compared as
//! the sign-in compares names ([`names::key`]).

use crate::finished::Finished;
use omerta_live::names;
use std::collections::HashMap;

/// A registered player of an event, as the matching needs them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player<'a> {
    /// The name they are known by in the event (their account's, else their guest name).
    pub name: &'a str,
    pub account: Option<i64>,
    /// Every name they are known by: their account's and their guest name.
    pub account_name: Option<&'a str>,
    pub guest_name: Option<&'a str>,
}

impl<'a> Player<'a> {
    /// Every name the player is known by in their event.
    pub fn aliases(&self) -> impl Iterator<Item = &'a str> {
        self.account_name.into_iter().chain(self.guest_name)
    }
}

/// The players of an event by every name they are known by.
pub struct Known<'a>(HashMap<String, Player<'a>>);

impl<'a> Known<'a> {
    pub fn new(players: impl IntoIterator<Item = Player<'a>>) -> Known<'a> {
        let mut by_key = HashMap::new();
        for player in players {
            for alias in player.aliases() {
                by_key.entry(names::key(alias)).or_insert(player);
            }
        }
        Known(by_key)
    }

    /// The registered player known by a name seated, if any.
    pub fn who(&self, seated: &str) -> Option<&Player<'a>> {
        self.0.get(&names::key(seated))
    }

    /// Maps every seat of a game to the registered player known by the name seated: the
    /// seat takes the player's name and account. A seat of nobody registered stays its name.
    pub fn identify(&self, game: &mut Finished) {
        for seat in &mut game.seats {
            if let Some(player) = self.who(&seat.name) {
                seat.name = player.name.to_string();
                seat.account = player.account.or(seat.account);
            }
        }
    }
}

/// Identifies the seats of an event's games among its registered players ([`Known`]).
pub fn identify<'a>(games: &mut [Finished], players: impl IntoIterator<Item = Player<'a>>) {
    let known = Known::new(players);
    for game in games {
        known.identify(game);
    }
}

/// Identifies the seats of every event's games (for the ratings): `event_of` names the
/// event each game belongs to, `players` every event's registered players.
pub fn identify_everywhere<'a>(
    games: &mut [Finished],
    event_of: &HashMap<i64, i64>,
    players: impl IntoIterator<Item = (i64, Player<'a>)>,
) {
    let mut by_event: HashMap<i64, Vec<Player<'a>>> = HashMap::new();
    for (event, player) in players {
        by_event.entry(event).or_default().push(player);
    }
    let known: HashMap<i64, Known> = by_event
        .into_iter()
        .map(|(event, players)| (event, Known::new(players)))
        .collect();
    for game in games.iter_mut() {
        if let Some(known) = event_of.get(&game.id).and_then(|event| known.get(event)) {
            known.identify(game);
        }
    }
}
