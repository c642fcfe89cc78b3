// Package cdm judges doctors on MIMIC-CDM encounters as the benchmark does: the trajectory record,
// diagnosis parsing and scoring, process scores, rule-based feedback and summary metrics.
package cdm
