package llm

import (
	"context"
	"fmt"
	"sync"

	"agenthospital/world/dcr"
)

// Brain is a DCR doctor that thinks through a Client. Reply builds the request at once (from
// the state as it is then) and sends it on its own goroutine, so many episodes can have a call
// in flight together; the Client bounds how many are on the wire.
type Brain struct {
	ctx    context.Context
	client *Client
	prompt Prompt

	mu     sync.Mutex
	tokens map[int64][2]int // encounter -> prompt and completion tokens of its replies so far
}

// NewBrain returns a doctor using c. ctx bounds every call it makes.
func NewBrain(ctx context.Context, c *Client, p Prompt) *Brain {
	return &Brain{ctx: ctx, client: c, prompt: p, tokens: map[int64][2]int{}}
}

// Reply implements dcr.Brain.
func (b *Brain) Reply(s *dcr.State) dcr.Pending {
	msgs := b.prompt.Messages(s)
	tag := fmt.Sprintf("hadm %d step %d", s.HadmID, len(s.Steps)+1)
	return Go(func() (string, error) {
		rep, err := b.client.Complete(b.ctx, tag, msgs)
		b.mu.Lock()
		t := b.tokens[s.HadmID]
		b.tokens[s.HadmID] = [2]int{t[0] + rep.PromptTokens, t[1] + rep.CompletionTokens}
		b.mu.Unlock()
		if err != nil {
			return "", err
		}
		return Clean(rep.Text, b.client.cfg.Stop), nil
	})
}

// Tokens returns the prompt and completion tokens the replies of encounter hadm have used so
// far, and forgets them.
func (b *Brain) Tokens(hadm int64) (prompt, completion int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	t := b.tokens[hadm]
	delete(b.tokens, hadm)
	return t[0], t[1]
}

// Pending is a call in flight. It implements dcr.Pending.
type Pending struct {
	done chan struct{}
	text string
	err  error
}

// Go runs fn on a new goroutine and returns its pending result.
func Go(fn func() (string, error)) *Pending {
	p := &Pending{done: make(chan struct{})}
	go func() {
		defer close(p.done)
		p.text, p.err = fn()
	}()
	return p
}

// Wait blocks until the call ends and returns the reply text or a *CallError.
func (p *Pending) Wait() (string, error) {
	<-p.done
	return p.text, p.err
}

// Done is closed when the call has ended.
func (p *Pending) Done() <-chan struct{} { return p.done }
