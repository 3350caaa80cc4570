package main

import "github.com/dop251/goja"

// bindAnswersBody makes answers_body.go callable from every JS runtime (jsvm.Config's OnInit) as
// `$answersBody.read(text, maxAnswers, essayMaxLength, maxDepth)`: validateAnswersBody's { room, answers, flags } for
// the body's text, or null when the body is left to the JS route. An official PocketBase binary has no
// `$answersBody`; the route then reads every body itself.
func bindAnswersBody(vm *goja.Runtime) {
	reader := vm.NewObject()
	_ = reader.Set("read", func(call goja.FunctionCall) goja.Value {
		text, ok := call.Argument(0).(goja.String)
		if !ok {
			return goja.Null()
		}
		limits := answersLimits{
			maxAnswers:     int(call.Argument(1).ToInteger()),
			essayMaxLength: int(call.Argument(2).ToInteger()),
			maxDepth:       int(call.Argument(3).ToInteger()),
		}
		body, ok := readAnswersBody(text.String(), limits)
		if !ok {
			return goja.Null()
		}
		return body.toJS(vm)
	})
	_ = vm.Set("$answersBody", reader)
}

// toJS makes the body's JS value as validateAnswersBody makes it: { room, answers: [{ questionId, value }],
// flags }, fields in that order.
func (b answersBody) toJS(vm *goja.Runtime) goja.Value {
	answers := make([]any, len(b.answers))
	for i, a := range b.answers {
		item := vm.NewObject()
		_ = item.Set("questionId", a.questionID)
		_ = item.Set("value", a.value)
		answers[i] = item
	}
	flags := make([]any, len(b.flags))
	for i, id := range b.flags {
		flags[i] = id
	}
	out := vm.NewObject()
	_ = out.Set("room", b.room)
	_ = out.Set("answers", vm.NewArray(answers...))
	_ = out.Set("flags", vm.NewArray(flags...))
	return out
}
