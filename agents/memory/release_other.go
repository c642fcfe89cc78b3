//go:build !linux

package memory

import bolt "go.etcd.io/bbolt"

// releaseMapped does nothing here: only Linux is told to drop the store's mapped pages.
func (s *Store) releaseMapped() {}

// touched does nothing here (see releaseMapped).
func (s *Store) touched(*bolt.Tx) {}

// releaseMappedTx does nothing here (see releaseMapped).
func releaseMappedTx(*bolt.DB, *bolt.Tx) {}
