//! What every hosted game has, whatever its rule set: a title and a host, a lobby of
//! named slots that accounts join, the start, replacements, and the finish.

use crate::refusals::{self, HostOnly};
use crate::{
    reads_every_secret, Audience, Emitted, Limits, Live, Refusal, Role, Slot, Viewer, Weight,
};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// An account id, as the server numbers them. The crate never sees more of an account.
pub type Account = i64;

/// Who sends a command, as the server knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    /// The signed-in account; `None` for the server's timers.
    pub account: Option<Account>,
    /// A site admin acts as the host of every game.
    pub admin: bool,
}

impl Actor {
    pub fn account(account: Account) -> Actor {
        Actor {
            account: Some(account),
            admin: false,
        }
    }

    pub fn admin(account: Account) -> Actor {
        Actor {
            account: Some(account),
            admin: true,
        }
    }

    /// The server's timers.
    pub fn system() -> Actor {
        Actor {
            account: None,
            admin: false,
        }
    }
}

/// The lobby and lifecycle events every game shares. All are public (who plays is no
/// secret) but a prod, told to the prodded player alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum LobbyEvent {
    /// The game was created: the first event of every game.
    Created {
        /// The rule set: `pro`, `forum` or `1923`.
        ruleset: String,
        /// The game's title.
        title: String,
        /// The host's account.
        host: Account,
        /// When (ms since the epoch).
        at: i64,
    },
    /// A player took the next slot: an account signing up, or the host seating a name
    /// (at lobby position `at`, the others from there moving one down; absent: at the end).
    Joined {
        /// The name the player plays under.
        name: String,
        /// The player's account; null for a name the host seated without one.
        account: Option<Account>,
        /// The lobby position it was seated at; absent: at the end.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<usize>,
    },
    /// The entrant at this lobby position left (or the host removed them) before the start.
    Left { index: usize },
    /// The host made the game anonymous (forum ruling D30): its players play under aliases,
    /// and which account plays which alias is the host's until the game is finished.
    Anonymized {},
    /// The host moved the entrant at lobby position `from` to position `to`; the entrants
    /// between moved one place to make room.
    Moved { from: usize, to: usize },
    /// The host put the lobby in a new order: new position `i` holds the entrant that was
    /// at position `order[i]`.
    Reordered { order: Vec<usize> },
    /// The game started with the lobby's entrants as its slots, in order.
    Started {
        /// The slots' names, in slot order.
        names: Vec<String>,
        /// When (ms since the epoch).
        at: i64,
    },
    /// The host put another person in a slot of a running game.
    Replaced {
        /// The slot.
        slot: Slot,
        /// The new player's name.
        name: String,
        /// The new player's account; null for a name without one.
        account: Option<Account>,
    },
    /// The host stopped the game before its end.
    Abandoned {
        /// When (ms since the epoch).
        at: i64,
    },
    /// The host moved the open phase's deadline `from` (the rule set's) to `until`, with a
    /// reason. Public: everybody's clock changes.
    Extended {
        from: i64,
        until: i64,
        reason: String,
        at: i64,
        /// The game's time zone when it has one ([`Live::time_zone`]), for the sentence.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        zone: Option<String>,
    },
    /// The host reminded an inactive player to take part, with a reason. To that player.
    Prodded {
        slot: Slot,
        reason: String,
        at: i64,
        /// The deadline the host gave: post by then (ms since the epoch); absent: none
        /// (forum ruling D20).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        until: Option<i64>,
    },
    /// The host asked for somebody to take over the slot (forum ruling D22). Public: any
    /// signed-in account that is not in the game may offer itself.
    ReplacementRequested { slot: Slot, at: i64 },
    /// An account offered to take over the slot, under `name`. Public.
    ReplacementOffered {
        slot: Slot,
        account: Account,
        name: String,
        at: i64,
    },
    /// The host took back the request for the slot. Public.
    ReplacementCancelled { slot: Slot, at: i64 },
    /// The host reopened the last phase: the game's play is as it was when that phase
    /// began (`phase`), open until `until`, and the readers' record of what came before
    /// stays ([`Live::reopened`]). Public; `taken_back` lists what it took back, as
    /// everybody may know it ([`Live::rewind`]). The events since stay in the record.
    Reopened {
        phase: String,
        until: i64,
        reason: String,
        at: i64,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        taken_back: Vec<String>,
        /// Each line of `taken_back` as data, in the same order (`None`: a line said in
        /// English alone), so a reader is told it in their own language. Absent in games
        /// reopened before it was kept: those lines are read in their English.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        taken_back_said: Vec<Option<omerta_1923::Said>>,
        /// The game's time zone when it has one ([`Live::time_zone`]), for the sentence.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        zone: Option<String>,
    },
}

/// A stored event: `{"lobby": …}`, one of the lobby's events every game shares, or
/// `{"game": …}`, one of the rule set's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Event<E> {
    /// A lobby or lifecycle event.
    Lobby(LobbyEvent),
    /// An event of the game's rule set.
    Game(E),
}

/// A command: a lobby command or the rule set's.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
// Unknown fields are refused (issue 28): a command with a misspelt field is not run as if
// the field were absent. Variants without fields are written `{}` so that serde checks them
// too (a unit variant of an internally tagged enum takes any fields).
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum LobbyCommand<S> {
    /// The signed-in account takes the next slot under this name.
    Join {
        /// The name to play under (the one rule for names: unique at the table, visible
        /// characters).
        name: String,
    },
    /// The signed-in account leaves the lobby.
    Leave {},
    /// The host makes the game anonymous, before any account has joined it (forum ruling
    /// D30): players join under aliases, and the accounts are revealed at the end.
    Anonymize {},
    /// The host seats a name, with or without an account (a judge typing the table), at
    /// lobby position `at` (0-based; absent or past the end: at the end).
    Seat {
        name: String,
        #[serde(default)]
        account: Option<Account>,
        #[serde(default)]
        at: Option<usize>,
    },
    /// The host removes the entrant at this lobby position.
    Unseat {
        /// The lobby position (0-based).
        index: usize,
    },
    /// The host moves the entrant at lobby position `from` to position `to`.
    Move { from: usize, to: usize },
    /// The host puts the entrants in a random order (drawn with the command's seed).
    Shuffle {},
    /// The host starts the game.
    Start {
        /// The rule set's setup.
        setup: S,
    },
    /// The host replaces the player in a slot.
    Replace {
        slot: Slot,
        name: String,
        #[serde(default)]
        account: Option<Account>,
    },
    /// The host stops the game.
    Abandon {},
    /// The host gives the open phase more time: `minutes` past its deadline.
    Extend {
        /// How many minutes past its deadline, 1 to a week's.
        minutes: u32,
        /// Why, for the players.
        reason: String,
    },
    /// The host reminds an inactive player to take part.
    Prod {
        /// The player's slot.
        slot: Slot,
        /// Why, for the player.
        reason: String,
        /// Post within this many hours, 1 to a week's ([`MAX_PROD_HOURS`]); absent: no
        /// deadline (forum ruling D20).
        #[serde(default)]
        hours: Option<u32>,
    },
    /// The host asks for a replacement for the player in a slot (forum ruling D22).
    RequestReplacement { slot: Slot },
    /// The host takes back a request for a replacement.
    CancelReplacement { slot: Slot },
    /// The signed-in account, not in the game, offers to take over the slot under `name`.
    OfferReplacement {
        slot: Slot,
        /// The name to play under (the one rule for names).
        name: String,
    },
    /// The host gives the slot to the account that offered for it (a [`LobbyCommand::Replace`]
    /// with the offer's name and account).
    AcceptOffer { slot: Slot, account: Account },
    /// The host reopens the last phase, rewound to its start, for `minutes`.
    Reopen {
        /// How many minutes it stays open, 1 to a week's.
        minutes: u32,
        /// Why, for the players.
        reason: String,
    },
}

/// A command to a hosted game: `{"lobby": …}`, one of the lobby's commands every game
/// shares, or `{"game": …}`, one of the rule set's. (The API's body may add the sender's
/// `id` for the command beside it.)
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Command<S, C> {
    /// A lobby command: joining and seating, the start, the host's moderation.
    Lobby(LobbyCommand<S>),
    /// A command of the game's rule set.
    Game(C),
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Players join; the host seats them and starts the game.
    Lobby,
    /// The game is played.
    Running,
    /// The game is over by its rules: everything is revealed to every reader.
    Finished,
    /// The host stopped the game before its end.
    Abandoned,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }
}

/// A lobby's entrant, then a running game's slot: the name played under and the account
/// that plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Entrant {
    /// The name the player plays under.
    pub name: String,
    /// The account that plays it; null for a name the host seated without an account.
    pub account: Option<Account>,
}

/// The game as a reader reads it ([`Hosted::view_typed`]): what every game has, and the
/// rule set's own view of it in `game` (`V`: `pro::ProView`, `forum::ForumView`,
/// `mafia1923::View1923`).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct HostedView<V> {
    /// Whether the game is over and every reader reads every secret of it (a review of a
    /// finished game's earlier moment too).
    pub revealed: bool,
    /// When the open phase now closes by the host's extension or reopening (ms since the
    /// epoch), while it holds; null otherwise.
    pub extended: Option<i64>,
    /// Whether `extended` is the end of a reopened phase rather than more time.
    pub reopened: bool,
    /// The rule set: `pro`, `forum` or `1923`.
    pub ruleset: String,
    /// The game's title.
    pub title: String,
    /// The host's account.
    pub host: Account,
    /// Whether players play under aliases ([`LobbyEvent::Anonymized`]): then a slot's
    /// `account` is null for every reader but the host and the slot's own player until
    /// the game is finished (forum ruling D31). Absent: false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub anonymous: bool,
    /// Where the game is in its life.
    pub status: Status,
    /// How many events the game has (the API counts only the events its reader may see).
    pub version: u64,
    /// Who reads this view.
    pub viewer: Viewer,
    /// The lobby's entrants, then the running game's slots, in order (slot = index).
    pub slots: Vec<Entrant>,
    /// The rule set's view of the game; null before the start.
    pub game: Option<V>,
    /// When the open phase closes (ms since the epoch): the rule set's deadline or the
    /// host's extension of it; null when no timer runs.
    pub deadline: Option<i64>,
    /// The IANA time zone the game's times are told in; null: UTC.
    pub time_zone: Option<String>,
    /// The host's latest reminder to this reader, a player, while the game runs; null
    /// otherwise.
    pub prod: Option<Prod>,
    /// What reopening the last phase would do, for the host; null for everybody else and
    /// when no phase can be reopened.
    pub reopen: Option<Reopening>,
    /// The open requests for a replacement, with their offers, while the game runs;
    /// absent when there is none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacements: Vec<ReplacementView>,
    /// The host's: every slot's latest prod, while the game runs; absent for everybody
    /// else and when nobody was prodded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prods: Option<Vec<ProdMark>>,
}

/// An open request for a replacement ([`LobbyEvent::ReplacementRequested`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ReplacementView {
    /// The slot.
    pub slot: Slot,
    /// When the host asked (ms since the epoch).
    pub at: i64,
    /// The offers, first first.
    pub offers: Vec<Offer>,
}

/// An account's offer to take over a slot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Offer {
    /// The account that offered.
    pub account: Account,
    /// The name it would play under.
    pub name: String,
    /// When (ms since the epoch).
    pub at: i64,
}

/// A slot's latest prod, for the host ([`Hosted::prods`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ProdMark {
    /// The slot.
    pub slot: Slot,
    /// The prod.
    #[serde(flatten)]
    pub prod: Prod,
}

/// The host's reminder to a player to take part ([`Hosted::prod`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Prod {
    /// When the host prodded (ms since the epoch).
    pub at: i64,
    /// The host's reason, for the player.
    pub reason: String,
    /// Post by then (ms since the epoch); null: the host gave no deadline.
    pub until: Option<i64>,
    /// Whether the player has posted since (forum ruling D21): the prod is answered.
    pub answered: bool,
}

/// What reopening the last phase would do ([`Hosted::reopening_typed`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Reopening {
    /// The phase reopened, in words ("Day 2").
    pub phase: String,
    /// What it takes back, each a sentence.
    pub takes_back: Vec<String>,
    /// What it keeps, each a sentence.
    pub keeps: Vec<String>,
    /// `takes_back` as data, line for line (null: a line said in English alone), for the
    /// pages to word in the reader's language (`omerta_i18n::m1923`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub takes_back_said: Vec<Option<omerta_1923::Said>>,
    /// `keeps` as data, line for line.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keeps_said: Vec<Option<omerta_1923::Said>>,
}

/// A game as its events fold it.
#[derive(Clone, Debug)]
pub struct Hosted<G: Live> {
    pub title: String,
    pub host: Account,
    /// Whether players play under aliases (forum ruling D30).
    pub anonymous: bool,
    pub created_at: i64,
    pub status: Status,
    /// The lobby, then the slots of the running game (slot = index).
    pub entrants: Vec<Entrant>,
    pub game: Option<G>,
    /// How many events have been applied.
    pub version: u64,
    /// The host's extension of the open phase: (the rule set's deadline, the new one).
    pub extended: Option<(i64, i64)>,
    /// Whether `extended` is a reopening's end rather than an extension (the pages say
    /// which: "more time" after a reopening misled players).
    pub reopened: bool,
    /// The game as each of the last two phases began (`Live::phase_mark`), with the
    /// phase's name: what reopening the last phase rewinds to.
    pub starts: Vec<(String, G)>,
    /// Each slot's player's latest prod: for [`crate::ProdLimit`], shown to that player
    /// (their page, "My games") and to the host.
    pub prodded: std::collections::BTreeMap<Slot, Prod>,
    /// The open requests for a replacement, by slot, with their offers (D22).
    pub requests: std::collections::BTreeMap<Slot, ReplacementView>,
}

/// The longest deadline of a prod, in hours (a week).
pub const MAX_PROD_HOURS: u32 = 7 * 24;
/// The most offers a request for a replacement holds.
pub const MAX_OFFERS: usize = 50;

/// The longest extension of a phase at once, in minutes (a week).
pub const MAX_EXTENSION_MINUTES: u32 = 7 * 24 * 60;
/// The longest reason for a moderation, in characters.
pub const MAX_REASON: usize = 500;

/// The longest name a player may take ([`crate::names::PLAYER`]).
pub const MAX_NAME: usize = crate::names::PLAYER.most;
/// The most entrants a lobby takes.
pub const MAX_ENTRANTS: usize = 2000;

impl<G: Live> Hosted<G> {
    /// The first event of every game.
    pub fn create(
        title: &str,
        host: Account,
        now: i64,
    ) -> Result<Emitted<Event<G::Event>>, Refusal> {
        let title = crate::names::check(title, &crate::names::TITLE, [])
            .map_err(|unfit| refusals::unfit(&unfit))?;
        Ok(public(LobbyEvent::Created {
            ruleset: G::RULESET.to_string(),
            title,
            host,
            at: now,
        }))
    }

    /// Folds the events of one game, from its `Created`.
    pub fn replay<'a>(events: impl IntoIterator<Item = &'a Event<G::Event>>) -> Option<Hosted<G>>
    where
        G::Event: 'a,
    {
        let mut events = events.into_iter();
        let Some(Event::Lobby(LobbyEvent::Created {
            title, host, at, ..
        })) = events.next()
        else {
            return None;
        };
        let mut hosted = Hosted {
            title: title.clone(),
            host: *host,
            anonymous: false,
            created_at: *at,
            status: Status::Lobby,
            entrants: Vec::new(),
            game: None,
            version: 1,
            extended: None,
            reopened: false,
            starts: Vec::new(),
            prodded: Default::default(),
            requests: Default::default(),
        };
        for event in events {
            hosted.apply(event);
        }
        Some(hosted)
    }

    /// Folds one event.
    pub fn apply(&mut self, event: &Event<G::Event>) {
        self.version += 1;
        match event {
            Event::Lobby(lobby) => match lobby {
                LobbyEvent::Created { .. } => {}
                LobbyEvent::Anonymized {} => self.anonymous = true,
                LobbyEvent::Joined { .. }
                | LobbyEvent::Left { .. }
                | LobbyEvent::Moved { .. }
                | LobbyEvent::Reordered { .. } => fold_entrants(&mut self.entrants, lobby),
                LobbyEvent::Started { .. } => {
                    self.status = Status::Running;
                    self.game = Some(G::empty());
                }
                LobbyEvent::Replaced { slot, account, .. } => {
                    fold_entrants(&mut self.entrants, lobby);
                    // Another person: the prods of the one before do not count for them.
                    self.prodded.remove(slot);
                    // The request is met; the newcomer's offers elsewhere lapse.
                    self.requests.remove(slot);
                    for request in self.requests.values_mut() {
                        request.offers.retain(|o| Some(o.account) != *account);
                    }
                }
                LobbyEvent::Abandoned { .. } => {
                    self.status = Status::Abandoned;
                    self.requests.clear();
                }
                LobbyEvent::Extended { from, until, .. } => {
                    self.extended = Some((*from, *until));
                    self.reopened = false;
                }
                LobbyEvent::Prodded {
                    slot,
                    at,
                    reason,
                    until,
                } => {
                    self.prodded.insert(
                        *slot,
                        Prod {
                            at: *at,
                            reason: reason.clone(),
                            until: *until,
                            answered: false,
                        },
                    );
                }
                LobbyEvent::ReplacementRequested { slot, at } => {
                    self.requests.insert(
                        *slot,
                        ReplacementView {
                            slot: *slot,
                            at: *at,
                            offers: Vec::new(),
                        },
                    );
                }
                LobbyEvent::ReplacementOffered {
                    slot,
                    account,
                    name,
                    at,
                } => {
                    if let Some(request) = self.requests.get_mut(slot) {
                        request.offers.push(Offer {
                            account: *account,
                            name: name.clone(),
                            at: *at,
                        });
                    }
                }
                LobbyEvent::ReplacementCancelled { slot, .. } => {
                    self.requests.remove(slot);
                }
                LobbyEvent::Reopened { until, .. } => self.reopen(*until),
            },
            Event::Game(inner) => {
                // A post by the prodded player answers the prod (D21).
                if let Some(prod) = G::spoke(inner).and_then(|slot| self.prodded.get_mut(&slot)) {
                    prod.answered = true;
                }
                if let Some(game) = &mut self.game {
                    game.apply(inner);
                    if game.finished() && self.status == Status::Running {
                        self.status = Status::Finished;
                    }
                    // A request ends with the slot's death or the game's end (D22).
                    let running = self.status == Status::Running;
                    self.requests.retain(|&slot, _| running && game.alive(slot));
                    // A phase begins: keep the game as it begins, for a reopening.
                    if let Some(phase) = G::phase_mark(inner) {
                        self.starts.push((phase, game.clone()));
                        if self.starts.len() > 2 {
                            self.starts.remove(0);
                        }
                    }
                }
            }
        }
    }

    /// The slot an account holds, if any.
    pub fn slot_of(&self, account: Account) -> Option<Slot> {
        if self.status == Status::Lobby {
            return None;
        }
        self.entrants
            .iter()
            .position(|e| e.account == Some(account))
            .map(|i| i as Slot)
    }

    pub fn is_host(&self, actor: Actor) -> bool {
        actor.admin || (actor.account.is_some() && actor.account == Some(self.host))
    }

    /// Who this actor is to the rule set.
    pub fn role_of(&self, actor: Actor) -> Option<Role> {
        if actor.account.is_none() {
            return Some(Role::System);
        }
        if self.is_host(actor) {
            return Some(Role::Host);
        }
        actor
            .account
            .and_then(|a| self.slot_of(a))
            .map(Role::Player)
    }

    /// How this account reads the game.
    pub fn viewer(&self, account: Option<Account>, admin: bool) -> Viewer {
        let actor = Actor { account, admin };
        if account.is_some() && self.is_host(actor) {
            return Viewer::Host;
        }
        match account.and_then(|a| self.slot_of(a)) {
            Some(slot) => Viewer::Player(slot),
            None => Viewer::Spectator,
        }
    }

    /// Checks a command; the events it emits, or why not. `seed` deals a random start.
    pub fn handle(
        &self,
        actor: Actor,
        command: Command<G::Setup, G::Command>,
        seed: u64,
        now: i64,
    ) -> Result<Vec<Emitted<Event<G::Event>>>, Refusal> {
        self.handle_within(actor, command, seed, now, &Limits::default())
    }

    /// [`Hosted::handle`] within the server's limits for this command.
    pub fn handle_within(
        &self,
        actor: Actor,
        command: Command<G::Setup, G::Command>,
        seed: u64,
        now: i64,
        limits: &Limits,
    ) -> Result<Vec<Emitted<Event<G::Event>>>, Refusal> {
        match command {
            Command::Lobby(lobby) => self.handle_lobby(actor, lobby, seed, now, limits),
            Command::Game(command) => {
                let game = match (&self.game, self.status) {
                    (Some(game), Status::Running) => game,
                    (_, Status::Lobby) => return Err(refusals::not_started()),
                    _ => return Err(refusals::game_over()),
                };
                let role = self.role_of(actor).ok_or_else(refusals::not_in_game)?;
                let events = game.handle_within(role, command, now, limits)?;
                Ok(events.into_iter().map(wrap).collect())
            }
        }
    }

    fn handle_lobby(
        &self,
        actor: Actor,
        command: LobbyCommand<G::Setup>,
        seed: u64,
        now: i64,
        limits: &Limits,
    ) -> Result<Vec<Emitted<Event<G::Event>>>, Refusal> {
        let host_only = |what: HostOnly| -> Result<(), Refusal> {
            if self.is_host(actor) {
                Ok(())
            } else {
                Err(refusals::host_only(what))
            }
        };
        let in_lobby = || -> Result<(), Refusal> {
            if self.status == Status::Lobby {
                Ok(())
            } else {
                Err(refusals::already_started())
            }
        };
        match command {
            LobbyCommand::Join { name } => {
                in_lobby()?;
                let account = actor.account.ok_or_else(refusals::sign_in_to_join)?;
                if account == self.host {
                    return Err(refusals::host_does_not_play());
                }
                if self.entrants.iter().any(|e| e.account == Some(account)) {
                    return Err(refusals::already_joined());
                }
                let name = self.check_name(&name, None)?;
                Ok(vec![public(LobbyEvent::Joined {
                    name,
                    account: Some(account),
                    at: None,
                })])
            }
            LobbyCommand::Leave {} => {
                in_lobby()?;
                let index = self
                    .entrants
                    .iter()
                    .position(|e| e.account.is_some() && e.account == actor.account)
                    .ok_or_else(refusals::not_joined)?;
                Ok(vec![public(LobbyEvent::Left { index })])
            }
            LobbyCommand::Anonymize {} => {
                host_only(HostOnly::Anonymize)?;
                in_lobby()?;
                if self.anonymous {
                    return Err(refusals::already_anonymous());
                }
                if self.entrants.iter().any(|e| e.account.is_some()) {
                    return Err(refusals::anonymous_too_late());
                }
                Ok(vec![public(LobbyEvent::Anonymized {})])
            }
            LobbyCommand::Seat { name, account, at } => {
                host_only(HostOnly::Seat)?;
                in_lobby()?;
                if account.is_some() && self.entrants.iter().any(|e| e.account == account) {
                    return Err(refusals::account_seated());
                }
                let name = self.check_name(&name, None)?;
                // A position past the end is the end: stored as no position at all.
                let at = at.filter(|&at| at < self.entrants.len());
                Ok(vec![public(LobbyEvent::Joined { name, account, at })])
            }
            LobbyCommand::Unseat { index } => {
                host_only(HostOnly::Unseat)?;
                in_lobby()?;
                self.check_position(index)?;
                Ok(vec![public(LobbyEvent::Left { index })])
            }
            LobbyCommand::Move { from, to } => {
                host_only(HostOnly::Move)?;
                in_lobby()?;
                self.check_position(from)?;
                self.check_position(to)?;
                Ok(vec![public(LobbyEvent::Moved { from, to })])
            }
            LobbyCommand::Shuffle {} => {
                host_only(HostOnly::Shuffle)?;
                in_lobby()?;
                let mut order: Vec<usize> = (0..self.entrants.len()).collect();
                order.shuffle(&mut ChaCha20Rng::seed_from_u64(seed));
                Ok(vec![public(LobbyEvent::Reordered { order })])
            }
            LobbyCommand::Start { setup } => {
                host_only(HostOnly::Start)?;
                in_lobby()?;
                let names: Vec<String> = self.entrants.iter().map(|e| e.name.clone()).collect();
                let started = G::start(setup, &names, seed, now)?;
                let mut events = vec![public(LobbyEvent::Started { names, at: now })];
                events.extend(started.into_iter().map(wrap));
                Ok(events)
            }
            LobbyCommand::Replace {
                slot,
                name,
                account,
            } => {
                host_only(HostOnly::Replace)?;
                self.replacement(slot, &name, account, now)
            }
            LobbyCommand::RequestReplacement { slot } => {
                host_only(HostOnly::RequestReplacement)?;
                self.check_living_slot(slot)?;
                if self.requests.contains_key(&slot) {
                    return Err(refusals::replacement_asked(
                        &self.entrants[slot as usize].name,
                    ));
                }
                Ok(vec![public(LobbyEvent::ReplacementRequested {
                    slot,
                    at: now,
                })])
            }
            LobbyCommand::CancelReplacement { slot } => {
                host_only(HostOnly::CancelReplacement)?;
                self.open_request(slot)?;
                Ok(vec![public(LobbyEvent::ReplacementCancelled {
                    slot,
                    at: now,
                })])
            }
            LobbyCommand::OfferReplacement { slot, name } => {
                let account = actor.account.ok_or_else(refusals::sign_in_to_offer)?;
                self.check_offerer(actor, account)?;
                let request = self.open_request(slot)?;
                if request.offers.iter().any(|o| o.account == account) {
                    return Err(refusals::already_offered());
                }
                if request.offers.len() >= MAX_OFFERS {
                    return Err(refusals::offers_full(MAX_OFFERS));
                }
                let name = self.check_name(&name, Some(slot))?;
                let offered = LobbyEvent::ReplacementOffered {
                    slot,
                    account,
                    name,
                    at: now,
                };
                // An anonymous game's offer names its account, and the one accepted will
                // play the slot: the host alone reads it (forum rulings D31, D32).
                let audience = if self.anonymous {
                    Audience::Host
                } else {
                    Audience::Public
                };
                Ok(vec![Emitted {
                    event: Event::Lobby(offered),
                    audience,
                }])
            }
            LobbyCommand::AcceptOffer { slot, account } => {
                host_only(HostOnly::AcceptOffer)?;
                let request = self.open_request(slot)?;
                let Some(offer) = request.offers.iter().find(|o| o.account == account) else {
                    return Err(refusals::no_offer(
                        account,
                        &self.entrants[slot as usize].name,
                    ));
                };
                self.replacement(slot, &offer.name, Some(account), now)
            }
            LobbyCommand::Extend { minutes, reason } => {
                host_only(HostOnly::Extend)?;
                let reason = moderation_reason(&reason)?;
                let Some(from) = self
                    .game
                    .as_ref()
                    .filter(|_| self.status == Status::Running)
                    .and_then(|g| g.deadline())
                else {
                    return Err(refusals::nothing_to_extend());
                };
                if minutes == 0 || minutes > MAX_EXTENSION_MINUTES {
                    return Err(refusals::extension_range(MAX_EXTENSION_MINUTES));
                }
                let current = self.deadline().unwrap_or(from);
                let until = current.saturating_add(i64::from(minutes) * 60_000);
                Ok(vec![public(LobbyEvent::Extended {
                    from,
                    until,
                    reason,
                    at: now,
                    zone: self.time_zone(),
                })])
            }
            LobbyCommand::Prod {
                slot,
                reason,
                hours,
            } => {
                host_only(HostOnly::Prod)?;
                let reason = moderation_reason(&reason)?;
                if self.status != Status::Running {
                    return Err(refusals::prod_not_running());
                }
                if slot as usize >= self.entrants.len() {
                    return Err(refusals::no_slot(slot));
                }
                let until = prod_deadline(hours, now)?;
                self.check_prod_interval(slot, now, limits)?;
                Ok(vec![Emitted {
                    event: Event::Lobby(LobbyEvent::Prodded {
                        slot,
                        reason,
                        at: now,
                        until,
                    }),
                    audience: Audience::slot(slot),
                }])
            }
            LobbyCommand::Reopen { minutes, reason } => {
                host_only(HostOnly::Reopen)?;
                let reason = moderation_reason(&reason)?;
                if !matches!(self.status, Status::Running | Status::Finished) {
                    return Err(refusals::reopen_unplayed());
                }
                let Some((phase, start)) =
                    self.starts.len().checked_sub(2).map(|i| &self.starts[i])
                else {
                    return Err(refusals::no_earlier_phase());
                };
                if minutes == 0 || minutes > MAX_EXTENSION_MINUTES {
                    return Err(refusals::reopen_range(MAX_EXTENSION_MINUTES));
                }
                // What everybody may know of what it takes back: the event is public.
                let (taken_back, taken_back_said) = self
                    .game
                    .as_ref()
                    .map(|game| game.rewind(start, Viewer::Spectator).takes_back)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|line| (line.text, line.said))
                    .unzip();
                Ok(vec![public(LobbyEvent::Reopened {
                    phase: phase.clone(),
                    until: now.saturating_add(i64::from(minutes) * 60_000),
                    reason,
                    at: now,
                    taken_back,
                    taken_back_said,
                    zone: self.time_zone(),
                })])
            }
            LobbyCommand::Abandon {} => {
                host_only(HostOnly::Abandon)?;
                if matches!(self.status, Status::Finished | Status::Abandoned) {
                    return Err(refusals::game_over());
                }
                Ok(vec![public(LobbyEvent::Abandoned { at: now })])
            }
        }
    }

    /// Rewinds the play to the start of the phase before the open one (or of the one that
    /// ended the game), open until `until`; the record of what came before it stays
    /// ([`Live::reopened`]).
    fn reopen(&mut self, until: i64) {
        if self.starts.len() < 2 {
            return;
        }
        self.starts.pop();
        let (_, start) = self.starts.last().expect("two starts were kept");
        let game = match &self.game {
            Some(now) => now.reopened(start),
            None => start.clone(),
        };
        let from = game.deadline();
        self.game = Some(game);
        self.status = Status::Running;
        self.extended = from.map(|from| (from, until));
        self.reopened = true;
    }

    /// What reopening the last phase would do, as `viewer` may know it: the phase, what
    /// it takes back and what it keeps (the host is shown it before confirming); none when
    /// no phase can be reopened.
    pub fn reopening_typed(&self, viewer: Viewer) -> Option<Reopening> {
        if !matches!(self.status, Status::Running | Status::Finished) {
            return None;
        }
        let (phase, start) = self.starts.len().checked_sub(2).map(|i| &self.starts[i])?;
        let rewind = self.game.as_ref()?.rewind(start, viewer);
        let texts = |lines: &[crate::RewindLine]| lines.iter().map(|l| l.text.clone()).collect();
        let said = |lines: &[crate::RewindLine]| {
            // None at all when no line has data: the JSON stays as it was for such games.
            if lines.iter().all(|l| l.said.is_none()) {
                Vec::new()
            } else {
                lines.iter().map(|l| l.said.clone()).collect()
            }
        };
        Some(Reopening {
            phase: phase.clone(),
            takes_back: texts(&rewind.takes_back),
            keeps: texts(&rewind.keeps),
            takes_back_said: said(&rewind.takes_back),
            keeps_said: said(&rewind.keeps),
        })
    }

    /// [`Hosted::reopening_typed`] as JSON.
    pub fn reopening(&self, viewer: Viewer) -> Option<Value> {
        self.reopening_typed(viewer).map(|r| json!(r))
    }

    /// The host's latest prod of the player `viewer` is, while the game runs; none for
    /// anyone else (a prod is told to the prodded player alone).
    pub fn prod(&self, viewer: Viewer) -> Option<Prod> {
        let Viewer::Player(slot) = viewer else {
            return None;
        };
        self.prodded
            .get(&slot)
            .filter(|_| self.status == Status::Running)
            .cloned()
    }

    /// [`Hosted::prod`] as JSON, `{at, reason, until, answered}`.
    pub fn prod_of(&self, viewer: Viewer) -> Option<Value> {
        self.prod(viewer).map(|p| json!(p))
    }

    /// The zone the game's times are told in ([`Live::time_zone`]); none: UTC.
    pub fn time_zone(&self) -> Option<String> {
        self.game.as_ref().and_then(|g| g.time_zone())
    }

    /// When the open phase closes: the rule set's deadline, or the host's extension of it.
    pub fn deadline(&self) -> Option<i64> {
        let game = self
            .game
            .as_ref()
            .filter(|_| self.status == Status::Running)?;
        let deadline = game.deadline()?;
        match self.extended {
            Some((from, until)) if from == deadline => Some(until),
            _ => Some(deadline),
        }
    }

    /// A lobby position that holds an entrant.
    fn check_position(&self, index: usize) -> Result<(), Refusal> {
        if index < self.entrants.len() {
            return Ok(());
        }
        Err(refusals::no_entrant(index, self.entrants.len()))
    }

    /// A name for a seat (`except`: the slot being given to someone else), by the one rule
    /// for names ([`crate::names::check`]) against the other entrants' names.
    fn check_name(&self, name: &str, except: Option<Slot>) -> Result<String, Refusal> {
        let others = self
            .entrants
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i as Slot) != except)
            .map(|(_, e)| e.name.as_str());
        let name = crate::names::check(name, &crate::names::PLAYER, others)
            .map_err(|unfit| refusals::player_name(&unfit))?;
        G::seat_name(&name)?;
        if self.entrants.len() >= MAX_ENTRANTS && except.is_none() {
            return Err(refusals::lobby_full());
        }
        if let Some(seats) = G::SEATS.filter(|&n| self.entrants.len() >= n && except.is_none()) {
            return Err(refusals::table_full(G::RULESET, seats));
        }
        Ok(name)
    }

    /// A prod of `slot`'s player at `now`, unless they were prodded less than the
    /// operator's interval ago ([`crate::ProdLimit`]).
    fn check_prod_interval(&self, slot: Slot, now: i64, limits: &Limits) -> Result<(), Refusal> {
        let every = limits.prods.every_ms;
        let Some(&Prod { at: last, .. }) = self.prodded.get(&slot) else {
            return Ok(());
        };
        let next = last.saturating_add(every);
        if now >= next {
            return Ok(());
        }
        let name = self
            .entrants
            .get(slot as usize)
            .map_or("this player", |e| e.name.as_str());
        let wait_ms = next - now;
        Err(refusals::prod_too_soon(
            name,
            (now - last).max(0),
            every,
            wait_ms,
        ))
    }

    /// The host puts `name` (with `account`) in `slot` of the running game: the one
    /// replacement, typed by the host or an accepted offer (D22).
    fn replacement(
        &self,
        slot: Slot,
        name: &str,
        account: Option<Account>,
        now: i64,
    ) -> Result<Vec<Emitted<Event<G::Event>>>, Refusal> {
        let game = match (&self.game, self.status) {
            (Some(game), Status::Running) => game,
            _ => return Err(refusals::replace_not_running()),
        };
        if slot as usize >= self.entrants.len() {
            return Err(refusals::no_slot(slot));
        }
        if account.is_some() && self.entrants.iter().any(|e| e.account == account) {
            return Err(refusals::account_has_slot());
        }
        // In an anonymous game the newcomer plays under the slot's alias (forum ruling
        // D32): a new name would tell the readers who left.
        let name = if self.anonymous {
            self.entrants[slot as usize].name.clone()
        } else {
            self.check_name(name, Some(slot))?
        };
        let mut events = vec![public(LobbyEvent::Replaced {
            slot,
            name: name.clone(),
            account,
        })];
        events.extend(game.replace(slot, &name, now).into_iter().map(wrap));
        Ok(events)
    }

    /// A slot of the running game whose player is alive, for `what`.
    fn check_living_slot(&self, slot: Slot) -> Result<(), Refusal> {
        let game = match (&self.game, self.status) {
            (Some(game), Status::Running) => game,
            _ => return Err(refusals::replacement_not_running()),
        };
        let Some(entrant) = self.entrants.get(slot as usize) else {
            return Err(refusals::no_slot(slot));
        };
        if !game.alive(slot) {
            return Err(refusals::dead_slot(&entrant.name));
        }
        Ok(())
    }

    /// The open request for a replacement of `slot`'s player, or why there is none.
    fn open_request(&self, slot: Slot) -> Result<&ReplacementView, Refusal> {
        self.check_living_slot(slot)?;
        self.requests
            .get(&slot)
            .ok_or_else(|| refusals::nobody_asked(&self.entrants[slot as usize].name))
    }

    /// An account that may offer to take over a slot: neither the host nor anybody in the
    /// game (a player, dead or alive, or one replaced out of it still plays no other slot).
    fn check_offerer(&self, actor: Actor, account: Account) -> Result<(), Refusal> {
        if self.is_host(actor) {
            return Err(refusals::host_takes_over());
        }
        if self.entrants.iter().any(|e| e.account == Some(account)) {
            return Err(refusals::player_takes_over());
        }
        Ok(())
    }

    /// The event's kind: `lobby.joined`, `pro.recorded`, ...
    pub fn kind(event: &Event<G::Event>) -> String {
        match event {
            Event::Lobby(lobby) => format!("lobby.{}", lobby_kind(lobby)),
            Event::Game(inner) => format!("{}.{}", G::RULESET, G::kind(inner)),
        }
    }

    /// A stored event as `viewer` reads it ([`Live::presented`]): the same shape as the
    /// stored event.
    pub fn presented(event: &Event<G::Event>, viewer: Viewer) -> Event<G::Presented> {
        match event {
            Event::Lobby(lobby) => Event::Lobby(lobby.clone()),
            Event::Game(inner) => Event::Game(G::presented(inner, viewer)),
        }
    }

    /// [`Hosted::presented`] as JSON.
    pub fn present(event: &Event<G::Event>, viewer: Viewer) -> Value {
        match event {
            Event::Lobby(lobby) => json!({ "lobby": lobby }),
            Event::Game(inner) => json!({ "game": G::present(inner, viewer) }),
        }
    }

    /// What a command costs the server: lobby commands are cheap, except a start, which
    /// deals (a 1923 deal of a thousand players).
    pub fn weigh(command: &Command<G::Setup, G::Command>) -> Weight {
        match command {
            Command::Lobby(LobbyCommand::Start { .. }) => Weight {
                heavy: true,
                text: None,
            },
            Command::Lobby(_) => Weight::default(),
            Command::Game(command) => G::weigh(command),
        }
    }

    /// The game as this viewer may see it.
    /// The accounts seated in the game (lobby or slots), each once, in order.
    pub fn accounts(&self) -> Vec<Account> {
        let mut accounts: Vec<Account> = self.entrants.iter().filter_map(|e| e.account).collect();
        accounts.sort_unstable();
        accounts.dedup();
        accounts
    }

    /// Whether the viewer is a living player, or no player at all ([`Live::alive`]).
    pub fn alive(&self, viewer: Viewer) -> bool {
        match (&self.game, viewer) {
            (Some(game), Viewer::Player(slot)) => game.alive(slot),
            _ => true,
        }
    }

    /// What the running game waits for from this viewer ([`Live::waiting`]).
    pub fn waiting(&self, viewer: Viewer) -> Vec<&'static str> {
        match (&self.game, self.status) {
            (Some(game), Status::Running) => game.waiting(viewer),
            _ => Vec::new(),
        }
    }

    /// The game as `viewer` reads it. Once it is finished everything is revealed to every
    /// reader ([`Live::revealed`]: roles, every action, every private message, the nights'
    /// reasons), but what the rules keep secret even then.
    pub fn view_typed(&self, viewer: Viewer) -> HostedView<G::View> {
        // The host keeps their own view; everybody else reads the revealed one after the
        // end (the one rule: `reads_every_secret`).
        let reveal =
            viewer != Viewer::Host && reads_every_secret(viewer, self.status == Status::Finished);
        // The host's extension, while it holds (the phase it extended is still open).
        let extended = self
            .extended
            .filter(|(from, _)| self.game.as_ref().and_then(|g| g.deadline()) == Some(*from))
            .filter(|_| self.status == Status::Running)
            .map(|(_, until)| until);
        HostedView {
            revealed: self.status == Status::Finished,
            extended,
            reopened: extended.is_some() && self.reopened,
            ruleset: G::RULESET.to_string(),
            title: self.title.clone(),
            host: self.host,
            anonymous: self.anonymous,
            status: self.status,
            version: self.version,
            viewer,
            slots: self.slots_for(viewer),
            game: self.game.as_ref().map(|g| {
                if reveal {
                    g.revealed_typed(viewer)
                } else {
                    g.view_typed(viewer)
                }
            }),
            deadline: self.deadline(),
            time_zone: self.time_zone(),
            // The host's latest reminder to this player (issue 27: a player without mail
            // never learned of it), while the game runs: theirs alone, as its event.
            prod: self.prod(viewer),
            reopen: if viewer == Viewer::Host {
                self.reopening_typed(viewer)
            } else {
                None
            },
            // An anonymous game's offers are the host's: the accepted one plays the slot.
            replacements: self
                .requests
                .values()
                .cloned()
                .map(|mut request| {
                    if self.hides_accounts(viewer) {
                        request.offers.clear();
                    }
                    request
                })
                .collect(),
            prods: Some(self.prods()).filter(|p| viewer == Viewer::Host && !p.is_empty()),
        }
    }

    /// Whether `viewer` may not learn which account plays which slot: in an anonymous game
    /// until it is finished, everybody but the host (who replaces and moderates). The one
    /// rule of who reads the accounts of an anonymous game (forum ruling D31).
    pub fn hides_accounts(&self, viewer: Viewer) -> bool {
        self.anonymous && self.status != Status::Finished && viewer != Viewer::Host
    }

    /// The slots as `viewer` reads them: an anonymous game's accounts hidden but the
    /// reader's own ([`Hosted::hides_accounts`]).
    fn slots_for(&self, viewer: Viewer) -> Vec<Entrant> {
        let mut slots = self.entrants.clone();
        if self.hides_accounts(viewer) {
            for (i, entrant) in slots.iter_mut().enumerate() {
                if viewer != Viewer::Player(i as Slot) {
                    entrant.account = None;
                }
            }
        }
        slots
    }

    /// The lobby position `account` holds while an anonymous game's lobby hides it from
    /// them too (in the lobby an entrant reads as a spectator): the server gives them
    /// their own account back in their view.
    pub fn hidden_entrant(&self, account: Account) -> Option<usize> {
        if !(self.anonymous && self.status == Status::Lobby) {
            return None;
        }
        self.entrants
            .iter()
            .position(|e| e.account == Some(account))
    }

    /// A stored event as `viewer` reads it in this game, as it now is: [`Hosted::present`],
    /// with the accounts of an anonymous game hidden from those who may not read them
    /// ([`Hosted::hides_accounts`]; a replacement's own player reads their account).
    pub fn present_here(&self, event: &Event<G::Event>, viewer: Viewer) -> Value {
        match event {
            Event::Lobby(LobbyEvent::Joined { name, at, .. }) if self.hides_accounts(viewer) => {
                json!({ "lobby": LobbyEvent::Joined { name: name.clone(), account: None, at: *at } })
            }
            Event::Lobby(LobbyEvent::Replaced { slot, name, .. })
                if self.hides_accounts(viewer) && viewer != Viewer::Player(*slot) =>
            {
                json!({ "lobby": LobbyEvent::Replaced { slot: *slot, name: name.clone(), account: None } })
            }
            _ => Self::present(event, viewer),
        }
    }

    /// Every slot's latest prod while the game runs (the host's page marks a player past
    /// the prod's deadline, D21).
    pub fn prods(&self) -> Vec<ProdMark> {
        if self.status != Status::Running {
            return Vec::new();
        }
        self.prodded
            .iter()
            .map(|(&slot, prod)| ProdMark {
                slot,
                prod: prod.clone(),
            })
            .collect()
    }

    /// [`Hosted::view_typed`] as JSON.
    pub fn view(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.view_typed(viewer)).unwrap_or(Value::Null)
    }

    /// The game as everybody may read it after its end ([`Live::revealed`]), at whatever
    /// moment it is folded to (stepping through a finished game).
    pub fn revealed_view_typed(&self, viewer: Viewer) -> HostedView<G::View> {
        let mut view = self.view_typed(viewer);
        if let Some(game) = &self.game {
            view.game = Some(game.revealed_typed(viewer));
        }
        view.revealed = true;
        view
    }

    /// [`Hosted::revealed_view_typed`] as JSON.
    pub fn revealed_view(&self, viewer: Viewer) -> Value {
        serde_json::to_value(self.revealed_view_typed(viewer)).unwrap_or(Value::Null)
    }

    /// The whole game as its rule set's document ([`Live::export`]), secrets and all: the
    /// host's at any time, everybody's once the game is finished and every role is public
    /// (Pro ruling L9). Why not, otherwise.
    pub fn export(&self, viewer: Viewer) -> Result<Value, Refusal> {
        let Some(game) = &self.game else {
            return Err(refusals::no_record_yet());
        };
        let document = game
            .export()
            .ok_or_else(|| refusals::no_record(G::RULESET))?;
        if viewer == Viewer::Host || self.status == Status::Finished {
            Ok(document)
        } else {
            Err(refusals::record_secret())
        }
    }

    /// The phase an event opens ([`Live::phase_mark`]); the start of the game for the
    /// lobby's start.
    pub fn phase_mark(event: &Event<G::Event>) -> Option<String> {
        match event {
            Event::Lobby(LobbyEvent::Started { .. }) => Some("The start".to_string()),
            Event::Lobby(LobbyEvent::Reopened { phase, .. }) => Some(format!("{phase}, reopened")),
            Event::Lobby(_) => None,
            Event::Game(inner) => G::phase_mark(inner),
        }
    }

    /// The phase each event opens, for the steps of a finished game's review
    /// ([`Live::step_marks`]): the start at the lobby's start, a reopening at a reopening.
    pub fn step_marks(events: &[&Event<G::Event>]) -> Vec<Option<String>> {
        let inner: Vec<&G::Event> = events
            .iter()
            .filter_map(|e| match e {
                Event::Game(inner) => Some(inner),
                Event::Lobby(_) => None,
            })
            .collect();
        let mut marks = G::step_marks(&inner).into_iter();
        events
            .iter()
            .map(|e| match e {
                Event::Game(_) => marks.next().flatten(),
                lobby => Self::phase_mark(lobby),
            })
            .collect()
    }

    /// A sentence for the readers an event is for ([`Live::notice`]), for their mail.
    pub fn notice(event: &Event<G::Event>) -> Option<String> {
        match event {
            Event::Game(inner) => G::notice(inner),
            Event::Lobby(LobbyEvent::Prodded {
                reason,
                until: None,
                ..
            }) => Some(format!(
                "The host reminds you to take part in the game: {reason}"
            )),
            Event::Lobby(LobbyEvent::Prodded {
                reason,
                until: Some(until),
                ..
            }) => Some(format!(
                "The host reminds you to take part in the game: {reason}. Post by {}.",
                crate::clock::written(*until, None)
            )),
            lobby => Self::announcement(lobby),
        }
    }

    /// A sentence for a public event, for webhooks.
    pub fn announcement(event: &Event<G::Event>) -> Option<String> {
        match event {
            Event::Lobby(LobbyEvent::Started { names, .. }) => Some(format!(
                "The game has started with {} player{}.",
                names.len(),
                if names.len() == 1 { "" } else { "s" }
            )),
            Event::Lobby(LobbyEvent::Replaced { slot, name, .. }) => {
                Some(format!("{name} replaces the player in slot {}.", slot + 1))
            }
            Event::Lobby(LobbyEvent::Abandoned { .. }) => {
                Some("The host stopped the game.".to_string())
            }
            Event::Lobby(LobbyEvent::Reopened {
                phase,
                until,
                reason,
                taken_back,
                zone,
                ..
            }) => {
                let mut text = format!(
                    "The host reopened {phase}, rewound to its start, until {} ({reason}).",
                    crate::clock::written(*until, zone.as_deref())
                );
                if !taken_back.is_empty() {
                    text.push_str(" Taken back: ");
                    text.push_str(&taken_back.join(" "));
                }
                Some(text)
            }
            Event::Lobby(LobbyEvent::Extended {
                until,
                reason,
                zone,
                ..
            }) => Some(format!(
                "The host gave the phase more time: it now closes at {} ({reason}).",
                crate::clock::written(*until, zone.as_deref())
            )),
            Event::Lobby(_) => None,
            Event::Game(inner) => G::announcement(inner),
        }
    }
}

/// The lobby event kinds, for exhaustive tests.
pub const LOBBY_KINDS: &[&str] = &[
    "created",
    "joined",
    "left",
    "anonymized",
    "moved",
    "reordered",
    "started",
    "replaced",
    "abandoned",
    "extended",
    "prodded",
    "reopened",
    "replacement_requested",
    "replacement_offered",
    "replacement_cancelled",
];

/// Who holds each lobby position, then each slot, after `event`: the one rule of who
/// plays where, for the game's fold and for readers of stored events (the ratings read a
/// finished game's accounts by seat with it). Events that move nobody change nothing.
pub fn fold_entrants(entrants: &mut Vec<Entrant>, event: &LobbyEvent) {
    match event {
        LobbyEvent::Joined { name, account, at } => {
            let entrant = Entrant {
                name: name.clone(),
                account: *account,
            };
            match at.filter(|&at| at < entrants.len()) {
                Some(at) => entrants.insert(at, entrant),
                None => entrants.push(entrant),
            }
        }
        LobbyEvent::Left { index } if *index < entrants.len() => {
            entrants.remove(*index);
        }
        LobbyEvent::Moved { from, to } if *from < entrants.len() && *to < entrants.len() => {
            let entrant = entrants.remove(*from);
            entrants.insert(*to, entrant);
        }
        LobbyEvent::Reordered { order } if is_permutation(order, entrants.len()) => {
            *entrants = order.iter().map(|&i| entrants[i].clone()).collect();
        }
        LobbyEvent::Replaced {
            slot,
            name,
            account,
        } => {
            if let Some(entrant) = entrants.get_mut(*slot as usize) {
                entrant.name = name.clone();
                entrant.account = *account;
            }
        }
        _ => {}
    }
}

/// The kinds of the lobby events [`fold_entrants`] reads, as stored.
pub const ENTRANT_KINDS: [&str; 5] = [
    "lobby.joined",
    "lobby.left",
    "lobby.moved",
    "lobby.reordered",
    "lobby.replaced",
];

fn lobby_kind(event: &LobbyEvent) -> &'static str {
    match event {
        LobbyEvent::Created { .. } => "created",
        LobbyEvent::Joined { .. } => "joined",
        LobbyEvent::Left { .. } => "left",
        LobbyEvent::Anonymized {} => "anonymized",
        LobbyEvent::Moved { .. } => "moved",
        LobbyEvent::Reordered { .. } => "reordered",
        LobbyEvent::Started { .. } => "started",
        LobbyEvent::Replaced { .. } => "replaced",
        LobbyEvent::Abandoned { .. } => "abandoned",
        LobbyEvent::Extended { .. } => "extended",
        LobbyEvent::Prodded { .. } => "prodded",
        LobbyEvent::Reopened { .. } => "reopened",
        LobbyEvent::ReplacementRequested { .. } => "replacement_requested",
        LobbyEvent::ReplacementOffered { .. } => "replacement_offered",
        LobbyEvent::ReplacementCancelled { .. } => "replacement_cancelled",
    }
}

/// Whether `order` holds each of `0..len` once.
fn is_permutation(order: &[usize], len: usize) -> bool {
    let mut seen = vec![false; len];
    order.len() == len
        && order
            .iter()
            .all(|&i| i < len && !std::mem::replace(&mut seen[i], true))
}

/// A moderation's reason, by the one rule for reasons ([`crate::names::reason`]):
/// required, at most [`MAX_REASON`] characters.
fn moderation_reason(reason: &str) -> Result<String, Refusal> {
    crate::names::reason(reason, MAX_REASON).map_err(|unfit| refusals::moderation_reason(&unfit))
}

/// When a prod given `hours` asks the player to post by, from `now` (D20): none without
/// hours; 1 to [`MAX_PROD_HOURS`] hours.
fn prod_deadline(hours: Option<u32>, now: i64) -> Result<Option<i64>, Refusal> {
    match hours {
        None => Ok(None),
        Some(h) if (1..=MAX_PROD_HOURS).contains(&h) => {
            Ok(Some(now.saturating_add(i64::from(h) * 3_600_000)))
        }
        Some(_) => Err(refusals::prod_deadline_range(MAX_PROD_HOURS)),
    }
}

/// A duration in whole minutes, rounded up: "60 minutes", "a minute".
pub(crate) fn minutes(ms: i64) -> String {
    match minutes_up(ms) {
        1 => "a minute".to_string(),
        n => format!("{n} minutes"),
    }
}

/// A duration in whole minutes, rounded up, at least one.
pub(crate) fn minutes_up(ms: i64) -> u64 {
    (ms.max(0) as u64).div_ceil(60_000).max(1)
}

/// How long ago, for people: "less than a minute ago", "5 minutes ago".
pub(crate) fn ago(ms: i64) -> String {
    match ms / 60_000 {
        0 => "less than a minute ago".to_string(),
        1 => "a minute ago".to_string(),
        n => format!("{n} minutes ago"),
    }
}

fn public<E>(event: LobbyEvent) -> Emitted<Event<E>> {
    Emitted {
        event: Event::Lobby(event),
        audience: Audience::Public,
    }
}

fn wrap<E>(emitted: Emitted<E>) -> Emitted<Event<E>> {
    Emitted {
        event: Event::Game(emitted.event),
        audience: emitted.audience,
    }
}
