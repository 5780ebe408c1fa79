//! The live forum game's refusals (issue 30), each made in one place: its stable code, its
//! English sentence (the JSON API's, unchanged) and the same sentence as [`Words`] for the
//! faces to word in the reader's language. [`samples`] makes every one, so that the faces'
//! tests hold each English sentence to the catalog's, word for word.

use crate::i18n;
use crate::refusals::{plain, with};
use crate::{Arg, Refusal};
use omerta_forum::NightError;

/// A number as text: a post's or a rule's number, said as written.
fn text(n: impl std::fmt::Display) -> Arg {
    Arg::Text(n.to_string())
}

pub(super) fn post_blank() -> Refusal {
    plain(
        "invalid_command",
        "a post needs a body",
        i18n::id("refusal-forum-post-blank"),
    )
}

pub(super) fn post_too_long(most: usize) -> Refusal {
    with(
        "invalid_command",
        format!("a post is at most {most} characters"),
        i18n::id("refusal-forum-post-too-long"),
        [("most", Arg::Number(most as i64))],
    )
}

/// Rule 5: "dead people make no posts."
pub(super) fn dead_post() -> Refusal {
    plain(
        "dead",
        "rule 5: dead people make no posts in the game thread",
        i18n::id("refusal-forum-dead-post"),
    )
}

/// Rule 5, for an edit.
pub(super) fn dead_edit() -> Refusal {
    plain(
        "dead",
        "rule 5: dead people make no posts",
        i18n::id("refusal-forum-dead-edit"),
    )
}

pub(super) fn timer_does_not_post() -> Refusal {
    plain(
        "forbidden",
        "the timer does not post",
        i18n::id("refusal-forum-timer-post"),
    )
}

pub(super) fn no_post(post: impl std::fmt::Display) -> Refusal {
    with(
        "invalid_command",
        format!("there is no post {post}"),
        i18n::id("refusal-forum-no-post"),
        [("post", text(post))],
    )
}

pub(super) fn not_author() -> Refusal {
    plain(
        "forbidden",
        "only a post's author may edit it",
        i18n::id("refusal-forum-not-author"),
    )
}

pub(super) fn edit_unchanged() -> Refusal {
    plain(
        "invalid_command",
        "the edit changes nothing",
        i18n::id("refusal-forum-edit-unchanged"),
    )
}

pub(super) fn deadline_not_come() -> Refusal {
    plain(
        "too_early",
        "the phase's deadline has not come yet",
        i18n::id("refusal-forum-deadline-not-come"),
    )
}

pub(super) fn host_ends_phase() -> Refusal {
    plain(
        "forbidden",
        "only the host ends a phase",
        i18n::id("refusal-forum-host-ends-phase"),
    )
}

pub(super) fn no_phase() -> Refusal {
    plain(
        "invalid_command",
        "no phase is running",
        i18n::id("refusal-forum-no-phase"),
    )
}

pub(super) fn timer_does_not_write() -> Refusal {
    plain(
        "forbidden",
        "the timer does not write",
        i18n::id("refusal-forum-timer-write"),
    )
}

/// The host writes in a channel the game lacks (`channel` quoted; `channels` its names).
pub(super) fn no_channel(channel: &str, channels: &str) -> Refusal {
    with(
        "invalid_command",
        format!("there is no channel {channel} in this game; its channels: {channels}"),
        i18n::id("refusal-forum-no-channel"),
        [
            ("channel", Arg::from(channel)),
            ("channels", Arg::from(channels)),
        ],
    )
}

/// Rule 5, 1923's choice: the dead leave their channels (D17).
pub(super) fn dead_channel() -> Refusal {
    plain(
        "dead",
        "rule 5: dead people make no posts; the dead write in the dead thread only",
        i18n::id("refusal-forum-dead-channel"),
    )
}

pub(super) fn dead_thread_living() -> Refusal {
    plain(
        "forbidden",
        "rule 5: the dead thread is the dead players'; the living neither read nor write in it",
        i18n::id("refusal-forum-dead-thread-living"),
    )
}

/// A living player writes in a channel not theirs (`asked` quoted; `yours`: their
/// channels' names, none or joined by commas).
pub(super) fn not_your_channel(asked: &str, yours: &[String]) -> Refusal {
    if yours.is_empty() {
        with(
            "forbidden",
            format!("you write in no channel named {asked}: you have no channel while you live"),
            i18n::id("refusal-forum-no-channel-of-yours"),
            [("channel", Arg::from(asked))],
        )
    } else {
        let yours = yours.join(", ");
        with(
            "forbidden",
            format!("you write in no channel named {asked}; yours: {yours}"),
            i18n::id("refusal-forum-not-your-channel"),
            [("channel", Arg::from(asked)), ("yours", Arg::Text(yours))],
        )
    }
}

pub(super) fn message_too_long(most: usize, chars: usize) -> Refusal {
    with(
        "invalid_command",
        format!("a message is at most {most} characters, as a post; this one has {chars}"),
        i18n::id("refusal-forum-message-too-long"),
        [
            ("most", Arg::Number(most as i64)),
            ("chars", Arg::Number(chars as i64)),
        ],
    )
}

pub(super) fn host_modkills() -> Refusal {
    plain(
        "forbidden",
        "only the host modkills",
        i18n::id("refusal-forum-host-modkills"),
    )
}

pub(super) fn already_dead(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is already dead"),
        i18n::id("refusal-forum-already-dead"),
        [("name", Arg::from(name))],
    )
}

pub(super) fn host_rules() -> Refusal {
    plain(
        "forbidden",
        "only the host rules on flags",
        i18n::id("refusal-forum-host-rules"),
    )
}

pub(super) fn ruling_blank() -> Refusal {
    plain(
        "invalid_command",
        "a ruling needs a reason, in visible characters: it is shown with the tally and the flag",
        i18n::id("refusal-forum-ruling-blank"),
    )
}

pub(super) fn no_vote_in_post(post: u64, vote: &str) -> Refusal {
    with(
        "invalid_command",
        format!("post {post} has no vote for {vote:?}"),
        i18n::id("refusal-forum-no-vote-in-post"),
        [
            ("post", text(post)),
            ("vote", Arg::Text(format!("{vote:?}"))),
        ],
    )
}

pub(super) fn vote_counts(vote: &str, name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("the vote for {vote:?} already counts for {name}: there is nothing to rule"),
        i18n::id("refusal-forum-vote-counts"),
        [
            ("vote", Arg::Text(format!("{vote:?}"))),
            ("name", Arg::from(name)),
        ],
    )
}

pub(super) fn rule_either() -> Refusal {
    plain(
        "invalid_command",
        "rule on a vote either by counting it as a player's or by dismissing it",
        i18n::id("refusal-forum-rule-either"),
    )
}

pub(super) fn no_flag(post: u64, rule: impl std::fmt::Display) -> Refusal {
    with(
        "invalid_command",
        format!("post {post} has no rule {rule} flag to dismiss"),
        i18n::id("refusal-forum-no-flag"),
        [("post", text(post)), ("rule", text(rule))],
    )
}

pub(super) fn ruling_shape() -> Refusal {
    plain(
        "invalid_command",
        "a ruling is on a vote (count it as a player's, or dismiss it) or dismisses a flag under its rule",
        i18n::id("refusal-forum-ruling-shape"),
    )
}

/// The night's rules refuse to resolve it (`why`: the night crates' reason, as data).
pub(super) fn night_unresolved(why: NightError) -> Refusal {
    with(
        "invalid_command",
        format!("the night cannot be resolved: {why}"),
        i18n::id("refusal-forum-night-unresolved"),
        [("why", Arg::Night(Box::new(why)))],
    )
}

/// A night action the night's rules refuse, as the night's document will read it (`why`:
/// the night crates' reason, as data; its English the whole sentence).
pub(super) fn night_refused(why: NightError) -> Refusal {
    with(
        "invalid_command",
        why.to_string(),
        i18n::id("refusal-forum-night-refused"),
        [("why", Arg::Night(Box::new(why)))],
    )
}

/// Samples of the night's reasons for [`samples`]: a knot past the budget, and an action
/// on its own actor.
fn night_samples() -> (NightError, NightError) {
    let knot = omerta_night::Entangled {
        exhausted: omerta_night::Exhausted::Steps,
        steps: 24_000_000,
        bytes: 64 << 20,
        actions: vec![omerta_night::Knotted {
            index: 0,
            actor: "Ann".into(),
            ability: omerta_night::Ability::Swap,
            target: "Bob".into(),
            second: Some("Cy".into()),
        }],
    };
    let own = omerta_night::Problem::new(
        "actions[0]",
        omerta_night::Fault::SelfTarget {
            actor: "Ann".into(),
        },
    );
    (
        NightError::Entangled(knot),
        NightError::Document(omerta_night::Error::Invalid(vec![own])),
    )
}

/// A setup with problems at the start (D25): every one, each at its place, in one
/// sentence (English: `describe`) and as data.
pub fn setup_refused(problems: &[super::Problem]) -> Refusal {
    Refusal::invalid(super::describe(problems)).worded(super::check::describe_words(problems))
}

/// A seat's name that a bold vote in the thread would not read back (rule 6: brackets are
/// BBCode there); `vote` is that vote as the vote button writes it.
pub(super) fn unvotable(name: &str, vote: &str) -> Refusal {
    with(
        "invalid_command",
        format!(
            "the name {name:?} cannot be voted in the thread: a bold vote for it ({vote}) does not read back as the name, since brackets are BBCode there; choose a name without [ ]"
        ),
        i18n::id("refusal-forum-name-unvotable"),
        [
            ("name", Arg::Text(format!("{name:?}"))),
            ("vote", Arg::Text(vote.to_string())),
        ],
    )
}

pub(super) fn host_does_not_act() -> Refusal {
    plain(
        "forbidden",
        "the host does not act at night",
        i18n::id("refusal-forum-host-does-not-act"),
    )
}

pub(super) fn timer_does_not_act() -> Refusal {
    plain(
        "forbidden",
        "the timer does not act at night",
        i18n::id("refusal-forum-timer-does-not-act"),
    )
}

pub(super) fn not_night() -> Refusal {
    plain(
        "invalid_command",
        "night actions are sent at night",
        i18n::id("refusal-forum-not-night"),
    )
}

pub(super) fn dead_do_not_act() -> Refusal {
    plain(
        "dead",
        "dead players do not act",
        i18n::id("refusal-forum-dead-do-not-act"),
    )
}

pub(super) fn not_an_ability(ability: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{ability:?} is not an ability"),
        i18n::id("refusal-forum-not-an-ability"),
        [("ability", Arg::Text(format!("{ability:?}")))],
    )
}

pub(super) fn no_such_ability(ability: &str) -> Refusal {
    with(
        "forbidden",
        format!("your role has no {ability} ability"),
        i18n::id("refusal-forum-no-such-ability"),
        [("ability", Arg::from(ability))],
    )
}

pub(super) fn too_many_targets() -> Refusal {
    plain(
        "invalid_command",
        "an action takes at most two targets",
        i18n::id("refusal-forum-too-many-targets"),
    )
}

pub(super) fn not_a_player(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name:?} is not a player"),
        i18n::id("refusal-forum-not-a-player"),
        [("name", Arg::Text(format!("{name:?}")))],
    )
}

pub(super) fn target_dead(name: &str) -> Refusal {
    with(
        "invalid_command",
        format!("{name} is dead"),
        i18n::id("refusal-forum-target-dead"),
        [("name", Arg::from(name))],
    )
}

pub(super) fn nothing_to_withdraw() -> Refusal {
    plain(
        "invalid_command",
        "there is no such action to withdraw",
        i18n::id("refusal-forum-nothing-to-withdraw"),
    )
}

pub(super) fn arity(ability: &str, targets: usize) -> Refusal {
    with(
        "invalid_command",
        format!("{ability} takes {targets} target(s)"),
        i18n::id("refusal-forum-arity"),
        [
            ("ability", Arg::from(ability)),
            ("targets", Arg::Number(targets as i64)),
        ],
    )
}

pub(super) fn faction_named_dead() -> Refusal {
    plain(
        "invalid_command",
        "the faction \"dead\" would share its channel's name with the dead thread; name it otherwise",
        i18n::id("refusal-forum-faction-named-dead"),
    )
}

pub(super) fn channel_named_as_faction(channel: &str) -> Refusal {
    with(
        "invalid_command",
        format!(
            "the channel \"{channel}\" has the name of the faction {channel}'s own channel; name it otherwise"
        ),
        i18n::id("refusal-forum-channel-named-as-faction"),
        [("channel", Arg::from(channel))],
    )
}

pub(super) fn channel_too_small(channel: &str, members: usize) -> Refusal {
    with(
        "invalid_command",
        format!(
            "the channel \"{channel}\" has {members} member after the deal: a channel is for at least 2 players (roles[].channels)"
        ),
        i18n::id("refusal-forum-channel-too-small"),
        [
            ("channel", Arg::from(channel)),
            ("members", Arg::Number(members as i64)),
        ],
    )
}

pub(super) fn over_before_start(winner: impl std::fmt::Display) -> Refusal {
    with(
        "invalid_command",
        format!("with this deal the game is over before it starts ({winner} wins)"),
        i18n::id("refusal-forum-over-before-start"),
        [("winner", text(winner))],
    )
}

/// Every refusal of this module with sample arguments: the faces' tests word each in
/// English and hold it to its `message`.
pub fn samples() -> Vec<Refusal> {
    let (knot, own) = night_samples();
    vec![
        post_blank(),
        post_too_long(20_000),
        dead_post(),
        dead_edit(),
        timer_does_not_post(),
        no_post(12),
        not_author(),
        edit_unchanged(),
        deadline_not_come(),
        host_ends_phase(),
        no_phase(),
        timer_does_not_write(),
        no_channel("\"lovers\"", "mafia, dead"),
        dead_channel(),
        dead_thread_living(),
        not_your_channel("\"mafia\"", &[]),
        not_your_channel("\"mafia\"", &["masons".to_string(), "dead".to_string()]),
        message_too_long(20_000, 20_001),
        host_modkills(),
        already_dead("Ann"),
        host_rules(),
        ruling_blank(),
        no_vote_in_post(4, "Bob"),
        vote_counts("bobb", "Bob"),
        rule_either(),
        no_flag(4, 2),
        ruling_shape(),
        night_unresolved(knot),
        night_refused(own),
        host_does_not_act(),
        timer_does_not_act(),
        not_night(),
        dead_do_not_act(),
        not_an_ability("fly"),
        no_such_ability("kill"),
        too_many_targets(),
        not_a_player("Zed"),
        target_dead("Ann"),
        nothing_to_withdraw(),
        arity("kill", 1),
        faction_named_dead(),
        channel_named_as_faction("mafia"),
        channel_too_small("lovers", 1),
        over_before_start("mafia"),
        unvotable("Bad [Ash]", "[b]vote: Bad [Ash][/b]"),
    ]
}
