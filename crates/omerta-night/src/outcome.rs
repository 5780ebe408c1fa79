//! What a night comes to: deaths, recruitments, information results and, when asked,
//! the reasons.

use crate::ability::Ability;
use crate::document::Verdict;
use crate::said::Said;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::fmt::Write;

/// An information action's result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "result", content = "names", rename_all = "snake_case")]
pub enum Info {
    Verdict(Verdict),
    /// A track: the targets the tracked player visited.
    Visited(Vec<String>),
    /// A track: the tracked player went nowhere.
    NoAction,
    /// A watch: who visited the watched player.
    VisitedBy(Vec<String>),
    /// The actor's own action was stopped.
    NoResult,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct InfoResult {
    /// The index of the information action in the document's `actions`.
    pub action: usize,
    pub to: String,
    pub ability: Ability,
    /// The player the action ended up on (its submitted target unless it was moved).
    pub target: String,
    pub info: Info,
}

/// For or against the claim above it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    For,
    Against,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::For => Side::Against,
            Side::Against => Side::For,
        }
    }
}

/// A reason in the seed's form: for or against, whether it stood, whether rule 4 cut it,
/// and the reasons against it.
///
/// As data (serde), a reason keeps its [`Said`] and not its English, which is the same
/// said again: read back, `text` is empty, and an edge words `said`
/// (`omerta_i18n::night`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Node {
    pub side: Side,
    /// The reason in English: `said` written out.
    #[serde(skip)]
    pub text: String,
    /// The reason as data.
    pub said: Said,
    pub stands: bool,
    /// Rule 4: its action was already in the chain, so it had no effect.
    pub cut: bool,
    pub children: Vec<Node>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Explanation {
    /// The question in English (or the heading of a list of steps): `asked` written out.
    #[serde(skip)]
    pub question: String,
    /// The question as data.
    pub asked: Said,
    pub answer: bool,
    pub reasons: Vec<Node>,
}

impl Explanation {
    /// A question (or heading) and its answer, its English written from its data.
    pub(crate) fn new(
        asked: Said,
        answer: bool,
        reasons: Vec<Node>,
        players: &[String],
    ) -> Explanation {
        Explanation {
            question: asked.english(players).to_string(),
            asked,
            answer,
            reasons,
        }
    }

    /// The steps taken, in order, as one answered question (the methods that resolve one
    /// action at a time explain themselves by their log).
    pub(crate) fn steps(heading: Said, log: Vec<Said>, players: &[String]) -> Explanation {
        let reasons = log
            .into_iter()
            .map(|said| Node::new(Side::For, said, true, players))
            .collect();
        Explanation::new(heading, true, reasons, players)
    }
}

impl Node {
    /// A reason with no reasons against it (yet), its English written from its data.
    pub(crate) fn new(side: Side, said: Said, stands: bool, players: &[String]) -> Node {
        Node {
            side,
            text: said.english(players).to_string(),
            said,
            stands,
            cut: false,
            children: Vec::new(),
        }
    }
}

/// Something the host is told about the night's actions: one that was not carried out,
/// and why (ruling N14).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Note {
    /// The action's index in the document's `actions`.
    pub action: usize,
    /// In English: `said` written out.
    #[serde(skip)]
    pub text: String,
    pub said: Said,
}

/// As data (serde) an outcome keeps its sentences' data and not their English (see
/// [`Node`]): what an edge keeps to word the night in its reader's language.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Outcome {
    /// Names, sorted.
    pub deaths: Vec<String>,
    /// Names, sorted.
    pub recruited: Vec<String>,
    /// One per information action, in document order.
    pub results: Vec<InfoResult>,
    /// Filled when explanations were asked for.
    pub explanations: Vec<Explanation>,
    /// For the host: actions set aside before the night was resolved.
    pub notes: Vec<Note>,
    /// Each mason and the other masons they are told (ruling N19), in the order of the
    /// players; empty when the night has no masons.
    pub masons: Vec<(String, Vec<String>)>,
    /// Why the explanations asked for are not given (a night decided within its budget
    /// whose reasons would not fit in it).
    #[serde(skip)]
    pub unexplained: Option<String>,
    /// The same, as data.
    pub unexplained_said: Option<Said>,
    /// The night's players' names, in the document's order: the players the sentences' data
    /// names by their place ([`crate::said::Who`]); empty when there are no such sentences.
    pub players: Vec<String>,
}

impl InfoResult {
    fn to_json(&self) -> Value {
        let mut v = json!({"to": self.to, "ability": self.ability.name(), "target": self.target, "action": self.action});
        let o = v.as_object_mut().expect("an object");
        match &self.info {
            Info::Verdict(verdict) => {
                o.insert("result".into(), json!(verdict.name()));
            }
            Info::Visited(names) => {
                o.insert("result".into(), json!("visited"));
                o.insert("visited".into(), json!(names));
            }
            Info::NoAction => {
                o.insert("result".into(), json!("no_action"));
            }
            Info::VisitedBy(names) => {
                o.insert("result".into(), json!("visited_by"));
                o.insert("visitors".into(), json!(names));
            }
            Info::NoResult => {
                o.insert("result".into(), json!("no_result"));
            }
        }
        v
    }

    fn sentence(&self) -> String {
        match &self.info {
            Info::Verdict(v) => format!(
                "{}'s {} on {}: {}",
                self.to,
                self.ability.name(),
                self.target,
                v.name()
            ),
            Info::Visited(names) => format!(
                "{}'s {} on {}: visited {}",
                self.to,
                self.ability.name(),
                self.target,
                names.join(", ")
            ),
            Info::NoAction => format!(
                "{}'s {} on {}: went nowhere",
                self.to,
                self.ability.name(),
                self.target
            ),
            Info::VisitedBy(names) if names.is_empty() => {
                format!(
                    "{}'s {} on {}: nobody visited",
                    self.to,
                    self.ability.name(),
                    self.target
                )
            }
            Info::VisitedBy(names) => format!(
                "{}'s {} on {}: visited by {}",
                self.to,
                self.ability.name(),
                self.target,
                names.join(", ")
            ),
            Info::NoResult => format!("{}'s {}: no result", self.to, self.ability.name()),
        }
    }
}

impl Node {
    fn to_json(&self) -> Value {
        json!({
            "side": match self.side { Side::For => "for", Side::Against => "against" },
            "reason": self.text,
            "stands": self.stands,
            "cut_by_rule_4": self.cut,
            "reasons": self.children.iter().map(Node::to_json).collect::<Vec<_>>(),
        })
    }

    fn write(&self, depth: usize, out: &mut String) {
        let side = match self.side {
            Side::For => "Reason for yes",
            Side::Against => "Reason for no",
        };
        let verdict = if self.cut {
            "no effect: rule 4, its action is already in this chain"
        } else if self.stands {
            "stands"
        } else {
            "counteracted"
        };
        let _ = writeln!(
            out,
            "{}• {side}: {} [{verdict}]",
            "  ".repeat(depth + 1),
            self.text
        );
        for child in &self.children {
            child.write(depth + 1, out);
        }
    }
}

impl Outcome {
    /// The contract's JSON; explanations are added under `"explanations"` when present.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "deaths": self.deaths,
            "recruited": self.recruited,
            "results": self.results.iter().map(InfoResult::to_json).collect::<Vec<_>>(),
        });
        if !self.notes.is_empty() {
            v["notes"] = self
                .notes
                .iter()
                .map(|n| json!({"action": n.action, "note": n.text}))
                .collect();
        }
        if !self.masons.is_empty() {
            v["masons"] = self
                .masons
                .iter()
                .map(|(to, others)| json!({"to": to, "masons": others}))
                .collect();
        }
        if let Some(why) = &self.unexplained {
            v["unexplained"] = json!(why);
        }
        if !self.explanations.is_empty() {
            v["explanations"] = self
                .explanations
                .iter()
                .map(|e| json!({"question": e.question, "answer": e.answer, "reasons": e.reasons.iter().map(Node::to_json).collect::<Vec<_>>()}))
                .collect();
        }
        v
    }

    /// For people: deaths, recruitments, results, and the reason trees if any.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let list = |names: &[String]| {
            if names.is_empty() {
                "nobody".to_owned()
            } else {
                names.join(", ")
            }
        };
        let _ = writeln!(out, "Deaths: {}", list(&self.deaths));
        let _ = writeln!(out, "Recruited: {}", list(&self.recruited));
        if !self.results.is_empty() {
            let _ = writeln!(out, "Results:");
            for r in &self.results {
                let _ = writeln!(out, "  {}", r.sentence());
            }
        }
        if !self.masons.is_empty() {
            let _ = writeln!(out, "Masons:");
            for (to, others) in &self.masons {
                let _ = match others.len() {
                    0 => writeln!(out, "  {to} knows no other mason"),
                    1 => writeln!(out, "  {to} knows the other mason: {}", others[0]),
                    _ => writeln!(out, "  {to} knows the other masons: {}", others.join(", ")),
                };
            }
        }
        if !self.notes.is_empty() {
            let _ = writeln!(out, "For the host:");
            for n in &self.notes {
                let _ = writeln!(out, "  actions[{}]: {}", n.action, n.text);
            }
        }
        if let Some(why) = &self.unexplained {
            let _ = writeln!(out, "\nWhy: {why}.");
        }
        for e in &self.explanations {
            // A question is answered yes or no; the ordered method's log is a list under
            // a heading, which no "Yes." answers (issue 28).
            if e.question.ends_with('?') {
                let answer = if e.answer { "Yes." } else { "No." };
                let _ = writeln!(out, "\n{} {answer}", e.question);
            } else {
                let _ = writeln!(out, "\n{}:", e.question);
            }
            if e.reasons.is_empty() {
                let _ = writeln!(out, "  • no reasons for yes, thus no by default");
            }
            for r in &e.reasons {
                r.write(0, &mut out);
            }
        }
        out
    }
}
