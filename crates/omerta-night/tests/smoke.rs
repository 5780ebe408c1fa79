mod kit;
use kit::*;
use omerta_night::Info;

#[test]
fn roleblocker_jailkeeper_loop_kills_a() {
    let o = rar(
        vec![town("V"), town("A"), town("B")],
        vec![
            act("V", "kill", &["A"]),
            act("A", "block", &["B"]),
            act("B", "jail", &["A"]),
        ],
    );
    assert_eq!(dead(&o), vec!["A"], "{}", o.to_text());
}

#[test]
fn two_bus_drivers_through_b() {
    let o = rar(
        vec![
            town("V"),
            town("A"),
            town("B"),
            town("C"),
            town("D1"),
            town("D2"),
        ],
        vec![
            act("V", "kill", &["B"]),
            act("D1", "swap", &["A", "B"]),
            act("D2", "swap", &["B", "C"]),
        ],
    );
    assert_eq!(dead(&o), vec!["B"], "{}", o.to_text());
    let o = rar(
        vec![
            town("V"),
            town("A"),
            town("B"),
            town("C"),
            town("D1"),
            town("D2"),
        ],
        vec![
            act("V", "kill", &["A"]),
            act("D1", "swap", &["A", "B"]),
            act("D2", "swap", &["B", "C"]),
        ],
    );
    assert_eq!(dead(&o), vec!["C"], "{}", o.to_text());
}

#[test]
fn tracker_of_a_blocked_shooter_sees_nothing() {
    let o = rar(
        vec![town("A"), town("B"), town("C"), town("R")],
        vec![
            act("B", "kill", &["A"]),
            act("C", "track", &["B"]),
            act("R", "block", &["B"]),
        ],
    );
    assert_eq!(info(&o, "C"), &Info::NoAction, "{}", o.to_text());
    assert!(dead(&o).is_empty());
    println!("{}", o.to_text());
}
