package rules

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// jsonScanner reads strict JSON (RFC 8259) in one pass, for answers_body.go: the caller walks the objects
// and arrays it expects and skips (while checking) every other value. encoding/json checks the whole text
// again at every nested Unmarshal, and decoding into maps made a 40-answer body cost as much as the JS.
// Any fault leaves ok false; the body is then left to the JS route, so the scanner may refuse more than
// JSON.parse does (a lone surrogate's escape), never less.
type jsonScanner struct {
	s        string
	i        int
	ok       bool
	depth    int // objects and arrays open now
	maxDepth int // a deeper one is a fault (src/rules/limits.ts's MAX_JSON_DEPTH, as the JS refuses it)
}

func newJSONScanner(s string, maxDepth int) *jsonScanner {
	return &jsonScanner{s: s, ok: true, maxDepth: maxDepth}
}

func (p *jsonScanner) fail() bool {
	p.ok = false
	return false
}

func (p *jsonScanner) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// next is the next byte after white space (0 at the end).
func (p *jsonScanner) next() byte {
	p.space()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *jsonScanner) take(c byte) bool {
	if p.next() != c {
		return p.fail()
	}
	p.i++
	return true
}

// end: nothing but white space is left.
func (p *jsonScanner) end() bool {
	p.space()
	return p.ok && p.i == len(p.s) || p.fail()
}

// object reads an object, calling field(key) with the scanner at each value, which field must read. A key
// named twice is a fault (JSON.parse keeps the last value; the caller would have to as well).
func (p *jsonScanner) object(field func(key string) bool) bool {
	var keys []string
	return p.items('{', '}', func() bool {
		key, ok := p.text()
		if !ok || slices.Contains(keys, key) || !p.take(':') {
			return false
		}
		keys = append(keys, key)
		return field(key)
	})
}

// array reads an array, calling item() with the scanner at each value, which item must read.
func (p *jsonScanner) array(item func() bool) bool { return p.items('[', ']', item) }

// items reads what stands between `open` and `close`, separated by commas, each by item().
func (p *jsonScanner) items(open, close byte, item func() bool) bool {
	if !p.take(open) {
		return false
	}
	if p.depth++; p.depth > p.maxDepth {
		return p.fail()
	}
	defer func() { p.depth-- }()
	if p.next() == close {
		p.i++
		return true
	}
	for {
		if !item() || !p.ok {
			return p.fail()
		}
		switch p.next() {
		case ',':
			p.i++
		case close:
			p.i++
			return true
		default:
			return p.fail()
		}
	}
}

// null reads a null if one is next.
func (p *jsonScanner) null() bool {
	if p.next() == 'n' && strings.HasPrefix(p.s[p.i:], "null") {
		p.i += len("null")
		return true
	}
	return false
}

// text reads a string.
func (p *jsonScanner) text() (string, bool) {
	if !p.take('"') {
		return "", false
	}
	start := p.i
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == '"':
			p.i++
			return p.s[start : p.i-1], true
		case c == '\\':
			return p.escapedText(start)
		case c < 0x20:
			return "", p.fail()
		default:
			p.i++
		}
	}
	return "", p.fail()
}

// escapedText reads the rest of a string that has escapes, from its first one.
func (p *jsonScanner) escapedText(start int) (string, bool) {
	var b strings.Builder
	b.WriteString(p.s[start:p.i])
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return b.String(), true
		case c < 0x20:
			return "", p.fail()
		case c != '\\':
			b.WriteByte(c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.s) {
			return "", p.fail()
		}
		p.i += 2
		switch p.s[p.i-1] {
		case '"', '\\', '/':
			b.WriteByte(p.s[p.i-1])
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			r, ok := p.unit()
			if ok && utf16.IsSurrogate(r) {
				// Only a high half followed by a low one's escape is a character.
				low, lowOK := rune(0), false
				if strings.HasPrefix(p.s[p.i:], `\u`) {
					p.i += 2
					low, lowOK = p.unit()
				}
				r = utf16.DecodeRune(r, low)
				ok = lowOK && r != utf8.RuneError
			}
			if !ok {
				return "", p.fail()
			}
			b.WriteRune(r)
		default:
			return "", p.fail()
		}
	}
	return "", p.fail()
}

// unit reads the four hex digits of a \u escape.
func (p *jsonScanner) unit() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(p.s[p.i : p.i+4]) {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	p.i += 4
	return r, true
}

// skip reads any value, checking it.
func (p *jsonScanner) skip() bool {
	switch c := p.next(); {
	case c == '{':
		return p.object(func(string) bool { return p.skip() })
	case c == '[':
		return p.array(p.skip)
	case c == '"':
		_, ok := p.text()
		return ok
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	}
	for _, word := range []string{"true", "false", "null"} {
		if strings.HasPrefix(p.s[p.i:], word) {
			p.i += len(word)
			return true
		}
	}
	return p.fail()
}

// number reads a number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, one a double holds (`1e400`
// is a fault: the JS refuses it, naming its field).
func (p *jsonScanner) number() bool {
	start := p.i
	if !p.numberText() {
		return false
	}
	if _, err := strconv.ParseFloat(p.s[start:p.i], 64); err != nil {
		return p.fail()
	}
	return true
}

func (p *jsonScanner) numberText() bool {
	digits := func() int {
		start := p.i
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
		}
		return p.i - start
	}
	if p.s[p.i] == '-' {
		p.i++
	}
	if p.i < len(p.s) && p.s[p.i] == '0' {
		p.i++
	} else if digits() == 0 {
		return p.fail()
	}
	if p.i < len(p.s) && p.s[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return p.fail()
		}
	}
	if p.i < len(p.s) && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		p.i++
		if p.i < len(p.s) && (p.s[p.i] == '+' || p.s[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return p.fail()
		}
	}
	return true
}
