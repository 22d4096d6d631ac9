//! The byte per slot of a solved table: a position's state while [`solve`](super::solve) runs,
//! and its value after, in the same byte.
//!
//! | byte        | while solving                          | after                        |
//! |-------------|----------------------------------------|------------------------------|
//! | `0..=80`    | undetermined; its counter of children  | draw (never determined)      |
//! | 81          | no legal position (or padding)         | the same                     |
//! | 82          | win 1 settled by [`trivial_value`]     | the same                     |
//! | 83          | determined at [`LONG_FROM`] plies or more: the value is in a side list |  |
//! | 84, 85      | loss 0, loss 1 settled by [`trivial_value`] | the same                |
//! | `86..=169`  | win d, d = 1..=84 (byte 85 + d)        | the same                     |
//! | `171..=255` | loss d, d = 0..=84 (byte 171 + d)      | the same                     |
//!
//! One byte holds what a distance byte and three bit-planes (won, lost, settled by
//! [`trivial_value`]) held before: 332.6 M bytes for the full piece set rather than 457 MB,
//! and a look-up reads one cache line rather than three. The few positions lasting
//! [`LONG_FROM`] plies or more (about 0.45 M slots of Dōbutsu, 0.2 M of 십이장기) keep their
//! value in a side list. A counter never exceeds [`MAX_MOVES`]: a position has no more
//! distinct children than legal moves.
//!
//! [`trivial_value`]: super::trivial_value

use crate::rules::MAX_MOVES;
use crate::solve::Value;

/// The largest counter: undetermined positions hold `0..=MAX_COUNTER`.
pub(crate) const MAX_COUNTER: u8 = 80;
const _: () = assert!(MAX_MOVES <= MAX_COUNTER as usize);

/// No legal position, or a padding slot.
pub(crate) const ILLEGAL: u8 = 81;
/// Win 1 that [`trivial_value`](super::trivial_value) settles (the mover can capture the 王).
pub(crate) const TRIVIAL_WIN: u8 = 82;
/// A value of [`LONG_FROM`] plies or more, kept in a side list.
pub(crate) const LONG: u8 = 83;
/// Loss 0 and loss 1 that [`trivial_value`](super::trivial_value) settles (the enemy 王
/// stands in the mover's camp).
pub(crate) const TRIVIAL_LOSS: [u8; 2] = [84, 85];
const WIN_BASE: u8 = 85;
const LOSS_BASE: u8 = 171;

/// Distances from which a value is [`LONG`], in plies.
pub(crate) const LONG_FROM: u32 = 85;
const _: () = assert!(WIN_BASE as u32 + LONG_FROM - 1 < LOSS_BASE as u32);
const _: () = assert!(LOSS_BASE as u32 + LONG_FROM - 1 == 255);

/// Whether `b` is an undetermined position's counter.
#[inline]
pub(crate) fn undetermined(b: u8) -> bool {
    b <= MAX_COUNTER
}

/// The byte of a position determined at win `d` (`won`) or loss `d`: [`LONG`] from
/// [`LONG_FROM`] on. Win 0 has no byte (the mover holds the try: no slot).
#[inline]
pub(crate) fn determined(won: bool, d: u32) -> u8 {
    debug_assert!(!won || d >= 1);
    match (won, d < LONG_FROM) {
        (_, false) => LONG,
        (true, true) => WIN_BASE + d as u8,
        (false, true) => LOSS_BASE + d as u8,
    }
}

/// The byte of `value` ([`LONG`] for a long one); `trivial` when
/// [`trivial_value`](super::trivial_value) settles it.
pub(crate) fn of_value(value: Value, trivial: bool) -> u8 {
    match (value, trivial) {
        (Value::Win(1), true) => TRIVIAL_WIN,
        (Value::Loss(d @ (0 | 1)), true) => TRIVIAL_LOSS[d as usize],
        (Value::Win(d), _) => determined(true, d.into()),
        (Value::Loss(d), _) => determined(false, d.into()),
        (Value::Draw, _) => 0,
    }
}

/// What a byte says after solving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decoded {
    /// No legal position.
    Illegal,
    /// In the side list.
    Long,
    /// This value; `trivial` when [`trivial_value`](super::trivial_value) settles it.
    Value { value: Value, trivial: bool },
}

/// The meaning of byte `b` after solving.
#[inline]
pub(crate) fn decode(b: u8) -> Decoded {
    let (value, trivial) = match b {
        0..=MAX_COUNTER => (Value::Draw, false),
        ILLEGAL => return Decoded::Illegal,
        TRIVIAL_WIN => (Value::Win(1), true),
        LONG => return Decoded::Long,
        84 | 85 => (Value::Loss(u16::from(b - TRIVIAL_LOSS[0])), true),
        LOSS_BASE..=255 => (Value::Loss(u16::from(b - LOSS_BASE)), false),
        _ => (Value::Win(u16::from(b - WIN_BASE)), false),
    };
    Decoded::Value { value, trivial }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every value up to the longest a byte holds goes to its own byte and back; the bytes of
    /// distinct values differ, and long ones are LONG.
    #[test]
    fn bytes_round_trip() {
        let mut seen = std::collections::HashMap::new();
        let mut values = vec![Value::Draw];
        for d in 0..=254u16 {
            values.push(Value::Loss(d));
            if d > 0 {
                values.push(Value::Win(d));
            }
        }
        for v in values {
            for trivial in [false, true] {
                let trivially =
                    trivial && matches!(v, Value::Win(1) | Value::Loss(0) | Value::Loss(1));
                let b = of_value(v, trivially);
                let d = match v {
                    Value::Win(d) | Value::Loss(d) => u32::from(d),
                    Value::Draw => 0,
                };
                if d >= LONG_FROM {
                    assert_eq!(b, LONG, "{v}");
                    assert_eq!(decode(b), Decoded::Long);
                    continue;
                }
                assert_eq!(
                    decode(b),
                    Decoded::Value {
                        value: v,
                        trivial: trivially
                    },
                    "{v} {trivially}"
                );
                if let Some(other) = seen.insert(b, (v, trivially)) {
                    assert_eq!(other, (v, trivially), "byte {b}");
                }
                assert!(!undetermined(b) || v == Value::Draw);
            }
        }
        assert_eq!(decode(ILLEGAL), Decoded::Illegal);
        assert_eq!(determined(true, 84), 169);
        assert_eq!(determined(false, 84), 255);
        assert_eq!(determined(false, 0), 171);
    }
}
