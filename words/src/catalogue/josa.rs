//! Korean particles (조사) chosen for the word they follow, never printed as fallbacks such as
//! `(이)가` or `(으)로`: the catalogue's Fluent function `JOSA(word, "이/가")` gives the form after
//! a final consonant (받침) or the form after a vowel, from the last pronounceable character of
//! `word` ([`particle`]).
//!
//! How a character is read:
//! - Hangul syllables by their final consonant; ㄹ is told apart, since `(으)로` takes `로`
//!   after it (`서울로`, not `서울으로`).
//! - Numbers by their Sino-Korean reading of the last non-zero place: 1 일, 7 칠, 8 팔 end in
//!   ㄹ; 3 삼, 6 육 and 0 alone (영) in another consonant; 2 이, 4 사, 5 오, 9 구 in a vowel. A
//!   number ending in zeros is read by its last place: 십, 백, 천, 만 (up to 10⁷), 억 (up to
//!   10¹¹) end in a consonant, 조 in a vowel. Grouping commas are skipped (`1,000` is 천).
//! - Latin letters by their English names: L (엘) and R (알) end in ㄹ, M (엠) and N (엔) in
//!   another consonant, every other letter in a vowel (B3 reads 비삼, so its 3 decides).
//! - The pieces by their readings: 王 왕, 將 장, 相 상 end in a consonant; 子 자, 侯 후, 打 타
//!   in a vowel (and 장기's pieces, which a record may name by mistake: 馬 마, 車 차 …). Any
//!   other character is taken to end in a consonant.
//! - Skipped from the end: spaces, quotes, backticks, `+` (check), `x` (capture, after a piece or
//!   a square: a lone `x` is the letter), `.`, `…` and
//!   `*`; and a group in brackets with the spaces before it, since a particle agrees with the
//!   word before a gloss (`오현민 (a)을`, `子(자)가`) — a word that is all one group is read
//!   inside it.
//!
//! A word with nothing readable (empty, or only marks and unknown characters) takes the form
//! after a consonant, as the fallbacks' first form would.

use fluent_bundle::{FluentArgs, FluentValue};

/// How the last pronounceable character of a word ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A vowel: `가`, `를`, `는`, `와`, `로`.
    Vowel,
    /// The final consonant ㄹ: like a consonant, but `(으)로` takes `로`.
    Rieul,
    /// Another final consonant: `이`, `을`, `은`, `과`, `으로`.
    Consonant,
}

/// How `word` ends when read aloud in Korean (see the module's documentation).
pub fn ending(word: &str) -> Ending {
    let chars: Vec<char> = word.chars().collect();
    let chars = spoken_part(&chars);
    let Some(&last) = chars.last() else {
        return Ending::Consonant;
    };
    if last.is_ascii_digit() {
        return number_ending(chars);
    }
    if let Some(e) = hangul_ending(last) {
        return e;
    }
    if last.is_ascii_alphabetic() {
        return match last.to_ascii_uppercase() {
            'L' | 'R' => Ending::Rieul,
            'M' | 'N' => Ending::Consonant,
            _ => Ending::Vowel,
        };
    }
    match last {
        // 십이장기's pieces: 王 왕, 將 장, 相 상, 子 자, 侯 후; 打 타 (a drop); 先 선, 後 후.
        '王' | '將' | '相' | '先' => Ending::Consonant,
        '子' | '侯' | '打' | '後' => Ending::Vowel,
        // 장기's, which a record may name by mistake: 漢 한, 楚 초, 將 장, 帥 수, 車 차, 包 포,
        // 馬 마, 象 상, 士 사, 卒 졸, 兵 병.
        '漢' | '象' | '兵' => Ending::Consonant,
        '楚' | '帥' | '車' | '包' | '馬' | '士' => Ending::Vowel,
        '卒' => Ending::Rieul,
        _ => Ending::Consonant,
    }
}

/// `chars` without what is not read before a particle: trailing marks ([`skipped`]), and a
/// trailing group in brackets with the spaces before it — a particle agrees with the word
/// before a gloss (`오현민 (a)을`, `子(자)가`) — unless the group is all there is, which is then
/// read inside.
fn spoken_part(mut chars: &[char]) -> &[char] {
    loop {
        while let Some((&c, rest)) = chars.split_last() {
            // `x` is a capture mark only after a piece or a square (`B2子x`): alone or after a
            // quote it is the letter, read 엑스 (`'x'는`).
            let lone_x = c == 'x' && rest.last().is_none_or(|p| skipped(*p) || p.is_whitespace());
            if !skipped(c) || lone_x {
                break;
            }
            chars = rest;
        }
        let Some((&close, inner)) = chars.split_last() else {
            return chars;
        };
        let Some(open) = opening(close) else {
            return chars;
        };
        match group_start(chars, open, close) {
            Some(i) if chars[..i].iter().any(|c| !c.is_whitespace()) => chars = &chars[..i],
            Some(i) => chars = &inner[i + 1..],
            None => chars = inner,
        }
    }
}

/// The opening bracket of the closing bracket `c`, or `None` for another character.
fn opening(c: char) -> Option<char> {
    Some(match c {
        ')' => '(',
        ']' => '[',
        '}' => '{',
        '>' => '<',
        '」' => '「',
        '』' => '『',
        '〉' => '〈',
        '》' => '《',
        _ => return None,
    })
}

/// Where the bracketed group that ends `chars` (with `close`) opens, or `None` unbalanced.
fn group_start(chars: &[char], open: char, close: char) -> Option<usize> {
    let mut depth = 0usize;
    for (i, &c) in chars.iter().enumerate().rev() {
        if c == close {
            depth += 1;
        } else if c == open {
            depth -= 1;
            if depth == 0 {
                return Some(i);
            }
        }
    }
    None
}

/// The marks read past at the end of a word: spaces, quotes, backticks, `+` (check), `x`
/// (capture), `.`, `…`, `*`.
fn skipped(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\'' | '"' | '`' | '’' | '”' | '»' | '+' | 'x' | '.' | '…' | '*'
        )
}

/// The ending of a Hangul syllable, or `None` for another character.
fn hangul_ending(c: char) -> Option<Ending> {
    let code = u32::from(c);
    if !(0xAC00..=0xD7A3).contains(&code) {
        return None;
    }
    Some(match (code - 0xAC00) % 28 {
        0 => Ending::Vowel,
        8 => Ending::Rieul,
        _ => Ending::Consonant,
    })
}

/// The ending of the number whose digits end `chars` (grouping commas skipped), read in
/// Sino-Korean by its last non-zero place.
fn number_ending(chars: &[char]) -> Ending {
    let digits: Vec<char> = chars
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_digit() || **c == ',')
        .filter(|c| c.is_ascii_digit())
        .copied()
        .collect();
    // `digits` is reversed: its first element is the last digit.
    let zeros = digits.iter().take_while(|d| **d == '0').count();
    if zeros == digits.len() {
        return Ending::Consonant; // 영
    }
    match zeros {
        0 => match digits[0] {
            '1' | '7' | '8' => Ending::Rieul, // 일, 칠, 팔
            '3' | '6' => Ending::Consonant,   // 삼, 육
            _ => Ending::Vowel,               // 이, 사, 오, 구
        },
        1..=11 => Ending::Consonant, // 십, 백, 천, 만 … 억
        _ => Ending::Vowel,          // 조
    }
}

/// The particle of `forms` (`"이/가"`: the form after a consonant, then the form after a vowel)
/// for `word`. A first form starting with 으 (`"으로/로"`) gives its second form after ㄹ too.
/// A `forms` without a slash is given back as it is.
pub fn particle<'a>(word: &str, forms: &'a str) -> &'a str {
    let Some((after_consonant, after_vowel)) = forms.split_once('/') else {
        return forms;
    };
    match ending(word) {
        Ending::Vowel => after_vowel,
        Ending::Rieul if after_consonant.starts_with('으') => after_vowel,
        Ending::Rieul | Ending::Consonant => after_consonant,
    }
}

/// The Fluent function `JOSA(word, forms)`: [`particle`] of the two positional arguments (a
/// number is read as its digits). Missing arguments give nothing.
pub fn fluent_josa<'a>(positional: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    let word = match positional.first() {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().to_string(),
        _ => return FluentValue::None,
    };
    let Some(FluentValue::String(forms)) = positional.get(1) else {
        return FluentValue::None;
    };
    FluentValue::String(particle(&word, forms).to_string().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hand-made cases, each an argument the catalogue passes, with the particle a Korean
    /// writer puts after it.
    #[test]
    fn particles_follow_the_reading_of_the_last_character() {
        let cases: &[(&str, &str, &str)] = &[
            // Pieces and their readings.
            ("王", "이/가", "이"),
            ("將", "을/를", "을"),
            ("相", "은/는", "은"),
            ("子", "이/가", "가"),
            ("侯", "을/를", "를"),
            ("子(자)", "이/가", "가"),
            ("王(왕)", "은/는", "은"),
            ("相(상)", "과/와", "과"),
            // Squares: the digit decides.
            ("A1", "으로/로", "로"),
            ("B3", "으로/로", "으로"),
            ("C2", "을/를", "를"),
            ("D4", "이/가", "가"),
            ("B3", "이/가", "이"),
            ("A1", "은/는", "은"),
            // Moves with marks after them.
            ("`相 D3 → B1`", "은/는", "은"),
            ("`相 D3 → B2`", "은/는", "는"),
            ("王 B3 → C2 +", "을/를", "를"),
            ("王 B2 → B3 +", "을/를", "을"),
            ("C2B2 (子 C2 → B2 (子x))", "을/를", "를"),
            ("C2馬x", "을/를", "를"),
            // A lone x is the letter 엑스, not a capture mark.
            ("x", "은/는", "는"),
            ("'x'", "은/는", "는"),
            ("卒", "으로/로", "로"),
            ("B2C2", "이/가", "가"),
            ("A2B1+", "을/를", "을"),
            ("'한'", "은/는", "은"),
            ("\"B9B9\"", "은/는", "는"),
            // Numbers by their Sino-Korean reading.
            ("0", "이/가", "이"),
            ("1", "으로/로", "로"),
            ("2", "이/가", "가"),
            ("3", "이/가", "이"),
            ("6", "을/를", "을"),
            ("7", "으로/로", "로"),
            ("8", "은/는", "은"),
            ("9", "과/와", "와"),
            ("10", "이/가", "이"),
            ("20", "으로/로", "으로"),
            ("100", "을/를", "을"),
            ("1,000", "은/는", "은"),
            ("179", "이/가", "가"),
            ("180", "으로/로", "으로"),
            ("2,000", "이/가", "이"),
            ("10000", "이/가", "이"),
            ("1000000000000", "이/가", "가"),
            ("4,096", "을/를", "을"),
            ("1.5", "이/가", "가"),
            // Hangul, with ㄹ told apart.
            ("오현민", "이/가", "이"),
            ("장동민", "으로/로", "으로"),
            ("이종범", "과/와", "과"),
            ("초록", "이/가", "이"),
            ("빨강", "은/는", "은"),
            ("서울", "으로/로", "로"),
            ("서울", "이/가", "이"),
            ("엔진", "이/가", "이"),
            ("나", "이/가", "가"),
            ("나 (a)", "이/가", "가"),
            ("오현민 (a)", "을/를", "을"),
            ("이종범 (d)", "이/가", "이"),
            ("(子)", "이/가", "가"),
            ("테이블", "으로/로", "로"),
            // Latin letters by their English names.
            ("a", "이/가", "가"),
            ("d", "은/는", "는"),
            ("GGMMPP", "이/가", "가"),
            ("L", "으로/로", "로"),
            ("R", "이/가", "이"),
            ("M", "이/가", "이"),
            ("N", "으로/로", "으로"),
            ("ASCII", "이/가", "가"),
            ("twelve-janggi", "으로/로", "로"),
            ("dobutsu", "이/가", "가"),
            // Copulas.
            ("B3", "이라/라", "이라"),
            ("子", "이고/고", "고"),
            ("王", "이면/면", "이면"),
            ("-", "이고/고", "이고"),
        ];
        for &(word, forms, want) in cases {
            assert_eq!(particle(word, forms), want, "{word} + {forms}");
        }
        assert!(cases.len() >= 40);
    }

    #[test]
    fn the_fluent_function_reads_strings_and_numbers() {
        use fluent_bundle::{FluentBundle, FluentResource};
        let mut b = FluentBundle::new(vec!["ko".parse().unwrap()]);
        b.set_use_isolating(false);
        b.add_function("JOSA", fluent_josa).unwrap();
        let res = FluentResource::try_new(
            "m = { $w }{ JOSA($w, \"이/가\") } 있습니다\nn = { $n }{ JOSA($n, \"으로/로\") }\n"
                .to_string(),
        )
        .unwrap();
        b.add_resource(res).unwrap();
        let say = |key: &str, name: &str, v: FluentValue<'static>| {
            let mut args = FluentArgs::new();
            args.set(name, v);
            let m = b.get_message(key).unwrap().value().unwrap();
            b.format_pattern(m, Some(&args), &mut vec![]).to_string()
        };
        assert_eq!(say("m", "w", "王".into()), "王이 있습니다");
        assert_eq!(say("m", "w", "子".into()), "子가 있습니다");
        assert_eq!(say("n", "n", 7.into()), "7로");
        assert_eq!(say("n", "n", 3.into()), "3으로");
    }
}
