package lexicon

import "testing"

// Reports written for this test in voices other than the hospital's templates: organ-by-organ CT
// with headers, one-paragraph ultrasound, terse reports. normal lists organs that must be read
// normal, not organs that must not.
func TestReportVoices(t *testing.T) {
	l := lex(t)
	cases := []struct {
		name        string
		text        string
		normal, not []string
	}{
		{"CT headers", `FINDINGS:
LUNG BASES: Clear.
LIVER: No focal lesion. Patent portal veins.
GALLBLADDER AND BILIARY: No radiodense gallstones. CBD not dilated.
PANCREAS: Unremarkable.
SPLEEN: Within normal limits.
ADRENALS: Normal.
KIDNEYS/URETERS: Symmetric enhancement. No hydronephrosis or stones.
BOWEL: Normal caliber small and large bowel. Appendix is normal, measuring 5 mm.
PERITONEUM: No free air or free fluid.
VESSELS: Normal caliber aorta.
BONES: No acute fracture.`,
			[]string{"lung_bases", "liver", "gallbladder", "bile_ducts", "pancreas", "spleen", "adrenals", "kidneys", "ureters", "bowel", "appendix", "peritoneum", "vessels", "bones"}, nil},
		{"ultrasound paragraph", "RUQ ultrasound: The liver is of normal echogenicity. GB is contracted, no stones or wall thickening; sonographic Murphy negative. CBD 3 mm. The right kidney shows no hydronephrosis. No free fluid in Morison's pouch.",
			[]string{"liver", "kidneys", "peritoneum"}, []string{"pelvis"}},
		{"terse", "Normal appendix. No free fluid. Ovaries unremarkable.", []string{"appendix", "peritoneum", "pelvis"}, nil},
		{"abnormal organ stays abnormal", "The pancreas is enlarged and edematous, otherwise unremarkable. Liver normal.", []string{"liver"}, []string{"pancreas"}},
		{"enlarged without concept", "The spleen is enlarged, measuring 15 cm, without focal lesion.", nil, []string{"spleen"}},
		{"fluid in the pelvis is not the pelvis", "No free fluid in the pelvis.", []string{"peritoneum"}, []string{"pelvis"}},
		{"second clause", "The bladder is collapsed and the uterus is normal in size.", []string{"pelvis"}, []string{"bladder"}},
		{"anaphora", "The appendix is seen in the right lower quadrant; it is compressible and measures 4 mm.", []string{"appendix"}, nil},
		{"dilated appendix", "The appendix measures 11 mm and is noncompressible.", nil, []string{"appendix"}},
		{"dilated duct", "The common duct is dilated to 9 mm.", nil, []string{"bile_ducts"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := l.ReadReport(tc.text)
			got := map[string]bool{}
			for _, o := range r.Normal {
				got[o] = true
			}
			for _, o := range tc.normal {
				if !got[o] {
					t.Errorf("%s not read normal; normal: %v", o, r.Normal)
				}
			}
			for _, o := range tc.not {
				if got[o] {
					t.Errorf("%s read normal; normal: %v", o, r.Normal)
				}
			}
		})
	}
}
