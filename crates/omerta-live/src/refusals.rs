//! The lobby's refusals and the names' (issue 30), each made in one place: its stable code,
//! its English sentence (the JSON API's, unchanged) and the same sentence as [`Words`] for
//! the faces to word in the reader's language. [`samples`] makes every one, so that the
//! faces' tests hold each English sentence to the catalog's, word for word.

use crate::i18n;
use crate::names::Unfit;
use crate::{Arg, Refusal, Words};

/// What only the host may do in a lobby or a running game, as a refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostOnly {
    Anonymize,
    Seat,
    Unseat,
    Move,
    Shuffle,
    Start,
    Replace,
    RequestReplacement,
    CancelReplacement,
    AcceptOffer,
    Extend,
    Prod,
    Reopen,
    Abandon,
}

impl HostOnly {
    const ALL: [HostOnly; 14] = [
        HostOnly::Anonymize,
        HostOnly::Seat,
        HostOnly::Unseat,
        HostOnly::Move,
        HostOnly::Shuffle,
        HostOnly::Start,
        HostOnly::Replace,
        HostOnly::RequestReplacement,
        HostOnly::CancelReplacement,
        HostOnly::AcceptOffer,
        HostOnly::Extend,
        HostOnly::Prod,
        HostOnly::Reopen,
        HostOnly::Abandon,
    ];

    /// The doing in English and its message.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            HostOnly::Anonymize => (
                "make the game anonymous",
                i18n::id("refusal-doing-anonymize"),
            ),
            HostOnly::Seat => ("seat players", i18n::id("refusal-doing-seat")),
            HostOnly::Unseat => ("unseat players", i18n::id("refusal-doing-unseat")),
            HostOnly::Move => ("move players", i18n::id("refusal-doing-move")),
            HostOnly::Shuffle => ("shuffle the seats", i18n::id("refusal-doing-shuffle")),
            HostOnly::Start => ("start the game", i18n::id("refusal-doing-start")),
            HostOnly::Replace => ("replace players", i18n::id("refusal-doing-replace")),
            HostOnly::RequestReplacement => (
                "ask for a replacement",
                i18n::id("refusal-doing-request-replacement"),
            ),
            HostOnly::CancelReplacement => (
                "take back a request for a replacement",
                i18n::id("refusal-doing-cancel-replacement"),
            ),
            HostOnly::AcceptOffer => ("accept an offer", i18n::id("refusal-doing-accept-offer")),
            HostOnly::Extend => ("extend a phase", i18n::id("refusal-doing-extend")),
            HostOnly::Prod => ("prod a player", i18n::id("refusal-doing-prod")),
            HostOnly::Reopen => ("reopen a phase", i18n::id("refusal-doing-reopen")),
            HostOnly::Abandon => ("abandon the game", i18n::id("refusal-doing-abandon")),
        }
    }
}

/// A refusal whose sentence takes no argument.
pub(crate) fn plain(code: &'static str, english: &str, id: &'static str) -> Refusal {
    Refusal::new(code, english).worded(Words::new(id, []))
}

/// A refusal of `code` with its English and its message's arguments.
pub(crate) fn with(
    code: &'static str,
    english: String,
    id: &'static str,
    args: impl IntoIterator<Item = (&'static str, Arg)>,
) -> Refusal {
    Refusal::new(code, english).worded(Words::new(id, args))
}

/// A chat message or channel message without text (the forum's channels, 1923's chat).
pub fn message_blank() -> Refusal {
    plain(
        "invalid_command",
        "a message needs some text",
        i18n::id("refusal-message-blank"),
    )
}

/// A command to a game (not its lobby) before the start.
pub fn not_started() -> Refusal {
    plain(
        "not_started",
        "the game has not started",
        i18n::id("refusal-not-started"),
    )
}

/// A command to a game that is finished or abandoned.
pub fn game_over() -> Refusal {
    plain(
        "game_over",
        "the game is over",
        i18n::id("refusal-game-over"),
    )
}

/// A game's command from someone neither its host nor one of its players.
pub fn not_in_game() -> Refusal {
    plain(
        "forbidden",
        "only the host and the game's players act in it",
        i18n::id("refusal-not-in-game"),
    )
}

/// The host's command from someone else.
pub fn host_only(what: HostOnly) -> Refusal {
    let (english, doing) = what.words();
    Refusal::forbidden(format!("only the host may {english}")).worded(Words::new(
        i18n::id("refusal-host-only"),
        [("what", Arg::Message(doing))],
    ))
}

/// A lobby's command once the game has started.
pub fn already_started() -> Refusal {
    plain(
        "already_started",
        "the game has already started",
        i18n::id("refusal-already-started"),
    )
}

pub fn sign_in_to_join() -> Refusal {
    plain(
        "forbidden",
        "sign in to join a game",
        i18n::id("refusal-sign-in-to-join"),
    )
}

pub fn host_does_not_play() -> Refusal {
    plain(
        "invalid_command",
        "the host does not play in their own game",
        i18n::id("refusal-host-does-not-play"),
    )
}

pub fn already_joined() -> Refusal {
    plain(
        "already_joined",
        "you have already joined this game",
        i18n::id("refusal-already-joined"),
    )
}

pub fn not_joined() -> Refusal {
    plain(
        "invalid_command",
        "you have not joined this game",
        i18n::id("refusal-not-joined"),
    )
}

/// The host seats an account that has a seat already.
pub fn account_seated() -> Refusal {
    plain(
        "already_joined",
        "that account already has a seat",
        i18n::id("refusal-account-seated"),
    )
}

/// A lobby position past its entrants (`entrants`: how many there are).
pub fn no_entrant(index: usize, entrants: usize) -> Refusal {
    let at = ("index", Arg::Text(index.to_string()));
    let (there, words) = match entrants {
        0 => (
            "the lobby is empty".to_string(),
            Words::new(i18n::id("refusal-no-entrant-empty"), [at]),
        ),
        1 => (
            "the lobby has one entrant, at position 0".to_string(),
            Words::new(i18n::id("refusal-no-entrant-one"), [at]),
        ),
        n => (
            format!("the lobby's positions are 0 to {}", n - 1),
            Words::new(
                i18n::id("refusal-no-entrant-many"),
                [at, ("last", Arg::Text((n - 1).to_string()))],
            ),
        ),
    };
    Refusal::invalid(format!("there is no entrant at position {index}: {there}")).worded(words)
}

pub fn lobby_full() -> Refusal {
    plain(
        "invalid_command",
        "the lobby is full",
        i18n::id("refusal-lobby-full"),
    )
}

/// A rule set's table with every seat taken.
pub fn table_full(ruleset: &str, seats: usize) -> Refusal {
    Refusal::invalid(format!(
        "the table is full: a {ruleset} table seats {seats} players"
    ))
    .worded(Words::new(
        i18n::id("refusal-table-full"),
        [
            ("ruleset", Arg::from(ruleset)),
            ("seats", Arg::Number(seats as i64)),
        ],
    ))
}

/// A slot the game does not have.
pub fn no_slot(slot: impl std::fmt::Display) -> Refusal {
    Refusal::invalid(format!("there is no slot {slot}")).worded(Words::new(
        i18n::id("refusal-no-slot"),
        [("slot", Arg::Text(slot.to_string()))],
    ))
}

pub fn sign_in_to_offer() -> Refusal {
    plain(
        "forbidden",
        "sign in to offer to replace a player",
        i18n::id("refusal-sign-in-to-offer"),
    )
}

pub fn already_offered() -> Refusal {
    plain(
        "already_offered",
        "you have already offered to take over this slot: the host picks an offer",
        i18n::id("refusal-already-offered"),
    )
}

pub fn prod_not_running() -> Refusal {
    plain(
        "invalid_command",
        "only a running game's players can be prodded",
        i18n::id("refusal-prod-not-running"),
    )
}

/// A player's name refused by the one rule for names: one too like another player's is
/// `name_taken`, any other `invalid_command`.
pub fn player_name(unfit: &Unfit) -> Refusal {
    match unfit {
        Unfit::Alike { name, other } => Refusal::new(
            "name_taken",
            format!("{unfit}: every player of a game has a name of their own"),
        )
        .worded(Words::new(
            i18n::id("refusal-player-name-alike"),
            [
                ("name", Arg::Text(format!("{name:?}"))),
                ("other", Arg::Text(format!("{other:?}"))),
            ],
        )),
        _ => Refusal::invalid(unfit.to_string()).worded(unfit_words(unfit)),
    }
}

/// What a rule for names is said of, as its message.
fn what(what: &str) -> Arg {
    Arg::Message(match what {
        "a player's name" => i18n::id("refusal-what-player"),
        "an account's name" => i18n::id("refusal-what-account"),
        "an alias" => i18n::id("refusal-what-alias"),
        "a title" => i18n::id("refusal-what-title"),
        "an event's name" => i18n::id("refusal-what-event"),
        "a setup's name" => i18n::id("refusal-what-setup"),
        "a reason" => i18n::id("refusal-what-reason"),
        _ => i18n::id("refusal-what-text"),
    })
}

/// A code point as a refusal names it: `U+200B`.
fn code_point(c: char) -> Arg {
    Arg::Text(format!("U+{:04X}", c as u32))
}

/// Why a name (or a reason) is unfit, as [`Words`]: the same sentence as its `Display`.
pub fn unfit_words(unfit: &Unfit) -> Words {
    match unfit {
        Unfit::Length {
            what: of,
            least,
            most,
        } => Words::new(
            i18n::id("refusal-unfit-length"),
            [
                ("what", what(of)),
                ("least", Arg::Number(*least as i64)),
                ("most", Arg::Number(*most as i64)),
            ],
        ),
        Unfit::Invisible { what: of, c } => Words::new(
            i18n::id("refusal-unfit-invisible"),
            [("what", what(of)), ("char", code_point(*c))],
        ),
        Unfit::Reordering { what: of, c } => Words::new(
            i18n::id("refusal-unfit-reordering"),
            [("what", what(of)), ("char", code_point(*c))],
        ),
        Unfit::Character { what: of, c } => Words::new(
            i18n::id("refusal-unfit-character"),
            [("what", what(of)), ("char", Arg::Text(format!("{c:?}")))],
        ),
        Unfit::Alike { name, other } => Words::new(
            i18n::id("refusal-unfit-alike"),
            [
                ("name", Arg::Text(format!("{name:?}"))),
                ("other", Arg::Text(format!("{other:?}"))),
            ],
        ),
        Unfit::Blank { what: of } => {
            Words::new(i18n::id("refusal-unfit-blank"), [("what", what(of))])
        }
    }
}

/// A refusal whose sentence names a player (`name`).
fn naming(code: &'static str, english: String, id: &'static str, name: &str) -> Refusal {
    Refusal::new(code, english).worded(Words::new(id, [("name", Arg::from(name))]))
}

/// A name or title refused by the one rule for names (not as a player's: see
/// [`player_name`]).
pub fn unfit(unfit: &Unfit) -> Refusal {
    Refusal::invalid(unfit.to_string()).worded(unfit_words(unfit))
}

pub fn already_anonymous() -> Refusal {
    plain(
        "invalid_command",
        "the game is already anonymous",
        i18n::id("refusal-already-anonymous"),
    )
}

pub fn anonymous_too_late() -> Refusal {
    plain(
        "invalid_command",
        "a game is made anonymous before any account joins it: the names already in the lobby were read under their accounts",
        i18n::id("refusal-anonymous-too-late"),
    )
}

pub fn replacement_asked(name: &str) -> Refusal {
    naming(
        "invalid_command",
        format!("a replacement for {name} is already asked for"),
        i18n::id("refusal-replacement-asked"),
        name,
    )
}

/// A slot with as many offers as it takes.
pub fn offers_full(most: usize) -> Refusal {
    Refusal::invalid(format!(
        "this slot already has {most} offers: the host picks one of them"
    ))
    .worded(Words::new(
        i18n::id("refusal-offers-full"),
        [("most", Arg::Number(most as i64))],
    ))
}

/// The host accepts an offer `account` did not make for `name`'s slot.
pub fn no_offer(account: i64, name: &str) -> Refusal {
    Refusal::invalid(format!(
        "account {account} has not offered to take over {name}"
    ))
    .worded(Words::new(
        i18n::id("refusal-no-offer"),
        [
            ("account", Arg::Text(account.to_string())),
            ("name", Arg::from(name)),
        ],
    ))
}

pub fn nothing_to_extend() -> Refusal {
    plain(
        "invalid_command",
        "only a running game's open phase with a deadline can be extended",
        i18n::id("refusal-nothing-to-extend"),
    )
}

/// An extension of more than `most` minutes (or none).
pub fn extension_range(most: u32) -> Refusal {
    Refusal::invalid(format!("an extension is 1 to {most} minutes (a week)")).worded(Words::new(
        i18n::id("refusal-extension-range"),
        [("most", Arg::Number(i64::from(most)))],
    ))
}

pub fn reopen_unplayed() -> Refusal {
    plain(
        "invalid_command",
        "only a game that was played can be reopened",
        i18n::id("refusal-reopen-unplayed"),
    )
}

pub fn no_earlier_phase() -> Refusal {
    plain(
        "invalid_command",
        "there is no earlier phase to reopen: a game's first phase, or a rule set without phases, cannot be",
        i18n::id("refusal-no-earlier-phase"),
    )
}

/// A reopened phase of more than `most` minutes (or none).
pub fn reopen_range(most: u32) -> Refusal {
    Refusal::invalid(format!(
        "a reopened phase runs 1 to {most} minutes (a week)"
    ))
    .worded(Words::new(
        i18n::id("refusal-reopen-range"),
        [("most", Arg::Number(i64::from(most)))],
    ))
}

pub fn replace_not_running() -> Refusal {
    plain(
        "invalid_command",
        "only a running game has players to replace",
        i18n::id("refusal-replace-not-running"),
    )
}

/// The host puts an account in a slot while it has another.
pub fn account_has_slot() -> Refusal {
    plain(
        "already_joined",
        "that account already has a slot",
        i18n::id("refusal-account-has-slot"),
    )
}

/// A replacement asked for in a game that is not running.
pub fn replacement_not_running() -> Refusal {
    plain(
        "game_over",
        "only a running game's players can have a replacement",
        i18n::id("refusal-replacement-not-running"),
    )
}

pub fn dead_slot(name: &str) -> Refusal {
    naming(
        "invalid_command",
        format!("{name} is dead: a dead player's slot is not taken over"),
        i18n::id("refusal-dead-slot"),
        name,
    )
}

pub fn nobody_asked(name: &str) -> Refusal {
    naming(
        "invalid_command",
        format!("nobody is asked to take over {name}: the host has not asked for a replacement"),
        i18n::id("refusal-nobody-asked"),
        name,
    )
}

pub fn host_takes_over() -> Refusal {
    plain(
        "invalid_command",
        "the host does not take over a slot of their own game",
        i18n::id("refusal-host-takes-over"),
    )
}

pub fn player_takes_over() -> Refusal {
    plain(
        "already_joined",
        "you play in this game already: only an account outside the game takes over a slot",
        i18n::id("refusal-player-takes-over"),
    )
}

/// A moderation's reason refused: a blank one has its own sentence (the players are told
/// the reason).
pub fn moderation_reason(unfit: &Unfit) -> Refusal {
    match unfit {
        Unfit::Blank { .. } => plain(
            "invalid_command",
            "a moderation needs a reason, in visible characters: the players are told it",
            i18n::id("refusal-moderation-blank"),
        ),
        _ => self::unfit(unfit),
    }
}

/// A prod of a player prodded less than the operator's interval ago (`ago_ms`; `every_ms`
/// the interval, `wait_ms` until the next may be sent): a rate limit, with its
/// `Retry-After`.
pub fn prod_too_soon(name: &str, ago_ms: i64, every_ms: i64, wait_ms: i64) -> Refusal {
    use crate::hosted::{ago, minutes, minutes_up};
    let english = format!(
        "{name} was prodded {}: a player is prodded at most once every {}; try again in {}",
        ago(ago_ms),
        minutes(every_ms),
        minutes(wait_ms)
    );
    let whole = |n: u64| Arg::Number(n as i64);
    Refusal::too_soon(english, (wait_ms.max(0) as u64).div_ceil(1000)).worded(Words::new(
        i18n::id("refusal-prod-too-soon"),
        [
            ("name", Arg::from(name)),
            ("ago", Arg::Number(ago_ms / 60_000)),
            ("every", whole(minutes_up(every_ms))),
            ("wait", whole(minutes_up(wait_ms))),
        ],
    ))
}

/// A prod's deadline past `most` hours (or none).
pub fn prod_deadline_range(most: u32) -> Refusal {
    Refusal::invalid(format!(
        "a prod's deadline is 1 to {most} hours (a week) from now"
    ))
    .worded(Words::new(
        i18n::id("refusal-prod-deadline-range"),
        [("most", Arg::Number(i64::from(most)))],
    ))
}

/// A record asked for before the start.
pub fn no_record_yet() -> Refusal {
    plain(
        "not_started",
        "the game has not started: there is no record yet",
        i18n::id("refusal-no-record-yet"),
    )
}

/// A record asked for of a rule set that keeps none.
pub fn no_record(ruleset: &str) -> Refusal {
    Refusal::invalid(format!("a {ruleset} game has no record to download")).worded(Words::new(
        i18n::id("refusal-no-record"),
        [("ruleset", Arg::from(ruleset))],
    ))
}

/// A running game's record asked for by someone not its host.
pub fn record_secret() -> Refusal {
    plain(
        "forbidden",
        "the record holds every card and every night's secrets: it is the judge's until the game is finished",
        i18n::id("refusal-record-secret"),
    )
}

/// Every refusal of this module, and every unfit name, with sample arguments: the faces'
/// tests word each in English and hold it to its `message`.
pub fn samples() -> Vec<Refusal> {
    let mut all = vec![
        not_started(),
        game_over(),
        not_in_game(),
        already_started(),
        sign_in_to_join(),
        host_does_not_play(),
        already_joined(),
        not_joined(),
        account_seated(),
        no_entrant(3, 0),
        no_entrant(3, 1),
        no_entrant(7, 5),
        lobby_full(),
        table_full("pro", 10),
        no_slot(12),
        sign_in_to_offer(),
        already_offered(),
        prod_not_running(),
        already_anonymous(),
        anonymous_too_late(),
        replacement_asked("Ann"),
        offers_full(50),
        no_offer(12, "Ann"),
        nothing_to_extend(),
        extension_range(10080),
        reopen_unplayed(),
        no_earlier_phase(),
        reopen_range(10080),
        replace_not_running(),
        account_has_slot(),
        replacement_not_running(),
        dead_slot("Ann"),
        nobody_asked("Ann"),
        host_takes_over(),
        player_takes_over(),
        message_blank(),
        prod_too_soon("Ann", 20_000, 3_600_000, 3_580_000),
        prod_too_soon("Ann", 90_000, 60_000, 1_000),
        prod_too_soon("Ann", 600_000, 900_000, 300_000),
        prod_deadline_range(168),
        no_record_yet(),
        no_record("pro"),
        record_secret(),
    ];
    all.extend(HostOnly::ALL.map(host_only));
    let rules = [
        crate::names::PLAYER,
        crate::names::ACCOUNT,
        crate::names::ALIAS,
        crate::names::TITLE,
        crate::names::EVENT,
        crate::forum::setup_file::NAME,
    ];
    for rule in rules {
        for name in ["", "a\u{200b}b", "a\u{202e}b", "a\"b!", &"x".repeat(200)] {
            if let Err(unfit) = crate::names::check(name, &rule, []) {
                all.push(player_name(&unfit));
            }
        }
    }
    for text in ["", "a\u{202e}b", "a\u{7}b", &"x".repeat(3000)] {
        if let Err(unfit) = crate::names::reason(text, 2000) {
            all.push(moderation_reason(&unfit));
            all.push(self::unfit(&unfit));
        }
    }
    if let Err(unfit) = crate::names::check("Olga", &crate::names::PLAYER, ["olga"]) {
        all.push(player_name(&unfit));
        all.push(self::unfit(&unfit));
    }
    all
}
