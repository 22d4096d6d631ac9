//! Two generates of one table (issue 15): the second says the first is running and stops at
//! once, without deleting the first one's temporary file. Alone in its test binary: the lock
//! is held by this process, and a child spawned by a test running beside it would share the
//! lock's file description for an instant.

use sibi_test_support as common;

use common::run;

/// Two generates of one table: the second says the first is running and stops at once; it
/// does not delete the first one's temporary file.
#[test]
fn one_generate_of_a_table_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let table = dir.path().join("twelve-janggi-P.sibi");
    let lock = std::fs::File::create(dir.path().join("twelve-janggi-P.sibi.lock")).unwrap();
    lock.lock().unwrap();
    let temp = dir.path().join("twelve-janggi-P.sibi.tmp");
    std::fs::write(&temp, "being written").unwrap();
    let (_, err) = run(dir.path(), &["--pieces", "P", "generate"], 2);
    assert!(err.contains("another sibi generate"), "{err}");
    assert!(temp.exists(), "the first one's temporary file is untouched");
    assert!(!table.exists());
    drop(lock);
    std::fs::remove_file(&temp).unwrap();
    run(dir.path(), &["--pieces", "P", "generate"], 0);
    assert!(table.exists());
}
