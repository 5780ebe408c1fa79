//! Properties of night resolution over random valid nights:
//!
//! - (a) the same night always resolves the same way, explanations included;
//! - (b) the order in which actions are listed never matters (RAR and ordered);
//! - (c) an action by a player nobody else touches changes nothing else;
//! - (d) RAR's "Does X die?" explanations answer yes exactly for the deaths;
//! - (e) `resolve_json` never panics on mutated documents;
//! - (f) one kill kills at most one player (with no paranoid gun owner at the table);
//! - (h) lovers (N18): binding two players changes the deaths by exactly the lover of a
//!   player who died, and nothing else, by both methods, and RAR's "Does X die?"
//!   answers agree.
//!
//! Nights are small (3-10 players, 0-15 actions) so that the file runs in seconds in
//! debug. Set `PROPTEST_CASES` for a longer soak.

use omerta_night::{resolve_json, Info, InfoResult, Outcome};
use proptest::prelude::*;
use serde_json::{json, Value};

const CASES: u32 = 256;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(CASES),
        // Failures print their minimal case; no regression files in the source tree.
        failure_persistence: None,
        // Some properties skip the nights they do not speak of (prop_assume).
        max_global_rejects: 1_000_000,
        ..ProptestConfig::default()
    }
}

const NAMES: [&str; 10] = [
    "Noodle",
    "Bad Ash",
    "Leopold Stotch",
    "Gorny",
    "Pyrotechnician",
    "Caluin Grey",
    "Zarniwoop",
    "Dredd",
    "Ankeli",
    "Orphan",
];

const ABILITIES: [&str; 17] = [
    "kill",
    "factional_kill",
    "protect",
    "block",
    "jail",
    "investigate",
    "track",
    "watch",
    "redirect",
    "swap",
    "visit",
    "recruit",
    "strong_kill",
    "ninja_kill",
    "deflect",
    "commute",
    "guard",
];

// ---------------------------------------------------------------------------------------
// Random valid nights.

#[derive(Clone, Debug)]
struct PlayerSpec {
    alignment: u8,
    sanity: u8,
    appears: u8,
    self_target: bool,
    passive: u8,
}

#[derive(Clone, Debug)]
struct ActionSpec {
    actor: usize,
    ability: usize,
    first: usize,
    second: usize,
}

/// A valid night: players and actions as JSON, every target a player, no self-target
/// without `self_target`, two different targets for redirect and swap.
#[derive(Clone, Debug)]
struct Doc {
    players: Vec<Value>,
    actions: Vec<Value>,
}

impl Doc {
    fn text(&self, method: &str) -> String {
        json!({
            "format": "omerta-night/1",
            "method": method,
            "players": self.players,
            "actions": self.actions,
        })
        .to_string()
    }

    fn resolve(&self, method: &str, explain: bool) -> Outcome {
        resolve_json(&self.text(method), explain).unwrap_or_else(|e| {
            panic!("the generated night is invalid: {e}\n{}", self.text(method))
        })
    }

    fn player(&self, name: &str) -> &Value {
        self.players
            .iter()
            .find(|p| p["name"] == name)
            .expect("a player of the night")
    }
}

fn player_spec() -> impl Strategy<Value = PlayerSpec> {
    (0u8..3, 0u8..4, 0u8..4, any::<bool>(), 0u8..8).prop_map(
        |(alignment, sanity, appears, self_target, passive)| PlayerSpec {
            alignment,
            sanity,
            appears,
            self_target,
            passive,
        },
    )
}

fn action_spec() -> impl Strategy<Value = ActionSpec> {
    (0usize..10, 0usize..ABILITIES.len(), 0usize..10, 0usize..10).prop_map(
        |(actor, ability, first, second)| ActionSpec {
            actor,
            ability,
            first,
            second,
        },
    )
}

fn build(players: &[PlayerSpec], actions: &[ActionSpec]) -> Doc {
    let n = players.len();
    let player_values = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let alignment = ["town", "mafia", "cult"][p.alignment as usize];
            let mut v = json!({
                "name": NAMES[i],
                "alignment": alignment,
                "role": "random",
            });
            match p.sanity {
                0 => {}
                s => {
                    let sanity = ["sane", "insane", "paranoid", "naive"][s as usize];
                    v["sanity"] = json!(sanity);
                }
            }
            match p.appears {
                1 => v["appears"] = json!("innocent"),
                2 => v["appears"] = json!("guilty"),
                _ => {}
            }
            if p.self_target {
                v["self_target"] = json!(true);
            }
            // Mostly no passive; otherwise a one- or two-shot vest, an unlimited vest, a
            // paranoid gun, or both a vest and a gun.
            match p.passive {
                3 => v["passives"] = json!([{"kind": "bulletproof", "shots": 1}]),
                4 => v["passives"] = json!([{"kind": "bulletproof", "shots": 2}]),
                5 => v["passives"] = json!([{"kind": "bulletproof"}]),
                6 => v["passives"] = json!([{"kind": "paranoid_gun_owner"}]),
                7 => {
                    v["passives"] =
                        json!([{"kind": "paranoid_gun_owner"}, {"kind": "bulletproof", "shots": 1}])
                }
                _ => {}
            }
            v
        })
        .collect();
    let action_values = actions
        .iter()
        .map(|a| {
            let actor = a.actor % n;
            let ability = ABILITIES[a.ability];
            // The players this actor may target.
            let allowed: Vec<usize> = (0..n)
                .filter(|&t| t != actor || players[actor].self_target)
                .collect();
            let first = allowed[a.first % allowed.len()];
            let targets: Vec<&str> = if ability == "commute" {
                vec![]
            } else if ability == "redirect" || ability == "swap" || ability == "deflect" {
                let rest: Vec<usize> = allowed.iter().copied().filter(|&t| t != first).collect();
                vec![NAMES[first], NAMES[rest[a.second % rest.len()]]]
            } else {
                vec![NAMES[first]]
            };
            json!({"actor": NAMES[actor], "ability": ability, "targets": targets})
        })
        .collect();
    Doc {
        players: player_values,
        actions: action_values,
    }
}

fn night() -> impl Strategy<Value = Doc> {
    (
        prop::collection::vec(player_spec(), 3..=10),
        prop::collection::vec(action_spec(), 0..=15),
    )
        .prop_map(|(players, actions)| build(&players, &actions))
}

// ---------------------------------------------------------------------------------------
// Comparing outcomes.

/// Results are one per information action: compare them as a multiset (without the
/// action's index, which moves when the actions are listed in another order).
fn results_multiset(results: &[InfoResult]) -> Vec<String> {
    let mut v: Vec<String> = results
        .iter()
        .map(|r| format!("{:?}", (&r.to, r.ability, &r.target, &r.info)))
        .collect();
    v.sort();
    v
}

fn same_effects(a: &Outcome, b: &Outcome) -> Result<(), String> {
    if a.deaths != b.deaths {
        return Err(format!("deaths {:?} vs {:?}", a.deaths, b.deaths));
    }
    if a.recruited != b.recruited {
        return Err(format!("recruited {:?} vs {:?}", a.recruited, b.recruited));
    }
    let (ra, rb) = (results_multiset(&a.results), results_multiset(&b.results));
    if ra != rb {
        return Err(format!("results\n  {ra:?}\nvs\n  {rb:?}"));
    }
    Ok(())
}

fn sorted_unique(names: &[String]) -> bool {
    names.windows(2).all(|w| w[0] < w[1])
}

// ---------------------------------------------------------------------------------------
// (a) Determinism.

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_the_same_night_resolves_the_same_way(doc in night()) {
        for method in ["rar", "ordered"] {
            let first = doc.resolve(method, true);
            let second = doc.resolve(method, true);
            prop_assert_eq!(&first, &second, "{} resolved differently:\n{}", method, doc.text(method));
            prop_assert!(sorted_unique(&first.deaths), "deaths not sorted: {:?}", first.deaths);
            prop_assert!(sorted_unique(&first.recruited), "recruited not sorted: {:?}", first.recruited);
            // Explanations do not change the effects.
            let plain = doc.resolve(method, false);
            prop_assert_eq!(&plain.deaths, &first.deaths);
            prop_assert_eq!(&plain.recruited, &first.recruited);
            prop_assert_eq!(&plain.results, &first.results);
            prop_assert!(plain.explanations.is_empty());
        }
    }
}

// ---------------------------------------------------------------------------------------
// (b) The order of the actions never matters.

fn shuffled(doc: &Doc, keys: &[u32]) -> Doc {
    let mut order: Vec<usize> = (0..doc.actions.len()).collect();
    order.sort_by_key(|&i| (keys.get(i).copied().unwrap_or(0), i));
    Doc {
        players: doc.players.clone(),
        actions: order.iter().map(|&i| doc.actions[i].clone()).collect(),
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn b_the_order_of_actions_never_matters(
        doc in night(),
        keys in prop::collection::vec(any::<u32>(), 15),
    ) {
        // Ruling N14 makes the order of one faction's factional kills matter (the last
        // submitted stands): the property holds for every other order.
        let mut factions: Vec<&Value> = doc
            .actions
            .iter()
            .filter(|a| a["ability"] == "factional_kill")
            .map(|a| &doc.player(a["actor"].as_str().unwrap())["alignment"])
            .collect();
        let kills = factions.len();
        factions.sort_by_key(|v| v.to_string());
        factions.dedup();
        prop_assume!(factions.len() == kills);
        let other = shuffled(&doc, &keys);
        for method in ["rar", "ordered"] {
            let a = doc.resolve(method, false);
            let b = other.resolve(method, false);
            if let Err(e) = same_effects(&a, &b) {
                return Err(TestCaseError::fail(format!(
                    "{method}: {e}\nnight:    {}\nshuffled: {}",
                    doc.text(method),
                    other.text(method)
                )));
            }
        }
    }

    /// The same property, for the players' order.
    #[test]
    fn b_the_order_of_players_never_matters(
        doc in night(),
        keys in prop::collection::vec(any::<u32>(), 10),
    ) {
        let mut order: Vec<usize> = (0..doc.players.len()).collect();
        order.sort_by_key(|&i| (keys[i], i));
        let other = Doc {
            players: order.iter().map(|&i| doc.players[i].clone()).collect(),
            actions: doc.actions.clone(),
        };
        for method in ["rar", "ordered"] {
            let a = doc.resolve(method, false);
            let b = other.resolve(method, false);
            if let Err(e) = same_effects(&a, &b) {
                return Err(TestCaseError::fail(format!(
                    "{method}: {e}\nnight:    {}\nreordered: {}",
                    doc.text(method),
                    other.text(method)
                )));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// (c) An untouched player's investigate or visit changes nothing else.

const NEWCOMER: &str = "Newcomer";

/// Targets on which a newcomer's action cannot be seen or moved: not a paranoid gun
/// owner, not watched, and no swap or redirect can bring a watch there or take the
/// newcomer's action elsewhere (so: not named by any watch, swap or redirect).
fn quiet_targets(doc: &Doc) -> Vec<String> {
    doc.players
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_owned())
        .filter(|name| {
            let pgo = doc.player(name)["passives"]
                .as_array()
                .is_some_and(|ps| ps.iter().any(|p| p["kind"] == "paranoid_gun_owner"));
            // A commuter is not home: an action on them fails.
            let commutes = doc
                .actions
                .iter()
                .any(|a| a["ability"] == "commute" && a["actor"] == name.as_str());
            let named = commutes
                || doc.actions.iter().any(|a| {
                    matches!(
                        a["ability"].as_str(),
                        Some("watch" | "swap" | "redirect" | "deflect")
                    ) && a["targets"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|t| t == name.as_str())
                });
            !pgo && !named
        })
        .collect()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn c_an_untouched_players_action_changes_nothing_else(
        doc in night(),
        pick in any::<usize>(),
        investigate in any::<bool>(),
    ) {
        let quiet = quiet_targets(&doc);
        prop_assume!(!quiet.is_empty());
        let target = quiet[pick % quiet.len()].clone();
        let ability = if investigate { "investigate" } else { "visit" };
        let mut more = doc.clone();
        more.players.push(json!({"name": NEWCOMER, "alignment": "town", "role": "cop"}));
        more.actions.push(json!({"actor": NEWCOMER, "ability": ability, "targets": [target]}));
        for method in ["rar", "ordered"] {
            let before = doc.resolve(method, false);
            let after = more.resolve(method, false);
            let context = format!("{method}, {NEWCOMER} {ability}s {target}\n{}", more.text(method));
            prop_assert_eq!(&before.deaths, &after.deaths, "{}", context);
            prop_assert_eq!(&before.recruited, &after.recruited, "{}", context);
            let mut expected = before.results.clone();
            if investigate {
                let t = more.player(&target);
                let guilty = match t["appears"].as_str() {
                    Some(appears) => appears == "guilty",
                    None => t["alignment"] == "mafia",
                };
                expected.push(InfoResult {
                    action: more.actions.len() - 1,
                    to: NEWCOMER.into(),
                    ability: omerta_night::Ability::Investigate,
                    target: target.clone(),
                    info: Info::Verdict(if guilty {
                        omerta_night::Verdict::Guilty
                    } else {
                        omerta_night::Verdict::Innocent
                    }),
                });
            }
            prop_assert_eq!(
                results_multiset(&expected),
                results_multiset(&after.results),
                "{}",
                context
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// (d) RAR explanations agree with the outcome.

proptest! {
    #![proptest_config(config())]

    #[test]
    fn d_death_explanations_agree_with_deaths(doc in night()) {
        let o = doc.resolve("rar", true);
        let mut asked: Vec<String> = Vec::new();
        for e in &o.explanations {
            let Some(name) = e.question.strip_prefix("Does ").and_then(|q| q.strip_suffix(" die?")) else {
                continue;
            };
            asked.push(name.to_owned());
            prop_assert_eq!(
                e.answer,
                o.deaths.iter().any(|d| d == name),
                "{} answers {} but deaths are {:?}\n{}\n{}",
                e.question, e.answer, o.deaths, o.to_text(), doc.text("rar")
            );
            // A yes needs a standing reason for yes.
            if e.answer {
                prop_assert!(e.reasons.iter().any(|r| r.stands), "{}", o.to_text());
            }
        }
        for d in &o.deaths {
            prop_assert!(asked.contains(d), "{} dies without a \"Does {} die?\" question\n{}", d, d, o.to_text());
        }
    }
}

// ---------------------------------------------------------------------------------------
// (e) Mutated documents never panic.

#[derive(Clone, Debug)]
enum Mutation {
    DropAction(usize),
    DuplicateAction(usize),
    UnknownActor(usize),
    UnknownTarget(usize),
    AddTarget(usize, usize),
    DropTarget(usize),
    NoTargets(usize),
    UnknownAbility(usize),
    DropPlayer(usize),
    DuplicatePlayer(usize),
    SelfTarget(usize),
    SwapTargetsSame(usize),
    BadShots(usize, i64),
    UnknownMethod,
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::DropAction),
        any::<usize>().prop_map(Mutation::DuplicateAction),
        any::<usize>().prop_map(Mutation::UnknownActor),
        any::<usize>().prop_map(Mutation::UnknownTarget),
        (any::<usize>(), any::<usize>()).prop_map(|(a, p)| Mutation::AddTarget(a, p)),
        any::<usize>().prop_map(Mutation::DropTarget),
        any::<usize>().prop_map(Mutation::NoTargets),
        any::<usize>().prop_map(Mutation::UnknownAbility),
        any::<usize>().prop_map(Mutation::DropPlayer),
        any::<usize>().prop_map(Mutation::DuplicatePlayer),
        any::<usize>().prop_map(Mutation::SelfTarget),
        any::<usize>().prop_map(Mutation::SwapTargetsSame),
        (any::<usize>(), any::<i64>()).prop_map(|(p, n)| Mutation::BadShots(p, n)),
        Just(Mutation::UnknownMethod),
    ]
}

fn mutate(doc: &mut Doc, m: &Mutation) {
    let na = doc.actions.len();
    let np = doc.players.len();
    let at = |i: usize| i % na.max(1);
    // An earlier mutation may have removed an action's targets.
    fn targets(action: &mut Value) -> &mut Vec<Value> {
        if !action["targets"].is_array() {
            action["targets"] = json!([]);
        }
        action["targets"].as_array_mut().expect("an array")
    }
    match *m {
        Mutation::DropAction(i) if na > 0 => {
            doc.actions.remove(at(i));
        }
        Mutation::DuplicateAction(i) if na > 0 => {
            let a = doc.actions[at(i)].clone();
            doc.actions.insert(at(i), a);
        }
        Mutation::UnknownActor(i) if na > 0 => doc.actions[at(i)]["actor"] = json!("Nobody"),
        Mutation::UnknownTarget(i) if na > 0 => {
            let t = targets(&mut doc.actions[at(i)]);
            match t.first_mut() {
                Some(first) => *first = json!("Nobody"),
                None => t.push(json!("Nobody")),
            }
        }
        Mutation::AddTarget(i, p) if na > 0 && np > 0 => {
            let name = doc.players[p % np]["name"].clone();
            targets(&mut doc.actions[at(i)]).push(name);
        }
        Mutation::DropTarget(i) if na > 0 => {
            targets(&mut doc.actions[at(i)]).pop();
        }
        Mutation::NoTargets(i) if na > 0 => {
            doc.actions[at(i)]
                .as_object_mut()
                .unwrap()
                .remove("targets");
        }
        Mutation::UnknownAbility(i) if na > 0 => doc.actions[at(i)]["ability"] = json!("vanish"),
        Mutation::DropPlayer(p) if np > 0 => {
            doc.players.remove(p % np);
        }
        Mutation::DuplicatePlayer(p) if np > 0 => {
            let v = doc.players[p % np].clone();
            doc.players.push(v);
        }
        Mutation::SelfTarget(i) if na > 0 => {
            let actor = doc.actions[at(i)]["actor"].clone();
            let t = targets(&mut doc.actions[at(i)]);
            t.clear();
            t.push(actor);
        }
        Mutation::SwapTargetsSame(i) if na > 0 => {
            let t = targets(&mut doc.actions[at(i)]);
            let first = t.first().cloned().unwrap_or(json!("Nobody"));
            *t = vec![first.clone(), first];
        }
        Mutation::BadShots(p, n) if np > 0 => {
            doc.players[p % np]["passives"] = json!([{"kind": "bulletproof", "shots": n}]);
        }
        _ => {}
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn e_mutated_documents_never_panic(
        doc in night(),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let mut doc = doc;
        let mut method = "rar";
        for m in &mutations {
            mutate(&mut doc, m);
            if matches!(m, Mutation::UnknownMethod) {
                method = "guess";
            }
        }
        for method in [method, "ordered"] {
            let text = doc.text(method);
            for explain in [false, true] {
                if let Ok(o) = resolve_json(&text, explain) {
                    prop_assert!(sorted_unique(&o.deaths), "{:?}", o.deaths);
                    prop_assert!(sorted_unique(&o.recruited), "{:?}", o.recruited);
                    let _ = o.to_json();
                    let _ = o.to_text();
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// (f) One action's effect lands in one place at most.

proptest! {
    #![proptest_config(config())]

    /// Keep the first kill of the night, drop every other kill, every bodyguard (who dies
    /// with the attacker, two deaths by design) and every paranoid gun: whatever moves,
    /// blocks or protects it, that one kill kills at most one player.
    #[test]
    fn f_one_kill_kills_at_most_one_player(doc in night()) {
        let mut doc = doc;
        let is_kill = |a: &Value| {
            matches!(
                a["ability"].as_str(),
                Some("kill" | "factional_kill" | "strong_kill" | "ninja_kill")
            )
        };
        let first = doc.actions.iter().position(is_kill);
        doc.actions = doc
            .actions
            .iter()
            .enumerate()
            .filter(|(i, a)| (!is_kill(a) || Some(*i) == first) && a["ability"] != "guard")
            .map(|(_, a)| a.clone())
            .collect();
        for p in &mut doc.players {
            if let Some(passives) = p.get_mut("passives").and_then(Value::as_array_mut) {
                passives.retain(|q| q["kind"] != "paranoid_gun_owner");
            }
        }
        for method in ["rar", "ordered"] {
            let o = doc.resolve(method, false);
            prop_assert!(
                o.deaths.len() <= 1,
                "{}: one kill, deaths {:?}\n{}",
                method, o.deaths, doc.text(method)
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// (g) A bodyguard is a doctor who dies for it (issue 28, ruling N12 with N15).

/// One unstoppable-by-vest kill, one bodyguard or doctor on a player, and up to three bus
/// drivers, redirectors, blockers or deflectors among five players: `(players, actions)`
/// with the protector's action last.
/// A mover: (actor, which of swap, redirect, block, deflect, first target, second target).
type MoverSpec = (usize, usize, usize, usize);

fn guarded_night() -> impl Strategy<Value = (usize, Vec<MoverSpec>, usize, usize)> {
    // Most movers start at the kill's target, and most guards are on it: the nights where
    // one move carries both are the ones that matter (ruling N12).
    let near = || prop_oneof![3 => Just(2usize), 1 => 0usize..7];
    (
        5usize..7,
        prop::collection::vec((0usize..7, 0usize..4, near(), 0usize..7), 0..4),
        Just(2usize),
        near(),
    )
}

fn guarded_doc(
    n: usize,
    movers: &[MoverSpec],
    killer_target: usize,
    guarded: usize,
    protector: &str,
) -> Option<String> {
    // Player 0 kills, player 1 protects (as a bodyguard or a doctor); the others move.
    let name = |i: usize| NAMES[i % n];
    let target = |i: usize, not: usize| {
        let t = i % n;
        (t != not).then_some(t)
    };
    let mut actions = vec![
        json!({"actor": name(0), "ability": "kill", "targets": [name(target(killer_target, 0)?)]}),
    ];
    for &(actor, kind, a, b) in movers {
        let actor = 2 + actor % (n - 2);
        let (a, b) = (target(a, actor)?, target(b, actor)?);
        let ability = ["swap", "redirect", "block", "deflect"][kind];
        let targets = match ability {
            "block" => vec![name(a)],
            _ if a == b => return None,
            _ => vec![name(a), name(b)],
        };
        actions.push(json!({"actor": name(actor), "ability": ability, "targets": targets}));
    }
    actions.push(
        json!({"actor": name(1), "ability": protector, "targets": [name(target(guarded, 1)?)]}),
    );
    let players: Vec<Value> = (0..n)
        .map(|i| json!({"name": name(i), "alignment": if i == 0 { "mafia" } else { "town" }, "role": "r"}))
        .collect();
    Some(json!({"format": "omerta-night/1", "method": "rar", "players": players, "actions": actions}).to_string())
}

proptest! {
    #![proptest_config(config())]

    /// Whatever moves the kill and the guard: a bodyguard never dies in a player's place
    /// while that player dies of the same kill, and the players other than the bodyguard
    /// and the attacker live or die as they would with a doctor in the bodyguard's place.
    #[test]
    fn g_a_bodyguard_protects_as_a_doctor_does(
        (n, movers, killer_target, guarded) in guarded_night()
    ) {
        let guard = guarded_doc(n, &movers, killer_target, guarded, "guard");
        let doctor = guarded_doc(n, &movers, killer_target, guarded, "protect");
        prop_assume!(guard.is_some() && doctor.is_some());
        let (guard, doctor) = (guard.unwrap(), doctor.unwrap());
        let with_guard = resolve_json(&guard, false).unwrap();
        let with_doctor = resolve_json(&doctor, false).unwrap();
        let (bodyguard, attacker) = (NAMES[1], NAMES[0]);
        let others = |deaths: &[String]| -> Vec<String> {
            deaths.iter().filter(|d| *d != bodyguard && *d != attacker).cloned().collect()
        };
        if with_guard.deaths.iter().any(|d| d == bodyguard) {
            prop_assert!(
                others(&with_guard.deaths).is_empty(),
                "the bodyguard died in someone's place, and {:?} died too\n{guard}",
                with_guard.deaths
            );
        }
        prop_assert_eq!(
            others(&with_guard.deaths),
            others(&with_doctor.deaths),
            "a bodyguard and a doctor in the same place differ\n{}\n{}", guard, doctor
        );
    }
}

// ---------------------------------------------------------------------------------------
// (h) Lovers die together, and change nothing else (ruling N18).

proptest! {
    #![proptest_config(config())]

    #[test]
    fn h_lovers_change_the_deaths_by_their_grief_alone(
        doc in night(),
        a in 0usize..10,
        b in 0usize..10,
    ) {
        let n = doc.players.len();
        let (a, b) = (a % n, b % n);
        prop_assume!(a != b);
        let mut bound = doc.clone();
        let lover = json!({"kind": "lover", "with": NAMES[b]});
        match bound.players[a]["passives"].as_array_mut() {
            Some(passives) => passives.push(lover),
            None => bound.players[a]["passives"] = json!([lover]),
        }
        for method in ["rar", "ordered"] {
            let free = doc.resolve(method, false);
            let tied = bound.resolve(method, true);
            let dies = |name: &str| free.deaths.iter().any(|d| d == name);
            let mut expected: Vec<String> = free.deaths.clone();
            if dies(NAMES[a]) != dies(NAMES[b]) {
                let left = if dies(NAMES[a]) { NAMES[b] } else { NAMES[a] };
                expected.push(left.to_owned());
                expected.sort();
            }
            prop_assert_eq!(&tied.deaths, &expected, "{}: {}\n{}", method, tied.to_text(), bound.text(method));
            prop_assert_eq!(&tied.recruited, &free.recruited);
            prop_assert_eq!(results_multiset(&tied.results), results_multiset(&free.results));
            if method == "rar" {
                for e in &tied.explanations {
                    let Some(name) = e.question.strip_prefix("Does ").and_then(|q| q.strip_suffix(" die?")) else {
                        continue;
                    };
                    prop_assert_eq!(e.answer, tied.deaths.iter().any(|d| d == name), "{}", tied.to_text());
                }
            }
        }
    }
}
