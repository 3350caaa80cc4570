package jsbind

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/hookstest"
)

// scoring.go is held equal to pb_hooks/lib/rules/scoring.js, run here in the hooks' JS engine: every case is
// scored by both, from the same table text and the same parsed answers, and the results must be the same
// to the byte.

// equalityHarness loads scoring.js and ascii-json.js into one runtime with `$scoring` bound, and defines
// compare(caseJson) → [scoring.js's result as JSON, scoring.go's or null], the table made as the sheet
// cache makes it (store/caches.js).
func equalityHarness(t *testing.T) func(c scoringCase) (string, *string) {
	t.Helper()
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	require := hookstest.Modules(t, vm)
	_ = vm.Set("scoring", require("rules/scoring.js"))
	_ = vm.Set("asciiJson", require("ascii-json.js"))
	_, err := vm.RunString(`
		const shown = (r) => JSON.stringify({ score: r.score, exams: r.exams, rawJson: r.rawJson, verdicts: r.verdicts });
		function compare(text) {
			const c = JSON.parse(text);
			const table = asciiJson.asciiJson(JSON.stringify(scoring.scoringTable(c.sheet, c.keys, c.initials)));
			const js = scoring.scoreSubmission(JSON.parse(table), c.answers, c.flags);
			const go = $answersheet.scoring.submission(c.room, table, c.answers, c.flags);
			return [shown(js), go === null ? null : shown(go)];
		}`)
	if err != nil {
		t.Fatal(err)
	}
	compare, _ := goja.AssertFunction(vm.Get("compare"))
	return func(c scoringCase) (string, *string) {
		text := c.raw
		if text == "" {
			encoded, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			text = string(encoded)
		}
		out, err := compare(goja.Undefined(), vm.ToValue(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		pair := out.Export().([]any)
		if pair[1] == nil {
			return pair[0].(string), nil
		}
		goResult := pair[1].(string)
		return pair[0].(string), &goResult
	}
}

// A case as JSON: a sheet as buildSheet makes it (what scoringTable reads of it), the keys by question id,
// the exams with accept_initials, and the body's answers and flags as the routes' checks leave them. raw,
// when set, is the case's JSON as it is (for texts Go's JSON cannot write, as a lone surrogate).
type scoringCase struct {
	Room     string              `json:"room"`
	Sheet    caseSheet           `json:"sheet"`
	Keys     map[string][]string `json:"keys"`
	Initials []string            `json:"initials"`
	Answers  []caseAnswer        `json:"answers"`
	Flags    []string            `json:"flags"`
	raw      string
}

type caseSheet struct {
	Exams []caseExam `json:"exams"`
}

type caseExam struct {
	ID       string        `json:"id"`
	Sections []caseSection `json:"sections"`
}

type caseSection struct {
	Groups []caseGroup `json:"groups"`
}

type caseGroup struct {
	ID            string     `json:"id"`
	Type          string     `json:"type"`
	EitherOrder   [][]int    `json:"either_order"`
	MaxWords      *int       `json:"max_words"`
	NumberAllowed bool       `json:"number_allowed"`
	Slots         []caseSlot `json:"slots"`
}

type caseSlot struct {
	Num        int     `json:"num"`
	QuestionID *string `json:"questionId"`
}

type caseAnswer struct {
	QuestionID string `json:"questionId"`
	Value      string `json:"value"`
}

func text(s string) *string { return &s }

// listening: one exam of two groups, the second a "choose TWO" set, and a slot with no question.
func listening(keys map[string][]string, answers []caseAnswer, initials bool) scoringCase {
	c := scoringCase{
		Room: "room1",
		Sheet: caseSheet{Exams: []caseExam{{ID: "exam1", Sections: []caseSection{{Groups: []caseGroup{
			{ID: "g1", Type: "gap", Slots: []caseSlot{{1, text("q1")}, {2, text("q2")}, {3, text("q3")}, {4, nil}}},
			{ID: "g2", Type: "choose", EitherOrder: [][]int{{5, 6}}, Slots: []caseSlot{{5, text("q5")}, {6, text("q6")}}},
		}}}}}},
		Keys:    keys,
		Answers: answers,
	}
	if initials {
		c.Initials = []string{"exam1"}
	}
	return c
}

func TestScoringEqualsScoringJS(t *testing.T) {
	compare := equalityHarness(t)
	keys := map[string][]string{
		"q1": {"(the) library", "libraries"},
		"q2": {"TRUE"},
		"q3": {"café", "İstanbul", "ΟΔΟΣ"},
		"q5": {"B"},
		"q6": {"D"},
	}
	cases := map[string]scoringCase{
		"plain":         listening(keys, []caseAnswer{{"q1", "Library"}, {"q2", "true"}, {"q5", "D"}, {"q6", "B"}}, false),
		"initials":      listening(keys, []caseAnswer{{"q2", "t"}, {"q5", "b"}, {"q6", "b"}}, true),
		"no initials":   listening(keys, []caseAnswer{{"q2", "T"}}, false),
		"white space":   listening(keys, []caseAnswer{{"q1", "\u3000the\t\u00a0LIBRARY\u2028"}, {"q2", " TRUE "}}, false),
		"unicode":       listening(keys, []caseAnswer{{"q3", "CAFE\u0301"}, {"q1", "\"the\" \\ library"}}, false),
		"dotted I":      listening(keys, []caseAnswer{{"q3", "istanbul"}}, false),
		"final sigma":   listening(keys, []caseAnswer{{"q3", "οδος"}}, false),
		"not on sheet":  listening(keys, []caseAnswer{{"zz", "x"}, {"q1", ""}, {"q1", "library"}}, false),
		"first of two":  listening(keys, []caseAnswer{{"q1", "nope"}, {"q1", "library"}}, false),
		"control":       listening(keys, []caseAnswer{{"q1", "a\u0001b\u007f\bc"}}, false),
		"astral":        listening(keys, []caseAnswer{{"q1", "🙂 library"}}, false),
		"none":          listening(keys, nil, false),
		"with flags":    func() scoringCase { c := listening(keys, nil, false); c.Flags = []string{"q2", "q5"}; return c }(),
		"essay":         essaySheet([]caseAnswer{{"w1", "Dear Sir,\n\n\"Quotes\" and \\ and \t tabs — and ΣΊΣΥΦΟΣ."}}),
		"essay blank":   essaySheet(nil),
		"greek ypogegr": listening(map[string][]string{"q1": {"\u0345\u03a3"}}, []caseAnswer{{"q1", "Α\u0345\u03a3"}, {"q3", "\u0345\u03a3x"}}, false),
		// As an examiner marks (docs/architecture.md, "As an examiner marks").
		"numbers": listening(map[string][]string{"q1": {"1,000 kg"}, "q2": {"2500000"}, "q3": {"1.000"}},
			[]caseAnswer{{"q1", "1000 KG"}, {"q2", "2,500,000"}, {"q3", "1,000"}}, false),
		"number forms": listening(map[string][]string{"q1": {"10000"}, "q2": {"£1,000."}, "q3": {"1,0000"}},
			[]caseAnswer{{"q1", "1,000"}, {"q2", "£1000."}, {"q3", "10,000"}}, false),
		"spellings": listening(map[string][]string{"q1": {"flavour"}, "q2": {"(the) organised centre"}, "q3": {"travelled"}},
			[]caseAnswer{{"q1", "Flavor"}, {"q2", "organized center"}, {"q3", "traveled\u00a0"}}, false),
		"other word":     listening(map[string][]string{"q1": {"flavour"}}, []caseAnswer{{"q1", "flavors"}}, false),
		"word limit":     limited(2, false, []caseAnswer{{"q1", "river bank"}, {"q2", "the river bank"}, {"q3", "3 river banks"}}),
		"and a number":   limited(2, true, []caseAnswer{{"q1", "the river bank"}, {"q2", "the river bank"}, {"q3", "3 river banks"}}),
		"limit in a set": limited(1, false, []caseAnswer{{"q5", "B D"}, {"q6", "B"}}),
		"multi": func() scoringCase {
			c := listening(keys, []caseAnswer{{"q5", "D"}, {"q6", "B"}}, false)
			c.Sheet.Exams[0].Sections[0].Groups[1].Type = "multi"
			c.Sheet.Exams[0].Sections[0].Groups[1].EitherOrder = nil
			return c
		}(),
	}
	for name, c := range cases {
		js, goResult := compare(c)
		if goResult == nil || *goResult != js {
			t.Errorf("%s:\nscoring.js: %s\nscoring.go: %v", name, js, deref(goResult))
		}
	}
}

// limited: listening's sheet with a word limit on both groups.
func limited(maxWords int, numberAllowed bool, answers []caseAnswer) scoringCase {
	c := listening(map[string][]string{
		"q1": {"(the) river bank"}, "q2": {"the river bank"}, "q3": {"3 river banks"}, "q5": {"B"}, "q6": {"D"},
	}, answers, false)
	for g := range c.Sheet.Exams[0].Sections[0].Groups {
		c.Sheet.Exams[0].Sections[0].Groups[g].MaxWords = &maxWords
		c.Sheet.Exams[0].Sections[0].Groups[g].NumberAllowed = numberAllowed
	}
	return c
}

func essaySheet(answers []caseAnswer) scoringCase {
	return scoringCase{
		Room: "room2",
		Sheet: caseSheet{Exams: []caseExam{
			{ID: "listening", Sections: []caseSection{{Groups: []caseGroup{{ID: "g1", Type: "gap", Slots: []caseSlot{{1, text("q1")}}}}}}},
			{ID: "writing", Sections: []caseSection{{Groups: []caseGroup{{ID: "g2", Type: "essay", Slots: []caseSlot{{1, text("w1")}, {2, text("w2")}}}}}}},
		}},
		Keys:    map[string][]string{"q1": {"x"}},
		Answers: answers,
	}
}

func deref(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

// Texts the JS engine holds as broken UTF-16 are left to scoring.js (null), in the answers and in the keys.
func TestScoringLeavesLoneSurrogatesToScoringJS(t *testing.T) {
	compare := equalityHarness(t)
	sheet := `"sheet":{"exams":[{"id":"e","sections":[{"groups":[{"id":"g","type":"gap","slots":[{"num":1,"questionId":"q1"}]}]}]}]}`
	for name, raw := range map[string]string{
		"answer": `{"room":"r",` + sheet + `,"keys":{"q1":["a"]},"answers":[{"questionId":"q1","value":"a\ud800"}]}`,
		"key":    `{"room":"r",` + sheet + `,"keys":{"q1":["a\udc00"]},"answers":[{"questionId":"q1","value":"a"}]}`,
		"flag":   `{"room":"r",` + sheet + `,"keys":{"q1":["a"]},"answers":[],"flags":["\ud800"]}`,
	} {
		if _, goResult := compare(scoringCase{raw: raw}); goResult != nil {
			t.Errorf("%s: scored in Go: %s", name, *goResult)
		}
	}
	// A well-formed pair is scored in Go, and equal.
	raw := `{"room":"r",` + sheet + `,"keys":{"q1":["\ud83d\ude42"]},"answers":[{"questionId":"q1","value":"\ud83d\ude42"}]}`
	if js, goResult := compare(scoringCase{raw: raw}); goResult == nil || *goResult != js {
		t.Errorf("pair:\nscoring.js: %s\nscoring.go: %s", js, deref(goResult))
	}
}

// Random sheets, keys and answers from texts chosen to differ (white space of every kind, accents composed
// and not, cases that lower-case by context, quotes, control characters, optional words, initials).
func TestScoringEqualsScoringJSOnRandomCases(t *testing.T) {
	compare := equalityHarness(t)
	rng := rand.New(rand.NewSource(20261127))
	for i := 0; i < 3000; i++ {
		c := randomCase(rng, i)
		js, goResult := compare(c)
		if goResult == nil || *goResult != js {
			encoded, _ := json.Marshal(c)
			t.Fatalf("case %d %s:\nscoring.js: %s\nscoring.go: %s", i, encoded, js, deref(goResult))
		}
	}
}

var (
	atoms = []string{"library", "the", "river bank", "TRUE", "FALSE", "NOT GIVEN", "YES", "NO", "NG", "A", "B",
		"C", "D", "t", "f", "café", "cafe\u0301", "İstanbul", "ΟΔΟΣ", "ΣΊΣΥΦΟΣ", "ß", "STRASSE", "naïve", "Ǆ",
		"ﬁne", `x"y`, `back\slash`, "1990s", "£20", "9.30am", "e-mail", "🙂", "\u0391\u0345\u03a3", "\u0345\u03a3",
		"a\u0001b", "\u007f", "\b", "Ω", "K", "1,000", "1000", "2,500,000", "10,00", "1,000,", "£1,000.50", "flavour",
		"FLAVOR", "organised", "centre", "center", "—", "§", "\u00b5m", "𝐀", "\u2e80"}
	spaces = []string{" ", " ", " ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u3000", "\u0085", "\ufeff", "\u2028",
		"\u200b", "\u180e", "\u2009", "\v", "\f"}
)

func randomText(rng *rand.Rand, optional bool) string {
	var b strings.Builder
	if rng.Intn(5) == 0 {
		b.WriteString(spaces[rng.Intn(len(spaces))])
	}
	for w, n := 0, 1+rng.Intn(3); w < n; w++ {
		if w > 0 {
			b.WriteString(spaces[rng.Intn(len(spaces))])
		}
		atom := atoms[rng.Intn(len(atoms))]
		switch rng.Intn(6) {
		case 0:
			atom = strings.ToUpper(atom)
		case 1:
			atom = strings.ToLower(atom)
		}
		if optional && rng.Intn(3) == 0 {
			atom = "(" + atom + ")"
		}
		b.WriteString(atom)
	}
	if rng.Intn(5) == 0 {
		b.WriteString(spaces[rng.Intn(len(spaces))])
	}
	return b.String()
}

func randomCase(rng *rand.Rand, i int) scoringCase {
	c := scoringCase{Room: fmt.Sprintf("room%d", rng.Intn(3)), Keys: map[string][]string{}}
	var ids []string
	num := 1
	for e, exams := 0, 1+rng.Intn(3); e < exams; e++ {
		exam := caseExam{ID: fmt.Sprintf("exam%d", e)}
		if rng.Intn(2) == 0 {
			c.Initials = append(c.Initials, exam.ID)
		}
		for g, groups := 0, 1+rng.Intn(3); g < groups; g++ {
			group := caseGroup{ID: fmt.Sprintf("g%d_%d", e, g), Type: []string{"gap", "choose", "multi", "essay"}[rng.Intn(4)]}
			if group.Type != "essay" && rng.Intn(3) == 0 {
				limit := 1 + rng.Intn(3)
				group.MaxWords, group.NumberAllowed = &limit, rng.Intn(2) == 0
			}
			for s, slots := 0, 1+rng.Intn(5); s < slots; s++ {
				slot := caseSlot{Num: num}
				if rng.Intn(8) > 0 {
					id := fmt.Sprintf("q%d", num)
					slot.QuestionID = &id
					ids = append(ids, id)
					if group.Type != "essay" || rng.Intn(4) == 0 {
						for k, n := 0, rng.Intn(4); k < n; k++ {
							c.Keys[id] = append(c.Keys[id], randomText(rng, true))
						}
					}
				}
				group.Slots = append(group.Slots, slot)
				num++
			}
			if len(group.Slots) >= 2 && rng.Intn(2) == 0 {
				first := group.Slots[0].Num
				group.EitherOrder = [][]int{{first, first + 1 + rng.Intn(len(group.Slots)-1)}}
			}
			exam.Sections = append(exam.Sections, caseSection{Groups: []caseGroup{group}})
		}
		c.Sheet.Exams = append(c.Sheet.Exams, exam)
	}
	for _, id := range ids {
		switch rng.Intn(6) {
		case 0: // no answer
		case 1:
			c.Answers = append(c.Answers, caseAnswer{id, ""})
		case 2, 3:
			if keys := c.Keys[id]; len(keys) > 0 {
				key := strings.NewReplacer("(", "", ")", "", " ", spaces[rng.Intn(len(spaces))]).Replace(keys[rng.Intn(len(keys))])
				if rng.Intn(2) == 0 {
					key = strings.ToUpper(key)
				}
				c.Answers = append(c.Answers, caseAnswer{id, key})
				break
			}
			fallthrough
		default:
			c.Answers = append(c.Answers, caseAnswer{id, randomText(rng, false)})
		}
		if rng.Intn(10) == 0 {
			c.Flags = append(c.Flags, id)
		}
	}
	if rng.Intn(4) == 0 {
		c.Answers = append(c.Answers, caseAnswer{fmt.Sprintf("elsewhere%d", i), randomText(rng, false)})
	}
	rng.Shuffle(len(c.Answers), func(a, b int) { c.Answers[a], c.Answers[b] = c.Answers[b], c.Answers[a] })
	return c
}

// The item analysis groups answers by the Go scorer's normal form: scoring.js's normalize, to the byte, on
// the random cases' texts; a text Go cannot hold exactly (a lone surrogate) is left to scoring.js (null).
func TestNormalizeEqualsScoringJS(t *testing.T) {
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	require := hookstest.Modules(t, vm)
	_ = vm.Set("scoring", require("rules/scoring.js"))
	_, err := vm.RunString(`
		function normalForms(text) {
			return [scoring.normalize(text), $answersheet.scoring.normalize(text)];
		}`)
	if err != nil {
		t.Fatal(err)
	}
	normalForms, _ := goja.AssertFunction(vm.Get("normalForms"))
	compare := func(text goja.Value) (string, any) {
		out, err := normalForms(goja.Undefined(), text)
		if err != nil {
			t.Fatal(err)
		}
		pair := out.Export().([]any)
		return pair[0].(string), pair[1]
	}
	rng := rand.New(rand.NewSource(20261128))
	for i := 0; i < 5000; i++ {
		text := randomText(rng, i%2 == 0)
		if js, goForm := compare(vm.ToValue(text)); goForm != js {
			t.Fatalf("%q:\nscoring.js: %q\nscoring.go: %v", text, js, goForm)
		}
	}
	loneSurrogate, _ := vm.RunString(`"a\ud800"`)
	if _, goForm := compare(loneSurrogate); goForm != nil {
		t.Errorf("a lone surrogate normalised in Go: %q", goForm)
	}
}
