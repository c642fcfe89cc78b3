package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"

	openai "github.com/sashabaranov/go-openai"
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // system, user or assistant
	Content string `json:"content"`
}

// Roles of chat messages.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Request is everything that decides a model's answer: the model, the messages and every
// sampling parameter. Its hash keys the recording, so two requests that could be answered
// differently never share a key.
type Request struct {
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	Temperature float32   `json:"temperature"`
	TopP        float32   `json:"top_p"`
	TopK        int       `json:"top_k"`
	MaxTokens   int       `json:"max_tokens"`
	Seed        *int      `json:"seed"`
	Stop        []string  `json:"stop"`
}

// Hash is the hex sha256 of the request's canonical JSON: fields in the fixed order above,
// nothing omitted, no map anywhere.
func (r Request) Hash() string {
	if r.Messages == nil {
		r.Messages = []Message{}
	}
	if r.Stop == nil {
		r.Stop = []string{}
	}
	b, err := json.Marshal(r)
	if err != nil { // cannot happen: strings, numbers and slices of them only
		panic("llm: marshal request: " + err.Error())
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// newRequest fills a request from the config's sampling settings.
func (c *Client) newRequest(msgs []Message) Request {
	return Request{
		Model:       c.cfg.Model,
		Messages:    msgs,
		Temperature: c.cfg.Temperature,
		TopP:        c.cfg.TopP,
		TopK:        c.cfg.TopK,
		MaxTokens:   c.cfg.MaxTokens,
		Seed:        c.cfg.Seed,
		Stop:        append([]string(nil), c.cfg.Stop...),
	}
}

// wire turns the request into go-openai's. go-openai omits a zero temperature (the server then
// samples at 1.0), so 0 goes out as the smallest positive float32, which servers treat as greedy.
func (r Request) wire() openai.ChatCompletionRequest {
	msgs := make([]openai.ChatCompletionMessage, len(r.Messages))
	for i, m := range r.Messages {
		msgs[i] = openai.ChatCompletionMessage{Role: m.Role, Content: m.Content}
	}
	t := r.Temperature
	if t == 0 {
		t = math.SmallestNonzeroFloat32
	}
	req := openai.ChatCompletionRequest{
		Model:       r.Model,
		Messages:    msgs,
		Temperature: t,
		TopP:        r.TopP,
		Seed:        r.Seed,
		Stop:        r.Stop,
	}
	// max_tokens is the field vLLM, Ollama and llama.cpp read; max_completion_tokens only
	// newer servers accept.
	//lint:ignore SA1019 deliberate, see above
	req.MaxTokens = r.MaxTokens
	return req
}
