//! The kit itself works: a short game scores.
mod kit;
use kit::*;

#[test]
fn kit_scores_a_short_red_win() {
    let (game, sheet) = score(vec![
        day(),
        vote(&[(8, &[1, 2, 3, 4, 5, 6, 7]), (2, &[8, 9, 10])]),
        night(),
        shoot(&[9, 10], 2),
        day(),
        vote(&[(9, &[1, 3, 4, 5, 6, 7]), (3, &[9, 10])]),
        night(),
        shoot(&[10], 3),
        day(),
        vote(&[(10, &[1, 4, 5, 6, 7]), (4, &[10])]),
    ]);
    assert_eq!(game.winner(), Some(omerta_pro::Winner::Red));
    assert_eq!(
        awards(&sheet, 4, "red.vote.eliminating-black"),
        vec![200, 200, 200]
    );
}
