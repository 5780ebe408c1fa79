//! What each reader sees ([`Live::view`](crate::Live::view)) and what each event discloses
//! ([`Live::discloses`](crate::Live::discloses), which `check_redaction` holds against the
//! event's audience): the thread, the tally and its rulings for everybody; the deal, the
//! night's actions, the flags and the resolver's explanations for the host; a player's own
//! role, partners, actions and results. Apart from the commands and the fold because it
//! only reads.

use super::channels::{ChannelView, DEAD};
use super::pms::PmData;
use super::{
    ForumEvent, ForumGame, GameSetup, Listed, NightMethod, NightResult, PhaseName, Reveal,
    Submitted,
};
use crate::{Disclosure, Slot, Viewer};
use omerta_forum::thread::Decision;
use omerta_forum::{check_with_clock, vote_marks, Report, VoteKind};
use omerta_night::Ability;
use serde::Serialize;
use std::collections::BTreeMap;

impl ForumGame {
    /// The host's rulings a viewer may see: on votes, everybody (the tally follows them);
    /// dismissals of the report's flags, the host.
    fn rulings_seen_by(&self, viewer: Viewer) -> Vec<RulingView> {
        self.thread
            .rulings
            .iter()
            .filter_map(|r| {
                let (vote, count_as) = match &r.decision {
                    Decision::CountAs { vote, slot } => {
                        (Some(vote), Some(self.name(*slot as Slot).to_string()))
                    }
                    Decision::DismissVote { vote } => (Some(vote), None),
                    Decision::DismissFlag { .. } if viewer != Viewer::Host => return None,
                    Decision::DismissFlag { .. } => (None, None),
                };
                let rule = match r.decision {
                    Decision::DismissFlag { rule } => Some(rule),
                    _ => None,
                };
                Some(RulingView {
                    post: r.post,
                    vote: vote.cloned(),
                    count_as,
                    rule,
                    reason: r.reason.clone(),
                })
            })
            .collect()
    }

    /// The real time of a tick of the logical clock, for people: that of the post or edit
    /// made at it, or the latest before it (a replacement has a tick, no post of its own).
    pub(super) fn real_clock(&self) -> impl Fn(i64) -> String {
        let mut ticks: Vec<(i64, i64)> = Vec::with_capacity(self.thread.posts.len());
        for (post, meta) in self.thread.posts.iter().zip(&self.meta) {
            ticks.push((post.time, meta.at));
            ticks.extend(
                post.edits
                    .iter()
                    .map(|e| e.time)
                    .zip(meta.edits_at.iter().copied()),
            );
        }
        ticks.sort_unstable();
        move |tick| {
            let before = ticks.partition_point(|(t, _)| *t <= tick);
            let ms = match before {
                0 => ticks.first().map_or(0, |(_, ms)| *ms),
                n => ticks[n - 1].1,
            };
            omerta_forum::time::format(ms.div_euclid(1000))
        }
    }

    /// [`Live::discloses`](crate::Live::discloses).
    pub(super) fn disclosures_of(event: &ForumEvent) -> Vec<Disclosure> {
        match event {
            ForumEvent::Dealt { slots, .. } => {
                (0..slots.len() as Slot).map(Disclosure::role).collect()
            }
            ForumEvent::Role { slot, .. } => vec![Disclosure::role(*slot)],
            ForumEvent::Team { members, .. } => {
                members.iter().map(|m| Disclosure::role(m.slot)).collect()
            }
            // A factional kill tells the faction that its actor holds the faction's kill:
            // a secret of the actor's role, which the team shares. Any other action is the
            // actor's private business.
            ForumEvent::ActionSubmitted { slot, ability, .. } => {
                if ability == Ability::FactionalKill.name() {
                    vec![Disclosure::role(*slot)]
                } else {
                    vec![Disclosure::private(*slot)]
                }
            }
            ForumEvent::Result { slot, .. } | ForumEvent::ResultsPm { slot, .. } => {
                vec![Disclosure::private(*slot)]
            }
            // What the flip tells, read from the event itself (D13): a role's name, or a
            // faction under the whole-role reveal (a vanilla's whole role is its faction),
            // is the role revealed; a faction alone under `alignment` is the alignment;
            // nothing told, nothing disclosed.
            ForumEvent::Died {
                slot,
                faction,
                role,
                reveal,
                ..
            } => match (faction, role, reveal) {
                (_, Some(_), _) | (Some(_), None, Reveal::Role) => {
                    vec![Disclosure::revealed(*slot)]
                }
                (Some(_), None, _) => vec![Disclosure::alignment(*slot)],
                (None, None, _) => Vec::new(),
            },
            ForumEvent::Recruited { slot, members, .. } => std::iter::once(*slot)
                .chain(members.iter().map(|m| m.slot))
                .map(Disclosure::role)
                .collect(),
            ForumEvent::GameOver { roles, .. } => {
                roles.iter().map(|r| Disclosure::revealed(r.slot)).collect()
            }
            ForumEvent::Opened { .. }
            | ForumEvent::PhaseStarted { .. }
            | ForumEvent::Posted { .. }
            | ForumEvent::Edited { .. }
            | ForumEvent::NoLynch { .. }
            | ForumEvent::Replaced { .. }
            | ForumEvent::Ruled { .. }
            | ForumEvent::NightExplained { .. } => Vec::new(),
            // A player's message in a team's or a named channel tells its readers that
            // the author is of it, part of the author's role, which its readers share
            // (D16); the dead thread tells that its author is dead, which all know.
            ForumEvent::Said {
                channel,
                slot: Some(slot),
                ..
            } if channel != DEAD => vec![Disclosure::role(*slot)],
            ForumEvent::Said { .. } => Vec::new(),
        }
    }

    /// A living player with no vote today, as the public tally counts it (rules 5 to 8).
    pub(super) fn waiting_for(&self, viewer: Viewer) -> Vec<&'static str> {
        let Viewer::Player(slot) = viewer else {
            return Vec::new();
        };
        if self.over.is_some() || self.thread.slots.is_empty() {
            return Vec::new();
        }
        let Ok(report) = Report::new(&self.thread, None) else {
            return Vec::new();
        };
        let tally = report.tally();
        if tally.day.is_some() && !tally.day_over && tally.not_voting.contains(&(slot as usize)) {
            vec!["vote"]
        } else {
            Vec::new()
        }
    }

    /// [`Live::view_typed`](crate::Live::view_typed).
    pub(super) fn view_for(&self, viewer: Viewer) -> ForumView {
        if self.thread.slots.is_empty() {
            return ForumView::Unopened(Unopened::default());
        }
        let report = Report::new(&self.thread, None).ok();
        let counted = report.as_ref().map(|r| r.tally().clone());
        let mut notes_by_post: BTreeMap<u64, Vec<&omerta_forum::Note>> = BTreeMap::new();
        for note in counted.iter().flat_map(|t| &t.notes) {
            notes_by_post.entry(note.post).or_default().push(note);
        }
        let players: Vec<PlayerView> = (0..self.slots() as Slot)
            .map(|s| {
                let slot = &self.thread.slots[s as usize];
                let flip = self.flips[s as usize].clone();
                PlayerView {
                    slot: s,
                    name: slot.name().to_string(),
                    names: slot.names.clone(),
                    aliases: slot.aliases.clone(),
                    alive: self.is_alive(s),
                    flip,
                }
            })
            .collect();
        let posts: Vec<PostView> =
            self.thread
                .posts
                .iter()
                .zip(&self.meta)
                .map(|(post, meta)| {
                    let mut revisions = vec![Revision {
                        at: meta.at,
                        body: post.body.clone(),
                    }];
                    revisions.extend(post.edits.iter().zip(&meta.edits_at).map(|(e, at)| {
                        Revision {
                            at: *at,
                            body: e.body.clone(),
                        }
                    }));
                    let votes: Vec<VoteView> = if meta.slot.is_some() {
                        // Votes count as first posted (F1).
                        vote_marks(&post.body, post.markup)
                            .iter()
                            .map(|m| VoteView {
                                kind: match m.kind {
                                    VoteKind::Vote => VoteMarkKind::Vote,
                                    VoteKind::Unvote => VoteMarkKind::Unvote,
                                },
                                name: m.name.clone(),
                                slot: self.slot_named(&m.name),
                            })
                            .collect()
                    } else {
                        Vec::new()
                    };
                    let notes: Vec<NoteView> = notes_by_post
                        .get(&post.id)
                        .map(|list| {
                            list.iter()
                                .map(|n| NoteView {
                                    rule: n.rule,
                                    message: n.message.clone(),
                                    said: n.said.clone(),
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    PostView {
                        id: post.id,
                        slot: meta.slot,
                        author: post.author_name.clone(),
                        at: meta.at,
                        phase: post.phase.map(|p| self.thread.phases[p].to_string()),
                        body: post.edits.last().map_or(&post.body, |e| &e.body).clone(),
                        edited: !post.edits.is_empty(),
                        revisions,
                        votes,
                        notes,
                    }
                })
                .collect();
        let tally = match (&report, &counted) {
            (Some(report), Some(t)) => {
                let name = |s: usize| self.thread.name_at(s, report.time()).to_string();
                Some(TallyView {
                    day: t.day.map(|d| self.thread.phases[d].to_string()),
                    alive: t.alive.len(),
                    majority: t.majority,
                    lock: self.game.lock.then_some(t.lock),
                    wagons: t
                        .wagons
                        .iter()
                        .map(|w| WagonView {
                            target: name(w.target),
                            slot: w.target,
                            votes: w.voters.len(),
                            voters: w.voters.iter().map(|v| name(*v)).collect(),
                            needed: t.majority.saturating_sub(w.voters.len()),
                            locked: w.locked,
                        })
                        .collect(),
                    not_voting: t.not_voting.iter().map(|v| name(*v)).collect(),
                    lynch: t.lynch.map(name),
                    day_over: t.day_over,
                    bbcode: report.to_bbcode(),
                    rulings: self.rulings_seen_by(viewer),
                })
            }
            _ => None,
        };
        let phase = self.current.map(|c| PhaseView {
            kind: c.kind,
            number: c.number,
            started_at: c.at,
            deadline: if self.over.is_some() {
                None
            } else {
                Some(c.deadline)
            },
        });
        let action_view = |a: &Submitted| ActionView {
            slot: a.slot,
            name: self.name(a.slot).to_string(),
            night: a.night,
            ability: a.ability.clone(),
            targets: a
                .targets
                .iter()
                .map(|t| self.name(*t).to_string())
                .collect(),
            at: a.at,
        };
        let result_view = |r: &NightResult| ResultView {
            slot: r.slot,
            night: r.night,
            ability: r.ability.clone(),
            target: r.target.clone(),
            result: r.result.clone(),
            names: r.names.clone(),
        };
        let mut view = ThreadView {
            phase,
            game: self.game,
            night_method: self.night_method,
            reveal: self.reveal,
            role_list: self.role_list.clone(),
            opened_at: self.opened_at,
            players,
            alive: self
                .living()
                .iter()
                .map(|s| self.name(*s).to_string())
                .collect(),
            posts,
            tally,
            finished: self.over.as_ref().map(|(winner, reason)| Finished {
                winner: winner.clone(),
                reason: reason.clone(),
            }),
            roles: None,
            tonight: None,
            actions: None,
            results: None,
            pms: None,
            flags: None,
            explanations: None,
            you: None,
            channels: self.channels_for(viewer),
        };
        match viewer {
            Viewer::Host => {
                view.roles = Some(
                    self.dealt
                        .iter()
                        .enumerate()
                        .map(|(s, d)| RoleView {
                            slot: s,
                            name: self.name(s as Slot).to_string(),
                            faction: d.faction.clone(),
                            role: d.role.clone(),
                            abilities: d.abilities.clone(),
                            night: d.night.clone(),
                            channels: d.channels.clone(),
                        })
                        .collect(),
                );
                view.tonight = Some(self.tonight.iter().map(action_view).collect());
                view.actions = Some(self.submitted.iter().map(action_view).collect());
                view.results = Some(self.results.iter().map(result_view).collect());
                view.pms = Some(self.pm_views(|_| true));
                view.flags = Some(
                    check_with_clock(&self.thread, &self.real_clock())
                        .iter()
                        .map(|f| FlagView {
                            post: f.post,
                            slot: f.player,
                            name: f.name.clone(),
                            rule: f.rule,
                            repeat: f.repeat,
                            message: f.message.clone(),
                            said: f.said.clone(),
                            resolved: f.resolved.clone(),
                        })
                        .collect(),
                );
                view.explanations = Some(
                    self.explanations
                        .iter()
                        .map(|(night, text, data)| Explanation {
                            night: *night,
                            text: text.clone(),
                            data: data.clone(),
                        })
                        .collect(),
                );
            }
            Viewer::Player(slot) if (slot as usize) < self.slots() => {
                let dealt = &self.dealt[slot as usize];
                let partners: Vec<Partner> = self.known[slot as usize]
                    .iter()
                    .map(|s| {
                        let d = &self.dealt[*s as usize];
                        Partner {
                            slot: *s,
                            name: self.name(*s).to_string(),
                            faction: d.faction.clone(),
                            role: d.role.clone(),
                            alive: self.is_alive(*s),
                        }
                    })
                    .collect();
                let reads = |a: &&Submitted| a.readers.contains(&slot);
                view.you = Some(You {
                    slot,
                    name: self.name(slot).to_string(),
                    alive: self.is_alive(slot),
                    faction: dealt.faction.clone(),
                    role: dealt.role.clone(),
                    abilities: dealt.abilities.clone(),
                    partners,
                    tonight: self.tonight.iter().filter(reads).map(action_view).collect(),
                    actions: self
                        .submitted
                        .iter()
                        .filter(reads)
                        .map(action_view)
                        .collect(),
                    results: self
                        .results
                        .iter()
                        .filter(|r| r.slot == slot)
                        .map(result_view)
                        .collect(),
                    pms: self.pm_views(|s| s == slot),
                    activity: self.activity(slot),
                });
            }
            _ => {}
        }
        ForumView::Opened(Box::new(view))
    }
}

impl ForumGame {
    /// Rule 13's countdown for `slot`'s player (D24): none unless a day runs, the setup
    /// asks for posts and the player is alive.
    fn activity(&self, slot: Slot) -> Option<Activity> {
        let minimum = self.thread.config.min_posts_per_day;
        let current = self.current.filter(|c| c.kind == PhaseName::Day)?;
        if minimum == 0 || self.over.is_some() || !self.is_alive(slot) {
            return None;
        }
        let phase = self.thread.phases.len().checked_sub(1)?;
        let posts = omerta_forum::enforce::day_posts(&self.thread, phase, slot as usize);
        Some(Activity {
            posts,
            minimum,
            needed: minimum.saturating_sub(posts),
            by: current.deadline,
        })
    }
}

/// A forum game as a reader reads it ([`Live::view_typed`](crate::Live::view_typed)): the
/// thread, the tally and its rulings for everybody; the deal, the night's actions, the
/// flags and the resolver's explanations for the host; a player's own role, partners,
/// actions and results.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(untagged)]
pub enum ForumView {
    /// The thread, open.
    Opened(Box<ThreadView>),
    /// Before the thread opens (the game's start is folded, its opening not yet).
    Unopened(Unopened),
}

/// A forum game before its thread opens: nothing to read yet.
#[derive(Clone, Debug, Default, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Unopened {
    /// Always null: no phase is open.
    pub phase: Option<PhaseView>,
    /// Always empty.
    pub players: Vec<PlayerView>,
    /// Always empty.
    pub posts: Vec<PostView>,
}

/// The open thread as a reader reads it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ThreadView {
    /// The open phase (the last one, once the game is over); null before the first.
    pub phase: Option<PhaseView>,
    /// The game's rules (the thread document's `game` object).
    pub game: GameSetup,
    /// How nights are resolved.
    pub night_method: NightMethod,
    /// What a death shows of the dead player's role (D13); absent: the whole role.
    #[serde(skip_serializing_if = "Reveal::is_role")]
    pub reveal: Reveal,
    /// An open setup's roles, counted, without who holds which (D14); absent: a closed
    /// setup, whose players know how many play and not which roles exist.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role_list: Option<Vec<Listed>>,
    /// When the thread opened (ms since the epoch).
    pub opened_at: i64,
    /// Every slot, in order.
    pub players: Vec<PlayerView>,
    /// The living players' names, in slot order.
    pub alive: Vec<String>,
    /// Every post of the thread, in order.
    pub posts: Vec<PostView>,
    /// The vote count as the forum's rules count it (rules 5 to 8); null when the thread
    /// cannot be counted.
    pub tally: Option<TallyView>,
    /// The game's end; null while it runs.
    pub finished: Option<Finished>,
    /// The host's: every slot's role as dealt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub roles: Option<Vec<RoleView>>,
    /// The host's: tonight's actions so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tonight: Option<Vec<ActionView>>,
    /// The host's: every night action of the nights resolved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actions: Option<Vec<ActionView>>,
    /// The host's: every night action's result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub results: Option<Vec<ResultView>>,
    /// The host's: every PM sent, oldest first (D35, D36).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pms: Option<Vec<PmView>>,
    /// The host's: what the rules flag for the host to decide (`omerta_forum::check`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flags: Option<Vec<FlagView>>,
    /// The host's: how each night was resolved, as the resolver explains it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanations: Option<Vec<Explanation>>,
    /// A player's: their own slot, role, partners, actions and results.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub you: Option<You>,
    /// The channels the reader reads (D15 to D19): a player's team's, their role's
    /// named ones, the dead thread once dead; the host's, every one (the dead thread
    /// always); absent: none. Once the game is over, every reader's (the host's view).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub channels: Vec<ChannelView>,
}

/// A phase of the thread.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PhaseView {
    /// Day or night.
    pub kind: PhaseName,
    /// Its number (Day 1, Night 1, ...).
    pub number: u32,
    /// When it started (ms since the epoch).
    pub started_at: i64,
    /// When it ends by the rules (ms since the epoch); null once the game is over.
    pub deadline: Option<i64>,
}

/// A slot of the game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ForumPlayerView"))]
pub struct PlayerView {
    /// The slot.
    pub slot: Slot,
    /// Its current player's name.
    pub name: String,
    /// Every name the slot has had, the first player's first.
    pub names: Vec<String>,
    /// The aliases the host declared for it (rule 6).
    pub aliases: Vec<String>,
    /// Whether it is alive.
    pub alive: bool,
    /// Its role, shown at its death and at the end of the game; null otherwise.
    pub flip: Option<FlipView>,
}

/// A role as a flip shows it (a death under `reveal: none` shows none until the end).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FlipView {
    /// The faction ("town", "mafia", ...).
    pub faction: String,
    /// The role's name; null for a vanilla, or when `reveal` is `alignment`.
    pub role: Option<String>,
    /// What the flip shows: `alignment`, the faction only (the role is not told);
    /// absent: the whole role.
    #[serde(skip_serializing_if = "Reveal::is_role")]
    pub reveal: Reveal,
}

/// A post of the thread.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PostView {
    /// The post's number in the thread.
    pub id: u64,
    /// Its author's slot; null: the host's.
    pub slot: Option<Slot>,
    /// Its author's name when posted.
    pub author: String,
    /// When it was posted (ms since the epoch).
    pub at: i64,
    /// The phase it was posted in ("Day 1"); null before the first.
    pub phase: Option<String>,
    /// Its latest revision's text (BBCode).
    pub body: String,
    /// Whether it was edited.
    pub edited: bool,
    /// Every revision, the first one first.
    pub revisions: Vec<Revision>,
    /// The votes in it, as first posted (rule 3: an edit changes no vote).
    pub votes: Vec<VoteView>,
    /// What the count notes of it (rules 5 to 8).
    pub notes: Vec<NoteView>,
}

/// A revision of a post.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Revision {
    /// When it was written (ms since the epoch).
    pub at: i64,
    /// Its text (BBCode).
    pub body: String,
}

/// A vote or an unvote in a post.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VoteView {
    /// A vote or an unvote.
    pub kind: VoteMarkKind,
    /// The name written.
    pub name: String,
    /// The slot the name names; null when it names none or more than one (rule 6: never
    /// guessed).
    pub slot: Option<Slot>,
}

/// What a bold vote mark is.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum VoteMarkKind {
    /// A vote for a player.
    Vote,
    /// A vote taken back.
    Unvote,
}

/// A note of the count on a post.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct NoteView {
    /// The forum rule it is about.
    pub rule: u8,
    /// What it says, in English.
    pub message: String,
    /// What it says, as data: a page words it in its reader's language.
    pub said: omerta_forum::NoteSaid,
}

/// The vote count.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TallyView {
    /// The day counted ("Day 1"); null before the first day.
    pub day: Option<String>,
    /// How many players are alive.
    pub alive: usize,
    /// How many votes a lynch takes.
    pub majority: usize,
    /// How many votes lock a wagon, where the game has a lock (rule 7); null otherwise.
    pub lock: Option<usize>,
    /// Each wagon, the longest first.
    pub wagons: Vec<WagonView>,
    /// The living players with no vote.
    pub not_voting: Vec<String>,
    /// Who is lynched; null: nobody yet.
    pub lynch: Option<String>,
    /// Whether the day is over.
    pub day_over: bool,
    /// The count as the forum's template writes it (BBCode).
    pub bbcode: String,
    /// The host's rulings the reader may see.
    pub rulings: Vec<RulingView>,
}

/// A wagon: the votes on one player.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct WagonView {
    /// The player voted for.
    pub target: String,
    /// Their slot (or the count's number for "no lynch").
    pub slot: usize,
    /// How many vote for them.
    pub votes: usize,
    /// Who votes for them, in the order their votes came.
    pub voters: Vec<String>,
    /// How many more votes a lynch takes.
    pub needed: usize,
    /// Whether the wagon is locked (rule 7).
    pub locked: bool,
}

/// A ruling of the host on a vote or a flag.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RulingView {
    /// The post ruled on.
    pub post: u64,
    /// The vote as written in the post; null for a flag's dismissal.
    pub vote: Option<String>,
    /// The player the vote counts for; null when it is not counted.
    pub count_as: Option<String>,
    /// The rule of the flag dismissed; null for a ruling on a vote.
    pub rule: Option<u8>,
    /// The host's reason.
    pub reason: String,
}

/// The end of the game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Finished {
    /// Who won.
    pub winner: String,
    /// Why, in words.
    pub reason: String,
}

/// A slot's role as dealt, for the host.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RoleView {
    /// The slot.
    pub slot: usize,
    /// Its current player's name.
    pub name: String,
    /// The faction.
    pub faction: String,
    /// The role's name; null for a vanilla.
    pub role: Option<String>,
    /// The night abilities.
    pub abilities: Vec<String>,
    /// The night attributes.
    #[cfg_attr(feature = "schema", schemars(with = "crate::schema::NightAttributes"))]
    pub night: serde_json::Map<String, serde_json::Value>,
    /// The named channels of the role (D16); absent: none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub channels: Vec<String>,
}

/// A night action submitted.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ActionView {
    /// The actor's slot.
    pub slot: Slot,
    /// The actor's name.
    pub name: String,
    /// The night.
    pub night: u32,
    /// The ability used.
    pub ability: String,
    /// The targets' names.
    pub targets: Vec<String>,
    /// When it was submitted (ms since the epoch).
    pub at: i64,
}

/// A night action's result, for its actor.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ResultView {
    /// The actor's slot.
    pub slot: Slot,
    /// The night.
    pub night: u32,
    /// The ability used.
    pub ability: String,
    /// The target's name.
    pub target: String,
    /// The result, in words.
    pub result: String,
    /// The names it tells (a tracker's, a watcher's).
    pub names: Vec<String>,
}

/// Something the rules flag for the host to decide.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct FlagView {
    /// The post flagged; null for a flag on no post.
    pub post: Option<u64>,
    /// The slot flagged; null for a flag on nobody.
    pub slot: Option<usize>,
    /// Whom it flags, by the name they had then (a post's author; the slot's player on
    /// the day rule 13 flags): after a replacement, the earlier player's flags keep
    /// their name, so they are not read as the newcomer's.
    pub name: Option<String>,
    /// The forum rule.
    pub rule: u8,
    /// Whether the player broke it before.
    pub repeat: bool,
    /// What is wrong, in English words.
    pub message: String,
    /// What is wrong, as data: a page words it in its reader's language.
    pub said: omerta_forum::FlagSaid,
    /// The host's ruling on it; null while undecided.
    pub resolved: Option<String>,
}

/// How a night was resolved.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Explanation {
    /// The night.
    pub night: u32,
    /// The resolver's explanation (RAR's reason trees, or the ordered method's steps).
    pub text: String,
    /// The same as data, for a page to word in its reader's language
    /// (`omerta_i18n::night::text`); absent for a game stored before it, or past 256 KB.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", schemars(with = "Option<serde_json::Value>"))]
    pub data: Option<Box<omerta_night::Outcome>>,
}

/// A player's own part of the game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "ForumYou"))]
pub struct You {
    /// Their slot.
    pub slot: Slot,
    /// Their name.
    pub name: String,
    /// Whether they are alive.
    pub alive: bool,
    /// Their faction.
    pub faction: String,
    /// Their role's name; null for a vanilla.
    pub role: Option<String>,
    /// Their night abilities.
    pub abilities: Vec<String>,
    /// The players whose roles they know by the rules (their team).
    pub partners: Vec<Partner>,
    /// Tonight's actions they read (their own, their faction's kill).
    pub tonight: Vec<ActionView>,
    /// The actions they read of the nights resolved.
    pub actions: Vec<ActionView>,
    /// Their actions' results.
    pub results: Vec<ResultView>,
    /// The PMs they were sent, oldest first: the role PM, then each night's results PM.
    pub pms: Vec<PmView>,
    /// Rule 13's countdown while a day runs and they are alive (D24); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub activity: Option<Activity>,
}

/// A PM as its reader reads it (D35, D36).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PmView {
    /// The slot it was sent to.
    pub slot: Slot,
    /// The night whose results it tells; null: the role PM.
    pub night: Option<u32>,
    /// The PM, BBCode as the host wrote it, filled in (in English: the record).
    pub text: String,
    /// What it was filled with, to fill it again in the reader's language (issue 30);
    /// absent for a PM sent before it was kept.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<PmData>,
}

/// Rule 13 for a living player in the open day: "at least ___ actual contributive posts
/// per day phase required to be considered active" (D24).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Activity {
    /// Their posts this day that count.
    pub posts: u32,
    /// The setup's minimum per day phase.
    pub minimum: u32,
    /// How many more they need; 0 once they have the minimum.
    pub needed: u32,
    /// When the day ends by the rules (ms since the epoch).
    pub by: i64,
}

/// A player whose role a player knows.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Partner {
    /// Their slot.
    pub slot: Slot,
    /// Their name.
    pub name: String,
    /// Their faction.
    pub faction: String,
    /// Their role's name; null for a vanilla.
    pub role: Option<String>,
    /// Whether they are alive.
    pub alive: bool,
}

impl ForumGame {
    /// The PMs sent to the slots `to` picks, oldest first.
    fn pm_views(&self, to: impl Fn(Slot) -> bool) -> Vec<PmView> {
        self.pms
            .iter()
            .filter(|pm| to(pm.slot))
            .map(|pm| PmView {
                slot: pm.slot,
                night: pm.night,
                text: pm.text.clone(),
                data: pm.data.clone(),
            })
            .collect()
    }
}
