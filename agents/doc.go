// Package agents holds the hospital's patients, nurses and doctors and the doctors' brains; the
// offline brain reads clinical text, orders tests by information per cost and learns from feedback.
package agents
