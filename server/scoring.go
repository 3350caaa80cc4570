package main

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// A submission's scoring in Go (docs/architecture.md, "Scoring"): the same rules as
// pb_hooks/lib/scoring.js's scoreSubmission, which stays the reference, and the same result to the byte,
// held equal by scoring_test.go, which runs both in the hooks' JS engine. In that engine a submission's
// scoring was the largest part of its JS, and a class's deadline is a queue of submissions.
//
// Equal to the byte means equal to what the engine does: its toLowerCase of text beyond ASCII is x/text's
// lower-casing, its normalize('NFC') x/text's NFC (the same module version as ours), its JSON.stringify
// escapes only what JSON needs. A text the engine holds as broken UTF-16 (a lone surrogate) has no UTF-8
// form; Go reads it as U+FFFD. Any text with U+FFFD is therefore left to scoring.js (errNotScoredHere).

// errNotScoredHere: the answers or the table hold what only scoring.js takes exactly as it is.
var errNotScoredHere = errors.New("left to scoring.js")

// scoringSlot is one entry of a room's scoring table (scoring.js's scoringTable), as the sheet cache holds it.
type scoringSlot struct {
	examID     string
	questionID string
	bound      bool // questionId is not null
	forms      []string
	set        string // "" for none
	head, tail string
	essay      bool
}

// scoringTable is a table parsed once, with what scoring.js's planOf derives from it.
type scoringTable struct {
	slots   []scoringSlot
	sets    [][]int // the slot indexes of each "in either order" set, in table order
	examIDs []string
	totals  []int
	examOf  []int
	// The length of raw.all's text but for the answers: every head and tail, "false}" and the commas.
	allLength int
}

// answer is one of the answers a guest sent: { questionId, value }, both texts.
type answer struct {
	questionID, value string
}

type examScore struct {
	id           string
	score, total int
}

// scored is scoring.js's scoreSubmission result: score, exams (in table order) and raw as JSON.
type scored struct {
	score   int
	exams   []examScore
	rawJSON string
}

// parseScoringTable reads the JSON of a scoring table. Only the shape scoringTable makes is taken (text
// ids, questionId text or null, set text or null, essay true when present); anything else, and any text
// with U+FFFD, is errNotScoredHere.
func parseScoringTable(text string) (*scoringTable, error) {
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &raw); err != nil {
		return nil, errNotScoredHere
	}
	t := &scoringTable{slots: make([]scoringSlot, len(raw)), examOf: make([]int, len(raw))}
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
			(fields["essay"] == nil || readJSON(fields["essay"], &essay) && essay != nil && *essay)
		if !ok || (set != nil && *set == "") {
			return nil, errNotScoredHere
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
				return nil, errNotScoredHere
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
func (t *scoringTable) score(answers []answer, flags []string) scored {
	given := make(map[string]string, len(answers))
	answersLength := 0
	for _, a := range answers {
		answersLength += len(a.value) + 2
		if _, seen := given[a.questionID]; !seen {
			given[a.questionID] = a.value
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
			normals[i] = strings.ToLower(value)
		default:
			normals[i] = normalize(value)
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
	for i := range t.slots {
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
		writeJSONString(&raw, a.questionID)
		raw.WriteString(`,"value":`)
		writeJSONString(&raw, a.value)
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
	exams := make([]examScore, len(t.examIDs))
	for e, id := range t.examIDs {
		exams[e] = examScore{id: id, score: scores[e], total: t.totals[e]}
	}
	return scored{score: count, exams: exams, rawJSON: raw.String()}
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

// normalize is scoring.js's normalize: NFC, runs of white space as one space, trimmed, lower-cased, NFC.
func normalize(value string) string {
	if plainASCII(value, false) {
		return strings.ToLower(value)
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
	return norm.NFC.String(lowerCase(b.String()))
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
