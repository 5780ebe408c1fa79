//! Table-rule variants clubs play: the MafiaRatings rules options that change how a game
//! runs (`include/rules.php` in szotin/mafiaratings), each a `rules` parameter named as
//! clubs know it (docs/pro/protocol.md, ruling P43): what each allows and refuses, and
//! that an unknown option is refused by name.
//!
//! The standard table: Sheriff 1, civilians 2-7, Don 8, mafia 9 and 10.
mod kit;
use kit::*;
use omerta_pro::{Game, Leave, Winner};
use serde_json::{json, Value};

/// Replays under `rules`: the game, or the violation messages.
fn under(rules: Value, events: Vec<Value>) -> Result<Game, Vec<String>> {
    match omerta_pro::replay_json(&document_with_rules(rules, events)) {
        Ok(game) => Ok(game),
        Err(omerta_pro::Error::Invalid(v)) => Err(v.iter().map(|v| v.to_string()).collect()),
        Err(other) => panic!("expected violations, got {other}"),
    }
}

#[track_caller]
fn refused_saying(rules: Value, events: Vec<Value>, said: &str) {
    match under(rules, events) {
        Ok(_) => panic!("accepted; expected a violation saying {said:?}"),
        Err(v) => assert!(v.iter().any(|m| m.contains(said)), "{v:#?}"),
    }
}

fn tech_foul(seat: u8) -> Value {
    json!({"type": "tech_foul", "seat": seat})
}

// MafiaRatings `techFouls` (9.6.1: "in this version of the rules there are no technical
// fouls"; 9.6.2: "for two technical fouls the player is removed").
#[test]
fn ruling_p43_tech_fouls_false_refuses_a_technical_foul() {
    let events = vec![day(), tech_foul(3), tech_foul(3)];
    let game = under(json!({}), events.clone()).expect("technical fouls by default");
    assert_eq!(game.departures[0].how, Leave::TechFouls);
    let game = under(json!({"tech_fouls": true}), events.clone()).expect("named");
    assert_eq!(game.departures.len(), 1);
    refused_saying(
        json!({"tech_fouls": false}),
        events,
        "events[1]: tech_foul: these rules give no technical fouls (tech_fouls: false)",
    );
}

// MafiaRatings `legacy` (8.17.2: the player killed first "may name three blacks, but the
// judge does not record it and it does not count").
#[test]
fn ruling_p43_first_color_will_false_refuses_a_first_color_will() {
    let will = G::new().out(2, 3).ev(colors(2, &[(8, "black")])).done();
    under(json!({}), will.clone()).expect("a First Color Will by default");
    refused_saying(
        json!({"first_color_will": false}),
        will,
        "#2's First Color Will: these rules hold no First Color Will (first_color_will: false)",
    );
    // The First Out may still skip the will or pass the helm.
    let helm = G::new().out(2, 3).ev(helm(2, 4)).done();
    under(json!({"first_color_will": false}), helm).expect("Pass the Helm");
}

/// Black wins on night 2: 2 and 4 voted out, 3 and 5 shot (3 against 3 after 5 leaves).
fn black_wins_by_a_night_shot() -> G {
    G::new()
        .out(2, 3)
        .night()
        .kill(3)
        .day()
        .out(4, 6)
        .night()
        .kill(5)
}

// MafiaRatings `gameEndSpeech` (8.19.2: "the judge gives no last word and simply
// announces the win").
#[test]
fn ruling_p43_end_speech_false_refuses_a_will_after_the_end() {
    let events = black_wins_by_a_night_shot().ev(order(5, &[8])).done();
    let game = under(json!({}), events.clone()).expect("the last speech's will by default");
    assert_eq!(game.winner(), Some(Winner::Black));
    refused_saying(
        json!({"end_speech": false}),
        events,
        "events[8]: #5's will follows the end of the game (events[7]): these rules give no last speech then (end_speech: false)",
    );
    // Without the will the same game stands under the variant.
    let game = under(
        json!({"end_speech": false}),
        black_wins_by_a_night_shot().done(),
    )
    .expect("no will");
    assert_eq!(game.winner(), Some(Winner::Black));
}

// The old MafiaRatings `threeWarningsNomination` (9.6.2: "a player with three fouls may not
// nominate").
#[test]
fn ruling_p43_three_fouls_nominate_false_refuses_their_nomination() {
    let events = vec![day(), foul(3), foul(3), foul(3), nominate(3, 8)];
    under(json!({}), events.clone()).expect("nominates by default (9.6.1)");
    refused_saying(
        json!({"three_fouls_nominate": false}),
        events,
        "events[4]: #3 has three fouls and may not nominate under these rules (three_fouls_nominate: false)",
    );
    // Two fouls are not three.
    let two = vec![day(), foul(3), foul(3), nominate(3, 8)];
    under(json!({"three_fouls_nominate": false}), two).expect("two fouls");
}

// MafiaRatings `killedNom` (8.6.2: the player who left "has a last word of one minute at the
// very start of the next day, and may nominate in it").
#[test]
fn ruling_p43_last_speech_nominates_lets_the_night_shot_player_nominate() {
    let events = G::new()
        .night()
        .kill(2)
        .day()
        .ev(nominate(2, 8))
        .ev(nominate(3, 9))
        .done();
    refused_saying(
        json!({}),
        events.clone(),
        "nominate by: #2 is not at the table",
    );
    under(json!({"last_speech_nominates": true}), events).expect("8.6.2");
    // Only in that speech: not on a later day, and not a player voted out.
    let after_vote = G::new()
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .quiet()
        .day()
        .ev(nominate(2, 8))
        .done();
    refused_saying(
        json!({"last_speech_nominates": true}),
        after_vote,
        "nominate by: #2 is not at the table",
    );
    let voted_out = G::new()
        .out(2, 3)
        .night()
        .quiet()
        .day()
        .ev(nominate(2, 8))
        .done();
    refused_saying(
        json!({"last_speech_nominates": true}),
        voted_out,
        "nominate by: #2 is not at the table",
    );
}

// "Unknown options refused by name": an option this version does not hold, and a wrong
// value for a known one.
#[test]
fn ruling_p43_an_unknown_option_is_refused_by_name() {
    refused_saying(
        json!({"no_kill_on_four": "draw"}),
        vec![day()],
        "no_kill_on_four",
    );
    refused_saying(
        json!({"no_kill_on_four": "draw"}),
        vec![day()],
        "unknown rule parameter (supported: day1_single_candidate, lift_threshold, fourth_foul_removes, day1_vote, revote_order, lift_two_at_4, lift_three_at_9, tie_of_all, tech_fouls, first_color_will, end_speech, three_fouls_nominate, last_speech_nominates)",
    );
}

// Every variant survives writing the protocol out and reading it back.
#[test]
fn the_variants_are_written_back_by_name() {
    let rules = json!({
        "tech_fouls": false,
        "first_color_will": false,
        "end_speech": false,
        "three_fouls_nominate": false,
        "last_speech_nominates": true
    });
    let text = document_with_rules(rules, vec![day()]);
    let protocol = omerta_pro::Protocol::from_json(&text).expect("reads");
    let written = omerta_pro::interchange::to_json(&protocol);
    let again: Value = serde_json::from_str(&written).unwrap();
    for (key, value) in [
        ("tech_fouls", false),
        ("first_color_will", false),
        ("end_speech", false),
        ("three_fouls_nominate", false),
        ("last_speech_nominates", true),
    ] {
        assert_eq!(again["rules"][key], json!(value), "{key}: {written}");
    }
}
