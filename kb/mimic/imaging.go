package mimic

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// The imaging vocabulary of the release (tools/utils.py of the CDM framework): it labelled the
// radiology reports (from their exam names) and it parses imaging requests.

// imgCategory is one modality or region with its keyword patterns (regular expressions).
type imgCategory struct {
	name   string
	exact  []string // matched as whole words (\b…\b)
	substr []string // matched anywhere
}

// imgModalities are the broad modalities, in tie-break order.
var imgModalities = []imgCategory{
	{"CT", []string{"ct", "cat", "cta", "mdct", "ctu", "dlp", "mgy"}, []string{"multidetector", "reformat", "optiray"}},
	{"Ultrasound", []string{"us", "dup"}, []string{`u\.s\.`, "ultrasound", "echotexture", "sonogra", "doppler",
		"duplex", "doppler", "echogenic", "transabdominal", "transvaginal", "non-obstetric"}},
	{"Radiograph", []string{"ap", "pa", "cxr"}, []string{`port\.`, "radiograph", "portable", "x-ray", "supine and",
		"supine &", "supine only", "and lateral", "frontal view", "supine view", "single view", "two views"}},
	{"MRI", []string{"mri", "mr", "mrcp", `t\d`}, []string{"gadavist", "magnet", "tesla"}},
	{"Fluoroscopy", nil, []string{"fluoro"}},
}

// imgRegions are the regions, in tie-break order (the order of the release's canonical list).
var imgRegions = []imgCategory{
	{"Abdomen", []string{"gi", "eus", "mrcp", "hida", "ercp"}, []string{"abd", "abdom", "pelvi", "liver",
		"gallbladder", "pancrea", "duct", "spleen", "stomach", "bowel", "rectum", "ileum", "iliac", "duodenum",
		"colon", "urinary", "bladder", "ureter", "kidney", "renal", "adrenal glands", "intraperitoneal",
		"ascites", "prostate", "uterus", "appendi", "retroperit", "mesenter", "paracolic", "lower quadrant",
		"perirectal", "cul-de-sac", "iliopsoas", "psoas", "hepatic", "hepato", "quadrant", "gastro"}},
	{"Chest", nil, []string{"chest", "lung", "upper lobe", "lower lobe", "pleura", "atelectasis", "ground.glass",
		"heart", "cardiac", "pericard", "mediastin", "pneumothorax", "breast"}},
	{"Venous", nil, []string{"venous", "jugular", "cephalic", "axillary", "basilic", "brachial", "popliteal",
		"femoral", "peroneal", "tibial", "fibular", "veins"}},
	{"Head", nil, []string{"head", "brain", "skull"}},
	{"Neck", nil, []string{"neck", "thyroid"}},
	{"Scrotum", nil, []string{"scrot", "testic"}},
	{"Spine", nil, []string{"spine", "cervical"}},
	{"Ankle", nil, []string{"ankle"}},
	{"Foot", nil, []string{"foot"}},
	{"Bone", nil, []string{"bone"}},
	{"Knee", nil, []string{"knee"}},
	{"Hand", nil, []string{"hand"}},
	{"Wrist", nil, []string{"wrist"}},
	{"Finger", nil, []string{"finger"}},
	{"Heel", nil, []string{"heel"}},
	{"Hip", nil, []string{"hip"}},
	{"Shoulder", nil, []string{"shoulder"}},
	{"Thigh", nil, []string{"thigh"}},
	{"Femur", nil, []string{"femur"}},
}

// imgSpecial are the special modalities, checked first and in this order.
var imgSpecial = []imgCategory{
	{"CTU", nil, []string{"ctu", "ct urogram", "ct urography", "ct ivu", "ct ivp", "ct intravenous pyelography"}},
	{"Drainage", nil, []string{"drain"}},
	{"Carotid ultrasound", nil, []string{"carotid.*ultrasound", "carotid.*us", "carotid.*series"}},
	{"EUS", nil, []string{"eus", "endoscopic.*(ultrasound|us)", "echo.*endoscopy"}},
	{"MRCP", nil, []string{"mrcp", "magnetic.*resonance.*cholangiopancreatography"}},
	{"HIDA", nil, []string{"hida", "hepatobiliary.*iminodiacetic.*acid"}},
	{"ERCP", nil, []string{"ercp", "endoscopic.*retrograde.*cholangiopancreatography", "bil endoscopy"}},
	{"PTC", nil, []string{"ptc", "percutaneous.*transhepatic.*cholangiography", "perc transhepatic cholangiography"}},
	{"Upper GI Series", nil, []string{"upper.*gi", "upper.*gastrointestinal", "barium.*swallow", "barium.*meal",
		"barium.*study", "ugis", "bas/ugi"}},
	{"Paracentesis", nil, []string{"paracentesis"}},
	{"Mammogram", nil, []string{"mammo"}},
	{"MRA", nil, []string{"mra", "magnetic.*resonance.*angiography"}},
	{"MRE", nil, []string{"mre", "magnetic.*resonance.*enterography", "mr enterography"}},
}

// imgBroad is UNIQUE_TO_BROAD_MODALITY.
var imgBroad = map[string]string{
	"CTU": "CT", "Carotid ultrasound": "Ultrasound", "EUS": "Ultrasound", "MRCP": "MRI",
	"ERCP": "Radiograph", "Upper GI Series": "Radiograph", "MRA": "MRI", "MRE": "MRI",
}

// imgOrgan is UNIQUE_MODALITY_TO_ORGAN_MAPPING: the region of a special modality when the text
// names none.
var imgOrgan = map[string]string{
	"CTU": "Abdomen", "EUS": "Abdomen", "MRCP": "Abdomen", "HIDA": "Abdomen", "ERCP": "Abdomen",
	"MRE": "Abdomen", "Upper GI Series": "Abdomen", "Carotid ultrasound": "Neck", "Mammogram": "Chest",
}

// imgCompiled is a category with its patterns compiled.
type imgCompiled struct {
	name string
	res  []*regexp.Regexp
	lits []string // per pattern: lower-case literal text every match holds, or ""
}

// skip reports whether pattern i cannot match: in ASCII text (lower is its lower-case form) a
// pattern whose literal part is absent cannot, which spares most regexp runs.
func (c *imgCompiled) skip(i int, lower string, ascii bool) bool {
	return ascii && c.lits[i] != "" && !strings.Contains(lower, c.lits[i])
}

// imgPatterns holds every classifier regexp, compiled once.
var imgPatterns = struct {
	special, modality, region []imgCompiled
}{
	special:  imgCompile(imgSpecial, true),
	modality: imgCompile(imgModalities, false),
	region:   imgCompile(imgRegions, false),
}

// imgCompile compiles categories case-insensitively. Special patterns are anchored the way
// DxEvolve anchors them, (?<![a-zA-Z])P(?![a-zA-Z]); Go has no look-around, so the neighbours are
// matched instead, which answers "is there a match" identically.
func imgCompile(cats []imgCategory, special bool) []imgCompiled {
	out := make([]imgCompiled, len(cats))
	for i, c := range cats {
		out[i].name = c.name
		for _, w := range c.exact {
			out[i].res = append(out[i].res, regexp.MustCompile(`(?i)\b(?:`+w+`)\b`))
			out[i].lits = append(out[i].lits, imgLiteral(w))
		}
		for _, p := range c.substr {
			out[i].lits = append(out[i].lits, imgLiteral(p))
			if special {
				p = `(?:^|[^a-zA-Z])(?:` + p + `)(?:[^a-zA-Z]|$)`
			}
			out[i].res = append(out[i].res, regexp.MustCompile(`(?i)`+p))
		}
	}
	return out
}

// imgLiteral returns, lower-cased, the literal text every match of p begins with ("" if none).
func imgLiteral(p string) string {
	prefix, _ := regexp.MustCompile(p).LiteralPrefix()
	return strings.ToLower(prefix)
}

// imgLower returns the ASCII lower-case form of text and whether text is ASCII. Only ASCII text
// takes the literal shortcut: elsewhere case folding (e.g. "ſ" matching s) needs the regexps.
func imgLower(text string) (string, bool) {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return "", false
		}
	}
	return strings.ToLower(text), true
}

// imgArgmax returns the category with most matches in text (first in order on ties) or "" when
// nothing matches. Matches are counted per pattern, non-overlapping, and summed.
func imgArgmax(cats []imgCompiled, text, lower string, ascii bool) string {
	best, bestCount := "", 0
	for _, c := range cats {
		n := 0
		for i, re := range c.res {
			if !c.skip(i, lower, ascii) {
				n += len(re.FindAllStringIndex(text, -1))
			}
		}
		if n > bestCount {
			best, bestCount = c.name, n
		}
	}
	return best
}

// ClassifyImaging reads an exam name or an imaging request and returns its modality and region
// the way the release labelled its reports and the CDM framework parses requests: a special
// modality (CTU, Drainage, Carotid ultrasound, EUS, MRCP, HIDA, ERCP, PTC, Upper GI Series,
// Paracentesis, Mammogram, MRA, MRE — checked in that order, each keyword with no letter right
// before or after it, as DxEvolve anchors them, so "ileus" is not EUS and, a quirk kept,
// "Mammogram" is not Mammogram while "mammo" is) wins outright; otherwise
// the broad modality (CT, Ultrasound, Radiograph, MRI, Fluoroscopy) with most keyword matches.
// The region is the one with most keyword matches; when there is none, a special modality with a
// known organ gives it (EUS -> Abdomen). Matching ignores case; whole-word keywords use ASCII word
// boundaries. Ties go to the category listed first (modalities as above; regions in the release's
// order Abdomen, Chest, Venous, Head, Neck, Scrotum, Spine, Ankle, Foot, Bone, Knee, Hand, Wrist,
// Finger, Heel, Hip, Shoulder, Thigh, Femur) where the original's choice is arbitrary. A part not
// found is "": "RUQ ultrasound" gives ("Ultrasound", ""), which the framework rejects as invalid.
func ClassifyImaging(text string) (modality, region string) {
	lower, ascii := imgLower(text)
	for _, c := range imgPatterns.special {
		for i, re := range c.res {
			if !c.skip(i, lower, ascii) && re.MatchString(text) {
				modality = c.name
				break
			}
		}
		if modality != "" {
			break
		}
	}
	if modality == "" {
		modality = imgArgmax(imgPatterns.modality, text, lower, ascii)
	}
	region = imgArgmax(imgPatterns.region, text, lower, ascii)
	if region == "" {
		region = imgOrgan[modality]
	}
	return modality, region
}

// BroadModality returns the broad modality a special one also answers for (EUS -> Ultrasound,
// MRCP -> MRI, ...; UNIQUE_TO_BROAD_MODALITY); any other modality is returned unchanged.
func BroadModality(m string) string {
	if b, ok := imgBroad[m]; ok {
		return b
	}
	return m
}
