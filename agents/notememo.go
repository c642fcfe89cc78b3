package agents

// Keys of the text memos (internal/textmemo) kept with a KB (kb.KB.Derived), shared by the
// readers of one knowledge base.
type (
	noteMemoKey  struct{} // ReadNote: *textmemo.Memo[[]Mention]
	demogMemoKey struct{} // demographics: *textmemo.Memo[demog]
	wordMemoKey  struct{} // Reader.Wordings: *textmemo.Memo[[]string]
)
