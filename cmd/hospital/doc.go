// Command hospital runs the agent hospital simulation.
//
//	hospital run     simulate the hospital on a scenario and write trace and summary
//	hospital cohort  write a synthetic cohort in the MIMIC-IV-Ext-CDM layout
//	hospital eval    run and judge the doctor on MIMIC-CDM encounters
//	hospital evolve  practise, consolidate experience, measure accuracy against exposure
//	hospital memory  read and curate a run's experience memory
//	hospital kb      check the embedded knowledge base, or print sample patients
//	hospital llm     read the recording of a run's LLM calls
//	hospital watch   replay a recorded run in a window
package main
