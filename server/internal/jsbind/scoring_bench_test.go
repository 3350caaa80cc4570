package jsbind

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/dop251/goja"

	"github.com/answersheet/server/internal/hookstest"
)

// What collecting drafts and regrading cost a submission's scoring in the hooks' engine, by scoring.js and
// by the Go scorer through the binding (the path they take since the Go layer became the one scorer): a
// 40-question sheet in four groups of ten, one "in either order" pair, 40 answers, one call a submission.
// go test -run - -bench RoomScoring ./internal/jsbind
func BenchmarkRoomScoring(b *testing.B) {
	vm := goja.New()
	New(nil, nil, nil, nil).Bind(vm)
	require := hookstest.Modules(b, vm)
	_ = vm.Set("scoring", require("rules/scoring.js"))
	_ = vm.Set("asciiJson", require("ascii-json.js"))
	var groups []caseGroup
	keys := map[string][]string{}
	var answers []caseAnswer
	for g := 0; g < 4; g++ {
		group := caseGroup{ID: fmt.Sprintf("g%d", g), Type: "gap"}
		if g == 3 {
			group.EitherOrder = [][]int{{39, 40}}
		}
		for n := g*10 + 1; n <= g*10+10; n++ {
			id := fmt.Sprintf("q%d", n)
			group.Slots = append(group.Slots, caseSlot{n, text(id)})
			keys[id] = []string{fmt.Sprintf("(the) answer %d", n), "TRUE"}
			answers = append(answers, caseAnswer{id, fmt.Sprintf("The answer %d", n)})
		}
		groups = append(groups, group)
	}
	c := scoringCase{Room: "room1", Sheet: caseSheet{Exams: []caseExam{{ID: "e1",
		Sections: []caseSection{{Groups: groups}}}}}, Keys: keys, Answers: answers}
	encoded, _ := json.Marshal(c)
	_ = vm.Set("caseText", string(encoded))
	_, err := vm.RunString(`
		const c = JSON.parse(caseText);
		const text = asciiJson.asciiJson(JSON.stringify(scoring.scoringTable(c.sheet, c.keys, c.initials)));
		const table = JSON.parse(text);
		function byJs() { return scoring.scoreSubmission(table, c.answers, []); }
		function byGo() { return $answersheet.scoring.submission('room1', text, c.answers, []); }`)
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"byJs", "byGo"} {
		run, _ := goja.AssertFunction(vm.Get(name))
		b.Run(name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if out, err := run(goja.Undefined()); err != nil || goja.IsNull(out) {
					b.Fatal(err, out)
				}
			}
		})
	}
}
