//go:build !linux

package memory

import bolt "go.etcd.io/bbolt"

// releaseMapped does nothing here: only Linux is told to drop the store's mapped pages.
func (s *Store) releaseMapped() {}

// releaseMappedTx does nothing here (see releaseMapped).
func releaseMappedTx(*bolt.DB, *bolt.Tx) {}
