//! A forum game's PMs in their reader's language (issue 30, docs/live/forum.md D42): a
//! PM is stored filled in English, the record, with the data it was filled with; the page
//! and the mail fill it again with [`omerta_live::forum::pms::fill_pm`], the one fill,
//! and the engine's sentences worded by Fluent (the area `forum`, ids `forum-pm-`). The
//! host's own template stays the host's words; only the blanks the engine fills change.
//!
//! English is the engine's own English ([`English`]): the page and the mail read exactly
//! the stored text, and the catalog's English is tested to say the same, word for word.

use omerta_forum::markup::plain_text;
use omerta_i18n::{t, tr, Args, Lang};
use omerta_live::forum::pms::{self, English, Goal, Mate, PmData, PmKind, PmResult, Words};
use omerta_live::forum::ForumEvent;
use omerta_night::Ability;

/// The PM `data` filled for a reader of `lang`.
pub fn pm_in(lang: Lang, data: &PmData) -> String {
    match lang {
        Lang::En => pms::fill_pm(data, &English),
        lang => pms::fill_pm(data, &Fluent(lang)),
    }
}

/// A stored event of a forum game, a role PM or a results PM that keeps its data, as
/// mailed to a reader of `lang`: plain text, as [`ForumEvent`]'s notice mails it (D39).
/// None for any other event, and for a PM stored before its data was kept.
pub fn mailed_pm_in(lang: Lang, event: &serde_json::Value) -> Option<String> {
    match serde_json::from_value::<ForumEvent>(event.clone()).ok()? {
        ForumEvent::Role {
            data: Some(data), ..
        }
        | ForumEvent::ResultsPm {
            data: Some(data), ..
        } => Some(plain_text(&pm_in(lang, &data))),
        _ => None,
    }
}

/// A night ability's name for people (`omerta-night`'s abilities; another as written,
/// its first letter capitalized): the forum page's forms and lists, and a result's PM.
pub fn ability_label(lang: Lang, ability: &str) -> String {
    let id = match ability {
        "kill" => omerta_i18n::id("forum-ability-kill"),
        "factional_kill" => omerta_i18n::id("forum-ability-factional-kill"),
        "protect" => omerta_i18n::id("forum-ability-protect"),
        "block" => omerta_i18n::id("forum-ability-block"),
        "jail" => omerta_i18n::id("forum-ability-jail"),
        "investigate" => omerta_i18n::id("forum-ability-investigate"),
        "track" => omerta_i18n::id("forum-ability-track"),
        "watch" => omerta_i18n::id("forum-ability-watch"),
        "redirect" => omerta_i18n::id("forum-ability-redirect"),
        "swap" => omerta_i18n::id("forum-ability-swap"),
        "visit" => omerta_i18n::id("forum-ability-visit"),
        "recruit" => omerta_i18n::id("forum-ability-recruit"),
        "strong_kill" => omerta_i18n::id("forum-ability-strong-kill"),
        "ninja_kill" => omerta_i18n::id("forum-ability-ninja-kill"),
        "commute" => omerta_i18n::id("forum-ability-commute"),
        "deflect" => omerta_i18n::id("forum-ability-deflect"),
        "guard" => omerta_i18n::id("forum-ability-guard"),
        "day_kill" => omerta_i18n::id("forum-ability-day-kill"),
        other => return capitalized(&other.replace('_', " ")),
    };
    t(lang, id)
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// An ability's sentence in a role PM, by its message.
fn ability_sentence_id(ability: Ability) -> &'static str {
    match ability {
        Ability::Kill => omerta_i18n::id("forum-pm-ability-kill"),
        Ability::FactionalKill => omerta_i18n::id("forum-pm-ability-factional-kill"),
        Ability::Protect => omerta_i18n::id("forum-pm-ability-protect"),
        Ability::Block => omerta_i18n::id("forum-pm-ability-block"),
        Ability::Jail => omerta_i18n::id("forum-pm-ability-jail"),
        Ability::Investigate => omerta_i18n::id("forum-pm-ability-investigate"),
        Ability::Track => omerta_i18n::id("forum-pm-ability-track"),
        Ability::Watch => omerta_i18n::id("forum-pm-ability-watch"),
        Ability::Redirect => omerta_i18n::id("forum-pm-ability-redirect"),
        Ability::Swap => omerta_i18n::id("forum-pm-ability-swap"),
        Ability::Visit => omerta_i18n::id("forum-pm-ability-visit"),
        Ability::Recruit => omerta_i18n::id("forum-pm-ability-recruit"),
        Ability::StrongKill => omerta_i18n::id("forum-pm-ability-strong-kill"),
        Ability::NinjaKill => omerta_i18n::id("forum-pm-ability-ninja-kill"),
        Ability::Commute => omerta_i18n::id("forum-pm-ability-commute"),
        Ability::Deflect => omerta_i18n::id("forum-pm-ability-deflect"),
        Ability::Guard => omerta_i18n::id("forum-pm-ability-guard"),
        Ability::DayKill => omerta_i18n::id("forum-pm-ability-day-kill"),
    }
}

fn args<'a>(pairs: impl IntoIterator<Item = (&'a str, String)>) -> Args<'a> {
    let mut args = Args::new();
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// The engine's PM sentences in a language, from the catalog.
pub struct Fluent(pub Lang);

impl Words for Fluent {
    /// The language's built-in template: its message, each variable given as its blank
    /// (`{name}`), so that the one fill fills it and drops a line a blank emptied.
    fn built_in(&self, kind: PmKind) -> String {
        let blanks = args(
            kind.blanks()
                .iter()
                .map(|blank| (*blank, format!("{{{blank}}}"))),
        );
        match kind {
            PmKind::Role => tr(self.0, "forum-pm-template-role", &blanks),
            PmKind::Results => tr(self.0, "forum-pm-template-results", &blanks),
        }
    }

    /// The town and the mafia in the reader's language; another as the setup wrote it.
    fn faction(&self, faction: &str) -> String {
        match faction.trim().to_lowercase().as_str() {
            "town" => t(self.0, "forum-pm-faction-town"),
            "mafia" => t(self.0, "forum-pm-faction-mafia"),
            _ => faction.trim().to_string(),
        }
    }

    fn vanilla(&self) -> String {
        t(self.0, "forum-pm-vanilla")
    }

    fn identity(&self, faction: &str, role: Option<&str>) -> String {
        let faction = self.faction(faction);
        match role.map(str::trim).filter(|r| !r.is_empty()) {
            Some(role) => tr(
                self.0,
                "forum-pm-identity",
                &args([("faction", faction), ("role", role.to_string())]),
            ),
            None => faction,
        }
    }

    fn ability(&self, ability: &str) -> String {
        match Ability::parse(ability) {
            Some(known) => t(self.0, ability_sentence_id(known)),
            None => tr(
                self.0,
                "forum-pm-ability-unknown",
                &args([("ability", ability.to_string())]),
            ),
        }
    }

    fn no_ability(&self) -> String {
        t(self.0, "forum-pm-no-ability")
    }

    fn team(&self, team: &[Mate]) -> String {
        tr(
            self.0,
            "forum-pm-team",
            &args([("members", pms::team_list(team))]),
        )
    }

    fn goal(&self, goal: Goal) -> String {
        match goal {
            Goal::Town => t(self.0, "forum-pm-goal-town"),
            Goal::Rule8(faction) => tr(
                self.0,
                "forum-pm-goal-rule8",
                &args([("faction", self.faction(faction))]),
            ),
            Goal::Other(faction) => tr(
                self.0,
                "forum-pm-goal-other",
                &args([("faction", self.faction(faction))]),
            ),
        }
    }

    fn result(&self, r: &PmResult) -> String {
        let lang = self.0;
        let target = ("target", r.target.clone());
        let names = ("names", r.names.join(", "));
        let ability = ("ability", ability_label(lang, &r.ability).to_lowercase());
        match (r.result.as_str(), r.names.is_empty()) {
            ("innocent", _) => tr(lang, "forum-pm-result-innocent", &args([target])),
            ("guilty", _) => tr(lang, "forum-pm-result-guilty", &args([target])),
            ("visited", true) => tr(lang, "forum-pm-result-visited-nobody", &args([target])),
            ("visited", false) => tr(lang, "forum-pm-result-visited", &args([target, names])),
            ("visited_by", true) => tr(lang, "forum-pm-result-visited-by-nobody", &args([target])),
            ("visited_by", false) => tr(lang, "forum-pm-result-visited-by", &args([target, names])),
            ("no_action", _) => tr(lang, "forum-pm-result-no-action", &args([target])),
            ("no_result", _) => tr(lang, "forum-pm-result-no-result", &args([ability, target])),
            (other, _) => tr(
                lang,
                "forum-pm-result-other",
                &args([ability, target, ("result", other.replace('_', " "))]),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use omerta_live::forum::pms::{Blanks, ResultsBlanks, RoleBlanks};

    /// Every sentence the engine writes into a PM, by its words: each ability (and one
    /// the engine does not know), none, a vanilla, identities, a team, every goal and
    /// every kind of result, and the built-in templates.
    fn sentences(words: &dyn Words) -> Vec<String> {
        let mut out: Vec<String> = Ability::ALL
            .iter()
            .map(|a| words.ability(a.name()))
            .collect();
        out.push(words.ability("levitate"));
        out.push(words.no_ability());
        out.push(words.vanilla());
        for (faction, role) in [
            ("town", Some("cop")),
            // The town and the mafia as a setup writes them (a host's "Mafia" reads as
            // written in English, and in the reader's word in another language).
            (" mafia ", Some(" goon ")),
            ("town", None),
            ("Yakuza", Some("hitman")),
        ] {
            out.push(words.identity(faction, role));
            out.push(words.faction(faction));
        }
        let mate = |name: &str, role: Option<&str>| Mate {
            name: name.to_string(),
            role: role.map(str::to_string),
        };
        out.push(words.team(&[mate("Pyro", Some("goon"))]));
        out.push(words.team(&[mate("Pyro", None), mate("Tara", Some("goon"))]));
        for faction in ["town", "mafia", "Yakuza"] {
            for rule8 in [false, true] {
                out.push(words.goal(Goal::of(faction, rule8)));
            }
        }
        for ability in [
            "investigate",
            "track",
            "watch",
            "factional_kill",
            "levitate",
        ] {
            for result in [
                "innocent",
                "guilty",
                "visited",
                "visited_by",
                "no_action",
                "no_result",
                "half_seen",
            ] {
                for names in [vec![], vec!["Noodle".to_string(), "Bad Ash".to_string()]] {
                    out.push(words.result(&PmResult {
                        ability: ability.to_string(),
                        target: "Pyro".to_string(),
                        result: result.to_string(),
                        names,
                    }));
                }
            }
        }
        out.push(words.built_in(PmKind::Role));
        out.push(words.built_in(PmKind::Results));
        out
    }

    #[test]
    fn the_catalogs_english_is_the_engines_english_word_for_word() {
        let engine = sentences(&English);
        let catalog = sentences(&Fluent(Lang::En));
        assert_eq!(engine.len(), catalog.len());
        for (engine, catalog) in engine.iter().zip(&catalog) {
            assert_eq!(engine, catalog);
        }
    }

    #[test]
    fn every_other_language_words_every_sentence_itself() {
        let english = sentences(&English);
        for lang in [Lang::Ru, Lang::Uk, Lang::He] {
            let words = sentences(&Fluent(lang));
            for (english, words) in english.iter().zip(&words) {
                // A name or a code alone is the same in every language.
                if ["Yakuza", "Yakuza hitman", "town cop"].contains(&english.as_str()) {
                    continue;
                }
                assert_ne!(english, words, "{lang}: not translated");
                assert!(!words.contains("forum-pm-"), "{lang}: {words}");
            }
            for kind in [PmKind::Role, PmKind::Results] {
                let template = Fluent(lang).built_in(kind);
                assert!(pms::problems(kind, &template).is_empty(), "{template}");
                for blank in kind.blanks() {
                    let blank = format!("{{{blank}}}");
                    assert!(
                        !kind.built_in().contains(&blank) || template.contains(&blank),
                        "{lang}: {blank} missing from {template}"
                    );
                }
            }
        }
    }

    fn role_data(team: Vec<Mate>) -> PmData {
        PmData {
            template: None,
            blanks: Blanks::Role(RoleBlanks {
                name: "Noodle".to_string(),
                faction: "town".to_string(),
                role: Some("cop".to_string()),
                abilities: vec!["investigate".to_string()],
                team,
                fifty_percent_rule: true,
            }),
        }
    }

    #[test]
    fn a_built_in_pm_reads_in_its_readers_language_and_drops_an_empty_team_line() {
        let pm = pm_in(Lang::Ru, &role_data(Vec::new()));
        assert_eq!(
            pm,
            "[b]Вы — Noodle: cop (город).[/b]\n\n\
             Каждую ночь вы можете проверить одного игрока и узнать, мафия ли он.\n\
             Вы побеждаете вместе с городом, когда в живых не останется ни одного игрока против города."
        );
        let english = pm_in(Lang::En, &role_data(Vec::new()));
        assert_eq!(english, pms::fill_pm(&role_data(Vec::new()), &English));
        assert!(english.starts_with("[b]You are Noodle: town cop.[/b]\n\nEach night"));
        let results = PmData {
            template: Some("{{Report}} {night} for {name}:\n{results}".to_string()),
            blanks: Blanks::Results(ResultsBlanks {
                name: "Noodle".to_string(),
                night: 2,
                results: vec![PmResult {
                    ability: "investigate".to_string(),
                    target: "Pyro".to_string(),
                    result: "guilty".to_string(),
                    names: Vec::new(),
                }],
            }),
        };
        // The host's own words stay the host's; the engine's are the reader's.
        assert_eq!(
            pm_in(Lang::He, &results),
            "{Report} 2 for Noodle:\nהחקירה שלכם של Pyro: מאפיה."
        );
    }

    #[test]
    fn a_stored_pm_with_its_data_is_mailed_in_plain_text_and_any_other_event_is_not() {
        let role = serde_json::json!({"type": "role", "slot": 0, "name": "Noodle",
            "faction": "town", "role": "cop", "abilities": ["investigate"],
            "pm": "[b]You are Noodle: town cop.[/b]", "data": role_data(Vec::new())});
        let mailed = mailed_pm_in(Lang::Uk, &role).expect("a role PM");
        assert!(
            mailed.starts_with("Ви — Noodle: cop (місто).\n"),
            "{mailed}"
        );
        // A PM stored before its data was kept, another event, and junk: not a PM.
        let mut old = role.clone();
        old.as_object_mut().unwrap().remove("data");
        assert_eq!(mailed_pm_in(Lang::Uk, &old), None);
        let posted = serde_json::json!({"type": "no_lynch", "day": 1});
        assert_eq!(mailed_pm_in(Lang::Uk, &posted), None);
        let junk = serde_json::json!({"type": "role", "data": {"blanks": "x".repeat(10_000)}});
        assert_eq!(mailed_pm_in(Lang::Uk, &junk), None);
    }
}
