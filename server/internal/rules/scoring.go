package rules

import (
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// A submission's scoring in Go (docs/architecture.md, "Scoring"): the same rules as
// src/rules/scoring.ts's scoreSubmission, which stays the reference, and the same result to the byte,
// held equal by scoring_test.go, which runs both in the hooks' JS engine. In that engine a submission's
// scoring was the largest part of its JS, and a class's deadline is a queue of submissions.
//
// Equal to the byte means equal to what the engine does: its toLowerCase of text beyond ASCII is x/text's
// lower-casing, its Normalize('NFC') x/text's NFC (the same module version as ours), its JSON.stringify
// escapes only what JSON needs. A text the engine holds as broken UTF-16 (a lone surrogate) has no UTF-8
// form; Go reads it as U+FFFD. Any text with U+FFFD is therefore left to scoring.js (ErrNotScoredHere).

// ErrNotScoredHere: the answers or the table hold what only scoring.js takes exactly as it is.
var ErrNotScoredHere = errors.New("left to scoring.js")

// scoringSlot is one entry of a room's scoring table (scoring.js's ScoringTable), as the sheet cache holds it.
type scoringSlot struct {
	examID     string
	questionID string
	bound      bool // questionId is not null
	forms      []string
	set        string // "" for none
	head, tail string
	essay      bool
	// The group's word limit: 0 for none (docs/architecture.md, "As an examiner marks").
	maxWords      int
	numberAllowed bool
}

// ScoringTable is a table parsed once, with what scoring.js's planOf derives from it.
type ScoringTable struct {
	slots   []scoringSlot
	sets    [][]int // the slot indexes of each "in either order" set, in table order
	examIDs []string
	totals  []int
	examOf  []int
	// The length of raw.all's text but for the answers: every head and tail, "false}" and the commas.
	allLength int
}

// Answer is one of the answers a guest sent: { questionId, value }, both texts.
type Answer struct {
	QuestionID, Value string
}

type ExamScore struct {
	ID           string
	Score, Total int
}

// Scored is scoring.js's scoreSubmission result: score, exams (in table order) and raw as JSON.
type Scored struct {
	Score   int
	Exams   []ExamScore
	RawJSON string
	// Verdicts: raw.all's verdicts in its order, "questionId+" (right) or "questionId-", joined by commas;
	// a slot bound to no question is left out (src/rules/scoring.ts, Scored.verdicts).
	Verdicts string
}

// ParseScoringTable reads the JSON of a scoring table. Only the shape ScoringTable makes is taken (text
// ids, questionId text or null, set text or null, essay true when present); anything else, and any text
// with U+FFFD, is ErrNotScoredHere.
func ParseScoringTable(text string) (*ScoringTable, error) {
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, ErrNotScoredHere
	}
	t := &ScoringTable{slots: make([]scoringSlot, len(raw)), examOf: make([]int, len(raw))}
	setMembers := map[string]int{}
	examIndex := map[string]int{}
	for i, fields := range raw {
		slot := &t.slots[i]
		var questionID, set *string
		var essay *bool
		ok := readJSON(fields["examId"], &slot.examID) &&
			readJSON(fields["questionId"], &questionID) &&
			readJSON(fields["forms"], &slot.forms) && slot.forms != nil &&
			readJSON(fields["set"], &set) &&
			readJSON(fields["head"], &slot.head) && readJSON(fields["tail"], &slot.tail) &&
			(fields["essay"] == nil || readJSON(fields["essay"], &essay) && essay != nil && *essay) &&
			(fields["maxWords"] == nil || readJSON(fields["maxWords"], &slot.maxWords) && slot.maxWords >= 1 &&
				readJSON(fields["numberAllowed"], &slot.numberAllowed))
		if !ok || (set != nil && *set == "") {
			return nil, ErrNotScoredHere
		}
		slot.bound = questionID != nil
		if slot.bound {
			slot.questionID = *questionID
		}
		if set != nil {
			slot.set = *set
		}
		slot.essay = essay != nil
		t.allLength += len(slot.head) + len(slot.tail) + len("false},")
		texts := append([]string{slot.examID, slot.questionID, slot.set, slot.head, slot.tail}, slot.forms...)
		for _, s := range texts {
			if strings.ContainsRune(s, utf8.RuneError) {
				return nil, ErrNotScoredHere
			}
		}
		if slot.set != "" {
			if _, seen := setMembers[slot.set]; !seen {
				setMembers[slot.set] = len(t.sets)
				t.sets = append(t.sets, nil)
			}
			t.sets[setMembers[slot.set]] = append(t.sets[setMembers[slot.set]], i)
		}
		e, seen := examIndex[slot.examID]
		if !seen {
			e = len(t.examIDs)
			examIndex[slot.examID] = e
			t.examIDs = append(t.examIDs, slot.examID)
			t.totals = append(t.totals, 0)
		}
		t.examOf[i] = e
		if slot.bound && !slot.essay {
			t.totals[e]++
		}
	}
	return t, nil
}

// readJSON decodes a field that must be present (json's null is present: a nil pointer).
func readJSON(field json.RawMessage, into any) bool {
	return field != nil && json.Unmarshal(field, into) == nil
}

// score is scoring.js's scoreSubmission(table, answers, flags).
func (t *ScoringTable) Score(answers []Answer, flags []string) Scored {
	given := make(map[string]string, len(answers))
	answersLength := 0
	for _, a := range answers {
		answersLength += len(a.Value) + 2
		if _, seen := given[a.QuestionID]; !seen {
			given[a.QuestionID] = a.Value
		}
	}
	n := len(t.slots)
	normals := make([]string, n)
	values := make([]string, n) // each box's answer, as written to raw
	right := make([]bool, n)
	for i := range t.slots {
		slot := &t.slots[i]
		value := ""
		if slot.bound {
			value = given[slot.questionID]
		}
		values[i] = value
		switch {
		case value == "":
		case len(slot.forms) == 0 && slot.set == "":
			// No key to compare with (an essay's box): stored as written, not normalised.
		case plainASCII(value, true):
			normals[i] = plainNumbers(strings.ToLower(value))
		default:
			normals[i] = Normalize(value)
		}
		// Over the word limit: wrong, as a blank is, even in an "in either order" set.
		if normals[i] != "" && slot.maxWords > 0 && !withinWordLimit(value, slot.maxWords, slot.numberAllowed) {
			normals[i] = ""
		}
		right[i] = normals[i] != "" && contains(slot.forms, normals[i])
	}
	for _, members := range t.sets {
		boxes := make([]string, len(members))
		forms := make([][]string, len(members))
		for k, i := range members {
			boxes[k], forms[k] = normals[i], t.slots[i].forms
		}
		for k, ok := range bestAssignment(boxes, forms) {
			right[members[k]] = ok
		}
	}
	// Each box's entry of raw.all; the right ones again in raw.correct, as slices of all.
	var all strings.Builder
	all.Grow(t.allLength + answersLength)
	ends := make([]int, n)
	scores := make([]int, len(t.examIDs))
	count := 0
	var verdicts strings.Builder
	for i := range t.slots {
		if t.slots[i].bound {
			if verdicts.Len() > 0 {
				verdicts.WriteByte(',')
			}
			verdicts.WriteString(t.slots[i].questionID)
			if right[i] {
				verdicts.WriteByte('+')
			} else {
				verdicts.WriteByte('-')
			}
		}
		if i > 0 {
			all.WriteByte(',')
		}
		all.WriteString(t.slots[i].head)
		writeJSONString(&all, values[i])
		all.WriteString(t.slots[i].tail)
		all.WriteString(strconv.FormatBool(right[i]))
		all.WriteByte('}')
		ends[i] = all.Len()
		if right[i] {
			count++
			scores[t.examOf[i]]++
		}
	}
	allText := all.String()
	var correct strings.Builder
	for i, start := 0, 0; i < n; start, i = ends[i]+1, i+1 {
		if right[i] {
			if correct.Len() > 0 {
				correct.WriteByte(',')
			}
			correct.WriteString(allText[start:ends[i]])
		}
	}
	var raw strings.Builder
	raw.Grow(len(allText) + correct.Len() + answersLength + (len(`{"questionId":"","value":""},`)+16)*len(answers) + 64)
	raw.WriteString(`{"answers":[`)
	for k, a := range answers {
		if k > 0 {
			raw.WriteByte(',')
		}
		raw.WriteString(`{"questionId":`)
		writeJSONString(&raw, a.QuestionID)
		raw.WriteString(`,"value":`)
		writeJSONString(&raw, a.Value)
		raw.WriteByte('}')
	}
	raw.WriteString(`],"all":[`)
	raw.WriteString(allText)
	raw.WriteString(`],"correct":[`)
	raw.WriteString(correct.String())
	raw.WriteByte(']')
	if len(flags) > 0 {
		raw.WriteString(`,"flags":[`)
		for k, id := range flags {
			if k > 0 {
				raw.WriteByte(',')
			}
			writeJSONString(&raw, id)
		}
		raw.WriteByte(']')
	}
	raw.WriteByte('}')
	exams := make([]ExamScore, len(t.examIDs))
	for e, id := range t.examIDs {
		exams[e] = ExamScore{ID: id, Score: scores[e], Total: t.totals[e]}
	}
	return Scored{Score: count, Exams: exams, RawJSON: raw.String(), Verdicts: verdicts.String()}
}

func contains(list []string, s string) bool {
	for _, item := range list {
		if item == s {
			return true
		}
	}
	return false
}

// bestAssignment is scoring.js's: a maximum matching of boxes to questions by augmenting paths, trying
// boxes and questions in the same order, so the same boxes count as correct.
func bestAssignment(normals []string, forms [][]string) []bool {
	questionOf := make([]int, len(normals))
	boxOf := make([]int, len(forms))
	for i := range questionOf {
		questionOf[i] = -1
	}
	for i := range boxOf {
		boxOf[i] = -1
	}
	var augment func(box int, visited []bool) bool
	augment = func(box int, visited []bool) bool {
		for q := range forms {
			if visited[q] || normals[box] == "" || !contains(forms[q], normals[box]) {
				continue
			}
			visited[q] = true
			if boxOf[q] == -1 || augment(boxOf[q], visited) {
				boxOf[q] = box
				questionOf[box] = q
				return true
			}
		}
		return false
	}
	for box := range normals {
		augment(box, make([]bool, len(forms)))
	}
	matched := make([]bool, len(normals))
	for box, q := range questionOf {
		matched[box] = q != -1
	}
	return matched
}

// plainASCII: printable ASCII words with single spaces between them (scoring.js's PLAIN_ASCII), and with
// jsonSafe neither `"` nor `\` (its PLAIN_JSON_SAFE).
func plainASCII(s string, jsonSafe bool) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			if s[i-1] == ' ' {
				return false
			}
		case c < '!' || c > '~':
			return false
		case jsonSafe && (c == '"' || c == '\\'):
			return false
		}
	}
	return true
}

// isScoringSpace: scoring.js's WHITE_SPACE, JavaScript's white space and line terminators.
func isScoringSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// normalize is scoring.js's normalize: NFC, runs of white space as one space, trimmed, lower-cased, NFC,
// numbers grouped by commas without them.
func Normalize(value string) string {
	if plainASCII(value, false) {
		return plainNumbers(strings.ToLower(value))
	}
	var b strings.Builder
	space := false
	for _, r := range norm.NFC.String(value) {
		if isScoringSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return plainNumbers(norm.NFC.String(lowerCase(b.String())))
}

// plainNumbers is scoring.js's: each run of digits and commas (without the commas that end it) that is a
// number grouped in threes loses its commas, so `1,000 kg` is `1000 kg`. Digits and commas are single bytes
// of UTF-8, never part of another character's.
func plainNumbers(s string) string {
	if strings.IndexByte(s, ',') == -1 {
		return s
	}
	var b strings.Builder
	clean := 0 // s[clean:i] is written as it is
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		end := i
		for end < len(s) && (s[end] >= '0' && s[end] <= '9' || s[end] == ',') {
			end++
		}
		number := end
		for s[number-1] == ',' {
			number--
		}
		if groupedNumber(s[i:number]) {
			b.WriteString(s[clean:i])
			b.WriteString(strings.ReplaceAll(s[i:number], ",", ""))
			clean = number
		}
		i = end
	}
	if clean == 0 {
		return s
	}
	b.WriteString(s[clean:])
	return b.String()
}

// groupedNumber: digits grouped in threes by commas (at least one), as `^[0-9]{1,3}(?:,[0-9]{3})+$`; s holds
// only digits and commas, and starts and ends with a digit.
func groupedNumber(s string) bool {
	first := strings.IndexByte(s, ',')
	if first < 1 || first > 3 {
		return false
	}
	rest := s[first:]
	if len(rest)%4 != 0 {
		return false
	}
	for k := 0; k < len(rest); k += 4 {
		if rest[k] != ',' || strings.IndexByte(rest[k+1:k+4], ',') != -1 {
			return false
		}
	}
	return true
}

// withinWordLimit is src/rules/word-count.ts's: at most maxWords words (a run without white space that holds a
// letter or a number, as its countWords), with numberAllowed one number (numberWord) beside them.
func withinWordLimit(text string, maxWords int, numberAllowed bool) bool {
	words, number := 0, false
	for _, run := range strings.FieldsFunc(text, isScoringSpace) {
		if !hasLetterOrNumber(run) {
			continue
		}
		words++
		if numberAllowed && !number && numberWord.MatchString(run) {
			number = true
		}
	}
	if number {
		words--
	}
	return words <= maxWords
}

// numberWord is word-count.js's NUMBER_WORD.
var numberWord = regexp.MustCompile(`^[$£€]?[0-9]+(?:[,.:/][0-9]+)*%?$`)

// notLetterOrNumber: the UTF-16 code units word-count.js's LETTER_OR_NUMBER leaves out, by range.
var notLetterOrNumber = [][2]rune{
	{0x0000, 0x002f}, {0x003a, 0x0040}, {0x005b, 0x0060}, {0x007b, 0x00a9}, {0x00ab, 0x00b1}, {0x00b4, 0x00b4},
	{0x00b6, 0x00b8}, {0x00bb, 0x00bb}, {0x00bf, 0x00bf}, {0x00d7, 0x00d7}, {0x00f7, 0x00f7}, {0x02c2, 0x02c5},
	{0x02d2, 0x02df}, {0x0300, 0x036f}, {0x2000, 0x206f}, {0x20a0, 0x20ff}, {0x2190, 0x23ff}, {0x2500, 0x27bf},
	{0x2900, 0x2bff}, {0x2e00, 0x2e7f}, {0x3000, 0x3004}, {0x3008, 0x3020}, {0x3030, 0x3030}, {0x303d, 0x303f},
	{0xfe00, 0xfe6f}, {0xfeff, 0xfeff}, {0xff01, 0xff0f}, {0xff1a, 0xff20}, {0xff3b, 0xff40}, {0xff5b, 0xff65},
}

// hasLetterOrNumber: a code unit of the run is a letter or a number as word-count.js's LETTER_OR_NUMBER
// tells. A character beyond the BMP is two code units: its low surrogate never is, its high one is unless it
// is one of the emoji planes' (U+D83C–U+D83E, so U+1F000–U+1FBFF).
func hasLetterOrNumber(run string) bool {
	for _, r := range run {
		if r > 0xffff {
			if r < 0x1f000 || r > 0x1fbff {
				return true
			}
			continue
		}
		excluded := false
		for _, span := range notLetterOrNumber {
			if r >= span[0] && r <= span[1] {
				excluded = true
				break
			}
		}
		if !excluded {
			return true
		}
	}
	return false
}

// lowerCase is the engine's toLowerCase: ASCII's lower case, and beyond ASCII x/text's, after which the
// engine writes σ for the ς that x/text gives after a ypogegrammeni (U+0345) not preceded by α.
func lowerCase(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	r := []rune(cases.Lower(language.Und).String(s))
	for i := 0; i < len(r)-1; i++ {
		if (i == 0 || r[i-1] != 0x3b1) && r[i] == 0x345 && r[i+1] == 0x3c2 {
			i++
			r[i] = 0x3c3
		}
	}
	return string(r)
}

// writeJSONString writes the engine's JSON.stringify of a text: `"` and `\` escaped, control characters
// as \b, \t, \n, \f, \r or \u00xx, everything else as it is.
func writeJSONString(b *strings.Builder, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	clean := 0 // s[clean:i] is written as it is
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		b.WriteString(s[clean:i])
		clean = i + 1
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			b.WriteString(`\u00`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		}
	}
	b.WriteString(s[clean:])
	b.WriteByte('"')
}
