//! Every worked example of the seed's Part 2 (Method 1 and Method 2, Reasonable Action
//! Resolution), with the outcome the seed gives and, for RAR, the shape of the seed's
//! reason tree; then the project rulings N1..N11 and the seed's rules 1..4.
//!
//! Reason trees are compared by shape: `Y` a reason for yes, `N` a reason for no; `+` it
//! stands, `-` it is counteracted, `x` rule 4 cut it; children in brackets, sorted so that
//! the order reasons are listed in does not matter. `seed_shape` leaves out the rule 4 cuts
//! (the seed writes them out only for the Roleblocker/Jailkeeper loops); `full_shape`
//! keeps them.

mod kit;
use kit::*;
use omerta_night::{resolve_json, Explanation, Info, InfoResult, Node, Outcome, Side, Verdict};
use serde_json::Value;

// ---- Helpers.

fn shape(node: &Node, keep_cuts: bool) -> String {
    let side = match node.side {
        Side::For => 'Y',
        Side::Against => 'N',
    };
    let status = if node.cut {
        'x'
    } else if node.stands {
        '+'
    } else {
        '-'
    };
    let mut children: Vec<String> = node
        .children
        .iter()
        .filter(|c| keep_cuts || !c.cut)
        .map(|c| shape(c, keep_cuts))
        .collect();
    children.sort();
    if children.is_empty() {
        format!("{side}{status}")
    } else {
        format!("{side}{status}[{}]", children.join(","))
    }
}

fn shapes(e: &Explanation, keep_cuts: bool) -> Vec<String> {
    let mut v: Vec<String> = e.reasons.iter().map(|r| shape(r, keep_cuts)).collect();
    v.sort();
    v
}

/// The reason tree without rule 4 cuts, as the seed draws it.
fn seed_shape(e: &Explanation) -> Vec<String> {
    shapes(e, false)
}

fn full_shape(e: &Explanation) -> Vec<String> {
    shapes(e, true)
}

/// The explanation whose question is exactly `question`.
fn question<'o>(o: &'o Outcome, question: &str) -> &'o Explanation {
    o.explanations
        .iter()
        .find(|e| e.question == question)
        .unwrap_or_else(|| panic!("no question {question:?} in\n{}", o.to_text()))
}

/// The explanation of `actor`'s information (or recruitment) action.
fn takes_effect<'o>(o: &'o Outcome, actor: &str, ability: &str) -> &'o Explanation {
    let start = format!("Does {actor}'s {ability} ");
    o.explanations
        .iter()
        .find(|e| e.question.starts_with(&start))
        .unwrap_or_else(|| panic!("no question starting {start:?} in\n{}", o.to_text()))
}

fn s(list: &[&str]) -> Vec<String> {
    names(list)
}

fn no_explanation_for(o: &Outcome, question: &str) -> bool {
    o.explanations.iter().all(|e| e.question != question)
}

/// `text` names every one of `who` (loosely: the names appear in it).
fn mentions(node: &Node, who: &[&str]) {
    for w in who {
        assert!(
            node.text.contains(w),
            "{:?} does not mention {w:?}",
            node.text
        );
    }
}

fn only_child(node: &Node) -> &Node {
    let live: Vec<&Node> = node.children.iter().filter(|c| !c.cut).collect();
    assert_eq!(live.len(), 1, "{node:#?}");
    live[0]
}

fn both(players: Vec<Value>, actions: Vec<Value>) -> (Outcome, Outcome) {
    (
        rar(players.clone(), actions.clone()),
        ordered(players, actions),
    )
}

fn verdict(v: Verdict) -> Info {
    Info::Verdict(v)
}

// ============================================================================
// Method 2, Reasonable Action Resolution: the seed's worked examples.
// ============================================================================

/// "A Vigilante shoots player A: Does player A die? Reason for yes: A Vigilante shot
/// them. Yep, the player died."
#[test]
fn rar_example_vigilante_shoots_a() {
    let o = rar(
        vec![town("Vigilante"), town("A")],
        vec![act("Vigilante", "kill", &["A"])],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
    mentions(&e.reasons[0], &["Vigilante", "A"]);
}

/// "A Cop investigates player A: Does the Cop get a correct result? Reason for yes: Cop
/// investigation on player A."
#[test]
fn rar_example_cop_investigates_a() {
    let o = rar(
        vec![town("Cop"), mafia("A"), town("B")],
        vec![act("Cop", "investigate", &["A"])],
    );
    assert!(dead(&o).is_empty());
    assert_eq!(
        info(&o, "Cop"),
        &verdict(Verdict::Guilty),
        "{}",
        o.to_text()
    );
    assert_eq!(o.results[0].target, "A");
    let e = takes_effect(&o, "Cop", "investigate");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
    mentions(&e.reasons[0], &["Cop", "A"]);

    // And of a town player, the correct result is innocent ("Not Mafia").
    let o = rar(
        vec![town("Cop"), town("A")],
        vec![act("Cop", "investigate", &["A"])],
    );
    assert_eq!(info(&o, "Cop"), &verdict(Verdict::Innocent));
}

/// "A Doctor protects player A, and a Vigilante shoots player A ... each reason for yes
/// has a counteracting reason for no, so the action fails."
#[test]
fn rar_example_doctor_saves_a() {
    let o = rar(
        vec![town("Vigilante"), town("Doctor"), town("A")],
        vec![
            act("Doctor", "protect", &["A"]),
            act("Vigilante", "kill", &["A"]),
        ],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
    mentions(&e.reasons[0], &["Vigilante", "A"]);
    mentions(only_child(&e.reasons[0]), &["Doctor", "A"]);
}

/// "Player B (a Doctor) protects player A, and a Vigilante shoots player A, and a
/// Roleblocker blocks player B ... we have a non-counteracted reason for yes, so the player
/// dies."
#[test]
fn rar_example_blocked_doctor_a_dies() {
    let o = rar(
        vec![town("Vigilante"), town("A"), town("B"), town("Roleblocker")],
        vec![
            act("B", "protect", &["A"]),
            act("Vigilante", "kill", &["A"]),
            act("Roleblocker", "block", &["B"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(e.answer);
    // Yes (stands) <- no: the Doctor (counteracted) <- yes: the block (stands).
    assert_eq!(full_shape(e), vec!["Y+[N-[Y+]]"]);
    let kill = &e.reasons[0];
    mentions(kill, &["Vigilante", "A"]);
    let doctor = only_child(kill);
    assert_eq!(doctor.side, Side::Against);
    mentions(doctor, &["B's", "A"]);
    let block = only_child(doctor);
    assert_eq!(block.side, Side::For);
    mentions(block, &["Roleblocker", "B"]);
}

/// "player C (a Roleblocker) blocks player B, and player D (a Roleblocker) blocks player C
/// ... counteracting reasons can chain indefinitely. Player A doesn't die."
#[test]
fn rar_example_doctor_with_blocked_blocker_a_lives() {
    let o = rar(
        vec![
            town("Vigilante"),
            town("A"),
            town("B"),
            town("C"),
            town("D"),
        ],
        vec![
            act("B", "protect", &["A"]),
            act("Vigilante", "kill", &["A"]),
            act("C", "block", &["B"]),
            act("D", "block", &["C"]),
        ],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+[Y-[N+]]]"]);
    let kill = &e.reasons[0];
    mentions(kill, &["Vigilante"]);
    let doctor = only_child(kill);
    mentions(doctor, &["B's"]);
    let c = only_child(doctor);
    mentions(c, &["C's", "B"]);
    let d = only_child(c);
    mentions(d, &["D's", "C"]);
}

/// "Player B (a Doctor) protects player A, and a Vigilante shoots player A, and a
/// Jailkeeper targets player A, and a Roleblocker blocks player B ... the doctor action is
/// counteracted, but the Jailkeeper action isn't ... player A survives."
#[test]
fn rar_example_jailkeeper_plus_blocked_doctor_a_lives() {
    let o = rar(
        vec![
            town("Vigilante"),
            town("A"),
            town("B"),
            town("Jailkeeper"),
            town("Roleblocker"),
        ],
        vec![
            act("B", "protect", &["A"]),
            act("Vigilante", "kill", &["A"]),
            act("Jailkeeper", "jail", &["A"]),
            act("Roleblocker", "block", &["B"]),
        ],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+,N-[Y+]]"]);
    let kill = &e.reasons[0];
    let doctor = kill
        .children
        .iter()
        .find(|c| c.text.contains("B's"))
        .expect("the Doctor's reason");
    assert!(!doctor.stands);
    mentions(only_child(doctor), &["Roleblocker"]);
    let jail = kill
        .children
        .iter()
        .find(|c| c.text.contains("Jailkeeper"))
        .expect("the Jailkeeper's reason");
    assert!(jail.stands && jail.children.is_empty());
}

/// "Player B (a Vigilante) shoots player A, and a Tracker tracks player B. Does the
/// Tracker see player B see player A? Reason for yes: the Tracker tracked player B, and
/// player B visited player A."
#[test]
fn rar_example_tracker_sees_b_visit_a() {
    let o = rar(
        vec![town("A"), town("B"), town("Tracker")],
        vec![act("B", "kill", &["A"]), act("Tracker", "track", &["B"])],
    );
    assert_eq!(dead(&o), vec!["A"]);
    assert_eq!(
        info(&o, "Tracker"),
        &Info::Visited(s(&["A"])),
        "{}",
        o.to_text()
    );
    let e = takes_effect(&o, "Tracker", "track");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
    mentions(&e.reasons[0], &["Tracker", "B"]);
    // The visit tracked stands too (rule 3 needs both).
    assert_eq!(full_shape(question(&o, "Does A die?")), vec!["Y+"]);
}

/// "Player B (a Vigilante) shoots player A, player C (a Tracker) tracks player B, and a
/// Roleblocker blocks player C ... The tracker will get 'no result'."
#[test]
fn rar_example_tracker_blocked_no_result() {
    let o = rar(
        vec![town("A"), town("B"), town("C"), town("Roleblocker")],
        vec![
            act("B", "kill", &["A"]),
            act("C", "track", &["B"]),
            act("Roleblocker", "block", &["C"]),
        ],
    );
    assert_eq!(info(&o, "C"), &Info::NoResult, "{}", o.to_text());
    // B's shot itself was not blocked.
    assert_eq!(dead(&o), vec!["A"]);
    // "Reason for yes: player C tracked player B ... Reason for no: player C's tracking
    // effect was roleblocked."
    let e = takes_effect(&o, "C", "track");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
    mentions(&e.reasons[0], &["C's", "B"]);
    mentions(only_child(&e.reasons[0]), &["Roleblocker", "C"]);
}

/// "Player B (a Vigilante) shoots player A, player C (a Tracker) tracks player B, and a
/// Roleblocker blocks player B ... The tracker will get 'went nowhere'."
#[test]
fn rar_example_tracker_target_blocked_went_nowhere() {
    let o = rar(
        vec![town("A"), town("B"), town("C"), town("Roleblocker")],
        vec![
            act("B", "kill", &["A"]),
            act("C", "track", &["B"]),
            act("Roleblocker", "block", &["B"]),
        ],
    );
    assert_eq!(info(&o, "C"), &Info::NoAction, "{}", o.to_text());
    assert_eq!(o.results[0].target, "B");
    assert!(dead(&o).is_empty());
    // The track itself stands ("Reason for yes: player C tracked player B") ...
    let e = takes_effect(&o, "C", "track");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
    // ... and B's visit to A is counteracted: "Reason for no: player B's visiting effect
    // was roleblocked" (the visit is the shot's, asked as "Does A die?").
    let e = question(&o, "Does A die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
    mentions(only_child(&e.reasons[0]), &["Roleblocker", "B"]);
}

/// "Player B (a Vigilante) shoots player A, and a Redirector redirects player B onto
/// player C." A: yes, counteracted by the redirection; C: yes, it stands.
#[test]
fn rar_example_redirector_a_lives_c_dies() {
    let o = rar(
        vec![town("A"), town("B"), town("C"), town("Redirector")],
        vec![
            act("B", "kill", &["A"]),
            act("Redirector", "redirect", &["B", "C"]),
        ],
    );
    assert_eq!(dead(&o), vec!["C"], "{}", o.to_text());
    let a = question(&o, "Does A die?");
    assert!(!a.answer);
    assert_eq!(full_shape(a), vec!["Y-[N+]"]);
    mentions(&a.reasons[0], &["B's", "A"]);
    mentions(only_child(&a.reasons[0]), &["Redirector", "A", "C"]);
    let c = question(&o, "Does C die?");
    assert!(c.answer);
    assert_eq!(full_shape(c), vec!["Y+"]);
    mentions(&c.reasons[0], &["B's", "C", "Redirector"]);
}

/// "Player A (a Cop) investigates player B (a Paranoid Gun Owner). Does player A die?
/// Reason for yes: player A visited player B, and player B PGO-armed themself."
#[test]
fn rar_example_cop_visits_paranoid_gun_owner_dies() {
    let o = rar(
        vec![town("A"), pgo(town("B"))],
        vec![act("A", "investigate", &["B"])],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
    mentions(&e.reasons[0], &["A", "B"]);
    assert!(no_explanation_for(&o, "Does B die?"));
}

/// "... A Doctor protects player A. Reason for no: the Doctor protected them."
#[test]
fn rar_example_cop_visits_paranoid_gun_owner_doctor_saves() {
    let o = rar(
        vec![town("A"), pgo(town("B")), town("Doctor")],
        vec![
            act("A", "investigate", &["B"]),
            act("Doctor", "protect", &["A"]),
        ],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    // The investigation still gives its result.
    assert_eq!(info(&o, "A"), &verdict(Verdict::Innocent));
    let e = question(&o, "Does A die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
    mentions(only_child(&e.reasons[0]), &["Doctor", "A"]);
}

fn bus_drivers(kill_on: &str) -> Outcome {
    rar(
        vec![
            town("Vigilante"),
            town("A"),
            town("B"),
            town("C"),
            town("Driver1"),
            town("Driver2"),
        ],
        vec![
            act("Vigilante", "kill", &[kill_on]),
            act("Driver1", "swap", &["A", "B"]),
            act("Driver2", "swap", &["B", "C"]),
        ],
    )
}

/// "A Vigilante shoots player B. A Bus Driver swaps targets on players A and B. Another
/// Bus Driver swaps targets on players B and C ... both the bus drives effectively block
/// the other": B dies.
#[test]
fn rar_example_two_bus_drivers_kill_on_b_b_dies() {
    let o = bus_drivers("B");
    assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
    // "Does player A die? Reason for yes: ... swapped onto player A. Reason for no: the
    // killing effect on B was swapped onto player C."
    let a = question(&o, "Does A die?");
    assert!(!a.answer);
    assert_eq!(seed_shape(a), vec!["Y-[N+]"]);
    mentions(&a.reasons[0], &["Vigilante", "Driver1"]);
    mentions(only_child(&a.reasons[0]), &["Driver2", "B", "C"]);
    // "Does player B die? Reason for yes: a Vigilante shot player B. Reason for no: ...
    // swapped onto A. Reason for yes: the swapping effect from B to A failed due to a
    // swapping effect from B to C. Reason for no: ... swapped onto C. Reason for yes: ..."
    let b = question(&o, "Does B die?");
    assert!(b.answer);
    assert_eq!(seed_shape(b), vec!["Y+[N-[Y+],N-[Y+]]"]);
    let kill = &b.reasons[0];
    for (mover, other) in [("Driver1", "Driver2"), ("Driver2", "Driver1")] {
        let no = kill
            .children
            .iter()
            .find(|c| c.text.contains(mover))
            .expect("each swap is a reason for no");
        assert!(!no.stands);
        mentions(only_child(no), &[other]);
    }
    // C: the kill on B swapped onto C is counteracted by the swap onto A.
    let c = question(&o, "Does C die?");
    assert!(!c.answer);
    assert_eq!(seed_shape(c), vec!["Y-[N+]"]);
}

/// "A Vigilante shoots player A. A Bus Driver swaps targets on players A and B. Another Bus
/// Driver swaps targets on players B and C ... swapping a kill from B to C doesn't
/// interfere with any actions against A": A lives, B lives, C dies.
#[test]
fn rar_example_two_bus_drivers_kill_on_a_c_dies() {
    let o = bus_drivers("A");
    assert_eq!(dead(&o), vec!["C"], "{}", o.to_text());
    let a = question(&o, "Does A die?");
    assert!(!a.answer);
    assert_eq!(full_shape(a), vec!["Y-[N+]"]);
    mentions(only_child(&a.reasons[0]), &["Driver1", "A", "B"]);
    let b = question(&o, "Does B die?");
    assert!(!b.answer);
    assert_eq!(full_shape(b), vec!["Y-[N+]"]);
    mentions(&b.reasons[0], &["Vigilante", "Driver1"]);
    mentions(only_child(&b.reasons[0]), &["Driver2", "B", "C"]);
    let c = question(&o, "Does C die?");
    assert!(c.answer);
    assert_eq!(full_shape(c), vec!["Y+"]);
    mentions(&c.reasons[0], &["Vigilante", "Driver1", "Driver2"]);
}

/// "A Vigilante shoots player A. Player A (a Roleblocker) blocks player B. Player B (a
/// Jailkeeper) jails player A ... Player A dies; the Jailkeeper action has already appeared
/// once in the dependency chain, so it can't appear again."
#[test]
fn rar_example_roleblocker_jailkeeper_loop_a_dies() {
    let o = rar(
        vec![town("Vigilante"), town("A"), town("B")],
        vec![
            act("Vigilante", "kill", &["A"]),
            act("A", "block", &["B"]),
            act("B", "jail", &["A"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+[N-[Y+[Nx]]]"]);
    let kill = &e.reasons[0];
    mentions(kill, &["Vigilante", "A"]);
    let jail = &kill.children[0];
    assert_eq!(jail.side, Side::Against);
    mentions(jail, &["B's", "A"]);
    let block = &jail.children[0];
    assert_eq!(block.side, Side::For);
    mentions(block, &["A's", "B"]);
    let again = &block.children[0];
    assert!(again.cut && !again.stands && again.side == Side::Against);
    mentions(again, &["B's", "A"]);
}

/// "Player B (a Mafia Roleblocker) shoots and roleblocks player A. Player A (a Jailkeeper)
/// jails player B ... Again, player A dies."
#[test]
fn rar_example_mafia_roleblocker_against_jailkeeper_a_dies() {
    let o = rar(
        vec![town("A"), mafia("B"), mafia("M")],
        vec![
            act("B", "factional_kill", &["A"]),
            act("B", "block", &["A"]),
            act("A", "jail", &["B"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert!(e.answer);
    // Yes: B shot them <- no: A's jail blocked B <- yes: B blocked A <- no: A's jail
    // again (rule 4: no effect).
    assert_eq!(full_shape(e), vec!["Y+[N-[Y+[Nx]]]"]);
    let kill = &e.reasons[0];
    mentions(kill, &["B's", "factional_kill", "A"]);
    let jail = &kill.children[0];
    mentions(jail, &["A's", "B"]);
    let block = &jail.children[0];
    mentions(block, &["B's", "block", "A"]);
    assert!(block.children[0].cut);
    mentions(&block.children[0], &["A's", "B"]);
    // B is not killed by anything; A's jail of B is a protection of B too.
    assert!(no_explanation_for(&o, "Does B die?"));
}

// ============================================================================
// Method 1, the simple method: the seed's example night, by both methods.
// ============================================================================

fn method_one_players() -> Vec<Value> {
    vec![
        with(
            with(
                with(town("Noodle"), "role", "cop".into()),
                "sanity",
                "sane".into(),
            ),
            "self_target",
            true.into(),
        ),
        with(town("Bad Ash"), "role", "bus driver".into()),
        mafia("Leopold Stotch"),
        vest(town("Gorny"), Some(1)),
        with(mafia("Pyrotechnician"), "role", "hitman".into()),
        with(town("Caluin Grey"), "role", "doctor".into()),
        town("Zarniwoop"),
        town("Dredd"),
        with(town("Ankeli"), "role", "treestump".into()),
        mafia("Orphan"),
    ]
}

fn method_one_actions() -> Vec<Value> {
    vec![
        act("Noodle", "investigate", &["Noodle"]),
        act("Bad Ash", "swap", &["Pyrotechnician", "Leopold Stotch"]),
        act("Pyrotechnician", "factional_kill", &["Gorny"]),
        act("Caluin Grey", "protect", &["Orphan"]),
    ]
}

fn assert_method_one(o: &Outcome) {
    // "Noodle gets sent a PM saying ... 'not mafia'"; the vest stops the NK; the doctor's
    // save does nothing; no deaths; only Noodle gets a result.
    assert!(dead(o).is_empty(), "{}", o.to_text());
    assert!(o.recruited.is_empty());
    assert_eq!(
        o.results,
        vec![InfoResult {
            action: 0,
            to: "Noodle".into(),
            ability: omerta_night::Ability::Investigate,
            target: "Noodle".into(),
            info: verdict(Verdict::Innocent),
        }],
        "{}",
        o.to_text()
    );
}

#[test]
fn ordered_example_method_one_night_no_deaths() {
    let o = ordered(method_one_players(), method_one_actions());
    assert_method_one(&o);
    // The step log shows the vest stopping the NK on Gorny.
    let log = &o.explanations[0];
    assert!(
        log.reasons
            .iter()
            .any(|r| r.text.contains("Gorny") && r.text.contains("vest")),
        "{}",
        o.to_text()
    );
}

#[test]
fn rar_example_method_one_night_same_outcome() {
    let o = rar(method_one_players(), method_one_actions());
    assert_method_one(&o);
    // "the NK goes forward on Gorny but is blocked by the one shot BP."
    let e = question(&o, "Does Gorny die?");
    assert!(!e.answer);
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
    mentions(&e.reasons[0], &["Pyrotechnician", "Gorny"]);
    mentions(only_child(&e.reasons[0]), &["Gorny", "vest"]);
    let e = takes_effect(&o, "Noodle", "investigate");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+"]);
}

/// "if say Caluin targeted Leo with the doc save ... The Pyro become the target of the doc
/// save and not Leo." A tracker of Caluin shows where the save landed.
#[test]
fn ordered_example_method_one_doc_save_on_leo_lands_on_pyro() {
    let mut actions = method_one_actions();
    actions[3] = act("Caluin Grey", "protect", &["Leopold Stotch"]);
    actions.push(act("Dredd", "track", &["Caluin Grey"]));
    let (r, o) = both(method_one_players(), actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
        assert_eq!(
            info(o, "Dredd"),
            &Info::Visited(s(&["Pyrotechnician"])),
            "{}",
            o.to_text()
        );
    }
}

// ============================================================================
// Rules 1-4.
// ============================================================================

/// Rule 1: "Don't check whether 'an action' succeeded; check whether a particular end of
/// night effect happens." One kill is blocked; the other still kills.
#[test]
fn rule_1_effects_not_actions_blocked_kill_but_dies_of_another() {
    let players = vec![town("A"), town("V1"), town("V2"), town("R")];
    let actions = vec![
        act("V1", "kill", &["A"]),
        act("V2", "kill", &["A"]),
        act("R", "block", &["V1"]),
    ];
    let (r, o) = both(players, actions);
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&r, "Does A die?");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+", "Y-[N+]"]);
    let blocked = e.reasons.iter().find(|n| !n.stands).unwrap();
    mentions(blocked, &["V1"]);
    mentions(only_child(blocked), &["R's", "V1"]);
}

fn blocker_chain(blockers: usize) -> Outcome {
    // Doctor protects A from V; R1 blocks the Doctor, R2 blocks R1, and so on.
    let mut players = vec![town("A"), town("V"), town("Doctor")];
    let mut actions = vec![act("V", "kill", &["A"]), act("Doctor", "protect", &["A"])];
    let mut previous = "Doctor".to_string();
    for i in 1..=blockers {
        let name = format!("R{i}");
        players.push(town(&name));
        actions.push(act(&name, "block", &[previous.as_str()]));
        previous = name;
    }
    rar(players, actions)
}

/// Rule 2: "counteracting reasons can chain indefinitely." Depth 5 and 6 chains of
/// blockers alternate the answer.
#[test]
fn rule_2_chains_of_counteraction_depth_four_and_more() {
    let o = blocker_chain(3);
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert_eq!(full_shape(e), vec!["Y+[N-[Y+[N-[Y+]]]]"]);
    let o = blocker_chain(4);
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert_eq!(full_shape(e), vec!["Y-[N+[Y-[N+[Y-[N+]]]]]"]);
    for n in 5..=12 {
        let o = blocker_chain(n);
        // An odd number of blockers lets the Doctor's save fail.
        assert_eq!(dead(&o).is_empty(), n % 2 == 0, "{n}: {}", o.to_text());
    }
}

/// Rule 3: "An effect produced by modifying/triggering on an effect requires both". A
/// blocked redirector moves nothing: the kill stays on its original target.
#[test]
fn rule_3_blocked_redirector_leaves_kill_on_original_target() {
    let players = vec![town("A"), town("B"), town("C"), town("Rd"), town("Rb")];
    let actions = vec![
        act("B", "kill", &["A"]),
        act("Rd", "redirect", &["B", "C"]),
        act("Rb", "block", &["Rd"]),
    ];
    // (RAR only: the ordered method moves actions before it blocks any, N11.)
    let r = rar(players, actions);
    assert_eq!(dead(&r), vec!["A"], "{}", r.to_text());
    let a = question(&r, "Does A die?");
    assert_eq!(full_shape(a), vec!["Y+[N-[Y+]]"]);
    mentions(only_child(&a.reasons[0]), &["Rd"]);
    mentions(only_child(only_child(&a.reasons[0])), &["Rb", "Rd"]);
    let c = question(&r, "Does C die?");
    assert!(!c.answer);
    assert_eq!(full_shape(c), vec!["Y-[N+]"]);
    mentions(only_child(&c.reasons[0]), &["Rb", "Rd"]);
}

/// Rule 3 for tracks: the track needs both the tracking and the visit tracked.
#[test]
fn rule_3_track_needs_the_track_and_the_visit() {
    let players = vec![town("A"), town("B"), town("T"), town("R")];
    let base = vec![act("B", "visit", &["A"]), act("T", "track", &["B"])];
    let o = rar(players.clone(), base.clone());
    assert_eq!(info(&o, "T"), &Info::Visited(s(&["A"])));
    let mut blocked_visit = base.clone();
    blocked_visit.push(act("R", "block", &["B"]));
    assert_eq!(
        info(&rar(players.clone(), blocked_visit), "T"),
        &Info::NoAction
    );
    let mut blocked_track = base;
    blocked_track.push(act("R", "block", &["T"]));
    assert_eq!(info(&rar(players, blocked_track), "T"), &Info::NoResult);
}

/// Rule 4: "this applies to an entire action, not a component of it". In the loop the
/// Jailkeeper's protection is in the chain; its block (another component of the same
/// action) cannot join it. Were rule 4 per component, the jail's block would stop A's
/// block and A would live.
#[test]
fn rule_4_per_action_not_per_component_jail_cannot_return() {
    let o = rar(
        vec![town("V"), town("A"), town("J")],
        vec![
            act("V", "kill", &["A"]),
            act("A", "block", &["J"]),
            act("J", "jail", &["A"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    let protection = &e.reasons[0].children[0];
    assert!(
        protection.text.contains("J's jail protects A"),
        "{}",
        o.to_text()
    );
    let block = &protection.children[0];
    let jail_block = &block.children[0];
    assert!(jail_block.cut, "{}", o.to_text());
    assert!(
        jail_block.text.contains("J's jail blocks A"),
        "{}",
        o.to_text()
    );

    // The same block, with no jail protection in the chain, is not cut: a plain
    // Jailkeeper-blocks-Roleblocker night keeps the Roleblocker's block off the doctor.
    let o = rar(
        vec![town("V"), town("A"), town("J"), town("Doc")],
        vec![
            act("V", "kill", &["A"]),
            act("Doc", "protect", &["A"]),
            act("A", "block", &["Doc"]),
            act("J", "jail", &["A"]),
        ],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    assert!(question(&o, "Does A die?")
        .reasons
        .iter()
        .all(|r| !r.stands));
}

/// Rule 4 ends loops between two blockers too: A and B block each other. Asked about A's
/// kill, B's block is counteracted by A's block, whose own blocker (B's block) is already
/// in the chain: both kills happen, and the answer is the same every time.
#[test]
fn rule_4_mutual_blockers_definite_result() {
    let players = vec![town("A"), town("B"), town("V"), town("T")];
    let actions = vec![
        act("A", "block", &["B"]),
        act("B", "block", &["A"]),
        act("A", "kill", &["V"]),
        act("B", "kill", &["T"]),
    ];
    let o = rar(players.clone(), actions.clone());
    // Each kill: yes <- no: blocked by the other <- yes: that blocker is blocked <- the
    // first block again (cut). Both kills stand.
    assert_eq!(dead(&o), vec!["T", "V"], "{}", o.to_text());
    assert_eq!(
        full_shape(question(&o, "Does V die?")),
        vec!["Y+[N-[Y+[Nx]]]"]
    );
    assert_eq!(rar(players, actions), o);
}

// ============================================================================
// Project rulings N1..N11.
// ============================================================================

#[test]
fn ruling_n1_self_target_needs_self_target() {
    let doc = document(
        "rar",
        vec![town("A"), town("B")],
        vec![act("A", "protect", &["A"])],
    );
    let err = resolve_json(&doc, false).expect_err("self-target without self_target");
    assert!(err.to_string().contains("actions[0]"), "{err}");
    let o = rar(
        vec![with(town("A"), "self_target", true.into()), town("V")],
        vec![act("A", "protect", &["A"]), act("V", "kill", &["A"])],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
}

#[test]
fn ruling_n1_passives_cannot_be_tracked() {
    let o = rar(
        vec![
            vest(town("G"), None),
            pgo(town("P")),
            town("T1"),
            town("T2"),
        ],
        vec![act("T1", "track", &["G"]), act("T2", "track", &["P"])],
    );
    assert_eq!(info(&o, "T1"), &Info::NoAction);
    // A track is not a visit of the tracked player's target: T2 visits P and is shot.
    assert_eq!(info(&o, "T2"), &Info::NoAction);
    assert_eq!(dead(&o), vec!["T2"]);
}

#[test]
fn ruling_n1_passives_cannot_be_blocked() {
    let players = vec![
        vest(town("G"), Some(1)),
        pgo(town("P")),
        town("V"),
        town("R"),
        town("C"),
    ];
    let actions = vec![
        act("R", "block", &["G"]),
        act("V", "kill", &["G"]),
        act("R", "block", &["P"]),
        act("C", "investigate", &["P"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        // G's vest works though G is blocked; P's gun fires though P is blocked, at C and
        // at R (who visited P to block).
        assert_eq!(dead(o), vec!["C", "R"], "{}", o.to_text());
    }
}

#[test]
fn ruling_n1_passives_cannot_be_redirected() {
    let players = vec![
        vest(town("G"), Some(1)),
        pgo(town("P")),
        town("V"),
        town("X"),
        town("Rd"),
        town("C"),
    ];
    let actions = vec![
        act("Rd", "redirect", &["G", "X"]),
        act("Rd", "redirect", &["P", "X"]),
        act("V", "kill", &["G"]),
        act("C", "investigate", &["P"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        // G's vest stays on G (V's kill is stopped, X is untouched); P's gun stays on P
        // and shoots C, and Rd too, who visited P to redirect it.
        assert_eq!(dead(o), vec!["C", "Rd"], "{}", o.to_text());
    }
}

#[test]
fn ruling_n1_killed_players_still_act() {
    let players = vec![
        town("A"),
        town("Doctor"),
        town("Cop"),
        mafia("M"),
        town("V"),
    ];
    let actions = vec![
        act("V", "kill", &["Doctor"]),
        act("M", "factional_kill", &["Cop"]),
        act("Doctor", "protect", &["A"]),
        act("V", "kill", &["A"]),
        act("Cop", "investigate", &["M"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Cop", "Doctor"], "{}", o.to_text());
        assert_eq!(info(o, "Cop"), &verdict(Verdict::Guilty));
    }
}

#[test]
fn ruling_n1_no_one_action_per_night_limit() {
    let players = vec![town("A"), town("B"), mafia("C"), town("V")];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("V", "kill", &["B"]),
        act("V", "investigate", &["C"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A", "B"], "{}", o.to_text());
        assert_eq!(info(o, "V"), &verdict(Verdict::Guilty));
    }
}

#[test]
fn ruling_n2_movers_are_not_moved() {
    // A redirection of the bus driver does not move the driver's swap; the driver's own
    // visits stay on its targets.
    let players = vec![
        town("V"),
        town("A"),
        town("B"),
        town("C"),
        town("D"),
        town("Rd"),
        town("T"),
    ];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("D", "swap", &["A", "B"]),
        act("Rd", "redirect", &["D", "C"]),
        act("T", "track", &["D"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["B"], "{}", o.to_text());
        assert_eq!(info(o, "T"), &Info::Visited(s(&["A", "B"])));
    }
    // Nor is one driver's swap moved by another driver's.
    let players = vec![
        town("V"),
        town("A"),
        town("B"),
        town("C"),
        town("D1"),
        town("D2"),
        town("T"),
    ];
    let actions = vec![
        act("D1", "swap", &["A", "B"]),
        act("D2", "swap", &["A", "C"]),
        act("T", "track", &["D1"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(
            info(o, "T"),
            &Info::Visited(s(&["A", "B"])),
            "{}",
            o.to_text()
        );
    }
}

/// RAR only: the ordered method resolves redirections and swaps before blocks (N11), so
/// a block there comes too late to stop a mover.
#[test]
fn ruling_n2_movers_can_be_blocked() {
    let players = vec![town("V"), town("A"), town("B"), town("D"), town("R")];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("D", "swap", &["A", "B"]),
        act("R", "block", &["D"]),
    ];
    let o = rar(players, actions);
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let players = vec![town("V"), town("A"), town("B"), town("Rd"), town("R")];
    let actions = vec![
        act("V", "kill", &["A"]),
        act("Rd", "redirect", &["V", "B"]),
        act("R", "block", &["Rd"]),
    ];
    let o = rar(players, actions);
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

#[test]
fn ruling_n3_redirect_moves_every_action_of_x_and_visits_x() {
    let players = vec![
        town("X"),
        town("Y"),
        town("A"),
        town("B"),
        town("Rd"),
        town("T"),
    ];
    let actions = vec![
        act("X", "kill", &["A"]),
        act("X", "investigate", &["B"]),
        act("Rd", "redirect", &["X", "Y"]),
        act("T", "track", &["Rd"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Y"], "{}", o.to_text());
        let cop = o.results.iter().find(|x| x.to == "X").unwrap();
        assert_eq!(cop.target, "Y");
        assert_eq!(info(o, "T"), &Info::Visited(s(&["X"])));
    }
}

#[test]
fn ruling_n3_swap_moves_any_action_at_x_or_y_and_visits_both() {
    let players = vec![
        town("X"),
        town("Y"),
        town("V"),
        town("Doc"),
        town("D"),
        town("T"),
    ];
    // The kill at X goes to Y; the investigation at Y goes to X (different actors).
    let actions = vec![
        act("V", "kill", &["X"]),
        act("Doc", "investigate", &["Y"]),
        act("D", "swap", &["X", "Y"]),
        act("T", "track", &["D"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["Y"], "{}", o.to_text());
        let cop = o.results.iter().find(|x| x.to == "Doc").unwrap();
        assert_eq!(cop.target, "X", "{}", o.to_text());
        assert_eq!(info(o, "T"), &Info::Visited(s(&["X", "Y"])));
    }
}

#[test]
fn ruling_n4_two_redirectors_counteract_effect_stays() {
    let o = rar(
        vec![
            town("V"),
            town("A"),
            town("B"),
            town("C"),
            town("R1"),
            town("R2"),
        ],
        vec![
            act("V", "kill", &["A"]),
            act("R1", "redirect", &["V", "B"]),
            act("R2", "redirect", &["V", "C"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    let e = question(&o, "Does A die?");
    assert_eq!(seed_shape(e), vec!["Y+[N-[Y+],N-[Y+]]"]);
}

/// A redirect of V and a swap of A and C would both move V's kill at A: they counteract
/// and the kill stays on A. Neither may move it after the other has.
#[test]
fn ruling_n4_redirect_and_swap_at_the_same_point_counteract() {
    let o = rar(
        vec![
            town("V"),
            town("A"),
            town("B"),
            town("C"),
            town("R"),
            town("D"),
        ],
        vec![
            act("V", "kill", &["A"]),
            act("R", "redirect", &["V", "B"]),
            act("D", "swap", &["A", "C"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

/// Two swaps of the same pair: the kill stays on A and nobody else dies.
#[test]
fn ruling_n4_two_swaps_of_the_same_pair_counteract() {
    let o = rar(
        vec![town("V"), town("A"), town("B"), town("D1"), town("D2")],
        vec![
            act("V", "kill", &["A"]),
            act("D1", "swap", &["A", "B"]),
            act("D2", "swap", &["A", "B"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

#[test]
fn ruling_n4_two_bus_drivers_on_the_same_player_cancel() {
    let o = bus_drivers("B");
    assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
    // Each swap is countered by the other acting on the same effect at B: the seed's
    // tree, with no rule 4 cut needed.
    let b = question(&o, "Does B die?");
    assert_eq!(full_shape(b), vec!["Y+[N-[Y+],N-[Y+]]"]);
}

fn vest_night(shots: Option<u32>, kills: usize, method: &str) -> Outcome {
    let mut players = vec![vest(town("G"), shots)];
    let mut actions = Vec::new();
    for i in 0..kills {
        let name = format!("V{i}");
        players.push(town(&name));
        actions.push(act(&name, "kill", &["G"]));
    }
    if method == "rar" {
        rar(players, actions)
    } else {
        ordered(players, actions)
    }
}

#[test]
fn ruling_n5_vests_against_several_kills() {
    for method in ["rar", "ordered"] {
        let cases = [
            (Some(1), 2, true),
            (Some(1), 1, false),
            (None, 3, false),
            (Some(2), 2, false),
            (Some(2), 3, true),
        ];
        for (shots, kills, dies) in cases {
            let o = vest_night(shots, kills, method);
            assert_eq!(
                dead(&o) == vec!["G"],
                dies,
                "{method} {shots:?}-shot vest vs {kills} kills: {}",
                o.to_text()
            );
        }
    }
    // RAR: the vest stops one of the two standing reasons, the other stands.
    let o = vest_night(Some(1), 2, "rar");
    let e = question(&o, "Does G die?");
    assert!(e.answer);
    assert_eq!(full_shape(e), vec!["Y+", "Y-[N+]"]);
}

#[test]
fn ruling_n5_vest_counts_standing_kills_only() {
    // Of two kills one is blocked: the one-shot vest stops the other.
    let players = vec![vest(town("G"), Some(1)), town("V1"), town("V2"), town("R")];
    let actions = vec![
        act("V1", "kill", &["G"]),
        act("V2", "kill", &["G"]),
        act("R", "block", &["V1"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
    }
}

#[test]
fn ruling_n6_blocked_visitor_does_not_trigger_pgo() {
    let players = vec![town("C"), pgo(town("P")), town("R")];
    let actions = vec![act("C", "investigate", &["P"]), act("R", "block", &["C"])];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
        assert_eq!(info(o, "C"), &Info::NoResult);
    }
    let e = question(&r, "Does C die?");
    assert_eq!(full_shape(e), vec!["Y-[N+]"]);
}

#[test]
fn ruling_n6_protected_visitor_survives_pgo() {
    let players = vec![town("C"), pgo(town("P")), town("Doc")];
    let actions = vec![
        act("C", "investigate", &["P"]),
        act("Doc", "protect", &["C"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
        assert_eq!(info(o, "C"), &verdict(Verdict::Innocent));
    }
}

#[test]
fn ruling_n6_redirected_onto_pgo_triggers_it() {
    let players = vec![town("C"), town("A"), pgo(town("P")), town("Rd")];
    let actions = vec![
        act("C", "investigate", &["A"]),
        act("Rd", "redirect", &["C", "P"]),
    ];
    let (r, o) = both(players.clone(), actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["C"], "{}", o.to_text());
    }
    // And the other way: a visit moved off the gun owner is not shot.
    let actions = vec![
        act("C", "investigate", &["P"]),
        act("Rd", "redirect", &["C", "A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert!(dead(o).is_empty(), "{}", o.to_text());
    }
}

#[test]
fn ruling_n6_swapped_onto_pgo_triggers_it() {
    // The bus driver visits both its targets (N3), the gun owner among them, and is shot
    // too.
    let players = vec![town("C"), town("A"), pgo(town("P")), town("D")];
    let actions = vec![
        act("C", "investigate", &["A"]),
        act("D", "swap", &["A", "P"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["C", "D"], "{}", o.to_text());
    }
}

#[test]
fn ruling_n7_protection_does_not_stop_recruitment_or_information() {
    let players = vec![
        town("A"),
        with(town("K"), "alignment", "cult".into()),
        town("Doc"),
        town("Cop"),
    ];
    let actions = vec![
        act("K", "recruit", &["A"]),
        act("Doc", "protect", &["A"]),
        act("Cop", "investigate", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(o.recruited, s(&["A"]), "{}", o.to_text());
        assert_eq!(info(o, "Cop"), &verdict(Verdict::Innocent));
    }
}

#[test]
fn ruling_n7_block_stops_every_component_visits_included() {
    let players = vec![
        town("A"),
        town("X"),
        town("J"),
        town("Blocker"),
        town("V"),
        town("W"),
        town("T"),
    ];
    // (The blocker's name sorts before J's, so that the ordered method blocks J first.)
    let actions = vec![
        act("W", "watch", &["A"]),
        act("J", "jail", &["A"]),
        act("Blocker", "block", &["J"]),
        act("V", "kill", &["A"]),
        act("A", "kill", &["X"]),
        act("T", "track", &["J"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        // The jail neither protects A nor blocks A; its visit is not seen.
        assert_eq!(dead(o), vec!["A", "X"], "{}", o.to_text());
        assert_eq!(info(o, "W"), &Info::VisitedBy(s(&["V"])), "{}", o.to_text());
        assert_eq!(info(o, "T"), &Info::NoAction, "{}", o.to_text());
    }
}

#[test]
fn ruling_n8_recruited_even_if_killed() {
    let players = vec![
        town("A"),
        with(town("K"), "alignment", "cult".into()),
        town("V"),
    ];
    let actions = vec![act("K", "recruit", &["A"]), act("V", "kill", &["A"])];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["A"], "{}", o.to_text());
        assert_eq!(o.recruited, s(&["A"]), "{}", o.to_text());
    }
    let e = takes_effect(&r, "K", "recruit");
    assert!(e.answer);
}

fn cop_told(sanity: &str, target: Value) -> Info {
    let cop = with(town("Cop"), "sanity", sanity.into());
    let target = with(target, "name", "X".into());
    let (r, o) = both(vec![cop, target], vec![act("Cop", "investigate", &["X"])]);
    assert_eq!(info(&r, "Cop"), info(&o, "Cop"), "the methods disagree");
    info(&r, "Cop").clone()
}

#[test]
fn ruling_n9_sanities_and_appearances() {
    use Verdict::{Guilty as G, Innocent as I};
    let targets = || {
        vec![
            ("mafia", mafia("X")),
            ("town", town("X")),
            (
                "werewolves",
                with(town("X"), "alignment", "werewolves".into()),
            ),
            ("godfather", with(mafia("X"), "appears", "innocent".into())),
            ("miller", with(town("X"), "appears", "guilty".into())),
        ]
    };
    let table = [
        ("sane", [G, I, I, I, G]),
        ("insane", [I, G, G, G, I]),
        ("paranoid", [G, G, G, G, G]),
        ("naive", [I, I, I, I, I]),
    ];
    for (sanity, expected) in table {
        for ((what, target), want) in targets().into_iter().zip(expected) {
            assert_eq!(
                cop_told(sanity, target),
                verdict(want),
                "{sanity} cop on {what}"
            );
        }
    }
    // No sanity given: sane.
    let (r, _) = both(
        vec![town("Cop"), mafia("M")],
        vec![act("Cop", "investigate", &["M"])],
    );
    assert_eq!(info(&r, "Cop"), &verdict(G));
}

#[test]
fn ruling_n9_alignments_at_the_start_of_the_night() {
    let players = vec![mafia("K"), town("A"), town("Cop"), mafia("M"), town("Cop2")];
    let actions = vec![
        act("K", "recruit", &["A"]),
        act("Cop", "investigate", &["A"]),
        act("Cop2", "investigate", &["M"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(o.recruited, s(&["A"]));
        assert_eq!(
            info(o, "Cop"),
            &verdict(Verdict::Innocent),
            "{}",
            o.to_text()
        );
        assert_eq!(info(o, "Cop2"), &verdict(Verdict::Guilty));
    }
}

#[test]
fn ruling_n10_watcher_does_not_see_itself() {
    let players = vec![town("A"), town("W"), town("V")];
    let actions = vec![
        act("W", "watch", &["A"]),
        act("W", "visit", &["A"]),
        act("V", "visit", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(info(o, "W"), &Info::VisitedBy(s(&["V"])), "{}", o.to_text());
    }
    // Nobody else: an empty list, not no_result.
    let (r, o) = both(vec![town("A"), town("W")], vec![act("W", "watch", &["A"])]);
    for o in [&r, &o] {
        assert_eq!(info(o, "W"), &Info::VisitedBy(vec![]));
    }
}

#[test]
fn ruling_n10_movers_visits_are_seen() {
    let players = vec![
        town("A"),
        town("B"),
        town("X"),
        town("Y"),
        town("D"),
        town("Rd"),
        town("W1"),
        town("T"),
    ];
    let actions = vec![
        act("D", "swap", &["A", "B"]),
        act("Rd", "redirect", &["X", "Y"]),
        act("W1", "watch", &["X"]),
        act("T", "track", &["D"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(
            info(o, "W1"),
            &Info::VisitedBy(s(&["Rd"])),
            "{}",
            o.to_text()
        );
        assert_eq!(info(o, "T"), &Info::Visited(s(&["A", "B"])));
    }
}

/// "a track/watch result counts every standing visit": in the ordered method too, an
/// information action sees the visits of actions that sort after it in its own stage.
#[test]
fn ruling_n10_ordered_information_sees_visits_later_in_its_stage() {
    let players = vec![town("A"), town("Zed"), town("T"), town("W")];
    let actions = vec![
        act("Zed", "investigate", &["A"]),
        act("T", "track", &["Zed"]),
        act("W", "watch", &["A"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(info(o, "T"), &Info::Visited(s(&["A"])), "{}", o.to_text());
        assert_eq!(
            info(o, "W"),
            &Info::VisitedBy(s(&["Zed"])),
            "{}",
            o.to_text()
        );
    }
}

#[test]
fn ruling_n10_track_of_fully_blocked_player_is_no_action() {
    let players = vec![town("A"), town("B"), town("C"), town("R"), town("T")];
    let actions = vec![
        act("B", "kill", &["A"]),
        act("B", "visit", &["C"]),
        act("R", "block", &["B"]),
        act("T", "track", &["B"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(info(o, "T"), &Info::NoAction, "{}", o.to_text());
    }
}

#[test]
fn ruling_n10_blocked_information_roles_get_no_result() {
    let players = vec![
        town("A"),
        town("B"),
        town("Cop"),
        town("Tr"),
        town("W"),
        town("R"),
    ];
    let actions = vec![
        act("B", "visit", &["A"]),
        act("Cop", "investigate", &["A"]),
        act("Tr", "track", &["B"]),
        act("W", "watch", &["A"]),
        act("R", "block", &["Cop"]),
        act("R", "block", &["Tr"]),
        act("R", "block", &["W"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(o.results.len(), 3);
        for who in ["Cop", "Tr", "W"] {
            assert_eq!(info(o, who), &Info::NoResult, "{who}: {}", o.to_text());
        }
    }
}

#[test]
fn ruling_n10_result_names_where_the_action_ended_up() {
    let players = vec![town("Cop"), town("A"), mafia("M"), town("Rd")];
    let actions = vec![
        act("Cop", "investigate", &["A"]),
        act("Rd", "redirect", &["Cop", "M"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(o.results[0].target, "M", "{}", o.to_text());
        assert_eq!(info(o, "Cop"), &verdict(Verdict::Guilty));
    }
    // A watch swapped from A to B watches B.
    let players = vec![town("A"), town("B"), town("V"), town("D"), town("W")];
    let actions = vec![
        act("W", "watch", &["A"]),
        act("V", "visit", &["B"]),
        act("D", "swap", &["A", "B"]),
    ];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(o.results[0].target, "B", "{}", o.to_text());
    }
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..=p.len() {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

/// Deaths, recruitments and results without their listing order (results come in
/// document order, which a permutation changes).
fn essence(o: &Outcome) -> (Vec<String>, Vec<String>, Vec<String>) {
    let mut results: Vec<String> = o
        .results
        .iter()
        .map(|r| format!("{} {:?} {} {:?}", r.to, r.ability, r.target, r.info))
        .collect();
    results.sort();
    (o.deaths.clone(), o.recruited.clone(), results)
}

fn resolve_quiet(method: &str, players: &[Value], actions: Vec<Value>) -> Outcome {
    resolve_json(&document(method, players.to_vec(), actions), false)
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn ruling_n11_ordered_never_depends_on_submission_order() {
    let players = vec![
        town("A"),
        town("B"),
        town("C"),
        town("Alf"),
        town("Zoe"),
        town("Vig"),
        town("Ann"),
        town("Bea"),
        town("Doc"),
        town("Cop"),
        pgo(town("P")),
    ];
    let actions = vec![
        act("Vig", "kill", &["B"]),
        act("Alf", "swap", &["A", "B"]),
        act("Zoe", "swap", &["B", "C"]),
        act("Ann", "block", &["Bea"]),
        act("Bea", "block", &["Doc"]),
        act("Doc", "protect", &["A"]),
        act("Cop", "investigate", &["P"]),
    ];
    for method in ["ordered", "rar"] {
        let first = essence(&resolve_quiet(method, &players, actions.clone()));
        for perm in permutations(actions.len()) {
            let shuffled: Vec<Value> = perm.iter().map(|&i| actions[i].clone()).collect();
            let o = resolve_quiet(method, &players, shuffled);
            assert_eq!(essence(&o), first, "{method} {perm:?}");
        }
    }
    // Ordered: Alf's swap goes first: the kill moves from B to A and the save from A to
    // B; Zoe's then moves the save on to C (the kill, now at A, stays). Ann blocks Bea
    // before Bea blocks Doc, so the save holds, on C. A dies; the cop is shot by P.
    let o = ordered(players, actions);
    assert_eq!(dead(&o), vec!["A", "Cop"], "{}", o.to_text());
}

#[test]
fn ruling_n11_ordered_within_a_stage_by_actor_name() {
    // Swaps: the alphabetically first driver goes first, whatever the submission order.
    let players = vec![
        town("V"),
        town("A"),
        town("B"),
        town("C"),
        town("Alf"),
        town("Zoe"),
    ];
    for (alf, zoe, dies) in [(["A", "B"], ["B", "C"], "A"), (["B", "C"], ["A", "B"], "C")] {
        for flip in [false, true] {
            let mut actions = vec![
                act("V", "kill", &["B"]),
                act("Alf", "swap", &alf),
                act("Zoe", "swap", &zoe),
            ];
            if flip {
                actions.swap(1, 2);
            }
            let o = ordered(players.clone(), actions);
            assert_eq!(dead(&o), vec![dies], "{}", o.to_text());
        }
    }
    // Blocks: Ann blocks Bea before Bea acts; Zed blocks Bea after Bea has acted.
    let players = vec![
        town("V"),
        town("A"),
        town("Doc"),
        town("Ann"),
        town("Bea"),
        town("Zed"),
    ];
    for (blocker, dies) in [("Ann", false), ("Zed", true)] {
        for flip in [false, true] {
            let mut actions = vec![
                act("V", "kill", &["A"]),
                act("Doc", "protect", &["A"]),
                act(blocker, "block", &["Bea"]),
                act("Bea", "block", &["Doc"]),
            ];
            if flip {
                actions.swap(2, 3);
            }
            let o = ordered(players.clone(), actions);
            assert_eq!(dead(&o) == vec!["A"], dies, "{blocker}: {}", o.to_text());
        }
    }
}

#[test]
fn ruling_n11_ordered_within_an_actor_by_target() {
    // One driver, two swaps: [A, B] (target A) goes before [B, C] (target B).
    let players = vec![town("V"), town("A"), town("B"), town("C"), town("D")];
    for flip in [false, true] {
        let mut actions = vec![
            act("V", "kill", &["B"]),
            act("D", "swap", &["A", "B"]),
            act("D", "swap", &["B", "C"]),
        ];
        if flip {
            actions.swap(1, 2);
        }
        let o = ordered(players.clone(), actions);
        assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
    }
}

#[test]
fn ruling_n11_ordered_by_stage_not_submission() {
    // Kill submitted first, protection later: protection is an earlier stage.
    let players = vec![town("V"), town("A"), town("Doc"), town("R")];
    let o = ordered(
        players.clone(),
        vec![act("V", "kill", &["A"]), act("Doc", "protect", &["A"])],
    );
    assert!(dead(&o).is_empty(), "{}", o.to_text());
    // A block submitted last still stops the protection.
    let o = ordered(
        players,
        vec![
            act("Doc", "protect", &["A"]),
            act("V", "kill", &["A"]),
            act("R", "block", &["Doc"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

#[test]
fn ruling_n11_pgo_fires_after_the_kills_stage() {
    // The visitor's one-shot vest is used up by the kill; the gun then kills it. An
    // information visit (last stage) still triggers the gun.
    let players = vec![vest(town("C"), Some(1)), pgo(town("P")), town("V")];
    let actions = vec![act("C", "investigate", &["P"]), act("V", "kill", &["C"])];
    let (r, o) = both(players, actions);
    for o in [&r, &o] {
        assert_eq!(dead(o), vec!["C"], "{}", o.to_text());
        assert_eq!(info(o, "C"), &verdict(Verdict::Innocent));
    }
    let log = &o.explanations[0].reasons;
    let kill = log.iter().position(|n| n.text.contains("V's kill"));
    let gun = log.iter().position(|n| n.text.contains("paranoid gun"));
    assert!(kill < gun && kill.is_some(), "{}", o.to_text());
}
