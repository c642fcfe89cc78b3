// Package kb is the hospital's medical knowledge, embedded YAML (see data/SCHEMA.md): diseases,
// findings, lab, order and study catalogs, guidelines, and the synthetic patient generator.
package kb
