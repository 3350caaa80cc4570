package rules

import (
	"strings"
	"unicode/utf8"
)

// answeredMaxDepth: a document nested deeper is left to the SQL (SQLite's own JSON allows up to 1,000).
const answeredMaxDepth = 64

// AnsweredBoxes is our build's fast path for pb_hooks/lib/store/answered.js's rule, whose SQL (answeredSql)
// is the rule (docs/architecture.md, "Heavy routes"): how many distinct questions of the sheet (`onSheet`)
// the answers document `raw` fills, an answer filling its box when its `value` is a string holding more than
// the characters of `blanks`. It reads the document as SQLite's JSON functions read it there: `answers`, an
// array or an object, and of each answer that is an object its `questionId` and its `value`; a question id
// counts only as a string. ok is false where it is not sure (a document the strict scanner refuses: a key
// named twice, a lone surrogate's escape, a number a double cannot hold, a deep one; text that is not
// UTF-8): the SQL then counts. jsbind's answered_test.go holds the two equal.
func AnsweredBoxes(raw string, onSheet map[string]bool, blanks string) (count int, ok bool) {
	if !utf8.ValidString(raw) {
		return 0, false
	}
	p := newJSONScanner(raw, answeredMaxDepth)
	filled := map[string]bool{}
	if p.next() != '{' {
		// Valid JSON that is no object holds no `answers`: none filled, as the SQL finds.
		return 0, p.skip() && p.end()
	}
	read := p.object(func(key string) bool {
		if key != "answers" {
			return p.skip()
		}
		answer := func() bool { return countAnswer(p, onSheet, blanks, filled) }
		switch p.next() {
		case '[':
			return p.array(answer)
		case '{':
			return p.object(func(string) bool { return answer() })
		}
		return p.skip()
	})
	if !read || !p.end() {
		return 0, false
	}
	return len(filled), true
}

// countAnswer reads one answer, adding its question to `filled` when it is on the sheet and filled.
func countAnswer(p *jsonScanner, onSheet map[string]bool, blanks string, filled map[string]bool) bool {
	if p.next() != '{' {
		return p.skip()
	}
	var id, value string
	var idText, valueText bool
	// A string field read as text, any other value skipped (and checked).
	text := func(into *string, isText *bool) bool {
		if p.next() != '"' {
			return p.skip()
		}
		var ok bool
		*into, ok = p.text()
		*isText = true
		return ok
	}
	read := p.object(func(key string) bool {
		switch key {
		case "questionId":
			return text(&id, &idText)
		case "value":
			return text(&value, &valueText)
		}
		return p.skip()
	})
	if read && idText && valueText && onSheet[id] && strings.Trim(value, blanks) != "" {
		filled[id] = true
	}
	return read
}

// SheetQuestionIDs reads answered.js's `onSheet` parameter: a JSON array of the sheet's question ids.
func SheetQuestionIDs(text string) (map[string]bool, bool) {
	p := newJSONScanner(text, 1)
	ids := map[string]bool{}
	read := p.array(func() bool {
		id, ok := p.text()
		ids[id] = true
		return ok
	})
	return ids, read && p.end()
}
