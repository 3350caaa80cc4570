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

// answers_body.go is held to pb_hooks/lib/validate/guest-bodies.js's validateAnswersBody (after
// fields.js's parseJsonObject), run here in the hooks' JS engine: a body read in Go must be one the JS
// takes, with the same { room, answers, flags }; a well-formed body must be read in Go. Bodies the JS
// refuses are declined, whatever is wrong with them.

// answersBodyHarness gives compare(text) → (the Go reading as JSON, or nil when declined; the JS one, or
// nil when it refuses).
func answersBodyHarness(t *testing.T) func(text string) (*string, *string) {
	t.Helper()
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	require := hookstest.Modules(t, vm)
	_ = vm.Set("rules", require("rules/limits.js"))
	_ = vm.Set("bodies", require("validate/guest-bodies.js"))
	_ = vm.Set("fields", require("validate/fields.js"))
	_, err := vm.RunString(`
		function compare(text) {
			const go = $answersheet.answersBody.read(text, rules.MAX_ANSWERS, rules.ESSAY_MAX_LENGTH, rules.MAX_JSON_DEPTH);
			let js = null;
			try {
				js = JSON.stringify(bodies.validateAnswersBody(fields.parseJsonObject(text)));
			} catch (refused) {}
			return [go === null ? null : JSON.stringify(go), js];
		}`)
	if err != nil {
		t.Fatal(err)
	}
	compare, _ := goja.AssertFunction(vm.Get("compare"))
	return func(text string) (*string, *string) {
		out, err := compare(goja.Undefined(), vm.ToValue(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		pair := out.Export().([]any)
		var results [2]*string
		for i, v := range pair {
			if s, ok := v.(string); ok {
				results[i] = &s
			}
		}
		return results[0], results[1]
	}
}

// JSON text builders: the bodies are written as text, so that a test can write what Go's encoder would
// not (a duplicate key, a lone surrogate's escape).
func jsonText(s string) string {
	var b strings.Builder
	encoder := json.NewEncoder(&b)
	encoder.SetEscapeHTML(false)
	_ = encoder.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

func jsonObject(pairs ...string) string { return "{" + strings.Join(pairs, ",") + "}" }
func jsonArray(items ...string) string  { return "[" + strings.Join(items, ",") + "]" }
func jsonPair(key, value string) string { return jsonText(key) + ":" + value }

func TestAnswersBodyReadAsTheJSReadsIt(t *testing.T) {
	compare := answersBodyHarness(t)
	answer := func(id, value string) string {
		return jsonObject(jsonPair("questionId", jsonText(id)), jsonPair("value", value))
	}
	body := func(room string, raw ...string) string {
		return jsonObject(jsonPair("Room", room), jsonPair("raw", jsonObject(raw...)))
	}
	answers := func(items ...string) string { return jsonPair("answers", jsonArray(items...)) }
	two := answers(answer("q1", `"B"`), answer("q2", `"the  library "`))
	long := strings.Repeat("é", 30000)
	read := map[string]string{
		"plain":               body(`"room1"`, two),
		"flags":               body(`"room1"`, two, jsonPair("flags", `["q2","q9"]`)),
		"flags null":          body(`"room1"`, two, `"flags":null`),
		"no answers":          body(`"room1"`, answers()),
		"value null":          body(`"room1"`, answers(answer("q1", "null"))),
		"value absent":        body(`"room1"`, answers(jsonObject(jsonPair("questionId", `"q1"`)))),
		"ignored values":      jsonObject(`"n":[-0.5e-3,0,12E+2,true,false,null,{"a":["}",{"b":"]\\\""}]}]`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"other fields":        jsonObject(`"score":40`, jsonPair("Room", `"room1"`), `"raw":{"answers":[{"questionId":"q1","value":"x","correct":true}],"x":1}`),
		"unicode":             body(`"rôom"`, answers(answer("q1", `"Ça va — 🙂 \"quoted\" \\ \n\t\u0001"`))),
		"escaped":             body(`"r\u006f\/om"`, answers(answer("q1", `"\u00e9\ud83d\ude42"`))),
		"white space":         " \n{ \"Room\" : \"room1\" ,\t\"raw\":{\"answers\":[ ]} }\r\n",
		"essay at its limit":  body(`"room1"`, answers(answer("w1", jsonText(long)))),
		"room of 200":         body(jsonText(strings.Repeat("😀", 200)), two),
		"id of 200":           body(`"room1"`, answers(answer(strings.Repeat("q", 200), `"x"`))),
		"inner space in room": body(`"room 1"`, two),
		"32 levels":           jsonObject(jsonPair("n", strings.Repeat("[", 31)+strings.Repeat("]", 31)), jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"largest double":      jsonObject(`"n":[1.7976931348623157e308,-1e-400]`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
	}
	declined := map[string]string{
		"not JSON":          body(`"room1"`, two)[:20],
		"empty":             "",
		"blank":             "  ",
		"null":              "null",
		"a list":            jsonArray(body(`"room1"`, two)),
		"trailing":          body(`"room1"`, two) + "x",
		"room missing":      jsonObject(jsonPair("raw", jsonObject(two))),
		"room null":         body("null", two),
		"room a number":     body("5", two),
		"room empty":        body(`""`, two),
		"room spaced":       body(`" room1"`, two),
		"room newline":      body(`"room1\n"`, two),
		"room nbsp":         body(`"\u00a0room1"`, two),
		"room too long":     body(jsonText(strings.Repeat("r", 201)), two),
		"room named twice":  jsonObject(jsonPair("Room", `"first"`), jsonPair("raw", jsonObject(two)), jsonPair("Room", `"second"`)),
		"raw named twice":   jsonObject(jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two)), jsonPair("raw", jsonObject(two))),
		"id named twice":    body(`"room1"`, answers(`{"questionId":"q1","questionId":"q2","value":"x"}`)),
		"bad number":        jsonObject(`"n":01`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"bad fraction":      jsonObject(`"n":1.`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"bad escape":        body(`"room1"`, answers(answer("q1", `"\x"`))),
		"raw control":       body(`"room1"`, answers(answer("q1", "\"a\tb\""))),
		"unterminated":      body(`"room1"`, answers(answer("q1", `"x`))),
		"trailing comma":    body(`"room1"`, answers(answer("q1", `"x"`)+",")),
		"room key's case":   jsonObject(jsonPair("room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"room lone half":    body(`"room\ud800"`, two),
		"raw missing":       jsonObject(jsonPair("Room", `"room1"`)),
		"raw null":          jsonObject(jsonPair("Room", `"room1"`), `"raw":null`),
		"raw a list":        jsonObject(jsonPair("Room", `"room1"`), `"raw":[]`),
		"raw key's case":    jsonObject(jsonPair("Room", `"room1"`), jsonPair("Raw", jsonObject(two))),
		"answers missing":   body(`"room1"`),
		"answers null":      body(`"room1"`, `"answers":null`),
		"answers an object": body(`"room1"`, `"answers":{}`),
		"answers' case":     body(`"room1"`, jsonPair("Answers", "[]")),
		"too many":          body(`"room1"`, answers(manyAnswers(2001)...)),
		"answer null":       body(`"room1"`, answers("null")),
		"answer a list":     body(`"room1"`, answers("[]")),
		"answer a text":     body(`"room1"`, answers(`"q1"`)),
		"id missing":        body(`"room1"`, answers(`{"value":"x"}`)),
		"id empty":          body(`"room1"`, answers(answer("", `"x"`))),
		"id null":           body(`"room1"`, answers(`{"questionId":null,"value":"x"}`)),
		"id a number":       body(`"room1"`, answers(`{"questionId":5,"value":"x"}`)),
		"id too long":       body(`"room1"`, answers(answer(strings.Repeat("q", 201), `"x"`))),
		"id's case":         body(`"room1"`, answers(`{"questionID":"q1","value":"x"}`)),
		"id twice":          body(`"room1"`, answers(answer("q1", `"x"`), answer("q1", `"y"`))),
		"value a number":    body(`"room1"`, answers(answer("q1", "5"))),
		"value an object":   body(`"room1"`, answers(answer("q1", "{}"))),
		"value too long":    body(`"room1"`, answers(answer("w1", jsonText(long+"é")))),
		"value lone half":   body(`"room1"`, answers(answer("q1", `"a\udc00"`))),
		"flags a text":      body(`"room1"`, two, `"flags":"q1"`),
		"flag a number":     body(`"room1"`, two, `"flags":[5]`),
		"flag empty":        body(`"room1"`, two, `"flags":[""]`),
		"flag null":         body(`"room1"`, two, `"flags":[null]`),
		"flag twice":        body(`"room1"`, two, `"flags":["q1","q1"]`),
		"flag too long":     body(`"room1"`, two, jsonPair("flags", jsonArray(jsonText(strings.Repeat("q", 201))))),
		"too many flags":    body(`"room1"`, two, jsonPair("flags", jsonArray(manyIDs(2001)...))),
	}
	refused := map[string]string{
		"33 levels":        jsonObject(jsonPair("n", strings.Repeat("[", 32)+strings.Repeat("]", 32)), jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"deep and long":    jsonObject(jsonPair("n", strings.Repeat("[", 125000)), jsonPair("Room", `"room1"`)),
		"1e400":            jsonObject(`"n":1e400`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
		"-1e400 in a list": jsonObject(`"n":[0,-1e400]`, jsonPair("Room", `"room1"`), jsonPair("raw", jsonObject(two))),
	}
	for name, text := range read {
		goReading, jsReading := compare(text)
		if goReading == nil || jsReading == nil || *goReading != *jsReading {
			t.Errorf("%s: Go %s, JS %s", name, deref(goReading), deref(jsReading))
		}
	}
	for name, text := range declined {
		if goReading, _ := compare(text); goReading != nil {
			t.Errorf("%s: read in Go: %s", name, *goReading)
		}
	}
	// Refused both ways: declined in Go, and the JS refusal (400) is the answer.
	for name, text := range refused {
		if goReading, jsReading := compare(text); goReading != nil || jsReading != nil {
			t.Errorf("%s: read in Go: %s, in JS: %s", name, deref(goReading), deref(jsReading))
		}
	}
}

func manyIDs(n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = jsonText(fmt.Sprintf("q%d", i))
	}
	return ids
}

func manyAnswers(n int) []string {
	items := make([]string, n)
	for i, id := range manyIDs(n) {
		items[i] = jsonObject(jsonPair("questionId", id), `"value":"x"`)
	}
	return items
}

// Random bodies, each well-formed or broken in one to three places: whatever Go reads, the JS reads the same;
// every well-formed one is read in Go.
func TestAnswersBodyOnRandomBodies(t *testing.T) {
	compare := answersBodyHarness(t)
	rng := rand.New(rand.NewSource(20261127))
	texts := append(append([]string{}, atoms...), spaces...)
	text := func() string {
		if rng.Intn(4) == 0 {
			return "null"
		}
		return jsonText(texts[rng.Intn(len(texts))] + texts[rng.Intn(len(texts))])
	}
	broken := []string{"null", "5", "true", `""`, `" x"`, "[]", "{}", `"\ud800"`, `"a\udfff"`}
	for i := 0; i < 3000; i++ {
		n := rng.Intn(8)
		items := make([]string, n)
		for k := range items {
			items[k] = jsonObject(jsonPair("questionId", jsonText(fmt.Sprintf("q%d", k))), jsonPair("value", text()))
		}
		room := jsonText(fmt.Sprintf("room%d", rng.Intn(100)))
		var flags []string
		if rng.Intn(2) == 0 {
			flags = []string{jsonPair("flags", jsonArray(manyIDs(rng.Intn(n+1))...))}
		}
		mutations := 0
		if i%3 > 0 {
			mutations = 1 + rng.Intn(3)
		}
		for m := 0; m < mutations; m++ {
			bad := broken[rng.Intn(len(broken))]
			switch rng.Intn(6) {
			case 0:
				room = bad
			case 1:
				if n > 0 {
					items[rng.Intn(n)] = bad
				}
			case 2:
				if n > 0 {
					items[rng.Intn(n)] = jsonObject(jsonPair("questionId", bad), `"value":"x"`)
				}
			case 3:
				if n > 0 {
					items[rng.Intn(n)] = jsonObject(`"questionId":"q0"`, jsonPair("value", bad))
				}
			case 4:
				flags = []string{jsonPair("flags", bad)}
			case 5:
				flags = []string{jsonPair("flags", jsonArray(bad, `"q1"`))}
			}
		}
		raw := append([]string{jsonPair("answers", jsonArray(items...))}, flags...)
		body := jsonObject(jsonPair("Room", room), jsonPair("raw", jsonObject(raw...)))
		goReading, jsReading := compare(body)
		switch {
		case goReading != nil && (jsReading == nil || *goReading != *jsReading):
			t.Fatalf("case %d %s:\nGo %s\nJS %s", i, body, *goReading, deref(jsReading))
		case mutations == 0 && goReading == nil && jsReading != nil:
			t.Fatalf("case %d, well-formed, declined in Go: %s", i, body)
		}
	}
}
