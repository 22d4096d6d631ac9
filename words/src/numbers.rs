//! Numbers as the CLI and the server write them for people: digit groups, sizes, bits per
//! position.

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
    fn digit_groups() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_567_925_964), "1,567,925,964");
        assert_eq!(mib(2048), "2.0 KiB");
        assert_eq!(mib(3 * 1024 * 1024), "3.0 MiB");
    }
}
