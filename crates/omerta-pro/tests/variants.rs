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
        Err(omerta_pro::Error::Invalid(v)) => {
            violations_word_alike(&v);
            Err(v.iter().map(|v| v.to_string()).collect())
        }
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
        json!({"on_record": "all"}),
        vec![day()],
        "rules.on_record: unknown rule parameter",
    );
    refused_saying(
        json!({"on_record": "all"}),
        vec![day()],
        "unknown rule parameter (supported: day1_single_candidate, lift_threshold, fourth_foul_removes, day1_vote, revote_order, lift_two_at_4, lift_three_at_9, tie_of_all, tech_fouls, first_color_will, end_speech, three_fouls_nominate, last_speech_nominates, alt_split, antimonster, shooting, withdraw, three_quiet_cycles, no_kill_on_four)",
    );
    // MafiaRatings' fourth antimonster value (9.10.4, the removed nominee still voted on)
    // is not held: refused by name, with the values that are.
    refused_saying(
        json!({"antimonster": "participation"}),
        vec![day()],
        "rules.antimonster: unknown value \"participation\"; expected one of \"no\", \"no_voting\", \"nominated\"",
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
        "last_speech_nominates": true,
        "alt_split": "revote",
        "antimonster": "nominated",
        "shooting": "seats_at_table",
        "withdraw": "allowed"
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
    assert_eq!(again["rules"]["alt_split"], "revote", "{written}");
    assert_eq!(again["rules"]["antimonster"], "nominated", "{written}");
    assert_eq!(again["rules"]["shooting"], "seats_at_table", "{written}");
    assert_eq!(again["rules"]["withdraw"], "allowed", "{written}");
    // The withdrawal itself is written back too.
    let text = document_with_rules(
        json!({"withdraw": "allowed"}),
        vec![day(), nominate(1, 2), withdraw(1)],
    );
    let written =
        omerta_pro::interchange::to_json(&omerta_pro::Protocol::from_json(&text).unwrap());
    assert!(
        written.contains("{\"type\": \"withdraw\", \"by\": 1}"),
        "{written}"
    );
}

/// Day 1 at ten: 2 and 3 tie five to five; the revote ties them again, with 6 and 7
/// having changed sides when `other_voters`.
fn repeated_tie(other_voters: bool) -> Vec<Value> {
    let first = vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]);
    let again = if other_voters {
        revote(&[(2, &[1, 3, 4, 5, 7]), (3, &[2, 6, 8, 9, 10])])
    } else {
        revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])])
    };
    vec![day(), nominate(1, 2), nominate(4, 3), first, again]
}

// MafiaRatings `altSplit` (7.19.1: the tie repeated, the lift is next; 7.19.2: "the result
// is considered changed and one more revote is held; if it again gives the same number of
// winners with other votes, all of them are put to the lift").
#[test]
fn ruling_p43_alt_split_revote_grants_one_more_revote_when_the_voters_changed() {
    let third = revote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]);
    let mut events = repeated_tie(true);
    events.push(third.clone());
    refused_saying(
        json!({}),
        events.clone(),
        "events[5]: the revote repeated the tie among",
    );
    refused_saying(
        json!({"alt_split": "continue"}),
        events.clone(),
        "a lift is next, not another vote",
    );
    let mut lifted = events.clone();
    lifted.push(lift(&[]));
    let game = under(json!({"alt_split": "revote"}), lifted).expect("7.19.2");
    assert_eq!(game.rounds.len(), 3);
    assert_eq!(game.lifts.len(), 1);
    // Only once a day: the third round ties again, so a fourth is refused.
    let mut fourth = events;
    fourth.push(third);
    refused_saying(
        json!({"alt_split": "revote"}),
        fourth,
        "events[6]: the revote repeated the tie among",
    );
    // The same voters behind the same tie: the lift is next under either option.
    let mut same = repeated_tie(false);
    same.push(lift(&[]));
    under(json!({"alt_split": "revote"}), same).expect("a true repeat");
}

/// Day 2 at ten (a quiet night): 2 nominates 5 and 3 nominates 8; 5 takes a fourth foul
/// before the vote and leaves.
fn nominee_fouled_out() -> G {
    G::new()
        .night()
        .quiet()
        .day()
        .ev(nominate(2, 5))
        .ev(nominate(3, 8))
        .ev(foul(5))
        .ev(foul(5))
        .ev(foul(5))
        .ev(foul(5))
        .left(&[5])
}

// MafiaRatings `antimonster` (9.10.1: after a removal "the nearest or current vote is not
// held"; 9.10.3: "... except when this player was nominated"; 9.10.2: no effect).
#[test]
fn ruling_p43_antimonster_cancels_the_vote_after_a_removal() {
    let voted = nominee_fouled_out()
        .ev(vote(&[(8, &[1, 2, 3, 4, 6, 7, 9, 10])]))
        .left(&[8])
        .done();
    under(json!({}), voted.clone()).expect("no effect by default");
    under(json!({"antimonster": "no"}), voted.clone()).expect("9.10.2");
    refused_saying(
        json!({"antimonster": "no_voting"}),
        voted.clone(),
        "no vote on day 2: #5 was removed from the table, and these rules then hold no vote (antimonster)",
    );
    // 5 was nominated that day: the vote is held under "nominated".
    under(json!({"antimonster": "nominated"}), voted).expect("9.10.3");
}

// 9.10.1: "the current vote is not held": a removal between a tie and its revote ends the
// day's voting, and the night follows without the revote.
#[test]
fn ruling_p43_antimonster_cancels_a_revote_after_a_removal() {
    let events = vec![
        day(),
        nominate(1, 2),
        nominate(4, 3),
        vote(&[(2, &[1, 3, 4, 5, 6]), (3, &[2, 7, 8, 9, 10])]),
        removal(5),
        night(),
    ];
    refused_saying(
        json!({}),
        events.clone(),
        "day 1 ended with a tie among #2, #3 unresolved: a revote is missing",
    );
    let game = under(json!({"antimonster": "no_voting"}), events).expect("9.10.1");
    assert_eq!(game.rounds.len(), 1);
}

// 9.10.1: a removal once the day's voting is over (or at night) cancels the next day's vote.
#[test]
fn ruling_p43_antimonster_cancels_the_next_days_vote_after_a_removal_at_night() {
    let g = G::new()
        .out(2, 3)
        .night()
        .ev(removal(4))
        .left(&[4])
        .quiet()
        .day();
    let day2 = g.ev(vote(&[(3, &[1, 5, 6, 7, 8, 9, 10])])).left(&[3]);
    let events = day2.done();
    under(json!({}), events.clone()).expect("no effect by default");
    refused_saying(
        json!({"antimonster": "nominated"}),
        events.clone(),
        "no vote on day 2: #4 was removed",
    );
    // The day after is voted as usual.
    let mut later = events[..events.len() - 1].to_vec();
    later.extend(quiet_night(&[8, 9, 10]));
    later.push(day());
    later.push(vote(&[(3, &[1, 5, 6, 7, 8, 9, 10])]));
    let game = under(json!({"antimonster": "no_voting"}), later).expect("day 3 votes");
    assert_eq!(game.rounds.len(), 2);
}

// MafiaRatings `shooting` (8.3.1: the judge calls every seat from 1 to 10, so a shot can
// fall on an empty seat, a miss (P4); 8.3.2: only the seats at the table).
#[test]
fn ruling_p43_shooting_at_the_table_refuses_a_shot_at_an_empty_seat() {
    let events = G::new().out(2, 3).night().ev(shoot(&[8, 9, 10], 2)).done();
    let game = under(json!({}), events.clone()).expect("a miss by default (P4)");
    assert_eq!(game.shootings[0].kill, None);
    under(json!({"shooting": "all_seats"}), events.clone()).expect("8.3.1");
    refused_saying(
        json!({"shooting": "seats_at_table"}),
        events,
        "shots: #8 shoots #2, who is not at the table: these rules call only the seats at the table (shooting: \"seats_at_table\")",
    );
    let at_table = G::new().out(2, 3).night().kill(3).done();
    under(json!({"shooting": "seats_at_table"}), at_table).expect("a shot at the table");
}

// MafiaRatings `withdraw` (7.5.3: a nomination cannot be withdrawn; 7.5.2: "withdrawing is
// not needed to nominate another player: it happens by itself at the next nomination").
#[test]
fn ruling_p43_withdraw_auto_lets_a_later_nomination_replace_the_earlier() {
    let events = vec![
        day(),
        nominate(1, 2),
        nominate(4, 3),
        nominate(1, 5),
        vote(&[(3, &[1, 2, 4, 6, 7, 8]), (5, &[3, 5, 9, 10])]),
    ];
    refused_saying(
        json!({}),
        events.clone(),
        "events[3]: #1 has already nominated today",
    );
    refused_saying(
        json!({"withdraw": "no"}),
        events.clone(),
        "#1 has already nominated today",
    );
    let game = under(json!({"withdraw": "auto"}), events).expect("7.5.2");
    let candidates: Vec<u8> = game.rounds[0]
        .candidates
        .as_slice()
        .iter()
        .map(|s| s.number())
        .collect();
    assert_eq!(candidates, vec![3, 5], "2 was withdrawn");
    // The withdrawn player is free to be nominated again by someone else.
    let again = vec![day(), nominate(1, 2), nominate(1, 5), nominate(4, 2)];
    under(json!({"withdraw": "auto"}), again).expect("2 nominated anew");
}

/// `cycles` nights and days in a row with nobody leaving, from day 1 at ten players.
fn quiet_cycles(cycles: usize) -> G {
    let mut g = G::new();
    for _ in 0..cycles {
        g = g.night().quiet().day();
    }
    g
}

// MafiaRatings 1.5: "If during 3 following nights and days starting with night, no player
// leaves the game, a draw is announced."
#[test]
fn ruling_p43_three_quiet_cycles_draw_ends_the_game_in_a_draw() {
    let on = quiet_cycles(3).night().done();
    let game = under(json!({}), on.clone()).expect("the game goes on by default");
    assert_eq!(game.winner(), None);
    let game = under(json!({"three_quiet_cycles": "draw"}), on.clone()).expect("1.5");
    assert_eq!(game.winner(), Some(Winner::Draw));
    let outcome = game.outcome.unwrap();
    assert_eq!(outcome.event, on.len() - 1, "as the third quiet day ends");
    assert!(game.warnings().is_empty(), "{:?}", game.warnings());
    // Nothing is played after it.
    let mut more = on;
    more.extend(quiet_night(&[8, 9, 10])[1..].to_vec());
    refused_saying(
        json!({"three_quiet_cycles": "draw"}),
        more,
        "three nights and days in a row without a departure: a draw",
    );
    // The judge's "end" after the third quiet day agrees, and another winner is refused.
    let ended = quiet_cycles(3).ev(end("draw")).done();
    let game = under(json!({"three_quiet_cycles": "draw"}), ended).expect("end");
    assert!(game.warnings().is_empty(), "{:?}", game.warnings());
    refused_saying(
        json!({"three_quiet_cycles": "draw"}),
        quiet_cycles(3).ev(end("red")).done(),
        "the winner is draw",
    );
    // Two quiet cycles are not three, and a departure starts the count again.
    let two = quiet_cycles(2).night().done();
    let game = under(json!({"three_quiet_cycles": "draw"}), two).expect("two");
    assert_eq!(game.winner(), None);
    let broken = G::new()
        .night()
        .quiet()
        .day()
        .night()
        .kill(2)
        .day()
        .night()
        .quiet()
        .day()
        .night()
        .done();
    let game = under(json!({"three_quiet_cycles": "draw"}), broken).expect("a kill");
    assert_eq!(game.winner(), None);
}

// MafiaRatings `noKillOnFour` (1.6.1: "If four players are in the game and nobody leaves the
// game 3 cycles in a row then the red team wins"; 1.6.2: a draw is still announced).
#[test]
fn ruling_p43_no_kill_on_four_red_gives_red_the_quiet_cycles_at_four() {
    // 8, 9 and 4 voted out, 2, 3 and 5 shot: 1, 6, 7 and 10 at the table from night 3.
    let mut g = G::new()
        .out(8, 2)
        .night()
        .kill(2)
        .day()
        .out(9, 3)
        .night()
        .kill(3)
        .day()
        .out(4, 5)
        .night()
        .kill(5)
        .day();
    for _ in 0..3 {
        g = g.night().quiet().day();
    }
    let events = g.ev(end("red")).done();
    let rules = json!({"three_quiet_cycles": "draw", "no_kill_on_four": "red"});
    let game = under(rules, events.clone()).expect("1.6.1");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert!(game.warnings().is_empty(), "{:?}", game.warnings());
    refused_saying(
        json!({"three_quiet_cycles": "draw", "no_kill_on_four": "draw"}),
        events,
        "the winner is draw",
    );
}

fn withdraw(by: u8) -> Value {
    json!({"type": "withdraw", "by": by})
}

// MafiaRatings 7.5.1: "A player can rescind their own nomination during their speech ...
// Rescinding prior nomination is required for nominating another player."
#[test]
fn ruling_p43_withdraw_allowed_takes_a_withdrawal_said_aloud() {
    let events = vec![
        day(),
        nominate(1, 2),
        withdraw(1),
        nominate(1, 5),
        nominate(4, 3),
        vote(&[(5, &[1, 2, 4, 6, 7, 8]), (3, &[3, 5, 9, 10])]),
    ];
    refused_saying(
        json!({}),
        events.clone(),
        "events[2]: withdraw: these rules allow no withdrawal of a nomination (withdraw: \"no\")",
    );
    let game = under(json!({"withdraw": "allowed"}), events.clone()).expect("7.5.1");
    let candidates: Vec<u8> = game.rounds[0]
        .candidates
        .as_slice()
        .iter()
        .map(|s| s.number())
        .collect();
    assert_eq!(candidates, vec![5, 3], "2 was withdrawn");
    // 7.5.2 allows the same withdrawal said aloud.
    under(json!({"withdraw": "auto"}), events).expect("7.5.2");
    // Without the withdrawal the second nomination is refused; with nothing nominated
    // there is nothing to withdraw.
    refused_saying(
        json!({"withdraw": "allowed"}),
        vec![day(), nominate(1, 2), nominate(1, 5)],
        "events[2]: #1 has already nominated today",
    );
    refused_saying(
        json!({"withdraw": "allowed"}),
        vec![day(), nominate(1, 2), withdraw(4)],
        "events[2]: withdraw: #4 has no nomination to withdraw today",
    );
}
