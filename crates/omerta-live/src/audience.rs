//! Who may see an event, and reading a stream for one viewer.

use serde::{Deserialize, Serialize};

/// A player's place in a game: Pro Mafia seat − 1, the forum or 1923 player's index.
pub type Slot = u16;

/// Who may see an event. The host sees every event, whatever its audience.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "to", rename_all = "snake_case")]
pub enum Audience {
    /// Everybody, spectators included.
    Public,
    /// The host only.
    Host,
    /// These players (and the host).
    Slots { slots: Vec<Slot> },
}

impl Audience {
    pub fn slots(slots: impl IntoIterator<Item = Slot>) -> Audience {
        let mut slots: Vec<Slot> = slots.into_iter().collect();
        slots.sort_unstable();
        slots.dedup();
        Audience::Slots { slots }
    }

    pub fn slot(slot: Slot) -> Audience {
        Audience::Slots { slots: vec![slot] }
    }

    /// Whether `viewer` may see an event for this audience.
    pub fn admits(&self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (_, Viewer::Host) => true,
            (Audience::Public, _) => true,
            (Audience::Host, _) => false,
            (Audience::Slots { slots }, Viewer::Player(slot)) => slots.contains(&slot),
            (Audience::Slots { .. }, Viewer::Spectator) => false,
        }
    }

    /// A compact form for a database column: `public`, `host` or `slots:1,4,7`.
    pub fn to_column(&self) -> String {
        match self {
            Audience::Public => "public".to_string(),
            Audience::Host => "host".to_string(),
            Audience::Slots { slots } => {
                let list: Vec<String> = slots.iter().map(|s| s.to_string()).collect();
                format!("slots:{}", list.join(","))
            }
        }
    }

    /// Reads [`Audience::to_column`]'s form back.
    pub fn from_column(text: &str) -> Option<Audience> {
        match text {
            "public" => Some(Audience::Public),
            "host" => Some(Audience::Host),
            _ => {
                let list = text.strip_prefix("slots:")?;
                if list.is_empty() {
                    return Some(Audience::Slots { slots: Vec::new() });
                }
                let slots = list
                    .split(',')
                    .map(|s| s.parse().ok())
                    .collect::<Option<Vec<Slot>>>()?;
                Some(Audience::Slots { slots })
            }
        }
    }
}

/// Who reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "as", content = "slot", rename_all = "snake_case")]
pub enum Viewer {
    /// The game's host or a site admin: sees everything.
    Host,
    /// The player in this slot: public events and their own.
    Player(Slot),
    /// Anyone else, signed in or not: public events only.
    Spectator,
}

/// The disclosure rule after a game's end, the one for every rule set (Pro ruling L9, the
/// forum's and 1923's review; issue 27: a finished Pro game's review hid its roles from
/// everyone but the judge): once the game is over, every reader may read every secret of
/// it, at every moment of it, as its host does; before, the host alone. What a rule set's
/// rules keep secret even then, [`crate::Live::revealed`] keeps back. `game_over` is
/// whether the game is over, not whether the moment shown is: a review steps through
/// moments of a finished game that were not.
pub fn reads_every_secret(viewer: Viewer, game_over: bool) -> bool {
    viewer == Viewer::Host || game_over
}

/// What kind of secret an event tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Secret {
    /// The player's role or team.
    Role,
    /// A private result or message (a check, an investigation, a night action).
    Private,
    /// The role of a player who has left the game, shown to everybody by the rules
    /// (a forum flip, a 1923 death announcement, the roles at the end of a game).
    Revealed,
    /// The faction alone of a player who has left the game, shown to everybody by the
    /// rules where a death shows the alignment and not the role (a forum game's
    /// `reveal: alignment`): everybody may read it; it tells nothing of the role's name.
    Alignment,
}

impl Secret {
    /// Whether everybody may read it: a flip, whole ([`Secret::Revealed`]) or the
    /// faction alone ([`Secret::Alignment`]).
    pub fn is_public(self) -> bool {
        matches!(self, Secret::Revealed | Secret::Alignment)
    }
}

/// One secret an event tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Disclosure {
    /// Whose secret it is: the player whose role it is, or whose action's result it is
    /// (a Sheriff's check result is the Sheriff's secret, whoever was checked).
    pub about: Slot,
    pub secret: Secret,
}

impl Disclosure {
    pub fn role(about: Slot) -> Disclosure {
        Disclosure {
            about,
            secret: Secret::Role,
        }
    }

    /// The faction alone of a player who has left the game ([`Secret::Alignment`]).
    pub fn alignment(about: Slot) -> Disclosure {
        Disclosure {
            about,
            secret: Secret::Alignment,
        }
    }

    pub fn private(about: Slot) -> Disclosure {
        Disclosure {
            about,
            secret: Secret::Private,
        }
    }

    pub fn revealed(about: Slot) -> Disclosure {
        Disclosure {
            about,
            secret: Secret::Revealed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_the_end_every_reader_reads_every_secret_before_it_the_host_alone() {
        for viewer in [Viewer::Spectator, Viewer::Player(0), Viewer::Player(9)] {
            assert!(!reads_every_secret(viewer, false), "{viewer:?}");
            assert!(reads_every_secret(viewer, true), "{viewer:?}");
        }
        assert!(reads_every_secret(Viewer::Host, false));
    }

    #[test]
    fn host_sees_all_spectator_public_only_player_own() {
        let secret = Audience::slot(3);
        assert!(secret.admits(Viewer::Host));
        assert!(secret.admits(Viewer::Player(3)));
        assert!(!secret.admits(Viewer::Player(4)));
        assert!(!secret.admits(Viewer::Spectator));
        assert!(!Audience::Host.admits(Viewer::Player(3)));
        assert!(Audience::Public.admits(Viewer::Spectator));
    }

    #[test]
    fn column_form_round_trips() {
        for audience in [
            Audience::Public,
            Audience::Host,
            Audience::slots([7, 1, 4]),
            Audience::Slots { slots: vec![] },
        ] {
            assert_eq!(
                Audience::from_column(&audience.to_column()),
                Some(audience.clone())
            );
        }
        assert_eq!(Audience::slots([7, 1, 4]).to_column(), "slots:1,4,7");
        assert_eq!(Audience::from_column("slots:x"), None);
    }
}
