// Package llmtest is an in-process OpenAI-compatible chat server for tests. Its scripted
// clinician answers from the content of each request, never from the order of calls, so many
// episodes can share it at once and still get the same replies; faults can be injected by
// request content or by call number.
package llmtest
