// Package llm is the LLM brain: doctors, patients and nurses that think through any
// OpenAI-compatible chat server (OpenAI, vLLM, Ollama, llama.cpp server) with go-openai. It
// speaks the DCR text contract of MIMIC-CDM and DxEvolve (Thought / Action / Action Input, or
// Thought / Final Diagnosis), writes diagnostic cognition primitives (DCPs) after an episode,
// retries transport failures with bounded jittered backoff, and records every call under a hash
// of the whole request so that a run can be replayed byte for byte without any server.
//
// Calls run on goroutines outside the simulation kernel; a failure is always an error, never
// text handed to the model's caller.
package llm
