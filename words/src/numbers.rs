//! Numbers as the CLI and the server write them for people: digit groups, sizes, bits per
//! position.

use crate::catalogue::Lang;

/// `bytes` in bits per `n` (0 when `n` is 0).
pub fn bits_per(bytes: u64, n: u64) -> f64 {
    if n == 0 {
        0.0
    } else {
        8.0 * bytes as f64 / n as f64
    }
}

/// `1234567` → `1,234,567`.
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    // The first group has 1 to 3 digits, the others 3.
    let head = (digits.len() - 1) % 3 + 1;
    let mut s = digits[..head].to_string();
    for chunk in digits.as_bytes()[head..].chunks(3) {
        s.push(',');
        s.push_str(std::str::from_utf8(chunk).expect("ASCII digits"));
    }
    s
}

/// A count in Korean units (만, 억, 조: groups of four digits), the two largest that are
/// not zero, each with digit groups: `177940000` → `1억 7,794만`, `12345` → `1만 2,345`,
/// `999` → `999`, `100000000` → `1억`. Below the second unit the count is cut, not rounded
/// (`177941677` → `1억 7,794만`), as a progress line shows it.
pub fn korean_units(n: u64) -> String {
    in_units(n, 2)
}

/// A count in Korean units, every one that is not zero, so that nothing is cut: as a summary
/// gives a count of positions (`1227641994` → `12억 2,764만 1,994`, `1798896` →
/// `179만 8,896`, `672480` → `67만 2,480`, `999` → `999`).
pub fn korean_count(n: u64) -> String {
    in_units(n, 4)
}

/// `n` in the Korean units from the largest one it reaches, at most `kept` of them (those that
/// are zero left out), the rest cut.
fn in_units(n: u64, kept: usize) -> String {
    const UNITS: [(u64, &str); 4] = [
        (1_0000_0000_0000, "조"),
        (1_0000_0000, "억"),
        (1_0000, "만"),
        (1, ""),
    ];
    let Some(top) = UNITS.iter().position(|(size, _)| n >= *size) else {
        return "0".to_string();
    };
    let mut parts = Vec::new();
    for (k, (size, name)) in UNITS.iter().enumerate().skip(top).take(kept) {
        // The largest unit takes all above it; the others their four digits.
        let value = if k == top {
            n / size
        } else {
            n / size % 1_0000
        };
        if value > 0 {
            parts.push(format!("{}{name}", group(value)));
        }
    }
    parts.join(" ")
}

/// A count of a summary line (positions, entries, games) in `lang`: English in digit groups
/// (`1,227,641,994`, as `group` writes it), Korean in its units, exact (`12억 2,764만 1,994`,
/// as `korean_count` writes it).
pub fn count(lang: Lang, n: u64) -> String {
    match lang {
        Lang::En => group(n),
        Lang::Ko => korean_count(n),
    }
}

/// A count of a summary line ([`count`]) written to stand before a counter word (`개`, `판`):
/// in Korean a count that ends in a unit is spaced from it (`1억 8,483만 개`, but `1,994개`),
/// as [`before_counter`] writes it.
pub fn count_before_counter(lang: Lang, n: u64) -> String {
    before_counter(count(lang, n))
}

/// `s`, a number in Korean units, with a space after it when it ends in a unit (만, 억, 조), so
/// that the counter word after it stands apart (`3억 3,259만 개`); a number that ends in digits
/// takes the counter directly (`2,628개`). Any other text is left as it is.
pub fn before_counter(s: String) -> String {
    if s.ends_with(['만', '억', '조']) {
        s + " "
    } else {
        s
    }
}

/// A size in KiB / MiB / GiB.
pub fn mib(bytes: u64) -> String {
    let b = bytes as f64;
    if b < 1024.0 * 1024.0 {
        format!("{:.1} KiB", b / 1024.0)
    } else if b < 1024.0 * 1024.0 * 1024.0 {
        format!("{:.1} MiB", b / (1024.0 * 1024.0))
    } else {
        format!("{:.2} GiB", b / (1024.0 * 1024.0 * 1024.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_ending_in_a_unit_stands_apart_from_its_counter() {
        assert_eq!(count_before_counter(Lang::Ko, 184_830_000), "1억 8,483만 ");
        assert_eq!(count_before_counter(Lang::Ko, 834_192), "83만 4,192");
        assert_eq!(count_before_counter(Lang::En, 834_192), "834,192");
        assert_eq!(before_counter(korean_units(332_590_356)), "3억 3,259만 ");
    }

    #[test]
    fn digit_groups() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_567_925_964), "1,567,925,964");
        assert_eq!(mib(2048), "2.0 KiB");
        assert_eq!(mib(3 * 1024 * 1024), "3.0 MiB");
    }

    /// Counts in Korean units, by hand.
    #[test]
    fn korean_units_by_hand() {
        for (n, words) in [
            (0, "0"),
            (7, "7"),
            (999, "999"),
            (9_999, "9,999"),
            (10_000, "1만"),
            (12_345, "1만 2,345"),
            (100_001, "10만 1"),
            (5_432_100, "543만 2,100"),
            (99_990_000, "9,999만"),
            (100_000_000, "1억"),
            (177_940_000, "1억 7,794만"),
            (177_941_677, "1억 7,794만"),
            (1_567_925_964, "15억 6,792만"),
            (200_000_123, "2억"),
            (1_0000_0000_0000, "1조"),
            (3_0005_0000_0000, "3조 5억"),
        ] {
            assert_eq!(korean_units(n), words, "{n}");
        }
    }

    /// Summary counts in Korean units keep every digit; English keeps its digit groups.
    #[test]
    fn summary_counts_by_hand() {
        for (n, words) in [
            (0, "0"),
            (999, "999"),
            (10_000, "1만"),
            (672_480, "67만 2,480"),
            (1_798_896, "179만 8,896"),
            (100_000_001, "1억 1"),
            (177_941_677, "1억 7,794만 1,677"),
            (1_227_641_994, "12억 2,764만 1,994"),
            (3_0005_0000_0012, "3조 5억 12"),
        ] {
            assert_eq!(korean_count(n), words, "{n}");
            assert_eq!(count(Lang::Ko, n), words, "{n}");
            assert_eq!(count(Lang::En, n), group(n), "{n}");
        }
        assert_eq!(count(Lang::En, 1_227_641_994), "1,227,641,994");
    }
}
