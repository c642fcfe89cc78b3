package memory

import (
	"testing"
)

// FuzzDecodeStored feeds the store's value decoders (items, edges, audit entries) and the
// index's stored state and token counts arbitrary bytes: a damaged store file must give an
// error, never a panic. Seeds are real encodings, so the fuzzer starts from valid values.
func FuzzDecodeStored(f *testing.F) {
	it := &Item{ID: "0f8fad5b-d9cb-469f-a165-70867728950e", Kind: KindDCP, Category: "appendicitis", Department: "emergency",
		Doctor: "dr_emergency_1", Polarity: Contraindication, Quality: 0.7, Title: "RLQ pain", Text: "fever, guarding",
		Structured: `{"experience":{"truth":"appendicitis"}}`, Exposure: 12, Created: 3600, SourceCorrect: true}
	for _, blob := range []bool{false, true} {
		if v, err := encodeItem(it, 7, blob); err == nil {
			f.Add([]byte(it.ID), v)
		}
	}
	if vals, err := encodeEdges([]Edge{{From: "a", To: "b", W0: 0.5, Phi: 0.1}}); err == nil {
		f.Add([]byte("a"), vals[0])
	}
	if v, err := encodeAudit(Audit{Seq: 3, Action: "recalibrate", ItemID: it.ID, Reason: "credit", Time: "2000-01-01T00:00:00Z"}); err == nil {
		f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 3}, v)
	}
	f.Add([]byte("x"), []byte(`{"version":3,"seq":9,"scopes":{"@ed":{"docs":1,"title":2,"text":3}}}`))
	f.Add([]byte("x"), []byte("12 40 9a0c@emergency"))
	f.Fuzz(func(t *testing.T, key, v []byte) {
		_, _, _, _ = decodeItemBinary(key, v)
		_, _ = decodeEdge(string(key), "to", v)
		_, _ = decodeAudit(key, v)
		_, _ = parseState(v)
		_, _ = parseLens(string(v))
	})
}
