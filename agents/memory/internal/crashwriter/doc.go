// Command crashwriter is a helper of the memory crash test. It opens the store and the search
// index in DIR and writes experience items in a loop until it is killed: each round is one
// PutBatch of three items (a case, a DCP and a rule), then an Apply of the index. Every fifth
// round it also retracts an item. After each store commit it prints one line to stdout:
//
//	committed SEQ ID ID ID
//	retracted SEQ ID
//
// where SEQ is the store's change sequence after the commit. The test kills it at a random
// moment and checks that everything printed is in the store and that the index catches up.
package main
