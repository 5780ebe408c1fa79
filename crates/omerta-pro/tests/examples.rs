//! The sample games in examples/pro: each replays valid and scores, with the winner,
//! the departures and the notable scoring moments its walk-through in
//! examples/pro/README.md gives (where they follow the scoring model and the rulings).
mod kit;
use kit::*;

use omerta_pro::model::{Day1SingleCandidate, LiftThreshold};
use omerta_pro::{
    replay_json, score_json, City, Error, Game, Leave, Location, Scoresheet, Seat, SeatSet, Will,
    Winner,
};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/pro");

/// The files the README's table lists, with the winner it gives.
const LISTED: [(&str, Winner); 8] = [
    ("red-win.json", Winner::Red),
    ("black-win.json", Winner::Black),
    ("lift.json", Winner::Red),
    ("self-shot.json", Winner::Red),
    ("dd.json", Winner::Black),
    ("surrender.json", Winner::Red),
    ("removal.json", Winner::Red),
    ("house-rules.json", Winner::Red),
];

fn text(name: &str) -> String {
    let path = format!("{DIR}/{name}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn load(name: &str) -> (Game, Scoresheet) {
    match score_json(&text(name)) {
        Ok(scored) => scored,
        Err(e) => panic!("{name}: {e}"),
    }
}

fn s(n: u8) -> Seat {
    Seat::new(n.into()).unwrap()
}

fn set(seats: &[u8]) -> SeatSet {
    seats.iter().map(|n| s(*n)).collect()
}

/// (seat, how, event) of every departure, in order; players leaving in one event are
/// given in seat order (they leave together).
fn departures(game: &Game) -> Vec<(u8, Leave, usize)> {
    let mut d: Vec<(u8, Leave, usize)> = game
        .departures
        .iter()
        .map(|d| (d.seat.number(), d.how, d.event))
        .collect();
    d.sort_by_key(|(seat, _, event)| (*event, *seat));
    d
}

/// Points (thousandths) of every award of `rule` to `seat` about the target `about`.
fn about(sheet: &Scoresheet, seat: u8, rule: &str, target: u8) -> Vec<i32> {
    sheet
        .seat(s(seat))
        .awards
        .iter()
        .filter(|a| a.rule.id() == rule && a.target == Some(s(target)))
        .map(|a| a.points.thousandths())
        .collect()
}

/// Everything `seat` receives for the black target `target` (any rule): the best-of.
fn for_target(sheet: &Scoresheet, seat: u8, target: u8) -> i32 {
    sheet
        .seat(s(seat))
        .awards
        .iter()
        .filter(|a| a.target == Some(s(target)))
        .map(|a| a.points.thousandths())
        .sum()
}

fn has_rule(sheet: &Scoresheet, seat: u8, rule: &str) -> bool {
    !awards(sheet, seat, rule).is_empty()
}

fn seats_with(sheet: &Scoresheet, rule: &str) -> Vec<u8> {
    (1..=10)
        .filter(|seat| has_rule(sheet, *seat, rule))
        .collect()
}

fn city_changes(game: &Game) -> Vec<(usize, City, City)> {
    game.city_changes
        .iter()
        .map(|c| (c.event, c.before, c.after))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Every example
// ---------------------------------------------------------------------------------------

// "Every file replays without error under the table rules, and its final end event
// agrees with the winner the table produces."
#[test]
fn every_example_replays_valid_and_scores() {
    let mut files: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".json"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for name in &files {
        let (game, sheet) = load(name);
        let winner = game.winner().unwrap_or_else(|| panic!("{name}: no winner"));
        assert_eq!(sheet.winner, winner, "{name}");
        assert_eq!(sheet.seats.len(), 10, "{name}");
        for seat in &sheet.seats {
            let sum: i32 = seat.awards.iter().map(|a| a.points.thousandths()).sum();
            assert_eq!(
                seat.total.thousandths(),
                sum,
                "{name}: total of {}",
                seat.seat
            );
        }
        // the last event is an `end` agreeing with the table
        match game.events.last() {
            Some(omerta_pro::Event::End { winner: w }) => assert_eq!(*w, winner, "{name}"),
            other => panic!("{name}: last event {other:?}, expected end"),
        }
    }
}

// The README's table lists every example in the folder, with its winner.
#[test]
fn readme_lists_every_example_with_its_winner() {
    let mut files: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".json"))
        .collect();
    files.sort();
    let mut listed: Vec<String> = LISTED.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed);
    for (name, winner) in LISTED {
        assert_eq!(load(name).0.winner(), Some(winner), "{name}");
    }
}

// ---------------------------------------------------------------------------------------
// red-win.json
// ---------------------------------------------------------------------------------------

// README red-win.json: "red wins" with six departures (#1, #9, #6, #2, #4, #7).
#[test]
fn red_win_departures_and_winner() {
    let (game, _) = load("red-win.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        departures(&game),
        vec![
            (1, Leave::NightShot, 4),
            (9, Leave::Vote, 13),
            (6, Leave::NightShot, 16),
            (2, Leave::Vote, 25),
            (4, Leave::NightShot, 28),
            (7, Leave::Vote, 36),
        ]
    );
    assert_eq!(game.first_out, set(&[1]));
}

// "Day 1: only #1 nominates (#9). A single candidate on day 1: no vote is held, nobody
// leaves." "The city never enters critical state." "Fouls at the end: #5 x2, #2 x1, #8 x1."
#[test]
fn red_win_flow() {
    let (game, sheet) = load("red-win.json");
    assert!(game.rounds.iter().all(|r| r.day != 1));
    assert_eq!(city_changes(&game), vec![(36, City::Margin, City::RedWon)]);
    let fouls: Vec<u8> = (1..=10).map(|n| game.fouls[s(n).index()]).collect();
    assert_eq!(fouls, vec![0, 1, 0, 0, 2, 0, 0, 1, 0, 0]);
    // "No red ever votes into a red."
    assert!(seats_with(&sheet, "red.vote.red").is_empty());
    assert!(seats_with(&sheet, "red.vote.red-critical").is_empty());
    // event 13: 9: 5 votes, 5: 3, 7: 1
    let r = game.rounds.iter().find(|r| r.event == 13).unwrap();
    assert_eq!(r.candidates, vec![s(9), s(5), s(7)]);
    assert_eq!(
        (r.votes_for(s(9)), r.votes_for(s(5)), r.votes_for(s(7))),
        (5, 3, 1)
    );
}

// "#1 (First Out, killed at night, 9 left after): colors +0.3 (#9), +0.2 (#5), +0.3 (#7),
// plus the early night-shot will bonus +0.1."
#[test]
fn red_win_first_out_colors_and_bonus() {
    let (_, sheet) = load("red-win.json");
    assert_eq!(about(&sheet, 1, "will.color.black", 9), vec![300]);
    assert_eq!(about(&sheet, 1, "will.color.red", 5), vec![200]);
    assert_eq!(about(&sheet, 1, "will.color.black", 7), vec![300]);
    assert_award(&sheet, 1, "will.night-shot-bonus", 100);
    assert_eq!(total(&sheet, 1), 900);
}

// "Sheriff #3 checks #9, #2 and #7, each of whom later leaves -> 100% (0.2) for each;
// his votes are all eliminating votes into the same blacks (best-of, no stacking)."
#[test]
fn red_win_sheriff_checks_best_of() {
    let (_, sheet) = load("red-win.json");
    for black in [9, 2, 7] {
        assert_eq!(for_target(&sheet, 3, black), 200, "#3 for #{black}");
    }
    assert_eq!(total(&sheet, 3), 600);
}

// "#9 leaves by vote at 9 players -> black early-leave -0.1."
#[test]
fn red_win_black_early_leave() {
    let (_, sheet) = load("red-win.json");
    assert_award(&sheet, 9, "black.early-leave", -100);
    assert_no_award(&sheet, 2, "black.early-leave");
    assert_no_award(&sheet, 7, "black.early-leave");
}

// "#8 casts a non-eliminating vote into black #7 (50%), and on day 4 an eliminating vote
// into #7 (100%); best-of keeps 0.2 for #7, not 0.3." Same for #10.
#[test]
fn red_win_best_of_non_eliminating_then_eliminating() {
    let (_, sheet) = load("red-win.json");
    assert_eq!(for_target(&sheet, 8, 7), 200);
    assert_eq!(for_target(&sheet, 10, 7), 200);
}

// "#6 (night 2, 7 left): Last Will Ordered [2, 7], both black ... 0.2 + 0.2, plus
// night-shot bonus +0.1." "#4 (night 3, 5 left): Last Will Ordered [7] -> 0.2, plus
// night-shot bonus +0.1 (5 > 3 left)."
#[test]
fn red_win_last_wills_ordered() {
    let (_, sheet) = load("red-win.json");
    assert_eq!(for_target(&sheet, 6, 2), 200);
    assert_eq!(for_target(&sheet, 6, 7), 200);
    assert_award(&sheet, 6, "will.night-shot-bonus", 100);
    assert_eq!(for_target(&sheet, 4, 7), 200);
    assert_award(&sheet, 4, "will.night-shot-bonus", 100);
}

// "Expected totals: #1 0.9 · #2 0 · #3 0.6 · #4 0.7 · #5 0.6 · #6 0.7 · #7 0 · #8 0.4 ·
// #9 -0.1 · #10 0.4."
#[test]
fn red_win_expected_totals() {
    let (_, sheet) = load("red-win.json");
    let totals: Vec<i32> = (1..=10).map(|seat| total(&sheet, seat)).collect();
    assert_eq!(totals, vec![900, 0, 600, 700, 600, 700, 0, 400, -100, 400]);
}

// ---------------------------------------------------------------------------------------
// black-win.json
// ---------------------------------------------------------------------------------------

// README black-win.json: "black wins" with #8, #6, #3, #9 leaving.
#[test]
fn black_win_departures_and_winner() {
    let (game, _) = load("black-win.json");
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(
        departures(&game),
        vec![
            (8, Leave::Vote, 3),
            (6, Leave::NightShot, 6),
            (3, Leave::Vote, 15),
            (9, Leave::Vote, 24),
        ]
    );
    assert_eq!(game.first_out, set(&[8]));
    // 6-3 margin after #8, 5-3 critical after the Sheriff's death, 3-3 black win
    assert_eq!(
        city_changes(&game),
        vec![
            (6, City::Margin, City::Critical),
            (24, City::Critical, City::BlackWon),
        ]
    );
    // "Night 1: ... the judge credits #10"; night 2 is a miss by #10
    assert_eq!(game.shootings[0].credit, Some(s(10)));
    assert_eq!(game.shootings[1].kill, None);
    assert_eq!(game.shootings[1].miss_by, set(&[10]));
}

// "Day 1: reds #1, #4, #7 vote into red #8, who leaves by vote outside critical state ->
// -0.1 each. Reds #3, #6, #8, #9 cast non-eliminating votes into black #5, who wins at
// the table -> 100% (0.2) each."
#[test]
fn black_win_day_1_votes() {
    let (_, sheet) = load("black-win.json");
    for red in [1, 4, 7] {
        assert_eq!(about(&sheet, red, "red.vote.red", 8), vec![-100], "#{red}");
    }
    for red in [3, 6, 8, 9] {
        assert_eq!(
            about(&sheet, red, "red.vote.black-wins", 5),
            vec![200],
            "#{red}"
        );
    }
}

// "#8's colors: +0.3 (#10 black), -0.1 (#2 named red). Left by vote: no night-shot bonus."
#[test]
fn black_win_first_color_will() {
    let (_, sheet) = load("black-win.json");
    assert_eq!(about(&sheet, 8, "will.color.black", 10), vec![300]);
    assert_eq!(about(&sheet, 8, "will.color.wrong", 2), vec![-100]);
    assert_no_award(&sheet, 8, "will.night-shot-bonus");
}

// "Sheriff killed on the first night -> +0.2 to #10 (credit). The Sheriff leaves at 9
// players -> +0.2 to each black at the table (#2, #5, #10); the same shot moves the city
// from margin (3) to critical (2) -> another +0.2 to each of #2, #5, #10."
#[test]
fn black_win_first_night_sheriff_kill() {
    let (_, sheet) = load("black-win.json");
    assert_award(&sheet, 10, "black.first-night-sheriff", 200);
    assert_no_award(&sheet, 2, "black.first-night-sheriff");
    assert_no_award(&sheet, 5, "black.first-night-sheriff");
    for black in [2, 5, 10] {
        assert_award(&sheet, black, "black.sheriff-leaves-at-9", 200);
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "Sheriff #6: black check on #2 (75%), then names #2 in his order (100%) -> best-of 0.2
// for #2; plus the night-shot will bonus +0.1 (8 left)."
#[test]
fn black_win_sheriff_check_and_order_best_of() {
    let (_, sheet) = load("black-win.json");
    assert_eq!(for_target(&sheet, 6, 2), 200);
    assert_award(&sheet, 6, "will.night-shot-bonus", 100);
}

// "Day 2 (critical): reds #7 and #9 vote into red #3 -> -0.2 each. #1 and #4 vote into
// black #2, #3 into black #10 (non-eliminating, those blacks win at the table)."
// "Day 3 (critical): red #7 votes into red #9 -> -0.2; #1, #4, #9 vote into black #2."
#[test]
fn black_win_critical_votes() {
    let (_, sheet) = load("black-win.json");
    assert_eq!(about(&sheet, 7, "red.vote.red-critical", 3), vec![-200]);
    assert_eq!(about(&sheet, 9, "red.vote.red-critical", 3), vec![-200]);
    assert_eq!(about(&sheet, 7, "red.vote.red-critical", 9), vec![-200]);
    for red in [1, 4, 9] {
        assert_eq!(for_target(&sheet, red, 2), 200, "#{red} for #2");
    }
    assert_eq!(for_target(&sheet, 3, 10), 200);
}

// "#3's order [10, 2] names two blacks (left by vote, the game went on, so the order is
// allowed)."
#[test]
fn black_win_order_after_a_vote_departure() {
    let (game, sheet) = load("black-win.json");
    let will = game.wills.iter().find(|w| w.by == s(3)).unwrap();
    assert_eq!(will.will, Will::Order([s(10), s(2)].into_iter().collect()));
    assert_eq!(for_target(&sheet, 3, 2), 200);
}

// "the miss is charged to #10, but #10 never leaves and black wins -> no miss penalty."
#[test]
fn black_win_miss_without_penalty() {
    let (_, sheet) = load("black-win.json");
    for rule in ["black.miss.one", "black.miss.two", "black.miss.critical"] {
        assert_no_award(&sheet, 10, rule);
    }
}

// "#2, #5, #10 survive and win -> +0.2 each. Least Suspicious Black: #5 ... alone, +0.2."
#[test]
fn black_win_survivors_and_least_suspicious() {
    let (_, sheet) = load("black-win.json");
    for black in [2, 5, 10] {
        assert_award(&sheet, black, "black.win", 200);
    }
    assert_award(&sheet, 5, "black.least-suspicious", 200);
    assert_no_award(&sheet, 2, "black.least-suspicious");
    assert_no_award(&sheet, 10, "black.least-suspicious");
    assert!(seats_with(&sheet, "black.least-suspicious-tied").is_empty());
}

// ---------------------------------------------------------------------------------------
// lift.json
// ---------------------------------------------------------------------------------------

// README lift.json: "red wins"; #9 and #5 leave together by the day-3 lift.
#[test]
fn lift_departures_and_winner() {
    let (game, _) = load("lift.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        departures(&game),
        vec![
            (8, Leave::NightShot, 7),
            (7, Leave::Vote, 17),
            (5, Leave::Lift, 29),
            (9, Leave::Lift, 29),
            (6, Leave::NightShot, 33),
            (4, Leave::Vote, 40),
        ]
    );
}

// "Event 3 ... tie [7, 6]. Event 4, revote ... the same tied set -> lift. Event 5, lift:
// yes [2, 4, 7, 9, 10] = 5 of 10, not more than half -> fails, nobody leaves."
// "under R4 every player who did not raise (#1, #3, #5, #6, #8) held a decisive hand".
#[test]
fn lift_day_1_failed_lift() {
    let (game, _) = load("lift.json");
    let r3 = game.rounds.iter().find(|r| r.event == 3).unwrap();
    assert_eq!(r3.leaders, vec![s(7), s(6)]);
    let r4 = game.rounds.iter().find(|r| r.event == 4).unwrap();
    assert!(r4.revote);
    assert_eq!(r4.leaders, vec![s(7), s(6)]);
    let lift = game.lifts.iter().find(|l| l.event == 5).unwrap();
    assert!(!lift.passed);
    assert_eq!(lift.yes, set(&[2, 4, 7, 9, 10]));
    assert_eq!(lift.needed, 6);
    let decisive: Vec<u8> = (1..=10).filter(|n| lift.is_decisive(s(*n))).collect();
    assert_eq!(decisive, vec![1, 3, 5, 6, 8]);
    assert!(game.departures.iter().all(|d| d.event != 5));
}

// "Event 15 ... three-way tie 3-3-3. Event 16, revote [7, 2, 3]: ... narrowed to [7, 2].
// Event 17, revote [7, 2] ... -> #7 leaves."
#[test]
fn lift_day_2_narrowing_revotes() {
    let (game, _) = load("lift.json");
    let round = |event: usize| game.rounds.iter().find(|r| r.event == event).unwrap();
    assert_eq!(round(15).leaders, vec![s(7), s(2), s(3)]);
    assert_eq!(round(16).leaders, vec![s(7), s(2)]);
    assert!(round(16).revote);
    assert_eq!(round(17).candidates, vec![s(7), s(2)]);
    assert_eq!(round(17).eliminated, Some(s(7)));
}

// "Event 29, lift: yes [1, 2, 3, 6, 10] = 5 of 8, more than half -> passes, #9 and #5
// both leave." "Every raiser was decisive (4 hands would have failed)."
#[test]
fn lift_day_3_passed_lift() {
    let (game, _) = load("lift.json");
    let lift = game.lifts.iter().find(|l| l.event == 29).unwrap();
    assert!(lift.passed);
    assert_eq!(lift.candidates, set(&[9, 5]));
    assert_eq!(lift.table.len(), 8);
    let decisive: Vec<u8> = (1..=10).filter(|n| lift.is_decisive(s(*n))).collect();
    assert_eq!(decisive, vec![1, 2, 3, 6, 10]);
    // "R - B stays at 4, so no margin penalty"
    assert!(game.city_changes.iter().all(|c| c.event != 29));
}

// "#8: colors +0.3 (#7) +0.2 (#6), night-shot bonus +0.1, and a non-eliminating vote into
// black #7 in the day-1 revote (event 4); #7 later leaves -> 50% (0.1)."
#[test]
fn lift_first_out_scoring() {
    let (_, sheet) = load("lift.json");
    assert_eq!(about(&sheet, 8, "will.color.black", 7), vec![300]);
    assert_eq!(about(&sheet, 8, "will.color.red", 6), vec![200]);
    assert_award(&sheet, 8, "will.night-shot-bonus", 100);
    assert_eq!(
        about(&sheet, 8, "red.vote.black-later-leaves", 7),
        vec![100]
    );
    assert_eq!(total(&sheet, 8), 700);
}

// "#10's vote into #7 in event 16 is non-eliminating (#7 then leaves) -> 50%".
// "Eliminating votes into #7 (event 17): #1, #2, #3, #5, #6. #7 leaves at 9 players ->
// early-leave -0.1. Day 2 ended with a black leaving, so reds' ballots into #2/#3 cost
// nothing."
#[test]
fn lift_day_2_scoring() {
    let (_, sheet) = load("lift.json");
    assert_eq!(for_target(&sheet, 10, 7), 100);
    for red in [2, 3, 5, 6] {
        assert_eq!(
            about(&sheet, red, "red.vote.eliminating-black", 7),
            vec![200],
            "#{red}"
        );
    }
    assert_eq!(for_target(&sheet, 1, 7), 200);
    assert_award(&sheet, 7, "black.early-leave", -100);
    // the only red-vote penalties are the day-3 ballots into #5 (below)
    assert_eq!(seats_with(&sheet, "red.vote.red"), vec![6, 10]);
}

// "Night 2 miss by #9; #9 later leaves (lift) -> one-miss penalty -0.1 for #9. (... not a
// critical miss.)"
#[test]
fn lift_miss_penalty() {
    let (_, sheet) = load("lift.json");
    assert_award(&sheet, 9, "black.miss.one", -100);
    assert_no_award(&sheet, 9, "black.miss.critical");
    assert_no_award(&sheet, 4, "black.miss.one");
}

// "Day 3 lift: reds #1, #2, #3, #6, #10 raised a lift that includes black #9 -> 100% of #9
// (0.2) each ... Reds #6 and #10 voted into red #5, who left by the lift outside critical
// state -> -0.1 each."
#[test]
fn lift_day_3_scoring() {
    let (_, sheet) = load("lift.json");
    for red in [2, 3, 6, 10] {
        assert_eq!(
            about(&sheet, red, "red.raise.black", 9),
            vec![200],
            "#{red}"
        );
    }
    assert_eq!(for_target(&sheet, 1, 9), 200);
    assert!(seats_with(&sheet, "red.raise.margin").is_empty());
    assert_eq!(about(&sheet, 6, "red.vote.red", 5), vec![-100]);
    assert_eq!(about(&sheet, 10, "red.vote.red", 5), vec![-100]);
}

// "Sheriff #1 checks #7, #9, #4, each later leaves -> 0.2 each." "#5 (left by lift) names
// #4 -> 0.2, no night-shot bonus; #6 (shot, 5 left) names #4 -> 0.2 + 0.1 bonus."
#[test]
fn lift_sheriff_and_wills() {
    let (_, sheet) = load("lift.json");
    for black in [7, 9, 4] {
        assert_eq!(
            about(&sheet, 1, "sheriff.check.black-leaves", black),
            vec![200],
            "#{black}"
        );
    }
    assert_eq!(about(&sheet, 5, "red.will.ordered-black", 4), vec![200]);
    assert_no_award(&sheet, 5, "will.night-shot-bonus");
    assert_eq!(about(&sheet, 6, "red.will.ordered-black", 4), vec![200]);
    assert_award(&sheet, 6, "will.night-shot-bonus", 100);
}

// ---------------------------------------------------------------------------------------
// self-shot.json
// ---------------------------------------------------------------------------------------

// README self-shot.json: "red wins"; #10 self-shot (night 1), "last black self-shoots" (night 3).
#[test]
fn self_shot_departures_and_winner() {
    let (game, _) = load("self-shot.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        departures(&game),
        vec![
            (9, Leave::Vote, 3),
            (10, Leave::SelfShot, 6),
            (2, Leave::Vote, 14),
            (5, Leave::NightShot, 17),
            (6, Leave::Vote, 25),
            (3, Leave::SelfShot, 28),
        ]
    );
    assert_eq!(
        city_changes(&game),
        vec![
            (17, City::Margin, City::Critical),
            (25, City::Critical, City::Margin),
            (28, City::Margin, City::RedWon),
        ]
    );
}

// "#10's own value is 0 (R3), so the day-1 non-eliminating votes into #10 (#4, #5, #8,
// #9) earn nothing."
#[test]
fn self_shot_votes_into_the_self_shooter_earn_nothing() {
    let (_, sheet) = load("self-shot.json");
    for red in [4, 5, 8, 9] {
        let votes: i32 = about(&sheet, red, "red.vote.black-later-leaves", 10)
            .iter()
            .sum();
        assert_eq!(votes, 0, "#{red}");
        assert!(about(&sheet, red, "red.vote.eliminating-black", 10).is_empty());
    }
    // #9's color on #10 is a flat First Color Will award (P6), not a share of the value
    assert_eq!(about(&sheet, 9, "will.color.black", 10), vec![300]);
}

// "Day 1: reds #1, #2, #7 vote into red #9 ... -0.1 each (their once-per-game penalty)."
// "Red #8 votes into red #2, who leaves -> -0.1 (#7 and #2 also vote red, but already used
// their once-per-game penalty on day 1)."
#[test]
fn self_shot_red_vote_penalties_once_per_game() {
    let (_, sheet) = load("self-shot.json");
    for red in [1, 2, 7] {
        assert_eq!(awards(&sheet, red, "red.vote.red"), vec![-100], "#{red}");
        assert_eq!(about(&sheet, red, "red.vote.red", 9), vec![-100], "#{red}");
    }
    assert_eq!(awards(&sheet, 8, "red.vote.red"), vec![-100]);
    assert_eq!(about(&sheet, 8, "red.vote.red", 2), vec![-100]);
}

// "#9's colors: +0.3 (#10), -0.1 (#3 named red), +0.2 (#4); no night-shot bonus".
#[test]
fn self_shot_first_color_will() {
    let (_, sheet) = load("self-shot.json");
    assert_eq!(about(&sheet, 9, "will.color.black", 10), vec![300]);
    assert_eq!(about(&sheet, 9, "will.color.wrong", 3), vec![-100]);
    assert_eq!(about(&sheet, 9, "will.color.red", 4), vec![200]);
    assert_no_award(&sheet, 9, "will.night-shot-bonus");
}

// "#2's order names #6 -> ... 100% of #6's value (0.3) for #2." "Day 3: eliminating votes
// into #6 (worth 0.3): #1, #4, #7, #8."
#[test]
fn self_shot_allies_are_worth_three_tenths() {
    let (_, sheet) = load("self-shot.json");
    assert_eq!(about(&sheet, 2, "red.will.ordered-black", 6), vec![300]);
    for red in [1, 4, 7, 8] {
        assert_eq!(
            about(&sheet, red, "red.vote.eliminating-black", 6),
            vec![300],
            "#{red}"
        );
    }
}

// "Night 2: the Sheriff's death moves R - B from 3 to 2 -> #3 and #6 each +0.2."
// "#5's order [3, 6] ... night-shot bonus +0.1 (6 left). Sheriff #5 checked #6 and #3,
// both later leave."
#[test]
fn self_shot_night_2_and_the_sheriff() {
    let (_, sheet) = load("self-shot.json");
    assert_award(&sheet, 3, "black.margin-lost", 200);
    assert_award(&sheet, 6, "black.margin-lost", 200);
    assert_award(&sheet, 5, "will.night-shot-bonus", 100);
    assert_eq!(for_target(&sheet, 5, 6), 300);
    assert_eq!(for_target(&sheet, 5, 3), 300);
}

// "#6 was threatened and left after #10's self-shot -> -0.1 for #10 for that ally."
// Seed: "The black ally left the table after the self-shot: -0.1" (#3 too left, by his own
// self-shot).
#[test]
fn self_shot_ally_left_penalty() {
    let (_, sheet) = load("self-shot.json");
    assert_eq!(
        about(&sheet, 10, "black.self-shot.ally-left", 6),
        vec![-100]
    );
    assert_eq!(
        about(&sheet, 10, "black.self-shot.ally-left", 3),
        vec![-100]
    );
    assert_no_award(&sheet, 10, "black.self-shot.ally-safe");
}

// "Night 3: last black self-shoots -> reds at the table (#1, #4, #7, #8) receive #3's
// value (0.3); #3 gets no self-shot points."
#[test]
fn self_shot_last_black() {
    let (_, sheet) = load("self-shot.json");
    assert_eq!(
        seats_with(&sheet, "red.self-shot.last-black"),
        vec![1, 4, 7, 8]
    );
    for red in [1, 4, 7, 8] {
        assert_eq!(
            about(&sheet, red, "red.self-shot.last-black", 3),
            vec![300],
            "#{red}"
        );
    }
    let own: i32 = awards(&sheet, 3, "black.self-shot.last").iter().sum();
    assert_eq!(own, 0);
    assert_no_award(&sheet, 3, "black.early-leave");
}

// ---------------------------------------------------------------------------------------
// dd.json
// ---------------------------------------------------------------------------------------

// "#5 civilian declared defeat ... day 2, event 16 -> black wins". Under P13/P28 a DD of a
// player at the table is a departure (the README's "stays seated" is not pinned).
#[test]
fn dd_departures_and_winner() {
    let (game, _) = load("dd.json");
    assert_eq!(game.winner(), Some(Winner::Black));
    assert_eq!(game.declared_defeat, Some(s(5)));
    assert_eq!(game.outcome.unwrap().event, 16);
    let d = departures(&game);
    assert_eq!(d[..2], [(7, Leave::Vote, 4), (2, Leave::NightShot, 7)]);
    assert_eq!(d[2..], [(5, Leave::DeclaredDefeat, 16)]);
    assert!(game.rounds.iter().all(|r| r.day == 1));
    assert_eq!(city_changes(&game), vec![(7, City::Margin, City::Critical)]);
}

// "Day 1: reds #8 and #10 vote into red #7 ... -0.1 each." "#7's colors: +0.3 (#4); no
// night-shot bonus." "Night 1 moves R - B from 3 to 2 -> #1, #4, #6 each +0.2."
#[test]
fn dd_day_1_and_night_1() {
    let (_, sheet) = load("dd.json");
    assert_eq!(about(&sheet, 8, "red.vote.red", 7), vec![-100]);
    assert_eq!(about(&sheet, 10, "red.vote.red", 7), vec![-100]);
    assert_eq!(about(&sheet, 7, "will.color.black", 4), vec![300]);
    assert_no_award(&sheet, 7, "will.night-shot-bonus");
    for black in [1, 4, 6] {
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "#2: order [4, 6] -> 0.2 each, night-shot bonus +0.1 (8 left). Sheriff #9: black check
// on #4 (75%)" - best-of with his non-eliminating vote into #4 (who wins at the table,
// 100%) keeps 0.2.
#[test]
fn dd_wills_and_sheriff() {
    let (_, sheet) = load("dd.json");
    assert_eq!(for_target(&sheet, 2, 4), 200);
    assert_eq!(for_target(&sheet, 2, 6), 200);
    assert_award(&sheet, 2, "will.night-shot-bonus", 100);
    assert_eq!(for_target(&sheet, 9, 4), 200);
}

// "#5 (the offender) scores only -1.0". "All three blacks are at the table when black wins."
#[test]
fn dd_offender_and_winners() {
    let (game, sheet) = load("dd.json");
    assert_eq!(all(&sheet, 5), vec![("technical.dd", -1000)]);
    assert_eq!(total(&sheet, 5), -1000);
    for black in [1, 4, 6] {
        assert!(game.final_table().contains(s(black)));
        assert_award(&sheet, black, "black.win", 200);
    }
}

// ---------------------------------------------------------------------------------------
// surrender.json
// ---------------------------------------------------------------------------------------

// README surrender.json: "the mafia surrenders (surrender without seats)".
#[test]
fn surrender_departures_and_winner() {
    let (game, _) = load("surrender.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        departures(&game),
        vec![
            (8, Leave::Vote, 3),
            (7, Leave::NightShot, 6),
            (5, Leave::Vote, 12),
            (2, Leave::NightShot, 15),
            (10, Leave::Surrender, 20),
        ]
    );
    // "#8 is the First Out (a black); his will is skipped."
    assert_eq!(game.first_out, set(&[8]));
    let will = game.wills.iter().find(|w| w.by == s(8)).unwrap();
    assert_eq!(will.will, Will::Skipped);
    // "event 12 gives candidates: [5, 2, 10] explicitly"
    let r = game.rounds.iter().find(|r| r.event == 12).unwrap();
    assert_eq!(r.candidates, vec![s(5), s(2), s(10)]);
    assert_eq!(r.votes_for(s(10)), 0);
}

// "#8 leaves by vote at 10 players -> black early-leave -0.1. Eliminating votes into #8:
// #1, #2, #3, #4, #6, #7, #9."
#[test]
fn surrender_day_1() {
    let (_, sheet) = load("surrender.json");
    assert_award(&sheet, 8, "black.early-leave", -100);
    for red in [1, 2, 3, 4, 6, 7, 9] {
        assert_eq!(
            about(&sheet, red, "red.vote.eliminating-black", 8),
            vec![200],
            "#{red}"
        );
    }
}

// "#7: order [5, 10] names both living blacks -> 0.2 + 0.2, night-shot bonus +0.1."
// "red #9 votes into Sheriff #2 at 8 players ... no penalty."
#[test]
fn surrender_order_and_no_penalty() {
    let (_, sheet) = load("surrender.json");
    assert_eq!(for_target(&sheet, 7, 5), 200);
    assert_eq!(for_target(&sheet, 7, 10), 200);
    assert_award(&sheet, 7, "will.night-shot-bonus", 100);
    assert!(awards(&sheet, 9, "red.vote.red").is_empty());
    assert!(awards(&sheet, 9, "red.vote.sheriff-at-9").is_empty());
}

// "Sheriff #2: checks #5 (later leaves) and #10 (surrendered, treated as having left) ->
// 0.2 each; order [10] and night-shot bonus +0.1 (6 left)."
#[test]
fn surrender_sheriff() {
    let (_, sheet) = load("surrender.json");
    assert_eq!(for_target(&sheet, 2, 5), 200);
    assert_eq!(
        about(&sheet, 2, "sheriff.check.black-leaves", 10),
        vec![200]
    );
    assert_eq!(for_target(&sheet, 2, 10), 200);
    assert_award(&sheet, 2, "will.night-shot-bonus", 100);
}

// "Night 2: #10, the last black, shoots the Sheriff: the reds still at the table (#1, #3, #4,
// #6, #9) receive #10's value (0.2) ... Surrender: ... best-of per black keeps one 0.2 each,
// the earlier night shot's".
#[test]
fn surrender_reds_at_the_table() {
    let (_, sheet) = load("surrender.json");
    assert_eq!(
        seats_with(&sheet, "red.night-shot.last-black"),
        vec![1, 3, 4, 6, 9]
    );
    for red in [1, 3, 4, 6, 9] {
        assert_eq!(
            about(&sheet, red, "red.night-shot.last-black", 10),
            vec![200],
            "#{red}"
        );
        assert_eq!(for_target(&sheet, red, 10), 200, "#{red}");
    }
}

// ---------------------------------------------------------------------------------------
// removal.json
// ---------------------------------------------------------------------------------------

// README removal.json: "fourth-foul removal of a black, Pass the Helm, technical disqualification
// of a red".
#[test]
fn removal_departures_and_winner() {
    let (game, _) = load("removal.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        departures(&game),
        vec![
            (4, Leave::Vote, 4),
            (1, Leave::NightShot, 8),
            (2, Leave::FourthFoul, 14),
            (9, Leave::Vote, 19),
            (3, Leave::NightShot, 22),
            (10, Leave::Disqualification, 27),
            (5, Leave::Vote, 30),
        ]
    );
    assert_eq!(
        city_changes(&game),
        vec![
            (8, City::Margin, City::Critical),
            (14, City::Critical, City::Margin),
            (27, City::Margin, City::Critical),
            (30, City::Critical, City::RedWon),
        ]
    );
    // "Event 18 ... tie [9, 3]. Event 19, revote [9, 3] ... #9 leaves."
    let r18 = game.rounds.iter().find(|r| r.event == 18).unwrap();
    assert_eq!(r18.leaders, vec![s(9), s(3)]);
    assert_eq!(r18.table.len(), 7);
    // "Day 3 vote is held in critical state (4 players)"
    let r30 = game.rounds.iter().find(|r| r.event == 30).unwrap();
    assert_eq!((r30.table.len(), r30.city), (4, City::Critical));
}

// "Day 1: reds #6, #8, #10 vote into red #4 ... -0.1 each. #1, #3, #4, #7 cast
// non-eliminating votes into black #9, who leaves on day 2." "#4's colors: +0.3 (#9),
// +0.3 (#2), +0.2 (#8); no night-shot bonus."
#[test]
fn removal_day_1() {
    let (_, sheet) = load("removal.json");
    assert_eq!(about(&sheet, 6, "red.vote.red", 4), vec![-100]);
    assert_eq!(about(&sheet, 8, "red.vote.red", 4), vec![-100]);
    assert_eq!(
        about(&sheet, 4, "red.vote.black-later-leaves", 9),
        vec![100]
    );
    assert_eq!(about(&sheet, 4, "will.color.black", 9), vec![300]);
    assert_eq!(about(&sheet, 4, "will.color.black", 2), vec![300]);
    assert_eq!(about(&sheet, 4, "will.color.red", 8), vec![200]);
    assert_no_award(&sheet, 4, "will.night-shot-bonus");
}

// "Night 1 moves R - B from 3 to 2 -> #2, #5, #9 each +0.2." "The disqualification of #10
// moves R - B from 3 to 2 -> #5, at the table, +0.2 for the lost margin".
#[test]
fn removal_margin_lost_twice() {
    let (_, sheet) = load("removal.json");
    assert_award(&sheet, 2, "black.margin-lost", 200);
    assert_award(&sheet, 9, "black.margin-lost", 200);
    assert_eq!(awards(&sheet, 5, "black.margin-lost"), vec![200, 200]);
}

// "#2's fourth foul: removed black -> the reds at the table (#3, #6, #7, #8, #10) receive
// #2's full value (0.2), best-of with their other actions against #2".
#[test]
fn removal_fourth_foul_black() {
    let (game, sheet) = load("removal.json");
    assert!(game.wills.iter().all(|w| w.by != s(2)));
    for red in [3, 6, 8] {
        assert_eq!(
            about(&sheet, red, "red.removal.black", 2),
            vec![200],
            "#{red}"
        );
    }
    assert_eq!(for_target(&sheet, 7, 2), 200);
}

// "#1's will is Pass the Helm to red #7: #1 takes on #7's later eligible scoring; no
// night-shot bonus (the bonus needs named targets)." (P12: awards for actions after the
// will event: the removal of #2, the vote into #9, the check of #5.)
#[test]
fn removal_pass_the_helm() {
    let (game, sheet) = load("removal.json");
    let will = game.wills.iter().find(|w| w.by == s(1)).unwrap();
    assert_eq!(will.will, Will::Helm(s(7)));
    assert_no_award(&sheet, 1, "will.night-shot-bonus");
    assert!(has_rule(&sheet, 1, "helm.red-recipient"));
    assert_eq!(for_target(&sheet, 1, 9), 200);
    assert_eq!(for_target(&sheet, 1, 5), 200);
    assert_eq!(total(&sheet, 1), 600);
}

// "#3 (shot, 5 left): order [5] -> 0.2, night-shot bonus +0.1." "#10 scores only -0.5".
// "eliminating votes into #5: #6, #7, #8."
#[test]
fn removal_day_3() {
    let (_, sheet) = load("removal.json");
    assert_eq!(about(&sheet, 3, "red.will.ordered-black", 5), vec![200]);
    assert_award(&sheet, 3, "will.night-shot-bonus", 100);
    assert_eq!(all(&sheet, 10), vec![("technical.disqualification", -500)]);
    for red in [6, 8] {
        assert_eq!(
            about(&sheet, red, "red.vote.eliminating-black", 5),
            vec![200],
            "#{red}"
        );
    }
    assert_eq!(for_target(&sheet, 7, 5), 200);
}

// ---------------------------------------------------------------------------------------
// house-rules.json
// ---------------------------------------------------------------------------------------

// README house-rules.json: "non-default rules: day-1 single candidate leaves, lift at half of the
// table, fourth foul does not remove".
#[test]
fn house_rules_departures_and_winner() {
    let (game, _) = load("house-rules.json");
    assert_eq!(game.winner(), Some(Winner::Red));
    assert_eq!(
        game.rules.day1_single_candidate,
        Day1SingleCandidate::Leaves
    );
    assert_eq!(game.rules.lift_threshold, LiftThreshold::HalfOfTable);
    assert!(!game.rules.fourth_foul_removes);
    assert_eq!(
        departures(&game),
        vec![
            (6, Leave::Vote, 2),
            (9, Leave::NightShot, 5),
            (2, Leave::Lift, 15),
            (10, Leave::Lift, 15),
            (4, Leave::NightShot, 20),
            (1, Leave::Vote, 30),
            (3, Leave::NightShot, 33),
            (8, Leave::Vote, 39),
        ]
    );
    // "The city stays critical for the rest of the game"
    assert_eq!(
        city_changes(&game),
        vec![
            (5, City::Margin, City::Critical),
            (39, City::Critical, City::RedWon),
        ]
    );
}

// "Event 15, lift: yes [3, 4, 5, 7] = 4 of 8: at least half -> passes (it would fail
// under the default "more than half")." "Fouls #1 (3rd and 4th, events 25-26):
// fourth_foul_removes: false, so #1 stays and votes."
#[test]
fn house_rules_lift_and_fouls() {
    let (game, _) = load("house-rules.json");
    let lift = &game.lifts[0];
    assert_eq!(lift.event, 15);
    assert_eq!(lift.yes, set(&[3, 4, 5, 7]));
    assert_eq!(lift.table.len(), 8);
    assert!(lift.passed);
    assert!(lift.yes.len() < LiftThreshold::MajorityOfTable.needed(8));
    assert_eq!(game.fouls[s(1).index()], 4);
    assert!(game.moment(26).table.contains(s(1)));
    assert_eq!(
        game.rounds
            .iter()
            .find(|r| r.event == 30)
            .unwrap()
            .ballot(s(1)),
        Some(s(5))
    );
}

// "Under the default rules this document would be rejected". The README says "at event 2
// (a vote on a single day-1 candidate)"; under P27 such a vote is valid (nobody leaves),
// so the first problem is #6's will at event 3 (#6 is still at the table).
#[test]
fn house_rules_rejected_under_the_default_rules() {
    let mut doc: serde_json::Value = serde_json::from_str(&text("house-rules.json")).unwrap();
    doc["rules"] = serde_json::json!({});
    match replay_json(&doc.to_string()) {
        Err(Error::Invalid(v)) => {
            assert_eq!(v[0].at, Location::Event(3), "{v:#?}");
            assert!(v.iter().all(|v| v.at != Location::Event(2)), "{v:#?}");
        }
        other => panic!("expected violations, got {:?}", other.map(|g| g.winner())),
    }
}

// "Night 1 moves R - B from 3 to 2 -> #1, #8, #10 each +0.2 (margin lost)."
#[test]
fn house_rules_margin_lost() {
    let (_, sheet) = load("house-rules.json");
    for black in [1, 8, 10] {
        assert_award(&sheet, black, "black.margin-lost", 200);
    }
}

// "Day 2 (critical): red #7 votes into red #2 in both rounds -> -0.2 per ballot. #3, #4,
// #5, #7 raised a lift that includes black #10 -> 100% of #10 (0.2) each."
#[test]
fn house_rules_day_2() {
    let (_, sheet) = load("house-rules.json");
    assert_eq!(
        about(&sheet, 7, "red.vote.red-critical", 2),
        vec![-200, -200]
    );
    for red in [3, 5, 7] {
        assert_eq!(
            about(&sheet, red, "red.raise.black", 10),
            vec![200],
            "#{red}"
        );
    }
    assert_eq!(for_target(&sheet, 4, 10), 200);
}

// "#2 (left by lift) names both living blacks at 6 left." "#3 is shot with only 3 players
// left -> no night-shot will bonus (needs more than 3); #9 (8 left) and #4 (5 left) do
// get it."
#[test]
fn house_rules_wills() {
    let (game, sheet) = load("house-rules.json");
    let will = game.wills.iter().find(|w| w.by == s(2)).unwrap();
    assert_eq!(will.will, Will::Order([s(1), s(8)].into_iter().collect()));
    assert_eq!(for_target(&sheet, 2, 1), 200);
    assert_eq!(for_target(&sheet, 2, 8), 200);
    assert_no_award(&sheet, 3, "will.night-shot-bonus");
    assert_award(&sheet, 9, "will.night-shot-bonus", 100);
    assert_award(&sheet, 4, "will.night-shot-bonus", 100);
}
