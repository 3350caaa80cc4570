package rules

import (
	"strings"
	"unicode/utf8"
)

// A draft's or a submission's body read in Go (docs/architecture.md, "Drafts and submissions"): the JSON
// text parsed and its answers checked as pb_hooks/lib/validate/guest-bodies.js's validateAnswersBody
// checks them, giving the same { room, answers, flags }. Only a body that validateAnswersBody takes as it
// is, is read here; anything else (invalid JSON, a missing or wrong field, a duplicate, a field named twice,
// a text too long, a Room with white space around it, a text with U+FFFD) is declined, and the JS route
// reads the body itself, so every refusal and its message stays the JS one's. answers_body_test.go holds
// the two equal on well-formed and broken bodies alike. In the JS engine the body's JSON.parse and checks
// took 135–170 µs of a 40-answer submission or draft; here 35 µs, most of it making the answers' JS objects.

// AnswersBody is validateAnswersBody's result.
type AnswersBody struct {
	Room    string
	Answers []Answer
	Flags   []string
}

// AnswersLimits are src/rules/limits.ts's, handed over by the route at each call (they have one source).
type AnswersLimits struct {
	MaxAnswers     int // MAX_ANSWERS: answers, and flags, in a body
	EssayMaxLength int // ESSAY_MAX_LENGTH: characters in an answer
	MaxDepth       int // MAX_JSON_DEPTH: objects and arrays nested in the body
}

// maxIDLength: a question id or a Room of more characters is refused (validateAnswersBody's 200).
const maxIDLength = 200

// ReadAnswersBody reads `text` as validateAnswersBody would take it; false: left to the JS route. A field
// named twice is left to it too (the scanner refuses it; JSON.parse keeps the last).
func ReadAnswersBody(text string, limits AnswersLimits) (AnswersBody, bool) {
	body := AnswersBody{Flags: []string{}}
	p := newJSONScanner(text, limits.MaxDepth)
	ok := !strings.ContainsRune(text, utf8.RuneError) && p.object(func(key string) bool {
		switch key {
		case "Room":
			var ok bool
			body.Room, ok = p.text()
			return ok && plainRoom(body.Room)
		case "raw":
			return body.readRaw(p, limits)
		}
		return p.skip()
	}) && p.end() && body.Room != "" && body.Answers != nil
	return body, ok
}

// readRaw reads the body's raw: { answers, flags? }, other fields skipped.
func (body *AnswersBody) readRaw(p *jsonScanner, limits AnswersLimits) bool {
	return p.object(func(key string) bool {
		switch key {
		case "answers":
			body.Answers = []Answer{}
			seen := map[string]bool{}
			return p.array(func() bool {
				a, ok := readAnswer(p)
				if !ok || seen[a.QuestionID] || len(body.Answers) == limits.MaxAnswers ||
					utf8.RuneCountInString(a.Value) > limits.EssayMaxLength {
					return false
				}
				seen[a.QuestionID] = true
				body.Answers = append(body.Answers, a)
				return true
			})
		case "flags":
			if p.null() {
				return true
			}
			flagged := map[string]bool{}
			return p.array(func() bool {
				id, ok := p.text()
				if !ok || !plainID(id) || flagged[id] || len(body.Flags) == limits.MaxAnswers {
					return false
				}
				flagged[id] = true
				body.Flags = append(body.Flags, id)
				return true
			})
		}
		return p.skip()
	})
}

// readAnswer reads one answer: { questionId, value? } (value absent or null: ""), other fields skipped.
func readAnswer(p *jsonScanner) (Answer, bool) {
	var a Answer
	ok := p.object(func(key string) bool {
		var ok bool
		switch key {
		case "questionId":
			a.QuestionID, ok = p.text()
			return ok && plainID(a.QuestionID)
		case "value":
			if p.null() {
				return true
			}
			a.Value, ok = p.text()
			return ok
		}
		return p.skip()
	})
	return a, ok && a.QuestionID != ""
}

// plainID: a question id validateAnswersBody takes as it is: not empty, at most 200 UTF-16 units (bytes
// here, which are never fewer), and no U+FFFD.
func plainID(id string) bool {
	return id != "" && len(id) <= maxIDLength && !strings.ContainsRune(id, utf8.RuneError)
}

// plainRoom: a Room validateAnswersBody takes as it is: not empty, at most 200 characters, no U+FFFD, and no
// white space at either end (which it would trim).
func plainRoom(room string) bool {
	if room == "" || utf8.RuneCountInString(room) > maxIDLength || strings.ContainsRune(room, utf8.RuneError) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(room)
	last, _ := utf8.DecodeLastRuneInString(room)
	return !isScoringSpace(first) && !isScoringSpace(last)
}
