package llm

import (
	"context"
	"fmt"

	"agenthospital/world/dcr"
)

// Brain is a DCR doctor that thinks through a Client. Reply builds the request at once (from
// the state as it is then) and sends it on its own goroutine, so many episodes can have a call
// in flight together; the Client bounds how many are on the wire.
type Brain struct {
	ctx    context.Context
	client *Client
	prompt Prompt
}

// NewBrain returns a doctor using c. ctx bounds every call it makes.
func NewBrain(ctx context.Context, c *Client, p Prompt) *Brain {
	return &Brain{ctx: ctx, client: c, prompt: p}
}

// Reply implements dcr.Brain.
func (b *Brain) Reply(s *dcr.State) dcr.Pending {
	msgs := b.prompt.Messages(s)
	tag := fmt.Sprintf("hadm %d step %d", s.HadmID, len(s.Steps)+1)
	return Go(func() (string, error) {
		rep, err := b.client.Complete(b.ctx, tag, msgs)
		if err != nil {
			return "", err
		}
		return Clean(rep.Text, b.client.cfg.Stop), nil
	})
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
