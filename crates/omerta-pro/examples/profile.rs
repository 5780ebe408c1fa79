//! A callgrind harness: `valgrind --tool=callgrind target/release/examples/profile 1000`
//! counts the instructions of parsing, replaying and scoring a sample game N times.
fn main() {
    let text = include_str!("../../../examples/pro/red-win.json");
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let mut total = 0i64;
    for _ in 0..n {
        let (_, sheet) = omerta_pro::score_json(std::hint::black_box(text)).unwrap();
        total += i64::from(sheet.seats[0].total.thousandths());
    }
    println!("{total}");
}
