//! Mafia 1923's refusals of the players' and the host's commands (issue 30), each made in
//! one place: its stable code, its English sentence (the JSON API's, unchanged) and the
//! same sentence as [`Words`] for the faces to word in the reader's language. [`samples`]
//! makes every one, so that the faces' tests hold each English sentence to the catalog's.

use crate::clock::{Edge, ScheduleError};
use crate::i18n;
use crate::refusals::{plain, with};
use crate::{Arg, Refusal};
use omerta_1923::{Arg as Arg1923, Fault, Phase, Problem, Role, Why};

/// A player's name.
fn named(name: &str) -> (&'static str, Arg) {
    ("name", Arg::from(name))
}

/// A role by its message (the 1923 pages' name of it, area `m1923`).
fn role(role: Role) -> (&'static str, Arg) {
    let id = match role {
        Role::Townsperson => i18n::id("m1923-role-townsperson"),
        Role::ArmedRobber => i18n::id("m1923-role-armed-robber"),
        Role::Thief => i18n::id("m1923-role-thief"),
        Role::Butler => i18n::id("m1923-role-butler"),
        Role::Boss => i18n::id("m1923-role-boss"),
        Role::Drunkard => i18n::id("m1923-role-drunkard"),
        Role::Bodyguard => i18n::id("m1923-role-bodyguard"),
        Role::BumblingBureaucrat => i18n::id("m1923-role-bumbling-bureaucrat"),
        Role::Councilor => i18n::id("m1923-role-councilor"),
        Role::Pacifist => i18n::id("m1923-role-pacifist"),
        Role::Doctor => i18n::id("m1923-role-doctor"),
        Role::Sheriff => i18n::id("m1923-role-sheriff"),
        Role::Paperboy => i18n::id("m1923-role-paperboy"),
        Role::Witness => i18n::id("m1923-role-witness"),
        Role::CourtSecretary => i18n::id("m1923-role-court-secretary"),
        Role::Lawyer => i18n::id("m1923-role-lawyer"),
        Role::Shadchan => i18n::id("m1923-role-shadchan"),
        Role::Detective => i18n::id("m1923-role-detective"),
    };
    ("role", Arg::Message(id))
}

/// A phase as two arguments the message selects on: `phase` (`night` or `day`) and its
/// number `n`, as `Phase`'s own English says it ("night 2").
fn phase(phase: Phase) -> [(&'static str, Arg); 2] {
    let (kind, n) = match phase {
        Phase::Night(n) => ("night", n),
        Phase::Day(n) => ("day", n),
    };
    [("phase", Arg::from(kind)), ("n", Arg::Number(i64::from(n)))]
}

pub(super) fn chat_too_long(most: usize, chars: usize) -> Refusal {
    with(
        "invalid_command",
        format!("a message is at most {most} characters; this one has {chars}"),
        i18n::id("refusal-m1923-chat-too-long"),
        [
            ("most", Arg::Number(most as i64)),
            ("chars", Arg::Number(chars as i64)),
        ],
    )
}

pub(super) fn own_channels_only() -> Refusal {
    plain(
        "forbidden",
        "a player writes in their own channels only (\"with\" is for the host)",
        i18n::id("refusal-m1923-own-channels"),
    )
}

pub(super) fn timers_do_not_write() -> Refusal {
    plain(
        "forbidden",
        "the timers do not write",
        i18n::id("refusal-m1923-timers-write"),
    )
}

pub(super) fn mafia_channel_is_one() -> Refusal {
    plain(
        "invalid_command",
        "the Mafia's channel is one for all the Mafia Members",
        i18n::id("refusal-m1923-mafia-channel-one"),
    )
}

pub(super) fn mafia_channel_members() -> Refusal {
    plain(
        "forbidden",
        "only the Mafia Members write in the Mafia's channel",
        i18n::id("refusal-m1923-mafia-channel-members"),
    )
}

pub(super) fn host_names_whom() -> Refusal {
    plain(
        "invalid_command",
        "the host names the player they answer (\"with\": a slot)",
        i18n::id("refusal-m1923-host-names-whom"),
    )
}

pub(super) fn for_themself() -> Refusal {
    plain(
        "forbidden",
        "a player submits for themself only",
        i18n::id("refusal-m1923-for-themself"),
    )
}

pub(super) fn host_names_for() -> Refusal {
    plain(
        "invalid_command",
        "the host names the player they submit for (\"by\": a slot)",
        i18n::id("refusal-m1923-host-names-for"),
    )
}

pub(super) fn timers_only_close() -> Refusal {
    plain(
        "forbidden",
        "the timers only close phases",
        i18n::id("refusal-m1923-timers-close"),
    )
}

/// A submission before the phase opens by the schedule (`at`: the wall clock's time).
pub(super) fn not_open_yet(open: Phase, at: &str) -> Refusal {
    with(
        "not_open",
        format!(
            "{} opens at {at}: submissions are taken from then",
            super::capitalized(&open.to_string())
        ),
        i18n::id("refusal-m1923-not-open-yet"),
        phase(open).into_iter().chain([("at", Arg::from(at))]),
    )
}

/// A submission after the phase closed by the schedule (`at`: the wall clock's time).
pub(super) fn closed(open: Phase, at: &str) -> Refusal {
    with(
        "not_open",
        format!(
            "{} closed at {at}: the moderators are closing it",
            super::capitalized(&open.to_string())
        ),
        i18n::id("refusal-m1923-closed"),
        phase(open).into_iter().chain([("at", Arg::from(at))]),
    )
}

pub(super) fn not_your_role(held: Role) -> Refusal {
    with(
        "not_your_role",
        format!("you do not hold the role {} (M24)", held.title()),
        i18n::id("refusal-m1923-not-your-role"),
        [role(held)],
    )
}

pub(super) fn kill_by_command() -> Refusal {
    plain(
        "invalid_command",
        "the Mafia's kill is sent with the \"mafia_kill\" command",
        i18n::id("refusal-m1923-kill-by-command"),
    )
}

pub(super) fn not_a_mafia_member() -> Refusal {
    plain(
        "not_your_role",
        "you are not a Mafia Member (M24)",
        i18n::id("refusal-m1923-not-a-mafia-member"),
    )
}

pub(super) fn not_a_role(asked: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{asked:?} is not a role of Mafia 1923"),
        i18n::id("refusal-m1923-not-a-role"),
        [("asked", Arg::Text(format!("{asked:?}")))],
    )
}

pub(super) fn member_acts_by_kill() -> Refusal {
    plain(
        "invalid_command",
        "a Mafia Member without a second role acts only through the Mafia's kill (\"mafia_kill\")",
        i18n::id("refusal-m1923-member-acts-by-kill"),
    )
}

pub(super) fn townsperson_has_nothing() -> Refusal {
    plain(
        "invalid_command",
        "a Townsperson has no action to submit",
        i18n::id("refusal-m1923-townsperson"),
    )
}

pub(super) fn passive(held: Role) -> Refusal {
    with(
        "invalid_command",
        format!(
            "{} is passive: it works by itself, there is nothing to submit",
            held.title()
        ),
        i18n::id("refusal-m1923-passive"),
        [role(held)],
    )
}

/// A role's action in a phase it does not act in (`by_night`: when it acts).
pub(super) fn acts_another_time(held: Role, by_night: bool, now: Phase) -> Refusal {
    let at = if by_night { "at night" } else { "by day" };
    with(
        "wrong_phase",
        format!(
            "{} acts {at}; it is {now} now: the action would not take place (M24)",
            held.title()
        ),
        i18n::id("refusal-m1923-acts-another-time"),
        [
            role(held),
            ("when", Arg::from(if by_night { "night" } else { "day" })),
        ]
        .into_iter()
        .chain(phase(now)),
    )
}

/// A role's action naming a count of players the role does not take (`least` to `most`).
pub(super) fn target_count(held: Role, least: usize, most: usize, given: usize) -> Refusal {
    let n = if least == most {
        format!("{least}")
    } else {
        format!("{least} to {most}")
    };
    let count = [
        role(held),
        ("least", Arg::Number(least as i64)),
        ("most", Arg::Number(most as i64)),
        ("given", Arg::Number(given as i64)),
    ];
    with(
        "invalid_command",
        format!("{} names {n} player(s), not {given}", held.title()),
        if least == most {
            i18n::id("refusal-m1923-target-count")
        } else {
            i18n::id("refusal-m1923-target-range")
        },
        count,
    )
}

pub(super) fn names_a_family(held: Role) -> Refusal {
    with(
        "invalid_command",
        format!("{} names a family", held.title()),
        i18n::id("refusal-m1923-names-a-family"),
        [role(held)],
    )
}

pub(super) fn names_no_family(held: Role) -> Refusal {
    with(
        "invalid_command",
        format!("{} names no family", held.title()),
        i18n::id("refusal-m1923-names-no-family"),
        [role(held)],
    )
}

pub(super) fn family_or_player(held: Role) -> Refusal {
    with(
        "invalid_command",
        format!("a {} names a family, a player or both", held.title()),
        i18n::id("refusal-m1923-family-or-player"),
        [role(held)],
    )
}

pub(super) fn target_dead(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is dead: dead players cannot be targeted (M24)"),
        i18n::id("refusal-m1923-target-dead"),
        [named(name)],
    )
}

/// The engine would ignore the action (`why`: the rule crate's reason, as its data).
pub(super) fn ignored(name: &str, why: Why) -> Refusal {
    with(
        "invalid_command",
        format!("{name}'s action would be ignored: {why}"),
        i18n::id("refusal-m1923-ignored"),
        [named(name), ("why", Arg::M1923(Arg1923::said(why.said())))],
    )
}

pub(super) fn already_acted(name: &str, held: Role, by_night: bool) -> Refusal {
    let when = if by_night { "night" } else { "day" };
    with(
        "already_submitted",
        format!(
            "{name} has already submitted a {} action this {when} (M22)",
            held.title()
        ),
        i18n::id("refusal-m1923-already-acted"),
        [named(name), role(held), ("when", Arg::from(when))],
    )
}

pub(super) fn votes_by_day(now: Phase) -> Refusal {
    with(
        "wrong_phase",
        format!("votes are cast by day; it is {now} now"),
        i18n::id("refusal-m1923-votes-by-day"),
        phase(now),
    )
}

pub(super) fn injured_today(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is injured today and cannot vote (M64)"),
        i18n::id("refusal-m1923-injured-today"),
        [named(name)],
    )
}

pub(super) fn already_voted(name: &str) -> Refusal {
    with(
        "already_submitted",
        format!("{name} has already voted today: a later ballot would be ignored (M71)"),
        i18n::id("refusal-m1923-already-voted"),
        [named(name)],
    )
}

pub(super) fn ballot_shape() -> Refusal {
    plain(
        "invalid_command",
        "a ballot names a family (family vote) and a player (individual vote)",
        i18n::id("refusal-m1923-ballot-shape"),
    )
}

pub(super) fn members_decide() -> Refusal {
    plain(
        "forbidden",
        "only a Mafia Member sends the Mafia's decision",
        i18n::id("refusal-m1923-members-decide"),
    )
}

pub(super) fn kills_at_night(now: Phase) -> Refusal {
    with(
        "wrong_phase",
        format!("the Mafia kills at night; it is {now} now"),
        i18n::id("refusal-m1923-kills-at-night"),
        phase(now),
    )
}

pub(super) fn injured_tonight(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is injured tonight and takes no part in the Mafia's kill (M31)"),
        i18n::id("refusal-m1923-injured-tonight"),
        [named(name)],
    )
}

pub(super) fn no_civilian() -> Refusal {
    plain(
        "invalid_command",
        "the Mafia has no Civilian to kill tonight",
        i18n::id("refusal-m1923-no-civilian"),
    )
}

pub(super) fn kill_count(required: usize, given: usize) -> Refusal {
    with(
        "invalid_command",
        format!(
            "tonight the Mafia must attempt to kill {required} Civilian(s), not {given} (M28, M29)"
        ),
        i18n::id("refusal-m1923-kill-count"),
        [
            ("required", Arg::Number(required as i64)),
            ("given", Arg::Number(given as i64)),
        ],
    )
}

pub(super) fn named_twice(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is named twice (M29)"),
        i18n::id("refusal-m1923-named-twice"),
        [named(name)],
    )
}

pub(super) fn kill_a_member(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is a Mafia Member: the Mafia kills Civilians (M29)"),
        i18n::id("refusal-m1923-kill-a-member"),
        [named(name)],
    )
}

pub(super) fn kill_the_dead(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is dead (M29)"),
        i18n::id("refusal-m1923-kill-the-dead"),
        [named(name)],
    )
}

pub(super) fn no_family(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("there is no family {name:?} in this game"),
        i18n::id("refusal-m1923-no-family"),
        [("family", Arg::Text(format!("{name:?}")))],
    )
}

pub(super) fn no_player(slot: crate::Slot) -> Refusal {
    with(
        "invalid_command",
        format!("there is no player in slot {slot}"),
        i18n::id("refusal-m1923-no-player"),
        [("slot", Arg::Text(slot.to_string()))],
    )
}

pub(super) fn not_in_play(name: &str) -> Refusal {
    with(
        "not_in_play",
        format!(
            "{name} is no longer in play (dead or exiled): no more actions or votes (M66, M70)"
        ),
        i18n::id("refusal-m1923-not-in-play"),
        [named(name)],
    )
}

pub(super) fn time_not_up() -> Refusal {
    plain(
        "invalid_command",
        "the phase's time is not up yet",
        i18n::id("refusal-m1923-time-not-up"),
    )
}

pub(super) fn no_timers() -> Refusal {
    plain(
        "forbidden",
        "this game has no timers",
        i18n::id("refusal-m1923-no-timers"),
    )
}

pub(super) fn who_closes() -> Refusal {
    plain(
        "forbidden",
        "only the host or the timer closes a phase",
        i18n::id("refusal-m1923-who-closes"),
    )
}

pub(super) fn host_exiles() -> Refusal {
    plain(
        "forbidden",
        "only the host exiles players (M67)",
        i18n::id("refusal-m1923-host-exiles"),
    )
}

pub(super) fn players_per_slot(entries: usize, slots: usize) -> Refusal {
    with(
        "invalid_command",
        format!(
            "setup.players has {entries} entries for {slots} slots: one per slot, in slot order"
        ),
        i18n::id("refusal-m1923-players-per-slot"),
        [
            ("entries", Arg::Number(entries as i64)),
            ("slots", Arg::Number(slots as i64)),
        ],
    )
}

pub(super) fn given_deal_lists() -> Refusal {
    plain(
        "invalid_command",
        "a given deal lists every slot's family and role in setup.players (M11)",
        i18n::id("refusal-m1923-given-deal-lists"),
    )
}

pub(super) fn schedule_or_lengths() -> Refusal {
    plain(
        "invalid_command",
        "a game's phases follow either a schedule or lengths (night_ms, day_ms), not both",
        i18n::id("refusal-m1923-schedule-or-lengths"),
    )
}

/// A phase's length (`field`: `night_ms` or `day_ms`) not above 0.
pub(super) fn length_above_zero(field: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{field} is a phase's length in ms, above 0"),
        i18n::id("refusal-m1923-length-above-zero"),
        [("field", Arg::from(field))],
    )
}

pub(super) fn spectator_in_slot(index: usize) -> Refusal {
    with(
        "invalid_command",
        format!("setup.players[{index}]: spectators need no slot; they watch the game as it is"),
        i18n::id("refusal-m1923-spectator-in-slot"),
        [("index", Arg::Text(index.to_string()))],
    )
}

/// The schedule refused (`why`: the clock's reason, as 1923's data).
pub(super) fn schedule_unusable(why: ScheduleError) -> Refusal {
    with(
        "invalid_command",
        format!("the schedule cannot be used: {why}"),
        i18n::id("refusal-m1923-schedule-unusable"),
        [("why", Arg::M1923(Arg1923::said(why.said())))],
    )
}

/// The engine's script refused: every problem, each as its data, joined by semicolons as
/// the English joins them.
pub(super) fn cannot_be_dealt(problems: &[Problem]) -> Refusal {
    let english: Vec<String> = problems.iter().map(Problem::to_string).collect();
    let said = problems.iter().map(|p| Arg1923::said(p.said())).collect();
    with(
        "invalid_command",
        format!("the setup cannot be dealt: {}", english.join("; ")),
        i18n::id("refusal-m1923-cannot-be-dealt"),
        [("problems", Arg::M1923(Arg1923::Groups(said)))],
    )
}

/// Every refusal of this module with sample arguments: the faces' tests word each in
/// English and hold it to its `message`.
pub fn samples() -> Vec<Refusal> {
    let mut all = vec![
        chat_too_long(4000, 4001),
        own_channels_only(),
        timers_do_not_write(),
        mafia_channel_is_one(),
        mafia_channel_members(),
        host_names_whom(),
        for_themself(),
        host_names_for(),
        timers_only_close(),
        not_open_yet(Phase::Night(2), "21:00 IDT"),
        closed(Phase::Day(1), "19:00 IDT"),
        kill_by_command(),
        not_a_mafia_member(),
        not_a_role("Wizard"),
        member_acts_by_kill(),
        townsperson_has_nothing(),
        acts_another_time(Role::Doctor, true, Phase::Day(3)),
        acts_another_time(Role::Councilor, false, Phase::Night(1)),
        target_count(Role::Bodyguard, 1, 1, 2),
        target_count(Role::Shadchan, 1, 2, 0),
        target_dead("Ann"),
        ignored("Ann", Why::SelfSpent),
        ignored("Ann", Why::NotOnSelf(Role::Detective)),
        already_acted("Ann", Role::Sheriff, true),
        already_acted("Ann", Role::Councilor, false),
        votes_by_day(Phase::Night(1)),
        injured_today("Ann"),
        already_voted("Ann"),
        ballot_shape(),
        members_decide(),
        kills_at_night(Phase::Day(2)),
        injured_tonight("Ann"),
        no_civilian(),
        kill_count(2, 1),
        named_twice("Ann"),
        kill_a_member("Ann"),
        kill_the_dead("Ann"),
        no_family("Capone"),
        no_player(12),
        not_in_play("Ann"),
        time_not_up(),
        no_timers(),
        who_closes(),
        host_exiles(),
        players_per_slot(3, 16),
        given_deal_lists(),
        schedule_or_lengths(),
        length_above_zero("night_ms"),
        spectator_in_slot(4),
        schedule_unusable(ScheduleError::UnknownZone {
            zone: "Mars/Olympus".into(),
        }),
        schedule_unusable(ScheduleError::NotATime {
            edge: Edge::DayCloses,
            text: "7pm".into(),
        }),
        cannot_be_dealt(&[Problem::new(Fault::FamilySize {
            family: "Alon".into(),
        })]),
        cannot_be_dealt(&[
            Problem::new(Fault::SeatsSignedUp {
                players: 15,
                seats: 16,
            })
            .within("deal"),
            Problem::at(
                "players[3]",
                Fault::UnknownRole {
                    role: "Wizard".into(),
                },
            ),
        ]),
    ];
    for held in Role::ALL {
        all.extend([
            not_your_role(held),
            passive(held),
            names_a_family(held),
            names_no_family(held),
            family_or_player(held),
        ]);
    }
    all
}
