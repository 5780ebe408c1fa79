//! What the players send while a phase is open: a role's action, a day's ballot and the
//! Mafia's decision, each checked as the engine will take it (M22, M24, M28, M29, M68,
//! M71) and stored for the phase's closing, within the schedule's hours. None changes the
//! state, which only the fold does; none plays a phase, which `play` does. `handle` in the
//! module root sends each command to its file.

use super::events::{emit, Event1923};
use super::refusals;
use super::{role_named, slot, slots, Channel, Game1923, MAFIA_MEMBER};
use crate::{Emitted, Refusal, Role as Who, Slot};
use omerta_1923::message::i18n;
use omerta_1923::{Phase, Role, Said, When};
use serde::{Deserialize, Serialize};

/// What actors send while the game runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command1923 {
    /// A role's action in the open phase. `role` may be left out (it is the player's
    /// role); `targets` are slots, `family` a family's name, as the role takes them
    /// (docs/1923/script.md, the role table). `by`: only the host, acting for a player.
    Action {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<String>,
        #[serde(default)]
        targets: Vec<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
    },
    /// A day's ballot: a family vote (a family's name) and an individual vote (a slot).
    Vote {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        family: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        individual: Option<Slot>,
    },
    /// The Mafia's decision for the night, sent by one Mafia Member (the latest stands).
    MafiaKill {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Slot>,
        targets: Vec<Slot>,
    },
    /// The host exiles a player (M67): from the open phase's start, announced at once.
    Exile {
        slot: Slot,
        #[serde(default)]
        reason: String,
    },
    /// The host (or the timer, at the deadline) closes the open phase: it is played.
    Advance {},
    /// A message in a private channel: the Mafia's ("The Mafia Members will discuss whom
    /// they want to kill") or a player's with the moderators ("You may also submit
    /// questions to the Moderators"). `with`: only the host, naming the player whose
    /// channel with the moderators they write in.
    Say {
        channel: Channel,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<Slot>,
        text: String,
    },
}

/// The shape of a role's action (docs/1923/script.md, the role table).
pub(super) struct Shape {
    pub(super) min_targets: usize,
    pub(super) max_targets: usize,
    pub(super) family: Need,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Need {
    No,
    Optional,
    Required,
}

impl Need {
    pub(super) fn name(self) -> &'static str {
        match self {
            Need::No => "none",
            Need::Optional => "optional",
            Need::Required => "required",
        }
    }
}

pub(super) fn shape(role: Role) -> Shape {
    let (min_targets, max_targets, family) = match role {
        Role::Drunkard => (0, 0, Need::Required),
        Role::Sheriff => (1, 1, Need::Required),
        // "a family (+1) and/or targets: [player] (+1)"
        Role::Councilor | Role::Pacifist => (0, 1, Need::Optional),
        Role::Paperboy | Role::Shadchan => (2, 2, Need::Required),
        _ => (1, 1, Need::No),
    };
    let family = if matches!(role, Role::Paperboy | Role::Shadchan) {
        Need::No
    } else {
        family
    };
    Shape {
        min_targets,
        max_targets,
        family,
    }
}

impl Game1923 {
    /// Who submits: the player themself, or a player the host names.
    fn actor(&self, who: Who, by: Option<Slot>) -> Result<usize, Refusal> {
        match (who, by) {
            (Who::Player(me), None) => self.player(me),
            (Who::Player(me), Some(s)) if s == me => self.player(me),
            (Who::Player(_), Some(_)) => Err(refusals::for_themself()),
            (Who::Host, Some(s)) => self.player(s),
            (Who::Host, None) => Err(refusals::host_names_for()),
            (Who::System, _) => Err(refusals::timers_only_close()),
        }
    }

    /// A player's submission is taken between the phase's opening and its closing by the
    /// schedule: "If a player attempts to use an ability at the wrong time ... the action
    /// will not take place". The buffers between are the moderators'. The host may enter a
    /// submission at any time (what came in on time by other means).
    pub(super) fn must_be_open(&self, who: Who, now: i64) -> Result<(), Refusal> {
        let (Who::Player(_), Some(span), Some(schedule)) = (who, self.span(), &self.schedule)
        else {
            return Ok(());
        };
        let phase = self.open_phase()?;
        let local = |at: i64| crate::clock::written(at, Some(&schedule.setup().time_zone));
        if now < span.opens {
            return Err(refusals::not_open_yet(phase, &local(span.opens)));
        }
        if now >= span.closes {
            return Err(refusals::closed(phase, &local(span.closes)));
        }
        Ok(())
    }

    pub(super) fn action(
        &self,
        who: Who,
        by: Option<Slot>,
        role: Option<String>,
        targets: Vec<Slot>,
        family: Option<String>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        self.must_be_in_play(p)?;
        let player = &engine.players[p];
        let held = player.role;
        if let Some(asked) = role.as_deref() {
            match role_named(asked) {
                Some(r) if r == held => {}
                Some(r) => return Err(refusals::not_your_role(r)),
                None if asked == MAFIA_MEMBER && player.mafia => {
                    return Err(refusals::kill_by_command())
                }
                None if asked == MAFIA_MEMBER => return Err(refusals::not_a_mafia_member()),
                None => return Err(refusals::not_a_role(asked)),
            }
        }
        let when = match phase {
            Phase::Night(_) => When::Night,
            Phase::Day(_) => When::Day,
        };
        match held.when() {
            When::Never if player.mafia => return Err(refusals::member_acts_by_kill()),
            When::Never => return Err(refusals::townsperson_has_nothing()),
            When::Passive => return Err(refusals::passive(held)),
            w if w != when => {
                return Err(refusals::acts_another_time(held, w == When::Night, phase));
            }
            _ => {}
        }
        let form = shape(held);
        if targets.len() < form.min_targets || targets.len() > form.max_targets {
            return Err(refusals::target_count(
                held,
                form.min_targets,
                form.max_targets,
                targets.len(),
            ));
        }
        match (form.family, &family) {
            (Need::Required, None) => return Err(refusals::names_a_family(held)),
            (Need::No, Some(_)) => return Err(refusals::names_no_family(held)),
            (Need::Optional, None) if targets.is_empty() => {
                return Err(refusals::family_or_player(held))
            }
            _ => {}
        }
        let family = family
            .as_deref()
            .map(|f| self.family_named(f))
            .transpose()?;
        let targets: Vec<usize> = targets
            .iter()
            .map(|t| self.player(*t))
            .collect::<Result<_, _>>()?;
        for t in &targets {
            if !self.known_in_play(*t) {
                return Err(refusals::target_dead(&self.name(*t)));
            }
        }
        // The engine's own rules for a submission (M24): injuries, limits, self-targets.
        engine
            .check(p, Some(held), &targets, family, phase, when)
            .map_err(|why| refusals::ignored(&self.name(p), why))?;
        if self.open.acted.contains(&(p, held)) {
            return Err(refusals::already_acted(
                &self.name(p),
                held,
                when == When::Night,
            ));
        }
        Ok(vec![emit(Event1923::Action {
            phase: phase.to_string(),
            by: slot(p),
            role: held.title().to_string(),
            targets: slots(&targets),
            family: family.map(|f| engine.seating.families[f].name.clone()),
        })])
    }

    pub(super) fn vote(
        &self,
        who: Who,
        by: Option<Slot>,
        family: Option<String>,
        individual: Option<Slot>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        if !matches!(phase, Phase::Day(_)) {
            return Err(refusals::votes_by_day(phase));
        }
        self.must_be_in_play(p)?;
        if engine.injured(p, phase) {
            return Err(refusals::injured_today(&self.name(p)));
        }
        if self.open.voted.contains(&p) {
            return Err(refusals::already_voted(&self.name(p)));
        }
        if family.is_none() && individual.is_none() {
            return Err(refusals::ballot_shape());
        }
        let f = family
            .as_deref()
            .map(|f| self.family_named(f))
            .transpose()?;
        let t = individual.map(|t| self.player(t)).transpose()?;
        let own = engine.players[p].family;
        // Each warning in English and as data (`m1923-said-warn-*`), one for one.
        let mut warnings: Vec<(String, Said)> = Vec::new();
        let mut warn =
            |id: &'static str, text: &str| warnings.push((text.to_owned(), Said::new(id)));
        match f {
            None => warn(
                i18n::id("m1923-said-warn-no-family"),
                "no family vote: a strike (M68)",
            ),
            Some(f) if f == own => warn(
                i18n::id("m1923-said-warn-own-family"),
                "a family vote for your own family is improper: a strike (M71)",
            ),
            Some(_) => {}
        }
        let alone = !(0..engine.players.len())
            .any(|q| q != p && engine.players[q].family == own && self.in_play(q));
        match t {
            None if alone => {}
            None => warn(
                i18n::id("m1923-said-warn-no-individual"),
                "no individual vote: a strike (M68)",
            ),
            Some(_) if alone => warn(
                i18n::id("m1923-said-warn-alone"),
                "no one else of your family is in play: an individual vote is improper (M73)",
            ),
            Some(t) if t == p => warn(
                i18n::id("m1923-said-warn-yourself"),
                "an individual vote for yourself is improper: a strike (M71)",
            ),
            Some(t) if engine.players[t].family != own => warn(
                i18n::id("m1923-said-warn-outside-family"),
                "an individual vote for someone outside your family is improper: a strike (M71)",
            ),
            Some(t) if !self.known_in_play(t) => warn(
                i18n::id("m1923-said-warn-dead"),
                "an individual vote for a dead player is improper: a strike (M71)",
            ),
            Some(_) => {}
        }
        let (warnings, warned): (Vec<String>, Vec<Said>) = warnings.into_iter().unzip();
        Ok(vec![emit(Event1923::Vote {
            phase: phase.to_string(),
            by: slot(p),
            family: f.map(|f| engine.seating.families[f].name.clone()),
            individual: t.map(slot),
            warnings,
            warned,
        })])
    }

    pub(super) fn mafia_kill(
        &self,
        who: Who,
        by: Option<Slot>,
        targets: Vec<Slot>,
    ) -> Result<Vec<Emitted<Event1923>>, Refusal> {
        let phase = self.open_phase()?;
        let engine = self.engine()?;
        let p = self.actor(who, by)?;
        if !engine.players[p].mafia {
            return Err(refusals::members_decide());
        }
        if !matches!(phase, Phase::Night(_)) {
            return Err(refusals::kills_at_night(phase));
        }
        self.must_be_in_play(p)?;
        if engine.injured(p, phase) {
            return Err(refusals::injured_tonight(&self.name(p)));
        }
        let (required, mafia) = self.kill_count();
        if required == 0 {
            return Err(refusals::no_civilian());
        }
        if targets.len() != required {
            return Err(refusals::kill_count(required, targets.len()));
        }
        let mut named = Vec::new();
        for t in targets {
            let t = self.player(t)?;
            if named.contains(&t) {
                return Err(refusals::named_twice(&self.name(t)));
            }
            if engine.players[t].mafia {
                return Err(refusals::kill_a_member(&self.name(t)));
            }
            if !self.known_in_play(t) {
                return Err(refusals::kill_the_dead(&self.name(t)));
            }
            named.push(t);
        }
        Ok(vec![emit(Event1923::MafiaKill {
            phase: phase.to_string(),
            by: slot(p),
            targets: slots(&named),
            to: slots(&mafia),
        })])
    }
}
