//! The per-thread cache of decoded blocks, and the per-thread scratch space of a block read:
//! the buffer a block's stored bytes are read into (the codec keeps its own per-thread state).
//!
//! Each thread keeps [`SLOTS`] decompressed blocks, keyed by (table id, block number), evicting
//! the least recently used. Table ids come from a global counter and are never reused, so a
//! slot of a dropped table can never be mistaken for a block of a new one; it just ages out.

use std::cell::RefCell;

/// Decoded blocks kept per thread.
pub(crate) const SLOTS: usize = 8;

/// A decoded block.
pub(crate) struct Slot {
    /// Owning table's id; 0 = empty.
    table: u64,
    block: u64,
    last_use: u64,
    /// Decoded bytes; only `..len` are valid (the vector is reused across blocks).
    data: Vec<u8>,
    len: usize,
}

/// What reading a block needs besides the output buffer, reused by every block read on a
/// thread.
pub(crate) struct Scratch {
    /// The block's stored bytes, read from the file (grown as needed; only the part a read
    /// fills is used).
    pub(crate) raw: Vec<u8>,
}

/// One thread's cache.
pub(crate) struct Cache {
    scratch: Scratch,
    slots: Vec<Slot>,
    clock: u64,
    /// The slot hit last, checked first.
    mru: usize,
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache {
        scratch: Scratch { raw: Vec::new() },
        slots: (0..SLOTS)
            .map(|_| Slot { table: 0, block: 0, last_use: 0, data: Vec::new(), len: 0 })
            .collect(),
        clock: 0,
        mru: 0,
    });
}

/// Runs `read` on the decoded bytes of block `block` of table `table`, decoding it with
/// `decode(scratch, buffer) -> Result<len, E>` on a miss. A failed decode leaves no slot behind.
pub(crate) fn with_block<R, E>(
    table: u64,
    block: u64,
    decode: impl FnOnce(&mut Scratch, &mut Vec<u8>) -> Result<usize, E>,
    read: impl FnOnce(&[u8]) -> R,
) -> Result<R, E> {
    CACHE.with(|cell| {
        let mut guard = cell.borrow_mut();
        let cache = &mut *guard;
        cache.clock += 1;
        let clock = cache.clock;
        let mru = &cache.slots[cache.mru];
        let hit = if mru.table == table && mru.block == block {
            Some(cache.mru)
        } else {
            cache
                .slots
                .iter()
                .position(|s| s.table == table && s.block == block)
        };
        let i = match hit {
            Some(i) => i,
            None => {
                let i = (0..SLOTS)
                    .min_by_key(|&i| cache.slots[i].last_use)
                    .expect("SLOTS > 0");
                let slot = &mut cache.slots[i];
                slot.table = 0;
                slot.len = decode(&mut cache.scratch, &mut slot.data)?;
                slot.table = table;
                slot.block = block;
                i
            }
        };
        cache.mru = i;
        let slot = &mut cache.slots[i];
        slot.last_use = clock;
        Ok(read(&slot.data[..slot.len]))
    })
}

/// Runs `f` with this thread's scratch space, bypassing the block slots (for bulk reads that
/// would only evict useful blocks).
pub(crate) fn with_scratch<R>(f: impl FnOnce(&mut Scratch) -> R) -> R {
    CACHE.with(|cell| f(&mut cell.borrow_mut().scratch))
}
