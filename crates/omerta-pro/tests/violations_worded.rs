//! Every kind of violation (issue 30): a corpus of refused protocols that makes each
//! sentence of the catalog's `violations` area appear, each checked word for word against
//! omerta-pro's English by `kit::violations_word_alike` (through `violations_doc`).
mod kit;
use kit::*;
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// The document with its players replaced.
fn with_players(players: Value) -> String {
    json!({"format": "omerta-pro/1", "players": players, "events": []}).to_string()
}

fn standard_players() -> Vec<Value> {
    players().as_array().unwrap().clone()
}

/// A tie between #3 (voted by 1, 2, 4, 6, 7) and #5 (by 3, 5, 8, 9, 10), after their
/// nominations.
fn tie() -> Vec<Value> {
    vec![
        nominate(2, 3),
        nominate(4, 5),
        vote(&[(3, &[1, 2, 4, 6, 7]), (5, &[3, 5, 8, 9, 10])]),
    ]
}

/// The first night's shot that leaves `seat` the First Out, and the next day.
fn shot_on_night_1(seat: u8) -> Vec<Value> {
    vec![day(), night(), shoot(&[8, 9, 10], seat), day()]
}

fn then(mut first: Vec<Value>, rest: Vec<Value>) -> Vec<Value> {
    first.extend(rest);
    first
}

/// Every refused protocol of the corpus.
fn corpus() -> Vec<String> {
    let mut docs = Vec::new();
    let mut events = |list: Vec<Value>| docs.push(document(list));
    events(vec![day(), day()]);
    events(vec![night()]);
    events(vec![day(), night(), night()]);
    events(vec![nominate(2, 3)]);
    events(vec![shoot(&[8, 9, 10], 2)]);
    events(vec![day(), shoot(&[8, 9, 10], 2)]);
    events(vec![day(), removal(2), removal(2)]);
    events(then(vec![day()], then(tie(), vec![night()])));
    events(vec![
        day(),
        nominate(2, 3),
        vote(&[(3, &[1, 2])]),
        nominate(4, 5),
    ]);
    events(vec![day(), nominate(2, 3), nominate(2, 4)]);
    events(vec![day(), nominate(2, 3), nominate(4, 3)]);
    events(vec![day(), json!({"type": "withdraw", "by": 2})]);
    events(vec![
        day(),
        nominate(2, 3),
        vote(&[(3, &[1, 2])]),
        vote(&[(3, &[1])]),
    ]);
    events(then(
        vec![day()],
        then(
            tie(),
            vec![
                revote(&[(3, &[1, 2, 4, 6, 7]), (5, &[3, 5, 8, 9, 10])]),
                vote(&[(3, &[1])]),
            ],
        ),
    ));
    events(vec![
        day(),
        nominate(2, 3),
        nominate(4, 5),
        vote(&[(5, &[1]), (3, &[2])]),
    ]);
    events(then(vec![day()], then(tie(), vec![vote(&[(3, &[1])])])));
    events(vec![day(), json!({"type": "vote", "ballots": {}})]);
    events(vec![day(), removal(2), nominate(4, 3), vote(&[(3, &[2])])]);
    events(vec![
        day(),
        nominate(4, 3),
        vote(&[(3, &[1]), (3, &[2])]),
        json!({}),
    ]);
    events(vec![
        day(),
        nominate(4, 3),
        json!({"type": "vote", "ballots": {"1": 5}}),
    ]);
    events(vec![day(), lift(&[])]);
    events(then(
        vec![day(), removal(2)],
        then(
            vec![
                nominate(4, 3),
                nominate(6, 5),
                nominate(8, 7),
                vote(&[(3, &[1, 4, 6]), (5, &[3, 5, 8]), (7, &[7, 9, 10])]),
                revote(&[(3, &[1, 4, 6]), (5, &[3, 5, 8]), (7, &[7, 9, 10])]),
            ],
            vec![lift(&[2])],
        ),
    ));
    events(vec![
        day(),
        night(),
        shoot(&[8, 9, 10], 2),
        shoot(&[8, 9, 10], 3),
    ]);
    events(vec![
        day(),
        night(),
        json!({"type": "shots", "shots": {"2": 3}}),
    ]);
    events(vec![day(), removal(9), night(), shoot(&[8, 9, 10], 3)]);
    events(vec![
        day(),
        night(),
        with(shoot(&[8, 9, 10], 3), "miss_by", json!([8])),
    ]);
    events(vec![day(), night(), miss(&[(8, 3), (9, 4), (10, 3)], &[2])]);
    events(vec![
        day(),
        removal(10),
        night(),
        miss(&[(8, 3), (9, 4)], &[10]),
    ]);
    events(vec![
        day(),
        night(),
        with(shoot(&[8, 9, 10], 2), "credit", json!(9)),
    ]);
    events(vec![
        day(),
        night(),
        with(shoot(&[8, 9, 10], 1), "credit", json!(2)),
    ]);
    events(vec![day(), night(), sheriff_check(3), sheriff_check(4)]);
    events(vec![day(), removal(1), night(), sheriff_check(3)]);
    events(vec![day(), night(), don_check(8)]);
    events(vec![day(), order(2, &[3])]);
    events(vec![day(), removal(2), order(2, &[3])]);
    events(then(shot_on_night_1(2), vec![skip_will(2), skip_will(2)]));
    events(then(
        shot_on_night_1(2),
        vec![nominate(3, 4), vote(&[(4, &[1, 3])]), skip_will(2)],
    ));
    events(then(shot_on_night_1(2), vec![order(2, &[2])]));
    events(then(
        shot_on_night_1(2),
        vec![colors(2, &[(3, "red"), (4, "red"), (5, "red"), (6, "red")])],
    ));
    events(then(shot_on_night_1(2), vec![order(2, &[3])]));
    events(then(
        shot_on_night_1(2),
        vec![
            skip_will(2),
            night(),
            shoot(&[8, 9, 10], 3),
            day(),
            colors(3, &[(4, "red")]),
        ],
    ));
    events(then(
        shot_on_night_1(2),
        vec![
            skip_will(2),
            night(),
            shoot(&[8, 9, 10], 3),
            day(),
            order(3, &[4, 5, 6, 7, 9]),
        ],
    ));
    events(vec![day(), removal(2), night(), foul(2)]);
    // #5 leaves by the vote that ends the game (three reds and three blacks are left).
    events(vec![
        day(),
        removal(2),
        removal(3),
        removal(4),
        nominate(9, 5),
        nominate(10, 6),
        vote(&[(5, &[1, 7, 8, 9, 10]), (6, &[5, 6])]),
        order(5, &[6]),
    ]);
    events(vec![day(), json!({"type": "surrender", "seats": [9]})]);
    events(vec![day(), surrender(), end("black")]);
    events(vec![day(), surrender(), nominate(2, 3)]);
    events(vec![day(), end("red"), night()]);
    // The event's fields as written.
    events(vec![day(), nominate(11, 3)]);
    events(vec![day(), json!({"type": "nominate", "by": 2})]);
    events(vec![
        day(),
        json!({"type": "vote", "candidates": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1], "ballots": {}}),
    ]);
    events(vec![
        day(),
        json!({"type": "vote", "candidates": [1, 1], "ballots": {}}),
    ]);
    events(vec![day(), json!({"type": "vote", "ballots": {"x": 1}})]);
    events(vec![json!({"day": 1})]);
    events(vec![json!({"type": "dusk"})]);
    events(vec![day(), json!({"type": "vote"})]);
    events(vec![
        day(),
        json!({"type": "lift", "yes": [], "passed": true}),
    ]);
    events(vec![day(), json!({"type": "lift"})]);
    events(vec![day(), night(), json!({"type": "shots"})]);
    events(vec![
        day(),
        json!({"type": "bonus", "seat": 2, "points": 0.12345}),
    ]);
    events(vec![day(), json!({"type": "bonus", "seat": 2})]);
    events(vec![day(), json!({"type": "end", "winner": "blue"})]);
    events(vec![day(), json!({"type": "end"})]);
    events(vec![
        day(),
        json!({"type": "will", "by": 2, "helm": 3, "order": [4]}),
    ]);
    events(vec![
        day(),
        json!({"type": "will", "by": 2, "colors": {"3": "green"}}),
    ]);
    events((0..102).map(|_| json!({"type": "dusk"})).collect());
    // A seat twice among an object's keys: only raw JSON can say it.
    let raw = format!(
        r#"{{"format":"omerta-pro/1","players":{},"events":[{{"type":"day"}},
            {{"type":"vote","ballots":{{"1":2,"1":3}}}}]}}"#,
        players()
    );
    let mut long = Vec::new();
    for _ in 0..255 {
        long.push(day());
        long.push(night());
    }
    long.push(day());
    events(long);
    docs.push(raw);
    // Rules that change what is allowed.
    let mut rules = |rules: Value, list: Vec<Value>| docs.push(document_with_rules(rules, list));
    rules(json!({"day1_single_candidate": "maybe"}), vec![]);
    rules(json!({"day1_vote": "maybe"}), vec![]);
    rules(json!({"nonsense": true}), vec![]);
    rules(
        json!({"three_fouls_nominate": false}),
        vec![day(), foul(2), foul(2), foul(2), nominate(2, 3)],
    );
    rules(
        json!({"withdraw": "allowed"}),
        vec![
            day(),
            nominate(2, 3),
            vote(&[(3, &[1])]),
            json!({"type": "withdraw", "by": 2}),
        ],
    );
    rules(
        json!({"withdraw": "allowed"}),
        vec![day(), json!({"type": "withdraw", "by": 2})],
    );
    rules(
        json!({"day1_vote": "none"}),
        vec![day(), nominate(2, 3), vote(&[(3, &[1])])],
    );
    rules(
        json!({"antimonster": "no_voting"}),
        vec![day(), nominate(2, 3), removal(4), vote(&[(3, &[1])])],
    );
    rules(
        json!({"antimonster": "no_voting"}),
        vec![day(), nominate(2, 3), removal(4), lift(&[])],
    );
    rules(
        json!({"shooting": "seats_at_table"}),
        vec![day(), removal(2), night(), shoot(&[8, 9, 10], 2)],
    );
    rules(
        json!({"end_speech": false}),
        vec![
            day(),
            night(),
            shoot(&[8, 9, 10], 2),
            day(),
            dd(3),
            skip_will(2),
        ],
    );
    rules(
        json!({"first_color_will": false}),
        vec![
            day(),
            night(),
            shoot(&[8, 9, 10], 2),
            day(),
            colors(2, &[(3, "red")]),
        ],
    );
    rules(
        json!({"tech_fouls": false}),
        vec![day(), json!({"type": "tech_foul", "seat": 2})],
    );
    // The players.
    docs.push(json!({"players": players(), "events": []}).to_string());
    docs.push(json!({"format": "omerta-pro/2", "players": players(), "events": []}).to_string());
    let mut table = standard_players();
    table.pop();
    docs.push(with_players(Value::Array(table)));
    let mut table = standard_players();
    table[0] = json!({"name": "No seat", "role": "sheriff"});
    table[1] = json!({"seat": 11, "role": "civilian"});
    table[2] = json!({"seat": 3});
    table[3] = json!({"seat": 4, "role": "citizen"});
    docs.push(with_players(Value::Array(table)));
    let mut table = standard_players();
    table[1] = json!({"seat": 3, "role": "civilian"});
    docs.push(with_players(Value::Array(table)));
    let mut table = standard_players();
    table[1] = json!({"seat": 2, "role": "sheriff"});
    docs.push(with_players(Value::Array(table)));
    docs
}

/// The sentences of the area the corpus must make appear: all but the arguments (where,
/// what of, phases), the layout of a list, and the live table's and upload's own.
fn sentences() -> BTreeSet<String> {
    let english = include_str!("../../omerta-i18n/locales/en/violations.ftl");
    let arguments = [
        "violation-at-",
        "violation-phase-",
        "violation-what-",
        "violation-next-",
    ];
    // The layout of a list of problems, and the sentences of a record that is no protocol
    // or not ended (`Error::Parse`, `Error::Unfinished`): no violation says them.
    let layout = [
        "violation-line",
        "violation-separator",
        "violation-problems",
        "violation-uncounted",
        "violation-not-a-document",
        "violation-parse-at",
        "violation-parse-at-path",
        "violation-unfinished",
    ];
    english
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| id.starts_with("violation-"))
        .filter(|id| !arguments.iter().any(|a| id.starts_with(a)))
        .filter(|id| !layout.contains(id))
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_violation_appears_and_is_worded_word_for_word() {
    let mut seen = BTreeSet::new();
    let mut accepted = Vec::new();
    for (i, doc) in corpus().iter().enumerate() {
        match omerta_pro::replay_json(doc) {
            Err(omerta_pro::Error::Invalid(list)) => {
                violations_word_alike(&list);
                for v in &list {
                    seen.insert(v.said.id.to_owned());
                    for (_, arg) in &v.said.args {
                        if let omerta_pro::Arg::Message(id) = arg {
                            seen.insert((*id).to_owned());
                        }
                    }
                }
            }
            _ => accepted.push(i),
        }
    }
    assert!(
        accepted.is_empty(),
        "the corpus's protocols {accepted:?} are not refused"
    );
    let missing: Vec<String> = sentences().difference(&seen).cloned().collect();
    assert!(missing.is_empty(), "no refused protocol says {missing:?}");
}
