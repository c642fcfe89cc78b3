package memory

import (
	"syscall"

	bolt "go.etcd.io/bbolt"
)

// releaseMapped tells the kernel the process no longer needs the pages of the store file it has
// mapped (MADV_DONTNEED). bbolt reads the file through a read-only shared mapping and writes it
// with write(2), so the mapped pages are only a view of the file: dropping them loses nothing,
// and the next read of a page maps it again from the page cache (or the disk). Without this,
// every page a write or a read ever touched stays in the process's resident memory, which then
// grows with the store (a 20,000-patient run's store is 600 MB). The page cache itself is the
// kernel's to keep or evict.
//
// It runs inside a read transaction, which keeps bbolt from remapping the file meanwhile.
func (s *Store) releaseMapped() {
	_ = s.db.View(func(tx *bolt.Tx) error {
		releaseMappedTx(s.db, tx)
		return nil
	})
}

// touched counts one store operation (a lookup or a write: a few pages) done inside tx and
// releases the mapped pages every touchRelease operations. Releasing after each batch is not
// enough: the kernel maps a whole 64 KiB window of the file (16 pages, "fault-around", which
// MADV_RANDOM does not turn off) on every read fault of a page in the page cache, so a batch
// commit or the searches between two commits, each a few thousand random lookups, made hundreds
// of megabytes of a large store resident (measured at 30,000 patients: up to 430 MB of an 830 MB
// file) before the release at the end of the batch.
//
// It is safe inside any transaction of the store: a read transaction keeps bbolt from
// remapping the file, and a write transaction remaps only while it commits.
func (s *Store) touched(tx *bolt.Tx) {
	if s.touches.Add(1)%touchRelease == 0 {
		releaseMappedTx(s.db, tx)
	}
}

// releaseMappedTx is releaseMapped inside a transaction of db (which keeps the mapping in place).
func releaseMappedTx(db *bolt.DB, tx *bolt.Tx) {
	info := db.Info()
	if size := tx.Size(); info.Data != 0 && size > 0 {
		_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, info.Data, uintptr(size), syscall.MADV_DONTNEED)
	}
}
