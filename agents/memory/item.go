package memory

// Kinds of experience item.
const (
	KindCase = "case" // a successful episode, per task (examination selection, diagnosis)
	KindRule = "rule" // a principle reflected from a failure, kept only if it validates
	KindDCP  = "dcp"  // a diagnostic cognition primitive (DxEvolve)
)

// Polarities (GSEM): an indication says what to do, a contraindication what not to do.
const (
	Indication       = "indication"
	Contraindication = "contraindication"
)

// Item is one experience with its provenance. Text fields are what a person reads and what the
// index searches; Structured is the form the offline brain applies (JSON, kind-specific).
type Item struct {
	ID   string `json:"id"`   // name-based UUID (uuid.NewSHA1) derived from the run seed and content
	Kind string `json:"kind"` // case, rule or dcp

	// Provenance.
	Exposure      int     `json:"exposure"`       // accrual index of the source episode (0-based)
	Doctor        string  `json:"doctor"`         // who learned it
	Department    string  `json:"department"`     // where
	Category      string  `json:"category"`       // diagnosis (pathology) or task category
	SourceEpisode string  `json:"source_episode"` // e.g. the hadm id or patient/visit
	SourceCorrect bool    `json:"source_correct"` // whether the source episode was diagnosed correctly
	Created       int64   `json:"created"`        // simulated time (seconds) it was learned
	Hash          string  `json:"hash"`           // SHA-256 of the content (kind, title, text, structured)
	Quality       float64 `json:"quality"`        // Q in [0, 1]
	Polarity      string  `json:"polarity"`       // indication or contraindication
	Retracted     bool    `json:"retracted"`      // never retrieved while true
	// Retired: let go when its department's memory had no more room for its kind and diagnosis
	// (see Batch.Retire). It stays in the store as part of what the doctor practised (replayed
	// when a run continues) but is neither indexed nor retrieved.
	Retired bool `json:"retired,omitempty"`

	// Content.
	Title      string `json:"title"` // one line
	Text       string `json:"text"`  // for DCPs: "Experience Pattern: ...\nTest Ordering Insight: ...\nDiagnostic Decision Insight: ..."
	Structured string `json:"structured,omitempty"`
}

// Edge is an experience-graph edge between two items (GSEM): W0 is the construction-time
// weight, Phi the learned adjustment; W = clip(W0 + Phi, 0, 1).
type Edge struct {
	From string  `json:"from"`
	To   string  `json:"to"`
	W0   float64 `json:"w0"`
	Phi  float64 `json:"phi"`
}

// Audit is one governance log entry: what changed, when, why, and the previous content.
type Audit struct {
	Seq      uint64 `json:"seq"`
	Time     string `json:"time"`   // wall-clock RFC 3339 time of the change (governance is a human act)
	Action   string `json:"action"` // add, retract, restore, edit, import, recalibrate, retire
	ItemID   string `json:"item_id"`
	Reason   string `json:"reason,omitempty"`
	Previous *Item  `json:"previous,omitempty"`
}

// Stored encodings. A value written by schema 1 is JSON (its first byte is '{'); schema 2
// writes the compact binary forms below, each starting with its format byte. Readers accept
// both, so a schema-1 store opens and keeps working (see Open).
const formatBinary = 0x02

// Item encoding (schema 2), the ID being the key:
//
//	[0]     formatBinary
//	[1]     flags (flagCorrect ... flagHashHex)
//	[2:10]  quality, float64 bits, big-endian (a fixed place: recalibration rewrites it in place)
//	[10]    kind: 'c' case, 'd' dcp, 'r' rule
//	varint  exposure, varint created
//	strings doctor, department, category, source episode (uvarint length, bytes)
//	hash    32 bytes, or a string when it is not 64 lowercase hex digits (flagHashHex)
//	strings title, text
//	structured: uvarint sequence of its blob in the structs bucket (flagBlob), else a string
//
// The structured form is most of an item and a case and the DCP of one episode carry the same
// one: it is stored once per transaction, compressed, in the structs bucket (see putStructTx).
const (
	flagCorrect          = 1 << iota // SourceCorrect
	flagRetracted                    // Retracted
	flagRetired                      // Retired
	flagContraindication             // Polarity is contraindication (else indication)
	flagBlob                         // Structured is a blob reference
	flagHashHex                      // Hash is stored as a string, not 32 raw bytes
)

// itemHeader is the length of the fixed part of an item encoding (format, flags, quality, kind).
const itemHeader = 11

// kindCode is the one-byte code of a kind in an item encoding.
func kindCode(kind string) byte {
	switch kind {
	case KindCase:
		return 'c'
	case KindDCP:
		return 'd'
	case KindRule:
		return 'r'
	}
	return 0
}

// codeKind is kindCode's inverse ("" for an unknown code).
func codeKind(c byte) string {
	switch c {
	case 'c':
		return KindCase
	case 'd':
		return KindDCP
	case 'r':
		return KindRule
	}
	return ""
}
