//go:build !linux

package memory

// releaseMapped does nothing here: only Linux is told to drop the store's mapped pages.
func (s *Store) releaseMapped() {}
